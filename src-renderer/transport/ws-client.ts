import type { EngineClient } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import { MAX_FRAME_BYTES, type CallFrame } from '../../src-shared/contract/wire-protocol';
import { ClientEvents } from '../../src-shared/transport/client-events';
import { isServerFrame, PendingCalls } from '../../src-shared/transport/pending-calls';

/** The slice of the WebSocket API used here (browser WebSocket or the `ws` package in Node tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}
export type WebSocketFactory = new (url: string) => WebSocketLike;

export interface WsClientOptions {
  url: string;
  WebSocket?: WebSocketFactory;
  /** Per-call timeout. */
  timeoutMs?: number;
  /** Reconnect backoff bounds. */
  minReconnectMs?: number;
  maxReconnectMs?: number;
}

export interface WsEngineClient extends EngineClient {
  readonly connected: boolean;
  close(): void;
}

const OPEN = 1;

/** UTF-8 size, computed exactly only when the cheap upper bound (3 bytes per UTF-16 unit) is over the limit. */
function utf8Bytes(text: string): number {
  return text.length * 3 <= MAX_FRAME_BYTES ? text.length : new TextEncoder().encode(text).length;
}

/**
 * EngineClient over the web host's WebSocket: request ids, per-call timeouts, and automatic
 * reconnection with backoff. Calls made while disconnected wait for the connection (until
 * their timeout); calls in flight when it drops fail with `unavailable`, since the engine may
 * or may not have run them.
 */
export function createWsClient(options: WsClientOptions): WsEngineClient {
  const Impl = options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory);
  const minDelay = options.minReconnectMs ?? 250;
  const maxDelay = options.maxReconnectMs ?? 5_000;
  const pending = new PendingCalls(options.timeoutMs ?? 120_000);
  const events = new ClientEvents();
  const outbox = new Map<number, string>();
  const inFlight = new Set<number>();
  let socket: WebSocketLike | null = null;
  let delay = minDelay;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (socket?.readyState !== OPEN) return;
    for (const [id, text] of outbox) {
      socket.send(text);
      outbox.delete(id);
      inFlight.add(id);
    }
  };

  function connect(): void {
    const ws = new Impl(options.url);
    socket = ws;
    ws.onopen = () => {
      delay = minDelay;
      flush();
    };
    ws.onmessage = (ev) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(ev.data));
      } catch {
        return console.warn('engine sent a frame that is not JSON; ignored');
      }
      if (!isServerFrame(frame)) return console.warn('engine sent an unknown frame; ignored');
      if (frame.type === 'event') return events.deliver(frame.event, frame.payload);
      if (frame.id !== null) inFlight.delete(frame.id);
      pending.settle(frame);
    };
    ws.onerror = () => undefined; // onclose follows and handles it
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      for (const id of inFlight) pending.fail(id, new EngineError('unavailable', 'connection to the engine was lost during the call'));
      inFlight.clear();
      if (closed) return;
      reconnectTimer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, maxDelay);
    };
  }
  connect();

  return {
    get connected() {
      return socket?.readyState === OPEN;
    },
    call(method, req) {
      if (closed) return Promise.reject(new EngineError('unavailable', 'the engine client is closed'));
      const { id, result } = pending.open(method);
      const text = JSON.stringify({ type: 'call', id, method, req } as CallFrame);
      // The host would drop the connection on an oversized frame; refuse it here with a clear reason.
      if (utf8Bytes(text) > MAX_FRAME_BYTES) {
        pending.fail(id, new EngineError('bad_request', `${method} request is too large (over ${MAX_FRAME_BYTES / 1024 / 1024} MB); send it in smaller batches`));
        return result as never;
      }
      outbox.set(id, text);
      // A call that times out while queued must not be sent later.
      result.catch(() => outbox.delete(id));
      flush();
      return result as never;
    },
    on: (event, listener) => events.on(event, listener),
    close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      pending.failAll(new EngineError('unavailable', 'the engine client is closed'));
      outbox.clear();
      socket?.close();
      socket = null;
    },
  };
}
