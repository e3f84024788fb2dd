import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createEngine, type EngineOptions } from '../engine/engine';
import { asMainPort, servePort } from './port-host';

/**
 * The engine in a worker thread (for the CLI and benchmarks, as the Electron app has it in a
 * utility process): analysis runs on one core while the journal store works on another. The
 * parent sends one MessagePort; every call on it is answered as on any other transport.
 */
if (!parentPort) throw new Error('engine-worker must run in a worker thread');
// Stdout belongs to the parent's output (the CLI prints answers there); libraries' chatter goes to stderr.
console.log = console.info = console.warn = console.debug = console.error;
const engine = createEngine(workerData as EngineOptions);
parentPort.once('message', (port: MessagePort) => servePort(engine, asMainPort(port)));
