import { EngineError } from '../contract/engine-error';
import type { ServerFrame } from '../contract/wire-protocol';

interface Pending {
  resolve(value: unknown): void;
  reject(error: EngineError): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Calls awaiting their result frame: ids, per-call timeouts, and settling by frame. */
export class PendingCalls {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly timeoutMs: number) {}

  /** Register a call; returns its id and the promise of its result. */
  open(method: string): { id: number; result: Promise<unknown> } {
    const id = this.nextId++;
    const result = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new EngineError('unavailable', `engine call ${method} timed out after ${Math.round(this.timeoutMs / 1000)} s`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
    });
    return { id, result };
  }

  /** Settle the call a result or error frame answers; false when the frame is not an answer. */
  settle(frame: ServerFrame): boolean {
    if (frame.type === 'event' || frame.id === null) return false;
    const call = this.pending.get(frame.id);
    if (!call) return false;
    this.pending.delete(frame.id);
    clearTimeout(call.timer);
    if (frame.type === 'result') call.resolve(frame.result);
    else call.reject(EngineError.from(frame.error));
    return true;
  }

  fail(id: number, error: EngineError): void {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    clearTimeout(call.timer);
    call.reject(error);
  }

  failAll(error: EngineError): void {
    for (const id of [...this.pending.keys()]) this.fail(id, error);
  }

  get size(): number {
    return this.pending.size;
  }
}

/** Structural check of an incoming frame before it is trusted. */
export function isServerFrame(value: unknown): value is ServerFrame {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  if (f.type === 'event') return typeof f.event === 'string';
  return (f.type === 'result' || f.type === 'error') && (typeof f.id === 'number' || f.id === null);
}
