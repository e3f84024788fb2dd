import { readFile } from 'node:fs/promises';
import { createEmbeddingService, EMBED_BATCH_SIZE } from '../../engine/embedding/embedding-service';
import { createUseLiteBackend } from '../../engine/embedding/use-lite-backend';

/**
 * `npm run bench:embed -- [--n 512] [--sentences FILE]`: USE-lite throughput at batch 32
 * against batch 1 (the baseline), in the same run. Sentences come from FILE (one per line,
 * e.g. a data set under ../shared) or are generated journal-like sentences.
 */
const SUBJECTS = ['I', 'My sister', 'Caroline', 'We', 'My manager', 'The team'];
const VERBS = ['moved to', 'visited', 'started working at', 'left', 'talked about', 'planned a trip to'];
const OBJECTS = ['London', 'Acme Corp', 'the support group', 'Paris last summer', 'a new apartment', 'the conference in May'];

function generated(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const pick = <T>(list: T[], k: number) => list[(i * k + Math.floor(i / list.length)) % list.length]!;
    return `${pick(SUBJECTS, 1)} ${pick(VERBS, 5)} ${pick(OBJECTS, 7)} on day ${i}.`;
  });
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const n = Number(option('--n') ?? 512);
  if (!Number.isInteger(n) || n < EMBED_BATCH_SIZE) throw new Error(`--n must be an integer >= ${EMBED_BATCH_SIZE}`);
  const file = option('--sentences');
  const pool = file ? (await readFile(file, 'utf8')).split('\n').filter((l) => l.trim()) : generated(n);
  if (pool.length === 0) throw new Error(`${file} has no sentences`);
  const sentences = Array.from({ length: n }, (_, i) => pool[i % pool.length]!);

  const loadStart = performance.now();
  const batched = createEmbeddingService(createUseLiteBackend(), { batchSize: EMBED_BATCH_SIZE });
  await batched.load();
  const loadMs = performance.now() - loadStart;
  const single = createEmbeddingService(createUseLiteBackend(), { batchSize: 1 });
  await single.load();
  await batched.embed(sentences.slice(0, EMBED_BATCH_SIZE)); // warm-up at the measured shape

  const rate = async (service: typeof batched, texts: string[]) => {
    const t = performance.now();
    await service.embed(texts);
    return texts.length / ((performance.now() - t) / 1000);
  };
  const batchRate = await rate(batched, sentences);
  // Batch 1 is slow; a quarter of the sentences is enough for a stable rate.
  const singleRate = await rate(single, sentences.slice(0, Math.max(EMBED_BATCH_SIZE, Math.floor(n / 4))));
  await Promise.all([batched.dispose(), single.dispose()]);

  console.log(`embedding model: universal-sentence-encoder-lite (512-d, TF.js wasm), ${n} sentences${file ? ` from ${file}` : ' (generated)'}`);
  console.log(`model load: ${Math.round(loadMs)} ms`);
  console.log(`batch ${EMBED_BATCH_SIZE}: ${batchRate.toFixed(1)} sentences/s`);
  console.log(`batch 1 (baseline): ${singleRate.toFixed(1)} sentences/s`);
  console.log(`ratio batch ${EMBED_BATCH_SIZE} / batch 1: ${(batchRate / singleRate).toFixed(2)}x`);
}

main().catch((err: unknown) => {
  console.error(`bench:embed failed: ${(err as Error).message}`);
  process.exit(1);
});
