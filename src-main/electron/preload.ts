import { contextBridge, ipcRenderer } from 'electron';
import { EngineError } from '../../src-shared/contract/engine-error';
import { ENGINE_EXIT_CHANNEL, ENGINE_PORT_CHANNEL } from '../../src-shared/contract/wire-protocol';
import { createPortBridge } from '../../src-shared/transport/port-bridge';

/**
 * The preload's only job: expose one narrow `window.engineBridge` (call/on) that relays over the
 * MessagePort the main process hands over, straight to the engine's utility process. The page
 * gets no Node, no ipcRenderer and no arbitrary channels.
 */
const { bridge, attach, fail } = createPortBridge();

ipcRenderer.on(ENGINE_PORT_CHANNEL, (event) => {
  const port = event.ports[0];
  if (port) attach(port);
});

// The port's engine is gone, so its calls would only wait out their timeout; only a fresh page
// load is handed a port to a new engine.
ipcRenderer.on(ENGINE_EXIT_CHANNEL, (_event, code: unknown) => {
  fail(new EngineError('unavailable', `The engine process stopped (exit code ${code}). Reload the window or restart the app.`));
});

contextBridge.exposeInMainWorld('engineBridge', bridge);
