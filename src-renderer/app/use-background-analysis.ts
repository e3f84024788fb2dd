import { useEffect, useMemo, useState } from 'react';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import type { JournalDB } from '../db/journal-db';
import type { MemoryStore } from '../store/memory-store';
import { ReembedRunner, type ReembedProgress } from '../store/reembed-runner';

export interface BackgroundAnalysis {
  /** The re-embedding's progress, while it runs. */
  progress: ReembedProgress | null;
  /** Stops the re-embedding; it resumes at the next start. */
  stop(): void;
  /** Re-embed rows made stale just now (a restored backup) instead of at the next start. */
  reembed(): void;
}

/**
 * Background upkeep once the engine answers: entries left 'pending' by a reload or a closed window
 * are analysed again, then vectors made by another embedding model are re-embedded, and again
 * whenever the engine's model changes. Both resume at the next start if stopped or interrupted;
 * an unreachable engine is shown by the status bar.
 */
export function useBackgroundAnalysis(engine: EngineClient, db: JournalDB, store: MemoryStore): BackgroundAnalysis {
  const [progress, setProgress] = useState<ReembedProgress | null>(null);
  const runner = useMemo(() => new ReembedRunner(db, engine, setProgress), [db, engine]);

  useEffect(() => {
    const controller = new AbortController();
    let model: string | null = null;
    controller.signal.addEventListener('abort', () => runner.stop());
    const off = engine.on('model.status', (status) => {
      if (model === null || status.embeddingModel === model) return;
      model = status.embeddingModel;
      void runner.restart();
    });
    engine
      .call('engine.status', {})
      .then(async (status) => {
        model = status.embeddingModel;
        if (controller.signal.aborted) return;
        await store.resumePending({ signal: controller.signal });
        await runner.request();
      })
      .catch(() => undefined);
    return () => {
      off();
      controller.abort();
    };
  }, [engine, store, runner]);

  // Stable across progress updates, so the services holding them do not re-render every view per batch.
  const actions = useMemo(() => ({ stop: () => runner.stop(), reembed: () => void runner.request() }), [runner]);
  return { progress, ...actions };
}
