import type { EngineEvent, EngineEvents, EngineMethod, EngineRequest, EngineResponse } from './engine-api';
import type { SerializedEngineError } from './engine-error';

/**
 * Frames carried by the message transports (WebSocket in web mode, MessagePort in Electron).
 * A call gets exactly one result or error with the same id; events are pushed without an id.
 */
export interface CallFrame<K extends EngineMethod = EngineMethod> {
  type: 'call';
  id: number;
  method: K;
  req: EngineRequest<K>;
}
export interface ResultFrame<K extends EngineMethod = EngineMethod> {
  type: 'result';
  id: number;
  result: EngineResponse<K>;
}
/** `id` is null when the frame that failed could not be read well enough to know its id. */
export interface ErrorFrame {
  type: 'error';
  id: number | null;
  error: SerializedEngineError;
}
export interface EventFrame<E extends EngineEvent = EngineEvent> {
  type: 'event';
  event: E;
  payload: EngineEvents[E];
}

export type ClientFrame = CallFrame;
export type ServerFrame = ResultFrame | ErrorFrame | EventFrame;

/** Largest frame either side accepts (UTF-8 bytes): big enough for an import batch, bounded for memory. */
export const MAX_FRAME_BYTES = 64 * 1024 * 1024;

/** Path of the WebSocket endpoint and the HTTP call endpoint on the local host. */
export const WS_PATH = '/engine';
export const HTTP_CALL_PATH = '/api/call';

/** How a call settles across Electron's contextBridge, which keeps only the message of a thrown Error. */
export type BridgeReply = { ok: true; result: unknown } | { ok: false; error: SerializedEngineError };

/** The one narrow API the Electron preload exposes to the page as `window.engineBridge`. */
export interface EngineBridge {
  call(method: string, req: unknown): Promise<BridgeReply>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}

/** IPC channel on which the main process hands each window its MessagePort to the engine process. */
export const ENGINE_PORT_CHANNEL = 'engine-port';

/** IPC channel on which the main process tells a window's preload that the engine process exited (payload: its exit code). */
export const ENGINE_EXIT_CHANNEL = 'engine-exit';
