import { describe, expect, it } from 'vitest';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import { UNKNOWN_EMBEDDING_MODEL } from '../../src-shared/domain/memory';
import { parseWallTime } from '../../src-shared/domain/wall-time';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { JournalDB } from '../db/journal-db';
import { answerQuestion } from '../retrieval/answer-question';
import { MemoryIndex } from '../retrieval/memory-index';
import { entry, freshStore, testEngine } from './memory-test-kit';
import type { NewMessage } from './memory-store';
import { CELLS_STALE_KEY, reembedStale } from './reembed-stale';

/** The model the journal was analysed with, and the one the settings now name (a different vector space). */
const OLD = testEngine({ dim: 64, embeddingModel: 'words-64' });
const NEW = testEngine({ dim: 48, embeddingModel: 'words-48' });

const CITIES = ['Paris', 'Lyon', 'Oslo', 'Bergen', 'Tokyo', 'Osaka', 'Lima', 'Quito', 'Rome', 'Milan', 'Porto', 'Braga', 'Cairo', 'Dakar', 'Hanoi', 'Seoul'];
/** Enough entries and facts for several re-embedding batches. */
const HISTORY: NewMessage[] = CITIES.flatMap((city, i) => [
  entry(`v${i}`, `${2000 + i}-03-01T10:00:00`, `I visited ${city} yesterday.`),
  entry(`w${i}`, `${2000 + i}-03-01T10:05:00`, `The weather in ${city} was lovely and I bought a hat.`),
]);

async function analysedWith(engine: EngineClient) {
  const { db, store } = freshStore(engine);
  await store.addMessages(HISTORY);
  return db;
}

/** Every vector with its tag, and the cells the vectors shaped. */
async function vectors(db: JournalDB) {
  const byId = <T extends { id: string }>(xs: T[]) => xs.sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    messages: byId((await db.messages.toArray()).map((m) => ({ id: m.id, model: m.embeddingModel, embedding: m.embedding }))),
    facts: byId((await db.facts.toArray()).map((f) => ({ id: f.id, text: f.text, model: f.embeddingModel, embedding: f.embedding, cellId: f.cellId }))),
    cells: byId((await db.cells.toArray()).map((c) => ({ id: c.id, messageIds: c.messageIds }))),
  };
}

const staleCount = async (db: JournalDB, model: string) =>
  (await db.messages.where('embeddingModel').notEqual(model).count()) + (await db.facts.where('embeddingModel').notEqual(model).count());

async function questionVector(engine: EngineClient, text: string) {
  const { vectors: [v], model } = await engine.call('embedding.embed', { texts: [text] });
  return { values: Float32Array.from(v!), model };
}

describe('vectors of another embedding model', () => {
  it('are left out of vector search, while lexical search still finds their rows', async () => {
    const db = await analysedWith(OLD);
    const index = await MemoryIndex.of(db);
    const q = await questionVector(NEW, 'When did I visit Oslo?');
    expect(index.messageVectors.nearest(q.model, q.values, 10, () => true)).toEqual([]);
    expect(index.factVectors.nearest(q.model, q.values, 10, () => true)).toEqual([]);
    expect(index.bm25Messages.search('Oslo').map((h) => h.id)).toContain('v2');
    const answer = await answerQuestion(db, NEW, { question: 'When did I visit Oslo?', now: parseWallTime('2030-01-01T00:00:00'), speaker: 'Me' });
    expect(answer.evidence).toContain('v2');
  });

  it('of an unknown model are compared with nothing, not even each other', async () => {
    const db = await analysedWith(OLD);
    await db.messages.toCollection().modify({ embeddingModel: UNKNOWN_EMBEDDING_MODEL });
    const index = await MemoryIndex.of(db);
    index.invalidate();
    await index.refresh();
    const q = await questionVector(OLD, 'When did I visit Oslo?');
    expect(index.messageVectors.nearest(UNKNOWN_EMBEDDING_MODEL, q.values, 10, () => true)).toEqual([]);
    expect(index.messageVectors.similarity('v1', 'v2')).toBeNull();
  });
});

describe('re-embedding after a model change', () => {
  it('re-embeds every stale row with the current model, as a fresh analysis would, and vector search finds them again', async () => {
    const reference = await vectors(await analysedWith(NEW));
    const db = await analysedWith(OLD);
    const index = await MemoryIndex.of(db);
    const progress: [number, number][] = [];
    const total = await staleCount(db, 'words-48');
    expect(await reembedStale(db, NEW, { onProgress: (done, all) => progress.push([done, all]) })).toBe(total);
    expect(await vectors(db)).toEqual(reference);
    expect(progress[0]).toEqual([0, total]);
    expect(progress.at(-1)).toEqual([total, total]);

    await index.refresh();
    const q = await questionVector(NEW, 'I visited Oslo yesterday.');
    expect(index.messageVectors.nearest(q.model, q.values, 1, () => true).map(([id]) => id)).toEqual(['v2']);
    expect(index.messageVectors.sizeOf('words-64')).toBe(0);
    expect(await reembedStale(db, NEW)).toBe(0);
  });

  it('stops when cancelled, keeping the rows done, and the next run finishes the rest', async () => {
    const reference = await vectors(await analysedWith(NEW));
    const db = await analysedWith(OLD);
    const total = await staleCount(db, 'words-48');
    const stop = new AbortController();
    const run = reembedStale(db, NEW, { signal: stop.signal, onProgress: (done) => done > 0 && stop.abort() });
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    const left = await staleCount(db, 'words-48');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(total);
    // Half done is never mixed: each model's vectors are searched apart.
    const index = await MemoryIndex.of(db);
    expect(index.messageVectors.sizeOf('words-48') + index.factVectors.sizeOf('words-48')).toBe(total - left);

    expect(await reembedStale(db, NEW)).toBe(left);
    expect(await vectors(db)).toEqual(reference);
  });

  it('resumes after the app died mid-run, rebuilding the cells the dead run had touched', async () => {
    const reference = await vectors(await analysedWith(NEW));
    const db = await analysedWith(OLD);
    let calls = 0;
    // The second embedding call never returns: the window was closed while it ran.
    const dying: EngineClient = {
      call: (method, req) => (method === 'embedding.embed' && ++calls === 2 ? new Promise(() => undefined) : NEW.call(method, req)),
      on: NEW.on,
    };
    void reembedStale(db, dying);
    await expect.poll(() => calls).toBe(2);
    expect(await db.meta.get(CELLS_STALE_KEY)).toBeDefined();

    const reopened = new JournalDB(db.name, { indexedDB, IDBKeyRange });
    await reembedStale(reopened, NEW);
    expect(await vectors(reopened)).toEqual(reference);
    expect(await reopened.meta.get(CELLS_STALE_KEY)).toBeUndefined();
  });

  it('leaves a row changed meanwhile as the newer write made it', async () => {
    const db = await analysedWith(OLD);
    const edited = { embedding: [1, 2, 3], embeddingModel: 'words-48' };
    const racing: EngineClient = {
      async call(method, req) {
        const res = await NEW.call(method, req);
        if (method === 'embedding.embed') await db.messages.update('v0', { text: 'I visited Paris last week.', ...edited });
        return res;
      },
      on: NEW.on,
    };
    await reembedStale(db, racing);
    expect(await db.messages.get('v0')).toMatchObject(edited);
  });
});
