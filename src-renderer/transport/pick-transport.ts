import type { EngineClient } from '../../src-shared/contract/engine-api';
import { WS_PATH, type EngineBridge } from '../../src-shared/contract/wire-protocol';
import { createIpcClient } from './ipc-client';
import { createWsClient } from './ws-client';

export type TransportKind = 'ipc' | 'websocket';

/**
 * Chosen once at start-up: inside Electron the preload has exposed `engineBridge`; otherwise the
 * page was served by the local web host, whose WebSocket is on the same host and port.
 */
export function pickTransport(win: Window & { engineBridge?: EngineBridge } = window): { kind: TransportKind; client: EngineClient } {
  if (win.engineBridge) return { kind: 'ipc', client: createIpcClient(win.engineBridge) };
  const url = `${win.location.protocol === 'https:' ? 'wss' : 'ws'}://${win.location.host}${WS_PATH}`;
  return { kind: 'websocket', client: createWsClient({ url }) };
}
