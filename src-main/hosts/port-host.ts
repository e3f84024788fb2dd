import type { MessagePort } from 'node:worker_threads';
import type { EventFrame } from '../../src-shared/contract/wire-protocol';
import type { Engine } from '../engine/engine';
import { answerCallFrame } from './call-frames';

/** An Electron MessagePortMain-style port (EventEmitter with `{ data }` messages). */
export interface MainPortLike {
  on(event: 'message', listener: (message: { data: unknown }) => void): void;
  on(event: 'close', listener: () => void): void;
  postMessage(message: unknown): void;
  start(): void;
}

/** Serve the engine on one port: answer call frames on it and push every engine event to it. */
export function servePort(engine: Pick<Engine, 'handlers' | 'events'>, port: MainPortLike): void {
  const off = engine.events.onAny((event, payload) => port.postMessage({ type: 'event', event, payload } satisfies EventFrame));
  port.on('message', ({ data }) => {
    void answerCallFrame(engine.handlers, data).then((frame) => port.postMessage(frame));
  });
  port.on('close', off);
  port.start();
}

/** Node's worker_threads MessagePort speaks `on('message', data)`; Electron's MessagePortMain speaks `{ data }`. */
export function asMainPort(port: MessagePort): MainPortLike {
  return {
    on: ((event: 'message' | 'close', listener: (m?: { data: unknown }) => void) =>
      event === 'message' ? port.on('message', (data: unknown) => listener({ data })) : port.on('close', () => listener())) as MainPortLike['on'],
    postMessage: (m) => port.postMessage(m),
    start: () => port.start(),
  };
}
