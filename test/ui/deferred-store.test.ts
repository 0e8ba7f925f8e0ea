import {existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {memoryStore, type Store} from '../../source/storage/store.js';
import {deferredStore} from '../../source/ui/deferred-store.js';

const save = (game: string, moves: number) => ({version: 1, game, deal: 7, moves: Array.from({length: moves}, () => ({kind: 'deal'}))});

describe('the store before conf has loaded', () => {
  it('answers from the data read at start and sees its own writes, writing nothing yet', () => {
    const early = deferredStore({lastGame: 'harfe', saves: {harfe: save('harfe', 2)}});
    expect(early.store.load('harfe')?.moves).toHaveLength(2);
    early.store.save(save('stern', 1));
    early.store.remove('harfe');
    expect(early.store.unfinished()).toEqual(['stern']);
  });

  it('hands the latest of each write to the real store, once', () => {
    const early = deferredStore({});
    const writes: string[] = [];
    const real = memoryStore();
    const spy: Store = {
      ...real,
      save: (each) => (writes.push(`save ${each.game} ${each.moves.length}`), real.save(each)),
      remove: (game) => (writes.push(`remove ${game}`), real.remove(game)),
      saveSettings: (settings) => (writes.push(`settings ${JSON.stringify(settings)}`), real.saveSettings(settings)),
    };
    for (let moves = 1; moves <= 50; moves++) early.store.save(save('staffelpatience', moves));
    early.store.save(save('harfe', 3));
    early.store.remove('harfe');
    early.store.saveSettings({lang: 'de'});
    early.store.saveSettings({theme: 'ascii'});
    early.replay(spy);
    expect(writes).toEqual(['save staffelpatience 50', 'remove harfe', 'settings {"lang":"de","theme":"ascii"}']);
    expect(real.load('staffelpatience')?.moves).toHaveLength(50);
    early.replay(spy);
    expect(writes).toHaveLength(3);
  });

  it('writes the document with what was kept when the process ends before conf has loaded', () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'patience-early-')), 'patience');
    const path = join(directory, 'config.json');
    const early = deferredStore({lastGame: 'harfe', stats: {}});
    early.writeNow(path);
    expect(existsSync(path)).toBe(false);
    early.store.save(save('staffelpatience', 4));
    early.writeNow(path);
    const written = JSON.parse(readFileSync(path, 'utf8'));
    expect(written.lastGame).toBe('harfe');
    expect(written.saves.staffelpatience.moves).toHaveLength(4);
    expect(readdirSync(directory)).toEqual(['config.json']);
  });
});
