import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { EngineClient, EngineMethod, EngineRequest, EngineResponse, EngineStatus } from '../../src-shared/contract/engine-api';
import { parseWallTime } from '../../src-shared/domain/wall-time';
import { analyzeMessages } from '../../src-main/engine/analysis/analyze-messages';
import { MAX_EMBED_CHARS } from '../../src-main/engine/embedding/embedding-service';
import { JournalDB } from '../db/journal-db';
import { MemoryStore, type NewMessage } from './memory-store';

/**
 * Test helpers for the memory store: a fresh fake-indexeddb journal and an engine client that
 * runs the real analyser in-process. Only the embedding is replaced, by a deterministic hashed
 * bag of words (a boundary: these tests are about facts and time, not about vectors).
 */
export const BAG_OF_WORDS = 'bag-of-words';

export function bagOfWordsEmbed(texts: string[], dim = 64): number[][] {
  return texts.map((t) => {
    const v = new Array<number>(dim).fill(0);
    for (const w of t.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
      let h = 2166136261;
      for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 16777619);
      v[(h >>> 0) % dim]! += 1;
    }
    const n = Math.hypot(...v) || 1;
    return v.map((x) => x / n);
  });
}

export interface TestEngineOptions {
  analyze?: EngineClient['call'];
  /** Another dimension hashes words elsewhere: a different model, named by `embeddingModel`. */
  dim?: number;
  embeddingModel?: string;
}

export function testEngine(overrides: TestEngineOptions = {}): EngineClient {
  const { dim = 64, embeddingModel = BAG_OF_WORDS } = overrides;
  // Like the real engine's embedder, it reads only the start of a long text.
  const embed = async (texts: string[]) => bagOfWordsEmbed(texts.map((t) => t.slice(0, MAX_EMBED_CHARS)), dim);
  return {
    async call<K extends EngineMethod>(method: K, req: EngineRequest<K>): Promise<EngineResponse<K>> {
      if (method === 'analysis.analyze') {
        if (overrides.analyze) return overrides.analyze(method, req);
        const { messages } = req as EngineRequest<'analysis.analyze'>;
        return (await analyzeMessages(messages, { embed, embeddingModel })) as EngineResponse<K>;
      }
      if (method === 'embedding.embed') {
        const { texts } = req as EngineRequest<'embedding.embed'>;
        return { vectors: await embed(texts), dim, model: embeddingModel } as EngineResponse<K>;
      }
      if (method === 'engine.status') {
        const status: EngineStatus = { version: 'test', embeddingBackend: 'use-lite-static', embeddingModel, embeddingDim: dim, modelState: 'ready', modelError: null };
        return status as EngineResponse<K>;
      }
      throw new Error(`test engine: ${method} not supported`);
    },
    on: () => () => undefined,
  };
}

let dbCounter = 0;
export function freshDb(): JournalDB {
  dbCounter += 1;
  return new JournalDB(`memory-test-${dbCounter}-${Math.random().toString(36).slice(2)}`, { indexedDB, IDBKeyRange });
}

export function freshStore(engine: EngineClient = testEngine(), clockIso = '2030-01-01T00:00:00'): { db: JournalDB; store: MemoryStore } {
  const db = freshDb();
  return { db, store: new MemoryStore(db, engine, { clock: () => parseWallTime(clockIso) }) };
}

/** A journal entry by "Me" at an ISO time. */
export function entry(id: string, isoTime: string, text: string, speaker = 'Me'): NewMessage {
  return { id, speaker, text, time: parseWallTime(isoTime) };
}
