import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelProgress } from '../../../src-shared/contract/engine-api';
import { createEmbeddingService } from './embedding-service';
import { pieceTableFile, createStaticUseLiteBackend } from './static-use-lite-backend';
import { dot } from './vector-math';

const SENTENCES = ['I moved to London last spring.', 'Last spring I relocated to London.', 'My cat refuses to eat dry food.', '', '🙂'];

async function loadAndEmbed(modelsDir: string) {
  const progress: ModelProgress[] = [];
  const service = createEmbeddingService(createStaticUseLiteBackend(modelsDir), { onProgress: (p) => progress.push(p) });
  const vectors = await service.embed(SENTENCES);
  const dim = service.dim;
  await service.dispose();
  return { vectors, dim, progress, built: progress.some((p) => p.message.startsWith('building the static embedding table')) };
}

describe('static USE-lite backend (table derived from the real model, cached in the models folder)', () => {
  let modelsDir: string;
  let first: Awaited<ReturnType<typeof loadAndEmbed>>;
  beforeAll(async () => {
    modelsDir = await mkdtemp(join(tmpdir(), 'tj-static-'));
    first = await loadAndEmbed(modelsDir);
  });
  afterAll(() => rm(modelsDir, { recursive: true, force: true }));

  it('builds the table at first load with rising progress, and caches it', async () => {
    expect(first.built).toBe(true);
    const fractions = first.progress.map((p) => p.fraction).filter((f): f is number => f !== null);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(first.progress.filter((p) => p.message.startsWith('building')).length).toBeGreaterThan(5);
    expect((await stat(pieceTableFile(modelsDir))).size).toBe(24 + 8000 * 512 * 4);
  });

  it('embeds a paraphrase closer than an unrelated sentence, as unit vectors; empty text gives zeros', () => {
    const [moved, relocated, cat, empty, emoji] = first.vectors;
    expect(first.dim).toBe(512);
    expect(dot(moved!, relocated!)).toBeGreaterThan(dot(moved!, cat!) + 0.3);
    // An emoji is an unknown piece (weight 0) after the word-start piece "▁", whose row it gets.
    for (const v of [moved!, relocated!, cat!, emoji!]) expect(Math.sqrt(dot(v, v))).toBeCloseTo(1, 5);
    expect(empty!.every((x) => x === 0)).toBe(true);
  });

  it('reads the cached table at the next load instead of rebuilding, with the same vectors', async () => {
    const again = await loadAndEmbed(modelsDir);
    expect(again.built).toBe(false);
    expect(again.vectors).toEqual(first.vectors);
  });

  it('rebuilds a truncated or corrupt cache instead of failing, and rewrites it whole', async () => {
    const file = pieceTableFile(modelsDir);
    const good = await readFile(file);
    await truncate(file, 1000);
    const rebuilt = await loadAndEmbed(modelsDir);
    expect(rebuilt.built).toBe(true);
    expect(rebuilt.vectors).toEqual(first.vectors);
    expect((await readFile(file)).equals(good)).toBe(true);
  });

  it('still works where the cache cannot be written (it then rebuilds at each start)', async () => {
    const blocked = join(modelsDir, 'blocked');
    await writeFile(blocked, 'a file where the models folder should be');
    const result = await loadAndEmbed(blocked);
    expect(result.built).toBe(true);
    expect(result.vectors).toEqual(first.vectors);
  });
});
