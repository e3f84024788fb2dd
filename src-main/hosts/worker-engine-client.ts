import { MessageChannel, Worker } from 'node:worker_threads';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import { createPortBridge, type BrowserPortLike } from '../../src-shared/transport/port-bridge';
import { createIpcClient } from '../../src-renderer/transport/ipc-client';
import type { EngineOptions } from '../engine/engine';

export interface WorkerEngine {
  client: EngineClient;
  /** Stop the worker (the engine and its model go with it); later calls fail as unavailable. */
  close(): Promise<void>;
}

/**
 * Start the engine in a worker thread and talk to it over a MessagePort with the same frames as
 * the Electron and web transports, so analysis runs on one core while the caller's journal store
 * works on another. The worker runs the TypeScript source through tsx (the CLI and benchmarks run
 * from source; the packaged app has its engine in a utility process instead).
 */
export function startEngineWorker(options: EngineOptions = {}): WorkerEngine {
  const worker = new Worker(new URL('./engine-worker-boot.mjs', import.meta.url), { workerData: options });
  const { port1, port2 } = new MessageChannel();
  worker.postMessage(port1, [port1]);
  const { bridge, attach, fail } = createPortBridge();
  // Node's MessagePort hands `{ data }` events to addEventListener listeners, as a DOM port does.
  attach(port2 as unknown as BrowserPortLike);
  // A worker that dies fails every call at once instead of leaving it waiting for its timeout.
  worker.once('error', (err) => fail(new EngineError('unavailable', `the engine worker failed: ${err.message}`)));
  worker.once('exit', (code) => fail(new EngineError('unavailable', `the engine worker stopped (exit code ${code})`)));
  return {
    client: createIpcClient(bridge),
    async close() {
      port2.close();
      await worker.terminate();
    },
  };
}
