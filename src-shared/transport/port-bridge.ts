import { EngineError } from '../contract/engine-error';
import type { BridgeReply, CallFrame, EngineBridge } from '../contract/wire-protocol';
import { ClientEvents } from './client-events';
import { isServerFrame, PendingCalls } from './pending-calls';

/** A DOM-style MessagePort (the preload's, or Node's worker_threads port in tests). */
export interface BrowserPortLike {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown): void;
  start(): void;
}

/**
 * The Electron preload's bridge logic, free of Electron: calls become frames on a MessagePort
 * (queued until the port arrives), replies settle them, events reach listeners. Replies are
 * plain `BridgeReply` objects because contextBridge would strip an Error down to its message.
 * `fail` is for a host that sees the engine die: every pending and later call fails with its
 * first reason instead of waiting for a timeout.
 */
export function createPortBridge(timeoutMs = 10 * 60_000): { bridge: EngineBridge; attach(port: BrowserPortLike): void; fail(error: EngineError): void } {
  const pending = new PendingCalls(timeoutMs);
  const events = new ClientEvents();
  const queued: CallFrame[] = [];
  let port: BrowserPortLike | null = null;
  let failed: EngineError | null = null;

  return {
    attach(next) {
      port = next;
      port.addEventListener('message', ({ data }: MessageEvent) => {
        if (!isServerFrame(data)) return;
        if (data.type === 'event') events.deliver(data.event, data.payload);
        else pending.settle(data);
      });
      port.start();
      for (const frame of queued.splice(0)) port.postMessage(frame);
    },
    fail(error) {
      if (failed) return;
      failed = error;
      queued.length = 0;
      pending.failAll(error);
    },
    bridge: {
      async call(method, req): Promise<BridgeReply> {
        if (failed) return { ok: false, error: failed.toJSON() };
        const { id, result } = pending.open(String(method));
        const frame = { type: 'call', id, method, req } as CallFrame;
        if (port) port.postMessage(frame);
        else queued.push(frame);
        try {
          return { ok: true, result: await result };
        } catch (err) {
          return { ok: false, error: EngineError.from(err).toJSON() };
        }
      },
      on: (event, listener) => events.on(event as never, listener),
    },
  };
}
