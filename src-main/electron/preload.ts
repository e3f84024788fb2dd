import { contextBridge, ipcRenderer } from 'electron';
import { ENGINE_PORT_CHANNEL } from '../../src-shared/contract/wire-protocol';
import { createPortBridge } from '../../src-shared/transport/port-bridge';

/**
 * The preload's only job: expose one narrow `window.engineBridge` (call/on) that relays over the
 * MessagePort the main process hands over, straight to the engine's utility process. The page
 * gets no Node, no ipcRenderer and no arbitrary channels.
 */
const { bridge, attach } = createPortBridge();

ipcRenderer.on(ENGINE_PORT_CHANNEL, (event) => {
  const port = event.ports[0];
  if (port) attach(port);
});

contextBridge.exposeInMainWorld('engineBridge', bridge);
