import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Answer } from '../../../src-shared/answer/answer-types';
import type { EngineClient } from '../../../src-shared/contract/engine-api';
import { answerAll, defaultsFor, ingestHistory, openSession } from '../../cli/answer/run-answer';
import { createEngine } from '../../engine/engine';
import { createInProcessClient } from '../../engine/in-process-client';
import { CATEGORIES, loadScenarioDir, ScenarioError, type Scenario, type ScenarioQuestion } from './scenario-file';
import { scoreAnswer } from './score-scenario';

/**
 * `npm run bench:scenarios -- [--split dev|holdout] [--scenario TEXT] [--verbose] [--json FILE]`
 * Runs each scenario of `dev/` and `holdout/` through the `cli answer` code path (the CLI's reader
 * checked the rows; the same ingest, defaults and question loop; a fresh in-memory journal per
 * scenario), scores every answer and prints accuracy per split and category. `holdout/` is never
 * looked at while tuning: its figure is the honest one. Exits 0 unless a scenario file is malformed.
 */
const SPLITS = ['dev', 'holdout'] as const;
type Split = (typeof SPLITS)[number];

interface Args {
  splits: Split[];
  scenario: string | null;
  verbose: boolean;
  json: string | null;
}

interface Result {
  split: Split;
  scenario: string;
  question: ScenarioQuestion;
  answer: Answer;
  correct: boolean;
  reasons: string[];
}

const USAGE = 'usage: bench:scenarios -- [--split dev|holdout] [--scenario TEXT] [--verbose] [--json FILE]';

function parseArgs(argv: string[]): Args {
  const args: Args = { splits: [...SPLITS], scenario: null, verbose: false, json: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => argv[++i] ?? fail(`${a} needs a value (${USAGE})`);
    if (a === '--verbose' || a === '-v') args.verbose = true;
    else if (a === '--split') {
      const s = value();
      if (!SPLITS.includes(s as Split)) fail(`--split takes dev or holdout, got ${JSON.stringify(s)}`);
      args.splits = [s as Split];
    } else if (a === '--scenario') args.scenario = value();
    else if (a === '--json') args.json = value();
    else fail(`unknown argument ${JSON.stringify(a)} (${USAGE})`);
  }
  return args;
}

function fail(message: string): never {
  throw new ScenarioError(message);
}

const log = (s: string) => process.stderr.write(`${s}\n`);
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1).padStart(5)}%` : '   n/a');

async function runScenario(engine: EngineClient, split: Split, s: Scenario): Promise<Result[]> {
  const session = openSession(engine, `scenario-${s.id}-${Date.now()}`);
  const results: Result[] = [];
  try {
    await ingestHistory(session, s.history);
    const byId = new Map(s.questions.map((q) => [q.id, q]));
    for await (const { question, answer } of answerAll(session, s.questions, defaultsFor(s.history))) {
      const q = byId.get(question.id)!;
      results.push({ split, scenario: s.id, question: q, answer, ...scoreAnswer(q.expect, answer) });
    }
  } finally {
    session.db.close();
  }
  return results;
}

function table(results: Result[], splits: readonly Split[]): string {
  const rows: string[][] = [['', ...splits.map((s) => `${s}`)]];
  const cell = (rs: Result[]) => (rs.length ? `${String(rs.filter((r) => r.correct).length).padStart(3)}/${String(rs.length).padEnd(3)} ${pct(rs.filter((r) => r.correct).length, rs.length)}` : '');
  const of = (split: Split) => results.filter((r) => r.split === split);
  for (const c of CATEGORIES) {
    if (!results.some((r) => r.question.category === c)) continue;
    rows.push([c, ...splits.map((s) => cell(of(s).filter((r) => r.question.category === c)))]);
  }
  rows.push(['overall', ...splits.map((s) => cell(of(s)))]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('   ').trimEnd()).join('\n');
}

function describeFailure(r: Result): string {
  const a = r.answer;
  const time = a.time ? ` time ${a.time.start}..${a.time.end} (${a.time.granularity})` : '';
  const duration = a.duration ? ` duration ${a.duration}` : '';
  return [
    `FAIL ${r.split} ${r.scenario}/${r.question.id} [${r.question.category}] ${JSON.stringify(r.question.question)}`,
    `     ${r.reasons.join('; ')}`,
    `     got (${a.kind}${a.abstained ? ', abstained' : ''}): ${JSON.stringify(a.answer.slice(0, 200))}${time}${duration} evidence [${a.evidence.slice(0, 4).join(', ')}]`,
  ].join('\n');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const here = fileURLToPath(new URL('.', import.meta.url));
  const sets = args.splits.map((split) => ({
    split,
    scenarios: loadScenarioDir(join(here, split)).filter((s) => !args.scenario || s.id.includes(args.scenario)),
  }));
  const engineHost = createEngine({});
  const engine = createInProcessClient(engineHost);
  const results: Result[] = [];
  try {
    for (const { split, scenarios } of sets) {
      for (const s of scenarios) {
        const rs = await runScenario(engine, split, s);
        log(`${split} ${s.id}: ${rs.filter((r) => r.correct).length}/${rs.length}`);
        results.push(...rs);
      }
    }
  } finally {
    await engineHost.dispose();
  }
  const counts = sets.map(({ split, scenarios }) => `${split} ${scenarios.length} scenarios / ${scenarios.reduce((n, s) => n + s.questions.length, 0)} questions`);
  process.stdout.write(`Scenario benchmark (cli answer path): ${counts.join(', ')}\n${table(results, args.splits)}\n`);
  if (args.verbose) {
    const failures = results.filter((r) => !r.correct);
    process.stdout.write(failures.length ? `\n${failures.map(describeFailure).join('\n')}\n` : '\nno failures\n');
  }
  if (args.json) {
    const rows = results.map((r) => ({ split: r.split, scenario: r.scenario, id: r.question.id, category: r.question.category, question: r.question.question, expect: r.question.expect, correct: r.correct, reasons: r.reasons, ...r.answer }));
    writeFileSync(args.json, JSON.stringify(rows, null, 1));
  }
}

main().catch((e) => {
  process.stderr.write(`error: ${e instanceof ScenarioError ? e.message : ((e as Error)?.stack ?? e)}\n`);
  process.exit(e instanceof ScenarioError ? 2 : 1);
});
