import { writeFileSync } from 'node:fs';
import { startEngineWorker } from '../../hosts/worker-engine-client';
import type { EmbeddingBackendName, EngineClient } from '../../../src-shared/contract/engine-api';
import { EMBEDDING_BACKENDS } from '../../engine/settings-store';
import type { Support } from '../../../src-shared/answer/support';
import { DEFAULT_SUPPORT } from '../../../src-shared/answer/support';
import { answerAll, defaultsFor, ingestHistory, openSession } from '../../cli/answer/run-answer';
import type { HistoryRow } from '../../cli/answer/read-input';
import { bm25Baseline } from './bm25-baseline';
import { calibrate, crossValidate, type SupportSample } from './calibrate';
import { restoreIngest, saveIngest } from './ingest-cache';
import { assembleFromCache } from './scale-from-cache';
import { loadLocomo, type LocomoConversation, type LocomoQuestion } from './locomo-data';
import { aggregate, evidenceRecall, percentile, scoreOne, type Scored } from './score';

/**
 * `npm run bench:locomo -- --data DIR [--conv NAMES] [--category N] [--scale N] [--json FILE] [--cache DIR [--fresh NAMES]] [--max-false-abstention X] [--embedding BACKEND] [--no-captions]`
 * Runs the answerer exactly as `cli answer` does (same ingest, same defaults, questions appended
 * to the conversation after each answer) and a wink BM25 baseline side by side, then scores.
 * `--scale 0` skips the 10k-message latency/throughput run. Abstention thresholds are calibrated
 * within a false-abstention budget (default 0.09: the goal is at most 10% on held-out conversations, less a margin for their spread), on the whole run and leave-one-conversation-out
 * (how thresholds calibrated elsewhere do on a conversation they never saw). `--embedding` picks the embedding
 * backend (default: the engine's default); --cache keys ignore it, so use one cache folder per backend.
 * `--no-captions` leaves photo captions out of the turns (the history as a scorer reading only LoCoMo's `text` gives it).
 */
interface Args {
  data: string;
  conv?: string;
  category?: number;
  scale: number;
  json?: string;
  cache?: string;
  /** Conversations ingested afresh even with --cache (for the ingest figure). */
  fresh: string[];
  /** False-abstention budget of the threshold calibration. */
  maxFalseAbstention: number;
  embedding?: EmbeddingBackendName;
  captions: boolean;
}

function budgetArg(raw: string | undefined): number {
  const x = Number(raw ?? 0.09);
  if (!(x >= 0 && x <= 1)) throw new Error(`--max-false-abstention must be a fraction between 0 and 1, got ${JSON.stringify(raw)}`);
  return x;
}

function parseArgs(argv: string[]): Args {
  const get = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const data = get('--data');
  if (!data) throw new Error('usage: bench:locomo -- --data DIR [--conv NAME] [--category N] [--scale N] [--json FILE] [--cache DIR [--fresh NAMES]] [--max-false-abstention X] [--embedding BACKEND] [--no-captions]');
  const category = get('--category');
  const embedding = get('--embedding');
  if (embedding !== undefined && !EMBEDDING_BACKENDS.includes(embedding as EmbeddingBackendName)) throw new Error(`--embedding must be one of ${EMBEDDING_BACKENDS.join(', ')}`);
  return {
    data,
    conv: get('--conv'),
    category: category ? Number(category) : undefined,
    scale: Number(get('--scale') ?? 10_000),
    json: get('--json'),
    cache: get('--cache'),
    fresh: (get('--fresh') ?? '').split(',').filter(Boolean),
    maxFalseAbstention: budgetArg(get('--max-false-abstention')),
    embedding: embedding as EmbeddingBackendName | undefined,
    captions: !argv.includes('--no-captions'),
  };
}

const log = (s: string) => process.stderr.write(`${s}\n`);
const pct = (x: number) => (Number.isNaN(x) ? '   n/a' : `${(100 * x).toFixed(1).padStart(5)}%`);

interface ConversationRun {
  scored: Scored[];
  baseline: { question: LocomoQuestion; evidence: string[] }[];
  samples: SupportSample[];
  latencies: number[];
  ingestRate: number;
}

async function runConversation(engine: EngineClient, c: LocomoConversation, args: Args): Promise<ConversationRun> {
  const session = openSession(engine, `locomo-${c.name}-${Date.now()}`);
  const t0 = performance.now();
  const cached = args.cache && !args.fresh.includes(c.name) ? await restoreIngest(session.db, args.cache, c.history) : false;
  if (!cached) await ingestHistory(session, c.history);
  if (args.cache && !cached) await saveIngest(session.db, args.cache, c.history);
  const ingestRate = cached ? NaN : c.history.length / ((performance.now() - t0) / 1000);
  const category = args.category;
  const questions = c.questions.filter((q) => category === undefined || q.category === category);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const baselineSearch = bm25Baseline(c.history);
  const run: ConversationRun = { scored: [], baseline: [], samples: [], latencies: [], ingestRate };
  let support: Support | null = null;
  // the shipped thresholds decide abstention, as in the CLI; the raw support figures are kept to calibrate them
  const options = { onSupport: (s: Support) => (support = s) };
  for await (const { question, answer, ms } of answerAll(session, questions, defaultsFor(c.history), options)) {
    const q = byId.get(question.id)!;
    run.latencies.push(ms);
    run.scored.push(scoreOne(q, answer));
    run.baseline.push({ question: q, evidence: baselineSearch(q.question, 10) });
    if (support) run.samples.push({ id: q.id, group: c.name, category: q.category, support });
    support = null;
  }
  session.db.close();
  return run;
}

/** Conversations concatenated (ids and names prefixed per copy) up to `target` messages. */
function scaledHistory(conversations: LocomoConversation[], target: number): { history: HistoryRow[]; questions: { id: string; question: string }[] } {
  const history: HistoryRow[] = [];
  const questions: { id: string; question: string }[] = [];
  for (let copy = 0; history.length < target; copy++) {
    for (const c of conversations) {
      if (history.length >= target) break;
      const shift = copy * 400 * 86_400_000; // later copies happen later, as a growing journal would
      for (const h of c.history.slice(0, target - history.length)) history.push({ ...h, id: `${copy}/${c.name}/${h.id}`, time: h.time + shift, conversation: `${copy}/${c.name}` });
      if (copy === 0) questions.push(...c.questions.slice(0, 25).map((q) => ({ id: `${copy}/${q.id}`, question: q.question })));
    }
  }
  return { history, questions };
}

async function runScale(engine: EngineClient, conversations: LocomoConversation[], args: Args) {
  const session = openSession(engine, `locomo-scale-${Date.now()}`);
  const assembled = args.cache ? await assembleFromCache(session.db, conversations, args.scale, args.cache) : null;
  let messages: number;
  let questions: { id: string; question: string }[];
  let ingestRate = NaN;
  if (assembled) {
    ({ messages, questions } = assembled);
  } else {
    const scaled = scaledHistory(conversations, args.scale);
    const t0 = performance.now();
    await ingestHistory(session, scaled.history, (done, total) => {
      if (done % 2000 === 0 || done === total) log(`scale ingest ${done}/${total}`);
    });
    ingestRate = scaled.history.length / ((performance.now() - t0) / 1000);
    ({ questions } = scaled);
    messages = scaled.history.length;
  }
  const last = await session.db.messages.orderBy('time').last();
  const defaults = { speaker: null, now: (last?.time ?? 0) + 60_000 };
  const latencies: number[] = [];
  for await (const { ms } of answerAll(session, questions, defaults)) latencies.push(ms);
  session.db.close();
  return { messages, ingestRate, assembled: !!assembled, p50: percentile(latencies, 50), p95: percentile(latencies, 95), questions: latencies.length };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const conversations = loadLocomo(args.data, args.conv, { captions: args.captions });
  if (conversations.length === 0) throw new Error(`no LoCoMo conversations in ${args.data}`);
  // As `cli answer`: the engine in a worker thread.
  const engineHost = startEngineWorker(args.embedding ? { settings: { embeddingBackend: args.embedding } } : {});
  const engine = engineHost.client;
  try {
    const loadStart = performance.now();
    await engine.call('embedding.embed', { texts: ['warm up the model'] });
    const status = await engine.call('engine.status', {});
    log(`embedding: ${status.embeddingBackend} (${status.embeddingModel}), loaded in ${Math.round(performance.now() - loadStart)} ms`);
    const runs: ConversationRun[] = [];
    for (const c of conversations) {
      const run = await runConversation(engine, c, args);
      const m = aggregate(run.scored);
      log(`${c.name}: ${c.history.length} msgs, ${run.scored.length} q, R@5 ${pct(m.recallAt5)}, temporal ${pct(m.temporalAccuracy)}, ingest ${run.ingestRate.toFixed(0)} msg/s`);
      runs.push(run);
    }
    const scored = runs.flatMap((r) => r.scored);
    const samples = runs.flatMap((r) => r.samples);
    const ours = aggregate(scored);
    const base = evidenceRecall(runs.flatMap((r) => r.baseline));
    const ingestRates = runs.map((r) => r.ingestRate).filter((r) => !Number.isNaN(r));
    const budget = { maxFalseAbstention: args.maxFalseAbstention };
    const tuned = calibrate(samples, budget);
    const heldOut = crossValidate(samples, budget);
    const latencies = runs.flatMap((r) => r.latencies);
    const scale = args.scale > 0 ? await runScale(engine, conversations, args) : null;

    const rows: [string, string][] = [
      ['questions', String(ours.questions)],
      ['evidence recall@5 (any gold, cat 1-4)', `${pct(ours.recallAt5)}   BM25 baseline ${pct(base.at5)}   ratio ${(ours.recallAt5 / base.at5).toFixed(2)}x`],
      ['evidence recall@10 (all gold, cat 1-4)', `${pct(ours.recallAt10All)}   BM25 baseline ${pct(base.at10All)}   ratio ${(ours.recallAt10All / base.at10All).toFixed(2)}x`],
      ['temporal accuracy, cat 2 strict interval', `${pct(ours.temporalAccuracy)}  (answer span inside the gold span; ${ours.temporalScored} questions with a time-valued gold answer)`],
      ['temporal accuracy, cat 2 same span', pct(ours.temporalExactAccuracy)],
      ['abstention on cat 5 (shipped thresholds)', pct(ours.abstentionCat5)],
      ['false abstention on cat 1-4 (shipped)', pct(ours.falseAbstention)],
      ['token F1, cat 1-4', ours.f1.toFixed(3)],
      ['shipped thresholds', JSON.stringify(DEFAULT_SUPPORT)],
      ['calibrated on this run', `${JSON.stringify(tuned.thresholds)} -> abstention ${pct(tuned.abstention)}, false abstention ${pct(tuned.falseAbstention)} (budget ${pct(budget.maxFalseAbstention)})`],
      ['calibrated leaving one conversation out', `abstention ${pct(heldOut.abstention)}, false abstention ${pct(heldOut.falseAbstention)}; thresholds ${heldOut.folds.map((f) => `${f.group}:${f.thresholds.minCoverage}/${f.thresholds.minAttribution}`).join(' ')}`],
      ['latency per question, conversation size', `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`],
      ['ingest, conversation size', ingestRates.length ? `${(ingestRates.reduce((a, b) => a + b, 0) / ingestRates.length).toFixed(1)} msg/s (mean over conversations)` : 'n/a (restored from --cache)'],
    ];
    if (scale) {
      rows.push([`latency per question, ${scale.messages} messages`, `p50 ${scale.p50.toFixed(1)} ms, p95 ${scale.p95.toFixed(1)} ms (${scale.questions} questions)`]);
      rows.push([`ingest, ${scale.messages} messages`, scale.assembled ? 'not run (journal assembled from cached ingests, --cache)' : `${scale.ingestRate.toFixed(1)} msg/s`]);
    }
    for (const cat of [1, 2, 3, 4, 5]) {
      const m = aggregate(scored.filter((s) => s.question.category === cat));
      if (m.questions) rows.push([`category ${cat}`, `${m.questions} q, R@5 ${pct(m.recallAt5)}, abstained ${pct(cat === 5 ? m.abstentionCat5 : m.falseAbstention)}, F1 ${Number.isNaN(m.f1) ? 'n/a' : m.f1.toFixed(3)}`]);
    }
    const width = Math.max(...rows.map(([k]) => k.length));
    process.stdout.write(`LoCoMo: ${conversations.map((c) => c.name).join(', ')}${args.category ? ` (category ${args.category})` : ''}, embedding ${status.embeddingBackend}\n`);
    for (const [k, v] of rows) process.stdout.write(`${k.padEnd(width)}  ${v}\n`);
    if (args.json) {
      const supportOf = new Map(samples.map((x) => [x.id, x.support]));
      const answers = scored.map((s) => ({
        id: s.question.id,
        category: s.question.category,
        question: s.question.question,
        gold: s.question.answer,
        goldEvidence: s.question.evidence,
        ...s.answer,
        temporalCorrect: s.temporalCorrect,
        abstained: s.abstained,
        support: supportOf.get(s.question.id),
        evidence: s.evidence.slice(0, 10),
      }));
      writeFileSync(args.json, JSON.stringify({ ours, baseline: base, calibrated: tuned, crossValidated: heldOut, scale, answers }, null, 1));
    }
  } finally {
    await engineHost.close();
  }
}

main().catch((e) => {
  process.stderr.write(`error: ${(e as Error).message}\n`);
  process.exit(1);
});
