import type { EngineClient } from '../../src-shared/contract/engine-api';
import { dispatch } from './dispatch';
import type { Engine } from './engine';

/**
 * A client that calls the engine in the same process (CLI, benchmarks, Node tests). Requests go
 * through the same validation and error mapping as the IPC and WebSocket hosts, so behaviour
 * matches the app's.
 */
export function createInProcessClient(engine: Pick<Engine, 'handlers' | 'events'>): EngineClient {
  return {
    call: (method, req) => dispatch(engine.handlers, method, req) as never,
    on: (event, listener) => engine.events.on(event, listener),
  };
}
