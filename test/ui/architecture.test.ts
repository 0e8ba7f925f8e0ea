import {readdirSync, readFileSync} from 'node:fs';
import {join, normalize} from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The rooms of source/ui (docs/ARCHITECTURE.md, which lists them with their jobs): each room may import from itself and the rooms
 * before it in this list, never from one after it.
 */
const ROOMS = ['text', 'terminal', 'state', 'assist', 'commands', 'table', 'screens', 'mouse', 'program'];
const MAX_LINES = 300;

const ROOT = new URL('../../', import.meta.url).pathname;

function files(directory: string): string[] {
  return readdirSync(join(ROOT, directory), {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? files(join(directory, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(directory, entry.name)] : [],
  );
}

/** The files a file imports (relative imports only, `import type` included), as paths from the repository root. */
function localImports(file: string, text: string, known: ReadonlySet<string>): string[] {
  const names = [...text.matchAll(/(?:import|export)[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2],
  );
  return names.flatMap((name) => {
    const base = normalize(join(file, '..', name)).replace(/\.js$/, '');
    const found = [`${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate));
    return found ? [found] : [];
  });
}

/** One import cycle, as the files on it, or undefined. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

const roomOf = (file: string): string | undefined => /^source\/ui\/([^/]+)\//.exec(file)?.[1];

const all = files('source');
const known = new Set(all);
const graph = new Map(all.map((file) => [file, localImports(file, readFileSync(join(ROOT, file), 'utf8'), known)]));
const ui = all.filter((file) => file.startsWith('source/ui/'));

describe('source/ui in rooms', () => {
  it('has every file of source/ui in a room', () => {
    expect(ui.length).toBeGreaterThan(40);
    expect(ui.filter((file) => !ROOMS.includes(roomOf(file) ?? ''))).toEqual([]);
  });

  it.each(ui)(`%s has at most ${MAX_LINES} lines`, (file) => {
    expect(readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1).toBeLessThanOrEqual(MAX_LINES);
  });

  it.each(ui)('%s imports only from its own room or one before it', (file) => {
    const room = ROOMS.indexOf(roomOf(file) ?? '');
    const outside = (graph.get(file) ?? []).filter((target) => target.startsWith('source/ui/') && ROOMS.indexOf(roomOf(target) ?? '') > room);
    expect(outside, `${file} reaches into a later room`).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(graph.get('source/ui/program/app.tsx')).toContain('source/ui/terminal/read-keys.ts');
  });
});

describe('no import cycle in source/', () => {
  it('has none', () => {
    expect(findCycle(graph)).toBeUndefined();
  });

  it('would find one', () => {
    const looped = new Map([...graph, ['source/ui/text/wrap.ts', ['source/ui/program/app.tsx']]]);
    expect(findCycle(looped)).toBeDefined();
  });
});
