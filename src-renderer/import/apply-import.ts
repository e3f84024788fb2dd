import type { JournalDB } from '../db/journal-db';
import type { MemoryStore } from '../store/memory-store';
import { restoreBackup } from './backup';
import type { ImportPlan } from './import-plan';
import type { Skipped } from './import-types';

export interface ImportProgress {
  phase: 'restoring' | 'adding' | 'rolling back';
  done: number;
  total: number;
}

export interface ImportReport {
  added: number;
  restoredRows: number;
  skipped: Skipped[];
  /** Cancelled or failed: every entry of this import that had been added was removed again. */
  rolledBack: boolean;
  error: string | null;
}

export interface ApplyOptions {
  onProgress?(progress: ImportProgress): void;
  signal?: AbortSignal;
  /** Entries per `addMessages` call: the unit of progress and of cancellation. */
  batchSize?: number;
}

const aborted = () => new DOMException('The import was cancelled.', 'AbortError');

/**
 * Applies an import plan. Backups are restored first, each in one transaction. Entries go through
 * the MemoryStore in batches (raw message first, then analysis); entries already in the journal
 * are skipped. If the import is cancelled or fails, the entries it added are deleted again, so
 * nothing is left half-imported.
 */
export async function applyImport(plan: ImportPlan, deps: { db: JournalDB; store: MemoryStore }, options: ApplyOptions = {}): Promise<ImportReport> {
  const { onProgress, signal, batchSize = 200 } = options;
  const report: ImportReport = { added: 0, restoredRows: 0, skipped: [...plan.skipped], rolledBack: false, error: null };
  try {
    for (const [i, { source, backup }] of plan.backups.entries()) {
      if (signal?.aborted) throw aborted();
      onProgress?.({ phase: 'restoring', done: i, total: plan.backups.length });
      const restored = await restoreBackup(deps.db, backup);
      report.restoredRows += Object.values(restored.rows).reduce((a, b) => a + b, 0);
      if (restored.mergedEntities) report.skipped.push({ source, reason: `${restored.mergedEntities} entities merged into existing ones of the same name` });
    }
  } catch (err) {
    report.error = errorMessage(err);
    return report;
  }

  const present = await deps.db.messages.bulkGet(plan.entries.map((e) => e.id));
  const toAdd = plan.entries.filter((e, i) => {
    if (!present[i]) return true;
    report.skipped.push({ source: e.source, reason: 'already in the journal' });
    return false;
  });

  try {
    for (let start = 0; start < toAdd.length; start += batchSize) {
      if (signal?.aborted) throw aborted();
      onProgress?.({ phase: 'adding', done: start, total: toAdd.length });
      const batch = toAdd.slice(start, start + batchSize).map(({ source: _source, ...message }) => message);
      await deps.store.addMessages(batch, {
        ...(signal ? { signal } : {}),
        onProgress: (done) => onProgress?.({ phase: 'adding', done: start + done, total: toAdd.length }),
      });
      report.added += batch.length;
    }
    onProgress?.({ phase: 'adding', done: toAdd.length, total: toAdd.length });
  } catch (err) {
    report.error = signal?.aborted ? null : errorMessage(err);
    await rollBack(deps, toAdd.map((e) => e.id), onProgress);
    report.added = 0;
    report.rolledBack = true;
  }
  return report;
}

async function rollBack(deps: { db: JournalDB; store: MemoryStore }, ids: string[], onProgress: ApplyOptions['onProgress']): Promise<void> {
  const stored = (await deps.db.messages.bulkGet(ids)).filter((m) => m !== undefined);
  for (const [i, message] of stored.entries()) {
    onProgress?.({ phase: 'rolling back', done: i, total: stored.length });
    await deps.store.deleteMessage(message.id);
  }
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
