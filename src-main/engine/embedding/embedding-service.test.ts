import { describe, expect, it } from 'vitest';
import type { ModelProgress } from '../../../src-shared/contract/engine-api';
import { createEmbeddingService } from './embedding-service';
import { createUseLiteBackend } from './use-lite-backend';
import { dot } from './vector-math';

describe('embedding service on USE-lite (real model, loaded offline from node_modules)', () => {
  const progress: ModelProgress[] = [];
  const service = createEmbeddingService(createUseLiteBackend(), { onProgress: (p) => progress.push(p) });

  it('does not load the model for an empty request', async () => {
    expect(await service.embed([])).toEqual([]);
    expect(service.state).toBe('idle');
  });

  it('shares one load between concurrent callers and reports progress', async () => {
    const [a, b] = await Promise.all([service.embed(['first']), service.embed(['second'])]);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(progress.filter((p) => p.message.startsWith('loading ')).length).toBe(1);
    const fractions = progress.map((p) => p.fraction).filter((f): f is number => f !== null);
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.some((f) => f > 0 && f < 1)).toBe(true);
    expect(progress.at(-1)?.state).toBe('ready');
    expect(service.dim).toBe(512);
  });

  it('puts a paraphrase closer than an unrelated sentence', async () => {
    const [moved, relocated, cat] = await service.embed([
      'I moved to London last spring.',
      'Last spring I relocated to London.',
      'My cat refuses to eat dry food.',
    ]);
    expect(dot(moved!, relocated!)).toBeGreaterThan(dot(moved!, cat!) + 0.3);
  });

  it('returns unit vectors, one per text, the same whether batched or not', async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `Entry ${i}: walked ${i % 7} miles along the river.`);
    texts.push('', '🙂 emoji only', 'مرحبا بالعالم', 'x'.repeat(20_000));
    const batched = await service.embed(texts);
    expect(batched).toHaveLength(texts.length);
    for (const v of batched) {
      expect(v).toHaveLength(512);
      const norm = Math.sqrt(dot(v, v));
      expect(norm === 0 || Math.abs(norm - 1) < 1e-5).toBe(true);
    }
    const [single] = await service.embed([texts[40]!]);
    expect(dot(single!, batched[40]!)).toBeGreaterThan(0.999);
  });

  it('gives every text its own vector when texts of mixed lengths are batched by length', async () => {
    const texts = [
      'We finally adopted a puppy from the shelter last weekend and named her Coco after my grandmother.',
      'Rome.',
      'I started a new job at Acme.',
      'Long day.',
      'The pottery class on Friday evenings has become the calmest part of my week, even when the clay collapses.',
      'Moved to Lisbon in spring.',
    ];
    const batched = await service.embed(texts);
    for (const [i, text] of texts.entries()) {
      const [single] = await service.embed([text]);
      expect(dot(single!, batched[i]!), text).toBeGreaterThan(0.999);
    }
  });

  it('refuses work after dispose', async () => {
    await service.dispose();
    await expect(service.embed(['late'])).rejects.toMatchObject({ code: 'unavailable' });
  });
});
