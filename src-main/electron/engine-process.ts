import { join } from 'node:path';
import { createEngine } from '../engine/engine';
import { servePort, type MainPortLike } from '../hosts/port-host';

/**
 * The engine's home in Electron: a utility process (plain Node, off the main thread). The main
 * process sends one MessagePort per window load; each is served until it closes. Never imports
 * 'electron'.
 */
const configDir = process.argv.find((arg) => arg.startsWith('--config-dir='))?.slice('--config-dir='.length);
const engine = createEngine({ configDir, settingsFile: configDir ? join(configDir, 'settings.json') : undefined });

type ParentPort = { on(event: 'message', listener: (message: { data: unknown; ports: MainPortLike[] }) => void): void };
const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;
if (!parentPort) {
  console.error('engine-process must be started with Electron utilityProcess.fork');
  process.exit(1);
}
parentPort.on('message', ({ ports }) => ports.forEach((port) => servePort(engine, port)));
engine.warmUp();
