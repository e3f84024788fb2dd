import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JournalDB } from '../../../src-renderer/db/journal-db';
import type { HistoryRow } from '../../cli/answer/read-input';

/**
 * Iteration aid for the benchmark (`--cache DIR`): the database an ingest produced, saved as JSON
 * and restored instead of re-ingesting when the same history comes back. Only for tuning
 * retrieval and answering; figures for ingest come from runs without it.
 */
const TABLES = ['messages', 'facts', 'entities', 'cells', 'episodes', 'foresight', 'meta'] as const;

export function cacheFile(dir: string, history: readonly HistoryRow[]): string {
  const hash = createHash('sha256').update(JSON.stringify(history)).digest('hex').slice(0, 16);
  return join(dir, `ingest-${hash}.json`);
}

export async function restoreIngest(db: JournalDB, dir: string, history: readonly HistoryRow[]): Promise<boolean> {
  const path = cacheFile(dir, history);
  if (!existsSync(path)) return false;
  const saved = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown[]>;
  await db.transaction('rw', TABLES.map((t) => db[t]), async () => {
    for (const t of TABLES) await (db[t] as unknown as { bulkPut(rows: unknown[]): Promise<unknown> }).bulkPut(saved[t] ?? []);
  });
  return true;
}

export async function saveIngest(db: JournalDB, dir: string, history: readonly HistoryRow[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const saved: Record<string, unknown[]> = {};
  for (const t of TABLES) saved[t] = await db[t].toArray();
  writeFileSync(cacheFile(dir, history), JSON.stringify(saved));
}
