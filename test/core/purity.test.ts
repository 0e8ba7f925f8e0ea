import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const PURE = ['source/core', 'source/games', 'source/view'];
const FORBIDDEN_IMPORTS = [/^ink/, /^react/, /^conf$/, /^chalk/, /^meow/, /^node:/, /^(fs|os|path|child_process|process)$/];

function files(directory: string): string[] {
  return readdirSync(join(ROOT, directory), {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? files(join(directory, entry.name)) : entry.name.endsWith('.ts') ? [join(directory, entry.name)] : [],
  );
}

function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? match[2]);
}

describe('the rules core stays pure', () => {
  const pure = PURE.flatMap(files).concat(['source/api.ts']);

  it.each(pure)('%s imports no UI, storage or Node module', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const name of importsOf(text)) {
      expect(
        FORBIDDEN_IMPORTS.some((pattern) => pattern.test(name)),
        `${file} imports ${name}`,
      ).toBe(false);
      if (name.startsWith('.')) expect(name, `${file} reaches outside the pure layers`).not.toMatch(/\/(ui|storage)\//);
    }
  });

  it.each(pure)('%s reads no clock and no Math.random', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/\bDate\b|Math\.random|performance\.now|process\./);
  });

  /** The layers in order: a file may import from its own layer and the ones after it, never from one before. */
  const LAYERS = ['source/ui', 'source/view', 'source/games', 'source/core'];
  const layerOf = (path: string) => LAYERS.findIndex((layer) => path.startsWith(`${layer}/`));

  it.each(PURE.flatMap(files))('%s imports only from its own layer or one below (core never imports games)', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const name of importsOf(text).filter((each) => each.startsWith('.'))) {
      const target = join(file, '..', name);
      if (layerOf(target) < 0) continue;
      expect(layerOf(target), `${file} imports ${target}`).toBeGreaterThanOrEqual(layerOf(file));
    }
  });

  it('has files to check', () => {
    expect(pure.length).toBeGreaterThan(10);
  });
});
