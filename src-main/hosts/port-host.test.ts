import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineClient, EngineStatus } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import { createPortBridge } from '../../src-shared/transport/port-bridge';
import { createIpcClient } from '../../src-renderer/transport/ipc-client';
import { TEST_MODELS_DIR } from '../engine/embedding/test-models-dir';
import { createEngine, type Engine } from '../engine/engine';
import { asMainPort, servePort } from './port-host';

describe('Electron transport path without Electron: port bridge -> MessagePort -> engine', () => {
  let dir: string;
  let engine: Engine;
  let client: EngineClient;
  let channel: MessageChannel;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-port-'));
    engine = createEngine({ configDir: dir, settings: { modelsDir: TEST_MODELS_DIR } });
    const { bridge, attach } = createPortBridge();
    client = createIpcClient(bridge);
    // A call made before the port arrives is queued, as in a window that calls during start-up.
    const early = client.call('settings.get', {});
    channel = new MessageChannel();
    servePort(engine, asMainPort(channel.port1));
    attach(channel.port2 as unknown as Parameters<typeof attach>[0]);
    expect((await early).embeddingBackend).toBe('use-lite-static');
  });
  afterAll(async () => {
    channel.port1.close();
    await engine.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips calls and pushes engine events', async () => {
    const statuses: EngineStatus[] = [];
    const off = client.on('model.status', (s) => statuses.push(s));
    const { vectors } = await client.call('embedding.embed', { texts: ['hello there'] });
    expect(vectors[0]).toHaveLength(512);
    await expect.poll(() => statuses.map((s) => s.modelState)).toEqual(['loading', 'ready']);
    off();
  });

  it('delivers engine errors as typed EngineErrors', async () => {
    const err = await client.call('time.find', { text: 'today' } as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'bad_request', message: 'reference must be a finite number' });
  });
});
