import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineStatus } from '../../src-shared/contract/engine-api';
import { EngineError } from '../../src-shared/contract/engine-error';
import { startEngineWorker, type WorkerEngine } from './worker-engine-client';

describe('the engine in a worker thread', () => {
  let dir: string;
  let worker: WorkerEngine;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-worker-'));
    worker = startEngineWorker({ configDir: dir, settings: { embeddingBackend: 'use-lite' } });
  });
  afterAll(async () => {
    await worker.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers calls with the options it was started with, and pushes engine events', async () => {
    expect(await worker.client.call('settings.get', {})).toMatchObject({ embeddingBackend: 'use-lite', modelsDir: join(dir, 'models') });
    const states: EngineStatus['modelState'][] = [];
    const off = worker.client.on('model.status', (s) => states.push(s.modelState));
    const { vectors, dim } = await worker.client.call('embedding.embed', { texts: ['We walked along the harbour.', 'A second sentence.'] });
    expect(dim).toBe(512);
    expect(vectors).toHaveLength(2);
    await expect.poll(() => states).toEqual(['loading', 'ready']);
    off();
  });

  it('analyses messages off the calling thread', async () => {
    const [analysis] = await worker.client.call('analysis.analyze', {
      messages: [{ id: 'm1', conversation: 'c', speaker: 'Ines', text: 'I moved to Porto last week.', role: 'entry', time: Date.UTC(2024, 2, 14, 12) }],
    });
    expect(analysis?.messageId).toBe('m1');
    expect(analysis?.embedding).toHaveLength(512);
    expect(analysis?.facts.length).toBeGreaterThan(0);
  });

  it('delivers request errors as typed EngineErrors', async () => {
    const err = await worker.client.call('time.find', { text: 'today' } as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'bad_request' });
  });

  it('fails calls in flight and later calls as unavailable once the worker is gone', async () => {
    const other = startEngineWorker({ configDir: dir });
    await other.client.call('settings.get', {});
    // the first embedding loads the model, so the call is still in flight when the worker is stopped
    const inFlight = other.client.call('embedding.embed', { texts: ['A call that takes a while.'] });
    await other.close();
    await expect(inFlight).rejects.toMatchObject({ code: 'unavailable', message: 'the engine worker stopped (exit code 1)' });
    await expect(other.client.call('settings.get', {})).rejects.toMatchObject({ code: 'unavailable', message: 'the engine worker stopped (exit code 1)' });
  });
});
