import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddingService } from './embedding-service';
import { tinyModel, writeTinyModel } from './tiny-onnx-fixture';
import { createTransformersBackend } from './transformers-backend';
import { l2Normalize } from './vector-math';

const model = tinyModel();

/** What mean pooling + normalisation must give for a sentence of known words, computed by hand. */
function expected(sentence: string): number[] {
  const rows = sentence
    .toLowerCase()
    .split(/\s+/)
    .map((w) => model.table[Math.max(1, model.vocab.indexOf(w))]!);
  const mean = rows[0]!.map((_, h) => rows.reduce((s, r) => s + r[h]!, 0) / rows.length);
  return l2Normalize(mean);
}

describe('transformers.js backend with a generated ONNX model', () => {
  let modelsDir: string;
  beforeAll(async () => {
    modelsDir = await mkdtemp(join(tmpdir(), 'tj-models-'));
    await writeTinyModel(modelsDir, 'tiny');
  });
  afterAll(() => rm(modelsDir, { recursive: true, force: true }));

  it('loads from the models folder and runs the graph on onnxruntime-node', async () => {
    const service = createEmbeddingService(createTransformersBackend(modelsDir, 'tiny'));
    const [london, cat] = await service.embed(['I moved to London', 'the cat']);
    expect(service.state).toBe('ready');
    expect(service.dim).toBe(6);
    london!.forEach((v, i) => expect(v).toBeCloseTo(expected('I moved to London')[i]!, 5));
    cat!.forEach((v, i) => expect(v).toBeCloseTo(expected('the cat')[i]!, 5));
    await service.dispose();
  });

  it('pads a batch of different lengths without the padding leaking into the pooled vector', async () => {
    const service = createEmbeddingService(createTransformersBackend(modelsDir, 'tiny'));
    const [short, long] = await service.embed(['fish', 'the cat likes fish at work']);
    short!.forEach((v, i) => expect(v).toBeCloseTo(expected('fish')[i]!, 5));
    // "at" is not in the vocabulary: it maps to [UNK].
    long!.forEach((v, i) => expect(v).toBeCloseTo(expected('the cat likes fish at work')[i]!, 5));
    await service.dispose();
  });

  it('fails with a message naming the missing file, and never reaches for the network', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'tj-models-broken-'));
    await writeTinyModel(broken, 'tiny');
    await unlink(join(broken, 'tiny', 'tokenizer.json'));
    const service = createEmbeddingService(createTransformersBackend(broken, 'tiny'));
    await expect(service.embed(['hello'])).rejects.toThrow(/tokenizer\.json/);
    expect(service.state).toBe('failed');
    const absent = createEmbeddingService(createTransformersBackend(broken, 'sentence-transformers/not-here'));
    await expect(absent.embed(['hello'])).rejects.toMatchObject({ code: 'unavailable' });
    await rm(broken, { recursive: true, force: true });
  });
});
