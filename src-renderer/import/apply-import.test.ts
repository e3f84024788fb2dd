import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../../src-main/engine/engine';
import { TEST_MODELS_DIR } from '../../src-main/engine/embedding/test-models-dir';
import { createInProcessClient } from '../../src-main/engine/in-process-client';
import { JournalDB } from '../db/journal-db';
import { MemoryStore } from '../store/memory-store';
import { applyImport, type ImportProgress } from './apply-import';
import { planImport } from './import-plan';

let engine: Engine;
let n = 0;
beforeAll(() => {
  engine = createEngine({ configDir: mkdtempSync(join(tmpdir(), 'apply-import-')), settings: { modelsDir: TEST_MODELS_DIR } });
});
afterAll(async () => {
  await engine.dispose();
});

function setup() {
  const db = new JournalDB(`apply-import-${n++}`, { indexedDB, IDBKeyRange });
  return { db, store: new MemoryStore(db, createInProcessClient(engine)) };
}

const files = [
  { path: '2020-03-15.md', text: 'I moved to Paris.' },
  { path: '2023-01-10.md', text: 'I moved to London.' },
  { path: '2023-02-01.md', text: 'I started working at Acme.' },
  { path: 'undated.md', text: 'No date here.' },
];

describe('applyImport', () => {
  it('adds every planned entry through the store, with derived facts, and skips them on a second import', async () => {
    const deps = setup();
    const plan = planImport(files, { speaker: 'Me' });
    const progress: ImportProgress[] = [];
    const report = await applyImport(plan, deps, { batchSize: 2, onProgress: (p) => progress.push(p) });
    expect(report).toMatchObject({ added: 3, rolledBack: false, error: null });
    expect(report.skipped.map((s) => s.source)).toEqual(['undated.md']);
    expect(await deps.db.messages.count()).toBe(3);
    expect(await deps.db.facts.count()).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ phase: 'adding', done: 3, total: 3 });

    const again = await applyImport(plan, deps);
    expect(again.added).toBe(0);
    expect(again.skipped.filter((s) => s.reason === 'already in the journal')).toHaveLength(3);
  });

  it('cancelling mid-import removes what it added and keeps what was there before', async () => {
    const deps = setup();
    await deps.store.addMessage({ speaker: 'Me', text: 'I live in Rome.', time: Date.UTC(2019, 0, 1) });
    const before = await deps.db.messages.toArray();
    const controller = new AbortController();
    const report = await applyImport(planImport(files, { speaker: 'Me' }), deps, {
      batchSize: 1,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'adding' && p.done === 2) controller.abort();
      },
    });
    expect(report).toMatchObject({ added: 0, rolledBack: true, error: null });
    expect((await deps.db.messages.toArray()).map((m) => m.id)).toEqual(before.map((m) => m.id));
    expect((await deps.db.facts.toArray()).every((f) => f.sourceMessageIds.every((id) => before.some((m) => m.id === id)))).toBe(true);
  });
});
