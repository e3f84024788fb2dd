import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRANULARITIES, type Granularity } from '../../../src-shared/domain/time';
import { InputError, readHistory, readQuestions, type HistoryRow, type QuestionRow } from '../../cli/answer/read-input';

/**
 * A scenario file: one journal or chat history (rows as `cli answer --history` reads them) and
 * questions (as `--questions` reads them) each with a category and the expected result. The
 * history and question rows are checked by the CLI's own reader, so a scenario that loads here
 * is a valid CLI input.
 */
export const CATEGORIES = [
  'residence',
  'job',
  'job_title',
  'relationship',
  'backfill',
  'cumulative',
  'plan',
  'negation',
  'duration',
  'as_of',
  'history_recall',
  'never_mentioned',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const DURATION_UNITS = ['year', 'month', 'week', 'day'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** What a correct answer looks like; every stated part must hold. */
export interface Expectation {
  /** Each entry must appear in the answer text (an array: any one of its spellings). */
  words?: (string | string[])[];
  /** None of these may appear in the answer text. */
  without?: string[];
  /** The answer's time span must lie inside [start, end] (inclusive dates) at one of these granularities. */
  time?: { start: string; end: string; granularity: Granularity[] };
  /** The answer's duration, expressed in `unit` and rounded, must be within `tolerance` of the expected one. */
  duration?: { value: string; unit: DurationUnit; tolerance: number };
  /** true: the answer must abstain; false or absent: it must not. */
  abstain: boolean;
}

export interface ScenarioQuestion extends QuestionRow {
  category: Category;
  expect: Expectation;
}

export interface Scenario {
  id: string;
  about: string;
  history: HistoryRow[];
  questions: ScenarioQuestion[];
  /** The file it came from (for messages). */
  file: string;
}

export class ScenarioError extends Error {}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Calendar durations only (what a tenure or a stated length is measured in). */
const DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/;

function fail(where: string, message: string): never {
  throw new ScenarioError(`${where}: ${message}`);
}

function onlyKeys(obj: Json, allowed: readonly string[], where: string): void {
  const extra = Object.keys(obj).filter((k) => !allowed.includes(k));
  if (extra.length) fail(where, `unknown field${extra.length > 1 ? 's' : ''} ${extra.map((k) => JSON.stringify(k)).join(', ')} (allowed: ${allowed.join(', ')})`);
}

function text(v: unknown, where: string): string {
  if (typeof v !== 'string' || !v.trim()) fail(where, 'must be a non-empty string');
  return v;
}

function validDate(v: unknown, where: string): string {
  const s = text(v, where);
  const d = new Date(`${s}T00:00:00Z`);
  if (!DATE.test(s) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) fail(where, `must be a real date YYYY-MM-DD, got ${JSON.stringify(s.slice(0, 40))}`);
  return s;
}

function parseTime(v: unknown, where: string): Expectation['time'] {
  if (!isObject(v)) fail(where, 'must be an object {start, end, granularity}');
  onlyKeys(v, ['start', 'end', 'granularity'], where);
  const start = validDate(v.start, `${where}.start`);
  const end = validDate(v.end, `${where}.end`);
  if (end < start) fail(where, `end ${end} is before start ${start}`);
  const raw = Array.isArray(v.granularity) ? v.granularity : [v.granularity];
  if (raw.length === 0) fail(`${where}.granularity`, 'names no granularity');
  const granularity = raw.map((g) => {
    if (!GRANULARITIES.includes(g as Granularity)) fail(`${where}.granularity`, `${JSON.stringify(g)} is not one of ${GRANULARITIES.join('|')}`);
    return g as Granularity;
  });
  return { start, end, granularity };
}

/** The smallest unit an ISO duration names ("P2Y5M" -> month). */
function smallestUnit(iso: string): DurationUnit {
  const m = DURATION.exec(iso)!;
  return m[4] ? 'day' : m[3] ? 'week' : m[2] ? 'month' : 'year';
}

function parseDuration(v: unknown, where: string): Expectation['duration'] {
  if (!isObject(v)) fail(where, 'must be an object {value, unit?, tolerance?}');
  onlyKeys(v, ['value', 'unit', 'tolerance'], where);
  const value = text(v.value, `${where}.value`);
  if (!DURATION.test(value) || value === 'P') fail(`${where}.value`, `must be an ISO 8601 duration in Y/M/W/D, got ${JSON.stringify(value.slice(0, 40))}`);
  const unit = v.unit ?? smallestUnit(value);
  if (!DURATION_UNITS.includes(unit as DurationUnit)) fail(`${where}.unit`, `must be one of ${DURATION_UNITS.join('|')}`);
  const tolerance = v.tolerance ?? 0;
  if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0) fail(`${where}.tolerance`, 'must be a number >= 0');
  return { value, unit: unit as DurationUnit, tolerance };
}

function parseWords(v: unknown, where: string): (string | string[])[] {
  if (!Array.isArray(v) || v.length === 0) fail(where, 'must be a non-empty array of strings (or arrays of alternative strings)');
  return v.map((w, i) => {
    if (Array.isArray(w)) {
      if (w.length === 0) fail(`${where}[${i}]`, 'names no alternative');
      return w.map((a, j) => text(a, `${where}[${i}][${j}]`));
    }
    return text(w, `${where}[${i}]`);
  });
}

function parseExpect(v: unknown, where: string): Expectation {
  if (!isObject(v)) fail(where, 'must be an object');
  onlyKeys(v, ['words', 'without', 'time', 'duration', 'abstain'], where);
  if (v.abstain !== undefined && typeof v.abstain !== 'boolean') fail(`${where}.abstain`, 'must be true or false');
  const out: Expectation = { abstain: v.abstain === true };
  if (v.words !== undefined) out.words = parseWords(v.words, `${where}.words`);
  if (v.without !== undefined) out.without = parseWords(v.without, `${where}.without`).map((w) => (Array.isArray(w) ? fail(`${where}.without`, 'takes plain strings') : w));
  if (v.time !== undefined) out.time = parseTime(v.time, `${where}.time`);
  if (v.duration !== undefined) out.duration = parseDuration(v.duration, `${where}.duration`);
  const answers = out.words || out.time || out.duration;
  if (out.abstain && answers) fail(where, 'an abstention cannot also expect words, a time or a duration');
  if (!out.abstain && !answers && v.abstain === undefined) fail(where, 'expects nothing (give words, time, duration or abstain)');
  return out;
}

/** Rows checked by the CLI's reader: it turns its JSON Lines errors into scenario errors. */
function viaCli<T>(rows: unknown, where: string, read: (jsonl: string) => T[]): T[] {
  if (!Array.isArray(rows) || rows.length === 0) fail(where, 'must be a non-empty array');
  try {
    return read(rows.map((r) => JSON.stringify(r)).join('\n'));
  } catch (e) {
    if (e instanceof InputError) fail(where, e.message.replace(/^\w+ line (\d+)/, (_m, n) => `row ${Number(n) - 1}`));
    throw e;
  }
}

/** Parse and check one scenario file's content; `file` names it in error messages. */
export function parseScenario(content: string, file: string): Scenario {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (e) {
    fail(file, `not valid JSON (${(e as Error).message})`);
  }
  if (!isObject(json)) fail(file, 'must hold a JSON object {id, about, history, questions}');
  onlyKeys(json, ['id', 'about', 'history', 'questions'], file);
  const id = text(json.id, `${file}: id`);
  const about = typeof json.about === 'string' ? json.about : fail(`${file}: about`, 'must be a string');
  const history = viaCli(json.history, `${file}: history`, readHistory);
  if (!Array.isArray(json.questions)) fail(`${file}: questions`, 'must be a non-empty array');
  const rows = viaCli(
    json.questions.map((q) => (isObject(q) ? { id: q.id, question: q.question, now: q.now, speaker: q.speaker } : q)),
    `${file}: questions`,
    readQuestions,
  );
  const questions = (json.questions as Json[]).map((q, i): ScenarioQuestion => {
    const where = `${file}: questions[${i}] (${rows[i]!.id})`;
    onlyKeys(q, ['id', 'question', 'now', 'speaker', 'category', 'expect'], where);
    if (!CATEGORIES.includes(q.category as Category)) fail(`${where}.category`, `${JSON.stringify(q.category)} is not one of ${CATEGORIES.join('|')}`);
    return { ...rows[i]!, category: q.category as Category, expect: parseExpect(q.expect, `${where}.expect`) };
  });
  return { id, about, history, questions, file };
}

/** Every `*.json` scenario in a folder, sorted by file name; scenario ids must be unique. */
export function loadScenarioDir(dir: string): Scenario[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  } catch (e) {
    throw new ScenarioError(`cannot read scenario folder ${dir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const scenarios = names.map((n) => parseScenario(readFileSync(join(dir, n), 'utf8'), join(dir, n)));
  const seen = new Set<string>();
  for (const s of scenarios) {
    if (seen.has(s.id)) throw new ScenarioError(`${s.file}: scenario id ${JSON.stringify(s.id)} is used twice`);
    seen.add(s.id);
  }
  return scenarios;
}
