import type { EngineClient } from '../../src-shared/contract/engine-api';
import type { JournalDB } from '../db/journal-db';
import { reembedStale } from './reembed-stale';

export interface ReembedProgress {
  done: number;
  total: number;
}

/**
 * Runs `reembedStale` one run at a time and reports its progress (null when none is running).
 * A run lists the stale rows when it starts, so rows made stale later (a restored backup, a model
 * change) need a run of their own, queued behind the one in progress.
 */
export class ReembedRunner {
  private queue: Promise<unknown> = Promise.resolve();
  private current = new AbortController();

  constructor(
    private readonly db: JournalDB,
    private readonly engine: EngineClient,
    private readonly onProgress: (progress: ReembedProgress | null) => void,
  ) {}

  /** Re-embed what is stale once the run in progress ends; after a Stop too, since new rows are stale. */
  request(): Promise<void> {
    if (this.current.signal.aborted) this.current = new AbortController();
    return this.enqueue(this.current.signal);
  }

  /** The model changed: the run in progress stops at its next batch and a new one starts after it. */
  restart(): Promise<void> {
    this.current.abort();
    return this.request();
  }

  /** Stops the run in progress and any queued; rows left stale wait for the next request. */
  stop(): void {
    this.current.abort();
  }

  private enqueue(signal: AbortSignal): Promise<void> {
    const run = this.queue
      .then(() => (signal.aborted ? 0 : reembedStale(this.db, this.engine, { signal, onProgress: (done, total) => this.onProgress(total ? { done, total } : null) })))
      // A failed or stopped run leaves its rows stale for the next request or start.
      .catch(() => undefined)
      .finally(() => this.onProgress(null));
    this.queue = run;
    return run.then(() => undefined);
  }
}
