import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { JournalDB } from '../../../src-renderer/db/journal-db';
import { MemoryStore, type NewMessage } from '../../../src-renderer/store/memory-store';
import { analyzeMessages } from '../../engine/analysis/analyze-messages';
import { createEngine } from '../../engine/engine';
import { createInProcessClient } from '../../engine/in-process-client';
import { loadLocomo } from '../locomo/locomo-data';
import { syntheticHistory } from './synthetic-history';

/**
 * `npm run bench:ingest -- [--data DIR] [--conversation NAME] [--n 300]`
 * Ingest throughput of the memory store (rules + USE-lite embeddings + one transaction per
 * message + cells) against the raw-store-only baseline (messages written, nothing analysed), in
 * the same run, on fake-indexeddb. DIR is a LoCoMo data folder (e.g. ../shared/data/locomo);
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

async function main(): Promise<void> {
  const { label, messages } = history();
  const configDir = mkdtempSync(join(tmpdir(), 'bench-ingest-'));
  const engine = createEngine({ configDir, settings: { embeddingBackend: 'use-lite' } });
  const client = createInProcessClient(engine);
  try {
    const loadStart = performance.now();
    await client.call('embedding.embed', { texts: ['warm up the model'] });
    const loadMs = performance.now() - loadStart;
    // Warm the rule engine (lexicons, JIT) on a few messages outside the measurement.
    await analyzeMessages(
      messages.slice(0, 20).map((m, i) => ({ id: `w${i}`, conversation: 'w', speaker: m.speaker, text: m.text, role: 'entry', time: m.time })),
      { embed: async (texts) => texts.map(() => [0]) },
    );

    const rawDb = freshDb();
    let t = performance.now();
    const now = Date.now();
    for (let i = 0; i < messages.length; i += 32) {
      const rows = messages.slice(i, i + 32).map((m) => ({ id: m.id!, conversation: m.conversation ?? 'journal', speaker: m.speaker, text: m.text, role: 'entry' as const, time: m.time, recordedAt: now, analysis: 'pending' as const, analysisError: null, embedding: null }));
      await rawDb.transaction('rw', rawDb.messages, () => rawDb.messages.bulkPut(rows));
    }
    const rawRate = messages.length / ((performance.now() - t) / 1000);

    t = performance.now();
    await analyzeMessages(
      messages.map((m) => ({ id: m.id!, conversation: m.conversation ?? 'journal', speaker: m.speaker, text: m.text, role: 'entry', time: m.time })),
      { embed: async (texts) => texts.map(() => [0]) },
    );
    const rulesRate = messages.length / ((performance.now() - t) / 1000);

    const db = freshDb();
    const store = new MemoryStore(db, client);
    t = performance.now();
    await store.addMessages(messages, { onProgress: (done, total) => process.stderr.write(`\ringest ${done}/${total}`) });
    const fullMs = performance.now() - t;
    process.stderr.write('\n');
    const fullRate = messages.length / (fullMs / 1000);
    const facts = await db.facts.count();
    const failed = await db.messages.where('analysis').equals('failed').count();

    // Where the time goes: the same texts (messages + facts) through the embedder alone.
    const texts = [...messages.map((m) => m.text), ...(await db.facts.toArray()).map((f) => f.text)];
    t = performance.now();
    for (let i = 0; i < texts.length; i += 64) await client.call('embedding.embed', { texts: texts.slice(i, i + 64) });
    const embedMs = performance.now() - t;

    console.log(`data: ${label}`);
    console.log(`embedding model load: ${Math.round(loadMs)} ms (not counted below)`);
    console.log(`raw store only (baseline): ${rawRate.toFixed(1)} messages/s`);
    console.log(`rules only (no embeddings, no store): ${rulesRate.toFixed(1)} messages/s`);
    console.log(`full ingest (rules + embeddings + store + cells): ${fullRate.toFixed(1)} messages/s (${messages.length} messages in ${(fullMs / 1000).toFixed(1)} s)`);
    console.log(`embeddings alone for the same ${texts.length} texts: ${(texts.length / (embedMs / 1000)).toFixed(1)} texts/s, ${((embedMs / fullMs) * 100).toFixed(0)}% of the full ingest time`);
    console.log(`facts stored: ${facts} (${(facts / messages.length).toFixed(2)} per message), ${await db.entities.count()} entities, ${await db.cells.count()} cells, ${failed} failed`);
    console.log(`ratio full / baseline: ${(fullRate / rawRate).toFixed(4)} (the baseline is ${(rawRate / fullRate).toFixed(0)}x faster)`);
  } finally {
    await engine.dispose();
    rmSync(configDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`bench:ingest failed: ${(err as Error).message}`);
  process.exit(1);
});
