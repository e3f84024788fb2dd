import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../src-main/engine/engine';
import { createInProcessClient } from '../../src-main/engine/in-process-client';
import { entry, freshDb } from './memory-test-kit';
import { MemoryStore } from './memory-store';
import { currentState, findEntity } from './memory-queries';

/** The store against the real engine: request validation, the analysis handler and USE-lite embeddings. */
const configDir = mkdtempSync(join(tmpdir(), 'memory-engine-test-'));
const engine = createEngine({ configDir, settings: { embeddingBackend: 'use-lite' } });
afterAll(async () => {
  await engine.dispose();
  rmSync(configDir, { recursive: true, force: true });
});

describe('memory store with the real engine', () => {
  it('stores facts with real embeddings and analyses a very long entry instead of failing it', async () => {
    const db = freshDb();
    const store = new MemoryStore(db, createInProcessClient(engine));
    const long = `${'Nothing much happened today. '.repeat(7000)}`;
    const stored = await store.addMessages([
      entry('e1', '2021-01-10T09:00:00', 'I moved to Lisbon last week.'),
      entry('e2', '2022-03-01T09:00:00', 'I moved to Porto yesterday.'),
      entry('e3', '2022-03-02T09:00:00', long),
    ]);
    expect(stored.map((m) => m.analysis)).toEqual(['done', 'done', 'done']);
    expect((await db.messages.get('e3'))!.text).toBe(long);
    const me = (await findEntity(db, 'Me'))!.id;
    const [now] = await currentState(db, me, 'lives_in');
    expect(now!.text).toBe('Me moved to Porto on 28 February 2022.');
    expect(now!.embedding).toHaveLength(512);
    expect(Math.hypot(...now!.embedding!)).toBeCloseTo(1, 3);
  });
});
