import {availableParallelism} from 'node:os';
import {configDefaults, defineConfig} from 'vitest/config';

/**
 * Two tiers of tests. `npm test` runs every test file (CI runs it). `npm run test:fast`
 * (`vitest run --mode fast`) runs what a developer runs after each change: the rules, the
 * games, the view, the interface, storage and the command line's units, in parallel
 * workers. It does not build: nothing in it may run dist/, tmux or a terminal, or search
 * long with the solver (test/solver, test/e2e, test/reliability and test/packaging are
 * full tier only). test/tiers.test.ts keeps these lists true.
 */

/** The folders of the fast tier, and the one file outside them. */
export const FAST_FOLDERS = ['test/core', 'test/games', 'test/view', 'test/ui', 'test/storage', 'test/cli'];
export const FAST_FILES = ['test/tiers.test.ts'];

/** Files in those folders that run the built program: full tier only. */
export const NEEDS_BUILD = ['test/core/api.test.ts', 'test/cli/built.test.ts', 'test/cli/variant-built.test.ts'];

export default defineConfig(({mode}) => ({
  test:
    mode === 'fast'
      ? {
          include: [...FAST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`), ...FAST_FILES],
          exclude: [...configDefaults.exclude, ...NEEDS_BUILD],
          // Vitest's default leaves one core free: on two cores that is one worker.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // As `npm test` gives: a test that passes there does not time out here under load.
          testTimeout: 60_000,
        }
      : {},
}));
