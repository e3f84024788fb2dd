import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The memory's done-when scenarios, run through the real `cli answer` (engine, analysis, store,
 * retrieval, reasoner): residence and job changes, a backfilled journal entry, cumulative visits,
 * a plan, durations, history recall and something never mentioned.
 */
const dir = mkdtempSync(join(tmpdir(), 'cli-answer-'));
const file = (name: string, lines: object[] | string) => {
  const path = join(dir, name);
  writeFileSync(path, typeof lines === 'string' ? lines : lines.map((l) => JSON.stringify(l)).join('\n'));
  return path;
};

function cli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src-main/cli/cli.ts', 'answer', ...args], { encoding: 'utf8', timeout: 170_000 });
}

const history = [
  { id: 'm1', speaker: 'Ann', text: 'I moved to Paris today.', time: '2019-03-10T09:00:00' },
  { id: 'm2', speaker: 'Ann', text: 'I moved to London last week.', time: '2021-06-01T20:00:00' },
  { id: 'm3', speaker: 'Ann', text: 'Today I moved to Tokyo.', time: '2023-09-15T18:00:00+09:00' },
  { id: 'm5', speaker: 'Ann', text: 'Today was my last day at Acme.', time: '2022-07-01T18:00:00' },
  { id: 'm6', speaker: 'Ann', text: 'I started a new job at Globex today.', time: '2022-07-04T19:00:00' },
  { id: 'm7', speaker: 'Ann', text: 'I visited Rome with my sister.', time: '2022-04-10T21:00:00' },
  { id: 'm8', speaker: 'Ann', text: 'I visited Berlin for a conference.', time: '2023-02-11T21:00:00' },
  { id: 'm9', speaker: 'Ann', text: 'I have a dentist appointment next Wednesday.', time: '2024-02-01T08:00:00' },
  { id: 'm10', speaker: 'assistant', text: 'Noted.', time: '2024-02-01T08:00:05' },
  // backfilled: written last, about the past
  { id: 'm4', speaker: 'Ann', text: 'I started working at Acme today.', time: '2020-02-01T18:00:00' },
];

const at = (minute: number) => `2024-03-01T10:${String(minute).padStart(2, '0')}:00`;
const questions = [
  { id: 'live-now', question: 'Where do I live?', now: at(0) },
  { id: 'before-tokyo', question: 'Where did I live before Tokyo?', now: at(1) },
  { id: 'live-2020', question: 'Where did I live in June 2020?', now: at(2) },
  { id: 'move-london', question: 'When did I move to London?', now: at(3) },
  { id: 'work-now', question: 'Where do I work?', now: at(4) },
  { id: 'acme-length', question: 'How long did I work at Acme?', now: at(5) },
  { id: 'acme-start', question: 'When did I start working at Acme?', now: at(6) },
  { id: 'rome', question: 'When did I visit Rome?', now: at(7) },
  { id: 'berlin', question: 'When did I visit Berlin?', now: at(8) },
  { id: 'dentist', question: 'When is my dentist appointment?', now: at(9) },
  { id: 'just-asked', question: 'What did I just ask?', now: at(10) },
  { id: 'skydiving', question: 'When did I go skydiving?', now: at(11) },
  { id: 'zh-recall', question: '我刚刚问了你什么问题？', now: at(12) },
  { id: 'job-evolution', question: 'How did my job change?', now: at(13) },
  { id: 'default-now', question: 'Where do I live?' },
];

type Out = { id: string; answer: string; time: { start: string; end: string; granularity: string } | null; duration: string | null; evidence: string[]; abstained: boolean; kind: string; confidence: number };
let byId: Map<string, Out>;
let raw: ReturnType<typeof cli>;

beforeAll(() => {
  raw = cli('--history', file('history.jsonl', history), '--questions', file('questions.jsonl', questions));
  byId = new Map(raw.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Out).map((o) => [o.id, o]));
}, 180_000);

describe('cli answer: memory scenarios', () => {
  it('prints one JSON line per question, in order, with the contract fields only', () => {
    expect(raw.status).toBe(0);
    const lines = raw.stdout.trim().split('\n');
    expect(lines.map((l) => JSON.parse(l).id)).toEqual(questions.map((q) => q.id));
    expect(Object.keys(JSON.parse(lines[0]!))).toEqual(['id', 'answer', 'time', 'duration', 'evidence', 'abstained', 'confidence', 'kind']);
  });

  it('residence changes: current state, before, state at a time, when', () => {
    expect(byId.get('live-now')!.answer).toMatch(/Tokyo/);
    expect(byId.get('live-now')!.evidence[0]).toBe('m3');
    expect(byId.get('default-now')!.answer).toMatch(/Tokyo/);
    expect(byId.get('before-tokyo')!.answer).toMatch(/London/);
    expect(byId.get('live-2020')!.answer).toMatch(/Paris/);
    expect(byId.get('live-2020')!.answer).not.toMatch(/London|Tokyo/);
    expect(byId.get('move-london')!.time?.start).toBe('2021-05-24');
  });

  it('job changes with a backfilled start: current job, tenure length, start date, evolution', () => {
    expect(byId.get('work-now')!.answer).toMatch(/Globex/);
    expect(byId.get('acme-length')!.duration).toBe('P2Y5M');
    expect(byId.get('acme-start')!.time).toMatchObject({ start: '2020-02-01', end: '2020-02-01', granularity: 'day' });
    expect(byId.get('job-evolution')!.answer).toMatch(/Acme.*Globex/);
  });

  it('cumulative visits keep their own dates, and a plan is dated from when it was written', () => {
    expect(byId.get('rome')!.time?.start).toBe('2022-04-10');
    expect(byId.get('berlin')!.time?.start).toBe('2023-02-11');
    expect(byId.get('dentist')!.time).toMatchObject({ start: '2024-02-07', granularity: 'day' });
  });

  it('history recall sees the conversation before the current question, in English and Chinese', () => {
    expect(byId.get('just-asked')!).toMatchObject({ kind: 'history_recall', abstained: false });
    expect(byId.get('just-asked')!.answer).toContain('When is my dentist appointment?');
    expect(byId.get('zh-recall')!.answer).toContain('When did I go skydiving?');
  });

  it('abstains on something never mentioned', () => {
    expect(byId.get('skydiving')!).toMatchObject({ abstained: true, time: null });
  });
});

describe('cli answer: bad input', () => {
  it.each([
    [['--history', '/nonexistent/h.jsonl', '--questions', '/nonexistent/q.jsonl'], /cannot read history file/],
    [['--history', file('bad.jsonl', '{"id":"a"'), '--questions', file('q1.jsonl', [{ id: 'q', question: 'x' }])], /history line 1: not valid JSON/],
    [['--history', file('h1.jsonl', history), '--questions', file('badq.jsonl', '{"id":"q","question":"x","now":"2023-02-30"}')], /questions line 1: "now" Impossible date/],
    [['--history', file('h2.jsonl', history)], /usage/],
  ])('exits non-zero with a one-line reason and nothing on stdout (%#)', (args, reason) => {
    const r = cli(...(args as string[]));
    expect(r.status).not.toBe(0);
    expect(r.stdout).toBe('');
    const errorLines = r.stderr.split('\n').filter((l) => l.startsWith('error:'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatch(reason);
  });

  it('answers nothing for an empty question file and writes --out', () => {
    const out = join(dir, 'out.jsonl');
    const r = cli('--history', file('h3.jsonl', history.slice(0, 2)), '--questions', file('empty.jsonl', ''), '--out', out);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe('');
  });
});
