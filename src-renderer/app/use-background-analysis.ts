import { useEffect, useRef, useState } from 'react';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import type { JournalDB } from '../db/journal-db';
import type { MemoryStore } from '../store/memory-store';
import { reembedStale } from '../store/reembed-stale';

export interface ReembedProgress {
  done: number;
  total: number;
  stop(): void;
}

/**
 * Background upkeep once the engine answers: entries left 'pending' by a reload or a closed window
 * are analysed again, then vectors made by another embedding model are re-embedded, and again
 * whenever the engine's model changes. Both resume at the next start if stopped or interrupted;
 * an unreachable engine is shown by the status bar. Returns the re-embedding's progress, if running.
 */
export function useBackgroundAnalysis(engine: EngineClient, db: JournalDB, store: MemoryStore): ReembedProgress | null {
  const [progress, setProgress] = useState<ReembedProgress | null>(null);
  const running = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const controller = new AbortController();
    let model: string | null = null;
    let current = new AbortController();
    const stop = () => current.abort();
    // One run at a time: a model change waits for the run before it (which stops at its next batch).
    const reembed = (run: AbortController) =>
      (running.current = running.current
        .then(() => (run.signal.aborted ? 0 : reembedStale(db, engine, { signal: run.signal, onProgress: (done, total) => setProgress(total ? { done, total, stop } : null) })))
        .catch(() => undefined)
        .finally(() => setProgress(null)));

    controller.signal.addEventListener('abort', () => current.abort());
    const off = engine.on('model.status', (status) => {
      if (model === null || status.embeddingModel === model) return;
      model = status.embeddingModel;
      current.abort();
      current = new AbortController();
      void reembed(current);
    });
    engine
      .call('engine.status', {})
      .then(async (status) => {
        model = status.embeddingModel;
        if (!controller.signal.aborted) await store.resumePending({ signal: controller.signal });
        await reembed(current);
      })
      .catch(() => undefined);
    return () => {
      off();
      controller.abort();
    };
  }, [engine, db, store]);

  return progress;
}
