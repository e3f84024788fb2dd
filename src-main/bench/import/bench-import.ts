import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { JournalDB } from '../../../src-renderer/db/journal-db';
import { applyImport } from '../../../src-renderer/import/apply-import';
import { planImport } from '../../../src-renderer/import/import-plan';
import { MemoryStore } from '../../../src-renderer/store/memory-store';
import { createEngine } from '../../engine/engine';
import { createInProcessClient } from '../../engine/in-process-client';
import { generateMarkdownJournal } from './journal-generator';

/** The MemoryStore's default analysis batch. */
const ANALYSIS_BATCH = 32;

/**
 * `npm run bench:import -- [--entries 5000] [--batch 200] [--engine-sample 500]`: imports a generated Markdown journal
 * through parse + MemoryStore (real engine: USE-lite embeddings and analysis, fake-indexeddb) and
 * compares entries/s with a parse-only baseline in the same run. Figures on stdout, progress on stderr.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { entries: { type: 'string', default: '5000' }, batch: { type: 'string', default: '200' }, 'engine-sample': { type: 'string', default: '500' } },
  });
  const count = Number(values.entries);
  const batchSize = Number(values.batch);
  const sample = Number(values['engine-sample']);
  if (![count, batchSize, sample].every((n) => Number.isInteger(n) && n >= 1)) throw new Error('--entries, --batch and --engine-sample must be positive integers');

  const files = generateMarkdownJournal(count);
  const chars = files.reduce((n, f) => n + f.text.length, 0);

  // Baseline: parsing alone, repeated so the timing is not noise.
  const rounds = 5;
  let t0 = performance.now();
  let plan = planImport(files, { speaker: 'Me' });
  for (let i = 1; i < rounds; i++) plan = planImport(files, { speaker: 'Me' });
  const parseMs = (performance.now() - t0) / rounds;

  const engine = createEngine({ configDir: mkdtempSync(join(tmpdir(), 'bench-import-')) });
  const client = createInProcessClient(engine);
  const db = new JournalDB(`bench-import-${Date.now()}`, { indexedDB, IDBKeyRange });
  const store = new MemoryStore(db, client);
  try {
    t0 = performance.now();
    await client.call('embedding.embed', { texts: ['warm up'] });
    const loadMs = performance.now() - t0;

    // Engine analysis alone on a sample (same batches the store uses), to split engine time from store time.
    const sampled = plan.entries.slice(0, sample);
    t0 = performance.now();
    for (let i = 0; i < sampled.length; i += ANALYSIS_BATCH) {
      const messages = sampled.slice(i, i + ANALYSIS_BATCH).map(({ source: _source, ...m }) => m);
      await client.call('analysis.analyze', { messages });
    }
    const analyzeRate = sampled.length / ((performance.now() - t0) / 1000);

    t0 = performance.now();
    let lastLog = 0;
    const report = await applyImport(plan, { db, store }, {
      batchSize,
      onProgress: (p) => {
        if (p.done - lastLog >= 500 || p.done === p.total) {
          lastLog = p.done;
          process.stderr.write(`  ${p.phase} ${p.done}/${p.total} (${Math.round(performance.now() - t0)} ms)\n`);
        }
      },
    });
    const totalMs = performance.now() - t0 + parseMs;
    if (report.error || report.rolledBack) throw new Error(`import failed: ${report.error ?? 'rolled back'}`);
    const [messages, facts, failed] = await Promise.all([db.messages.count(), db.facts.count(), db.messages.where('analysis').equals('failed').count()]);

    const parseRate = plan.entries.length / (parseMs / 1000);
    const fullRate = report.added / (totalMs / 1000);
    const lines = [
      `bench:import  ${count} generated Markdown files (${(chars / 1e6).toFixed(2)} M chars), batch ${batchSize}`,
      `  parse only (baseline):            ${plan.entries.length} entries in ${parseMs.toFixed(1)} ms = ${Math.round(parseRate).toLocaleString('en')} entries/s`,
      `  parse + MemoryStore (real engine): ${report.added} entries in ${(totalMs / 1000).toFixed(2)} s = ${fullRate.toFixed(1)} entries/s`,
      `  engine analysis only (first ${sampled.length}): ${analyzeRate.toFixed(1)} entries/s (would be ${(((plan.entries.length / analyzeRate) * 1000 / totalMs) * 100).toFixed(0)}% of the full import time)`,
      `  ratio full / parse-only:          ${(fullRate / parseRate).toFixed(5)} (parsing is ${((parseMs / totalMs) * 100).toFixed(2)}% of import time)`,
      `  stored: ${messages} messages, ${facts} facts, ${failed} analysis failures; skipped ${report.skipped.length}`,
      `  model load before timing: ${Math.round(loadMs)} ms`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    db.close();
    await engine.dispose();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:import failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
