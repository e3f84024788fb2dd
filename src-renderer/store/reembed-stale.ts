import type { EngineClient } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import type { Fact, Message } from '../../src-shared/domain/memory';
import type { WallMs } from '../../src-shared/domain/time';
import type { JournalDB } from '../db/journal-db';
import { rebuildConversationCells } from './memory-cells';
import { ANALYSED_TEXT_CHARS, type ProgressOptions } from './memory-store';
import { writeVector } from './write-vector';

/** Meta row: per conversation, the earliest entry re-embedded whose cells are not rebuilt yet (survives a crash). */
export const CELLS_STALE_KEY = 'reembedCellsFrom';
const BATCH = 32;

type Stale = { table: 'messages' | 'facts'; id: string };

/**
 * Re-embed every message and fact whose vector another (or an unknown) model made, so vector
 * search sees the whole journal again after the embedding model changed. Only vectors change:
 * facts are not extracted again. Each batch is written in one transaction with its tag, so an
 * interrupted run loses nothing and the next run picks up exactly the rows still stale. A row
 * changed meanwhile (edited, re-analysed) is left as the newer write made it. Cell boundaries read
 * message vectors, so the touched conversations' cells are rebuilt at the end, or by the next run
 * after a crash. Returns how many rows were re-embedded; rejects with 'cancelled' on abort.
 */
export async function reembedStale(db: JournalDB, engine: EngineClient, opts: ProgressOptions = {}): Promise<number> {
  const { embeddingModel: current } = await engine.call('engine.status', {});
  const stale: Stale[] = [
    ...(await db.messages.where('embeddingModel').notEqual(current).primaryKeys()).map((id) => ({ table: 'messages' as const, id })),
    ...(await db.facts.where('embeddingModel').notEqual(current).primaryKeys()).map((id) => ({ table: 'facts' as const, id })),
  ];
  let done = 0;
  opts.onProgress?.(0, stale.length);
  try {
    for (let i = 0; i < stale.length; i += BATCH) {
      if (opts.signal?.aborted) throw new EngineError('cancelled', 'Re-embedding cancelled; it resumes at the next start.');
      done += await reembedBatch(db, engine, stale.slice(i, i + BATCH), current);
      opts.onProgress?.(Math.min(i + BATCH, stale.length), stale.length);
    }
  } finally {
    await rebuildStaleCells(db);
  }
  return done;
}

async function reembedBatch(db: JournalDB, engine: EngineClient, batch: Stale[], current: string): Promise<number> {
  const stillStale = <T extends Message | Fact>(r: T | undefined): r is T => r !== undefined && r.embeddingModel !== current;
  const messages = (await db.messages.bulkGet(batch.filter((s) => s.table === 'messages').map((s) => s.id))).filter(stillStale);
  const facts = (await db.facts.bulkGet(batch.filter((s) => s.table === 'facts').map((s) => s.id))).filter(stillStale);
  if (!messages.length && !facts.length) return 0;
  // The texts the analysis embedded: a message as sent for analysis, a fact's own sentence.
  const texts = [...messages.map((m) => m.text.slice(0, ANALYSED_TEXT_CHARS)), ...facts.map((f) => f.text)];
  const { vectors, model } = await engine.call('embedding.embed', { texts });
  return db.transaction('rw', [db.messages, db.facts, db.meta], async () => {
    let written = 0;
    const cellsFrom = new Map<string, WallMs>();
    for (const [i, m] of messages.entries()) {
      if (!(await writeVector(db, 'messages', m, vectors[i], model))) continue;
      written += 1;
      if (m.role === 'entry') cellsFrom.set(m.conversation, Math.min(cellsFrom.get(m.conversation) ?? Infinity, m.time));
    }
    for (const [j, f] of facts.entries()) if (await writeVector(db, 'facts', f, vectors[messages.length + j], model)) written += 1;
    if (cellsFrom.size) await markCellsStale(db, cellsFrom);
    return written;
  });
}

async function staleCells(db: JournalDB): Promise<Record<string, WallMs>> {
  return ((await db.meta.get(CELLS_STALE_KEY))?.value as Record<string, WallMs> | undefined) ?? {};
}

async function markCellsStale(db: JournalDB, from: ReadonlyMap<string, WallMs>): Promise<void> {
  const marked = await staleCells(db);
  for (const [conversation, time] of from) marked[conversation] = Math.min(marked[conversation] ?? Infinity, time);
  await db.meta.put({ key: CELLS_STALE_KEY, value: marked });
}

/** Rebuild the cells of every conversation marked by a (possibly earlier, interrupted) run, then clear the mark. */
async function rebuildStaleCells(db: JournalDB): Promise<void> {
  const marked = await staleCells(db);
  for (const [conversation, from] of Object.entries(marked)) await rebuildConversationCells(db, conversation, from);
  await db.meta.delete(CELLS_STALE_KEY);
}
