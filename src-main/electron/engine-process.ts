import { join } from 'node:path';
import type { EventFrame } from '../../src-shared/contract/wire-protocol';
import { createEngine } from '../engine/engine';
import { answerCallFrame } from '../hosts/call-frames';

/**
 * The engine's home in Electron: a utility process (plain Node, off the main thread). The main
 * process sends one MessagePort per window; calls arrive as frames and are answered on the
 * same port, and engine events are pushed to every port. Never imports 'electron'.
 */
const configDir = process.argv.find((arg) => arg.startsWith('--config-dir='))?.slice('--config-dir='.length);
const engine = createEngine({ configDir, settingsFile: configDir ? join(configDir, 'settings.json') : undefined });

interface PortLike {
  on(event: 'message', listener: (message: { data: unknown }) => void): void;
  on(event: 'close', listener: () => void): void;
  postMessage(message: unknown): void;
  start(): void;
}

function attach(port: PortLike): void {
  const off = engine.events.onAny((event, payload) => port.postMessage({ type: 'event', event, payload } satisfies EventFrame));
  port.on('message', ({ data }) => {
    void answerCallFrame(engine.handlers, data).then((frame) => port.postMessage(frame));
  });
  port.on('close', off);
  port.start();
}

const parentPort = (process as unknown as { parentPort?: { on(event: 'message', l: (e: { data: unknown; ports: PortLike[] }) => void): void } }).parentPort;
if (!parentPort) {
  console.error('engine-process must be started with Electron utilityProcess.fork');
  process.exit(1);
}
parentPort.on('message', ({ ports }) => ports.forEach(attach));
engine.warmUp();
