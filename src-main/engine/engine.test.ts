import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineClient, EngineStatus, ModelProgress } from '../../src-shared/contract/engine-api';
import { EngineError, isSerializedEngineError } from '../../src-shared/contract/engine-error';
import { parseWallTime } from '../../src-shared/domain/wall-time';
import { writeTinyModel } from './embedding/tiny-onnx-fixture';
import { createEngine, type Engine } from './engine';
import { createInProcessClient } from './in-process-client';
import { REQUEST_LIMITS } from './request-validators';

describe('engine through the in-process client', () => {
  let dir: string;
  let engine: Engine;
  let client: EngineClient;
  const statuses: EngineStatus[] = [];
  const progress: ModelProgress[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-engine-'));
    engine = createEngine({ configDir: dir, settingsFile: join(dir, 'settings.json') });
    client = createInProcessClient(engine);
    client.on('model.status', (s) => statuses.push(s));
    client.on('model.progress', (p) => progress.push(p));
  });
  afterAll(async () => {
    await engine.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports status before any model is loaded', async () => {
    expect(await client.call('engine.status', {})).toMatchObject({
      embeddingBackend: 'use-lite-static',
      embeddingModel: 'universal-sentence-encoder-lite-static',
      modelState: 'idle',
      embeddingDim: null,
      modelError: null,
    });
  });

  it('embeds with the default static USE-lite model (building its table at first load) and pushes progress and status events', async () => {
    const res = await client.call('embedding.embed', { texts: ['I started a new job at Acme.', 'Work at Acme began for me.', 'Tomatoes need sun.'] });
    expect(res.dim).toBe(512);
    expect(res.model).toBe('universal-sentence-encoder-lite-static');
    const [a, b, c] = res.vectors;
    const sim = (x: number[], y: number[]) => x.reduce((s, v, i) => s + v * y[i]!, 0);
    expect(sim(a!, b!)).toBeGreaterThan(sim(a!, c!));
    expect(statuses.map((s) => s.modelState)).toEqual(['loading', 'ready']);
    expect(progress.length).toBeGreaterThan(3);
  });

  it('finds time expressions resolved against the given reference', async () => {
    const reference = parseWallTime('2023-05-08T13:56:00');
    const found = await client.call('time.find', { text: 'I went to a support group yesterday.', reference });
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.text).toBe('yesterday');
    expect(found[0]!.interval?.start).toBe(parseWallTime('2023-05-07'));
  });

  it('analyses messages, with each message embedding attached', async () => {
    const time = parseWallTime('2021-06-01T09:00:00');
    const [analysis] = await client.call('analysis.analyze', {
      messages: [{ id: 'm1', conversation: 'journal', speaker: 'Me', text: 'I moved to London last week.', role: 'entry', time }],
    });
    expect(analysis?.messageId).toBe('m1');
    expect(analysis?.embedding).toHaveLength(512);
    expect(analysis?.timeExpressions.some((t) => t.text === 'last week')).toBe(true);
  });

  it.each([
    ['embedding.embed', { texts: 'one' }, 'texts must be an array'],
    ['embedding.embed', { texts: [1] }, 'texts[0] must be a string'],
    ['embedding.embed', {}, 'texts must be an array'],
    ['embedding.embed', null, 'embedding.embed request must be an object'],
    ['time.find', { text: 'today', reference: Number.NaN }, 'reference must be a finite number'],
    ['time.find', { text: 'today', reference: 0, extra: true }, 'time.find request has unknown field(s): extra'],
    ['analysis.analyze', { messages: [{ id: 'x' }] }, 'messages[0].conversation must be a string'],
    ['analysis.analyze', { messages: [{ id: 'x', conversation: 'c', speaker: 's', text: 't', role: 'boss', time: 0 }] }, 'messages[0].role must be one of entry, question, answer'],
    ['settings.update', { embeddingBackend: 'cloud' }, 'embeddingBackend must be one of use-lite-static, use-lite, transformers'],
    ['engine.status', { verbose: true }, 'engine.status request has unknown field(s): verbose'],
  ])('rejects a bad %s request with a bad_request error: %j', async (method, req, message) => {
    const err = await client.call(method as 'engine.status', req as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'bad_request', message });
  });

  it('rejects oversized requests before doing any work', async () => {
    const tooMany = Array.from({ length: REQUEST_LIMITS.textsPerCall + 1 }, () => 'x');
    await expect(client.call('embedding.embed', { texts: tooMany })).rejects.toMatchObject({ code: 'bad_request', message: /too many items/ });
    const huge = 'y'.repeat(REQUEST_LIMITS.textChars + 1);
    await expect(client.call('embedding.embed', { texts: [huge] })).rejects.toMatchObject({ code: 'bad_request', message: /too long/ });
  });

  it('rejects unknown methods, including prototype names', async () => {
    for (const method of ['nope', 'toString', '__proto__', 'constructor']) {
      await expect(client.call(method as 'engine.status', {})).rejects.toMatchObject({ code: 'unknown_method' });
    }
  });

  it('errors survive a JSON round trip as typed errors', async () => {
    const err = await client.call('time.find', { text: 1 } as never).catch((e: unknown) => e as EngineError);
    const wire: unknown = JSON.parse(JSON.stringify(err));
    expect(isSerializedEngineError(wire)).toBe(true);
    const back = EngineError.from(wire);
    expect(back).toBeInstanceOf(EngineError);
    expect(back.code).toBe('bad_request');
    expect(back.message).toBe('text must be a string');
    expect(JSON.stringify(err)).not.toContain('at ');
  });

  it('switches to the transformers backend from settings, persisting them', async () => {
    const modelsDir = join(dir, 'models');
    await writeTinyModel(modelsDir, 'tiny');
    const settings = await client.call('settings.update', { embeddingBackend: 'transformers', modelsDir, transformersModel: 'tiny' });
    expect(settings.embeddingBackend).toBe('transformers');
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toMatchObject({ embeddingBackend: 'transformers', transformersModel: 'tiny' });
    expect(await client.call('engine.status', {})).toMatchObject({ embeddingBackend: 'transformers', embeddingModel: 'tiny', modelState: 'idle' });
    const res = await client.call('embedding.embed', { texts: ['i moved to london'] });
    expect(res).toMatchObject({ dim: 6, model: 'tiny' });

    const reopened = createEngine({ configDir: dir, settingsFile: join(dir, 'settings.json') });
    expect((await createInProcessClient(reopened).call('engine.status', {})).embeddingBackend).toBe('transformers');
    await reopened.dispose();
  });

  it('reports a model that cannot load as failed, with the reason, and recovers on a settings change', async () => {
    await client.call('settings.update', { transformersModel: 'missing-model' });
    await expect(client.call('embedding.embed', { texts: ['hello'] })).rejects.toMatchObject({ code: 'unavailable', message: /missing-model.*config\.json/ });
    expect(await client.call('engine.status', {})).toMatchObject({ modelState: 'failed', modelError: expect.stringMatching(/config\.json/) });
    await client.call('settings.update', { transformersModel: 'tiny' });
    expect((await client.call('embedding.embed', { texts: ['hello'] })).dim).toBe(6);
  });
});
