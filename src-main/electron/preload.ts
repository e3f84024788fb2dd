import { contextBridge, ipcRenderer } from 'electron';
import { EngineError } from '../../src-shared/contract/engine-error';
import { ENGINE_PORT_CHANNEL, type BridgeReply, type EngineBridge } from '../../src-shared/contract/wire-protocol';
import { ClientEvents } from '../../src-shared/transport/client-events';
import { isServerFrame, PendingCalls } from '../../src-shared/transport/pending-calls';

/**
 * The preload's only job: relay engine calls and events between the page and the engine's
 * utility process over the MessagePort the main process hands over, exposing one narrow
 * `window.engineBridge` (no Node, no ipcRenderer, no arbitrary channels in the page).
 */
const pending = new PendingCalls(10 * 60_000);
const events = new ClientEvents();
const queued: unknown[] = [];
let port: MessagePort | null = null;

ipcRenderer.on(ENGINE_PORT_CHANNEL, (event) => {
  const received = event.ports[0];
  if (!received) return;
  port = received;
  port.onmessage = (message: MessageEvent) => {
    const frame: unknown = message.data;
    if (!isServerFrame(frame)) return;
    if (frame.type === 'event') events.deliver(frame.event, frame.payload);
    else pending.settle(frame);
  };
  port.start();
  for (const frame of queued.splice(0)) port.postMessage(frame);
});

const bridge: EngineBridge = {
  async call(method, req): Promise<BridgeReply> {
    const { id, result } = pending.open(String(method));
    const frame = { type: 'call', id, method, req };
    if (port) port.postMessage(frame);
    else queued.push(frame);
    try {
      return { ok: true, result: await result };
    } catch (err) {
      return { ok: false, error: EngineError.from(err).toJSON() };
    }
  },
  on: (event, listener) => events.on(event as never, listener),
};

contextBridge.exposeInMainWorld('engineBridge', bridge);
