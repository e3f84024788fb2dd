import type { EngineClient, EngineEvents } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import type { EngineBridge } from '../../src-shared/contract/wire-protocol';

/** EngineClient over the Electron preload's `window.engineBridge` (MessagePort to the engine process). */
export function createIpcClient(bridge: EngineBridge): EngineClient {
  return {
    async call(method, req) {
      const reply = await bridge.call(method, req);
      if (!reply.ok) throw EngineError.from(reply.error);
      return reply.result as never;
    },
    on: (event, listener) => bridge.on(event, (payload) => listener(payload as EngineEvents[typeof event])),
  };
}
