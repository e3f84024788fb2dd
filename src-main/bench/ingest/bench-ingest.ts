import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { JournalDB } from '../../../src-renderer/db/journal-db';
import { MemoryStore, type NewMessage } from '../../../src-renderer/store/memory-store';
import type { EmbeddingBackendName, MessageInput } from '../../../src-shared/contract/engine-api';
import { analyzeMessages } from '../../engine/analysis/analyze-messages';
import { startEngineWorker } from '../../hosts/worker-engine-client';
import { EMBEDDING_BACKENDS } from '../../engine/settings-store';
import { loadLocomo } from '../locomo/locomo-data';
import { syntheticHistory } from './synthetic-history';

/**
 * `npm run bench:ingest -- [--data DIR] [--conversation NAME] [--n 300] [--backends use-lite-static,use-lite]`
 * Ingest throughput of the memory store (rules + embeddings + one transaction per message +
 * cells) with each embedding backend, against the raw-store-only baseline (messages written,
 * nothing analysed), in the same run, on fake-indexeddb. DIR is a LoCoMo data folder (e.g. ../shared/data/locomo);
 * without it a synthetic journal is used. Figures go to stdout, progress to stderr.
 */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function history(): { label: string; messages: NewMessage[] } {
  const n = Number(option('--n') ?? 300);
  if (!Number.isInteger(n) || n < 1) throw new Error('--n must be a positive integer');
  const dir = option('--data');
  if (!dir) return { label: `synthetic journal, ${n} entries`, messages: syntheticHistory(n) };
  const conversations = loadLocomo(dir, option('--conversation'));
  if (!conversations.length) throw new Error(`no LoCoMo conversations in ${dir}`);
  const messages = conversations.flatMap((c) => c.history.map((h) => ({ id: `${c.name}:${h.id}`, speaker: h.speaker, text: h.text, time: h.time, conversation: c.name })));
  return { label: `LoCoMo ${conversations.map((c) => c.name).join(',')} from ${dir}, first ${Math.min(n, messages.length)} turns`, messages: messages.slice(0, n) };
}

let dbSeq = 0;
const freshDb = () => new JournalDB(`bench-ingest-${process.pid}-${dbSeq++}`, { indexedDB, IDBKeyRange });

/** A few messages to warm an analyser on (lexicons, JIT) before anything is timed. */
function warmUpInputs(messages: NewMessage[]): MessageInput[] {
  return messages.slice(0, 20).map((m, i) => ({ id: `w${i}`, conversation: 'w', speaker: m.speaker, text: m.text, role: 'entry', time: m.time }));
}

const BACKENDS: readonly EmbeddingBackendName[] = ['use-lite-static', 'use-lite'];

function backends(): EmbeddingBackendName[] {
  const names = (option('--backends') ?? BACKENDS.join(',')).split(',').filter(Boolean);
  for (const n of names) if (!EMBEDDING_BACKENDS.includes(n as EmbeddingBackendName)) throw new Error(`--backends: ${n} is not one of ${EMBEDDING_BACKENDS.join(', ')}`);
  return names as EmbeddingBackendName[];
}

/** Full ingest through one embedding backend, and the embedder alone on the same texts. */
async function measureBackend(backend: EmbeddingBackendName, messages: NewMessage[]) {
  // The user's models folder, as the app uses it: the static table is built there once and reused.
  // The engine runs in a worker thread, as in `cli answer` (and in its own process in the app).
  const engine = startEngineWorker({ settings: { embeddingBackend: backend } });
  const client = engine.client;
  try {
    const loadStart = performance.now();
    await client.call('embedding.embed', { texts: ['warm up the model'] });
    const loadMs = performance.now() - loadStart;
    // Warm the engine's own rule engine (it runs in the worker) outside the measurement, as the rules-only pass is.
    await client.call('analysis.analyze', { messages: warmUpInputs(messages) });
    const db = freshDb();
    const store = new MemoryStore(db, client);
    const t = performance.now();
    const cpu = process.cpuUsage();
    await store.addMessages(messages, { onProgress: (done, total) => process.stderr.write(`\r${backend}: ingest ${done}/${total}`) });
    const fullMs = performance.now() - t;
    const { user, system } = process.cpuUsage(cpu);
    process.stderr.write('\n');
    const facts = await db.facts.toArray();
    // Where the time goes: the same texts (messages + facts) through the embedder alone.
    const texts = [...messages.map((m) => m.text), ...facts.map((f) => f.text)];
    const e = performance.now();
    for (let i = 0; i < texts.length; i += 64) await client.call('embedding.embed', { texts: texts.slice(i, i + 64) });
    const embedMs = performance.now() - e;
    const summary = {
      backend,
      loadMs,
      fullRate: messages.length / (fullMs / 1000),
      fullMs,
      cpuRate: messages.length / ((user + system) / 1e6),
      texts: texts.length,
      embedRate: texts.length / (embedMs / 1000),
      embedShare: embedMs / fullMs,
      facts: facts.length,
      entities: await db.entities.count(),
      cells: await db.cells.count(),
      failed: await db.messages.where('analysis').equals('failed').count(),
    };
    db.close();
    return summary;
  } finally {
    await engine.close();
  }
}

async function main(): Promise<void> {
  const { label, messages } = history();
  const names = backends();
  // Warm the rule engine (lexicons, JIT) on a few messages outside the measurement.
  await analyzeMessages(warmUpInputs(messages), { embed: async (texts) => texts.map(() => [0]), embeddingModel: 'none' });

  const rawDb = freshDb();
  let t = performance.now();
  const now = Date.now();
  for (let i = 0; i < messages.length; i += 32) {
    const rows = messages.slice(i, i + 32).map((m) => ({ id: m.id!, conversation: m.conversation ?? 'journal', speaker: m.speaker, text: m.text, role: 'entry' as const, time: m.time, recordedAt: now, analysis: 'pending' as const, analysisError: null, embedding: null, embeddingModel: null }));
    await rawDb.transaction('rw', rawDb.messages, () => rawDb.messages.bulkPut(rows));
  }
  const rawRate = messages.length / ((performance.now() - t) / 1000);

  t = performance.now();
  await analyzeMessages(
    messages.map((m) => ({ id: m.id!, conversation: m.conversation ?? 'journal', speaker: m.speaker, text: m.text, role: 'entry', time: m.time })),
    { embed: async (texts) => texts.map(() => [0]), embeddingModel: 'none' },
  );
  const rulesRate = messages.length / ((performance.now() - t) / 1000);

  const runs = [];
  for (const name of names) runs.push(await measureBackend(name, messages));

  console.log(`data: ${label}`);
  console.log(`raw store only (baseline): ${rawRate.toFixed(1)} messages/s`);
  console.log(`rules only (no embeddings, no store): ${rulesRate.toFixed(1)} messages/s`);
  for (const r of runs) {
    console.log(`[${r.backend}] model load: ${Math.round(r.loadMs)} ms (not counted below)`);
    console.log(`[${r.backend}] full ingest (rules + embeddings + store + cells): ${r.fullRate.toFixed(1)} messages/s (${messages.length} messages in ${(r.fullMs / 1000).toFixed(1)} s; ${r.cpuRate.toFixed(1)} per CPU-second, which other load on the machine disturbs less)`);
    console.log(`[${r.backend}] embeddings alone for the same ${r.texts} texts: ${r.embedRate.toFixed(1)} texts/s, ${(r.embedShare * 100).toFixed(0)}% of the full ingest time`);
    console.log(`[${r.backend}] facts stored: ${r.facts} (${(r.facts / messages.length).toFixed(2)} per message), ${r.entities} entities, ${r.cells} cells, ${r.failed} failed`);
    console.log(`[${r.backend}] ratio full / baseline: ${(r.fullRate / rawRate).toFixed(4)} (the baseline is ${(rawRate / r.fullRate).toFixed(0)}x faster)`);
  }
  if (runs.length === 2) console.log(`ratio ${runs[0]!.backend} / ${runs[1]!.backend} full ingest: ${(runs[0]!.fullRate / runs[1]!.fullRate).toFixed(2)}x`);
}

main().catch((err: unknown) => {
  console.error(`bench:ingest failed: ${(err as Error).message}`);
  process.exit(1);
});
