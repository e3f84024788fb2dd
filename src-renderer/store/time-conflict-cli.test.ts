import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The memory's time-conflict scenarios in phrasings other than the answer tests use, through the
 * real `cli answer` process (engine, analysis, store, retrieval): a journal written out of order,
 * relative dates, durations, a plan, history recall and something never mentioned.
 */
const dir = mkdtempSync(join(tmpdir(), 'memory-cli-'));
const jsonl = (name: string, rows: object[]) => {
  const path = join(dir, name);
  writeFileSync(path, rows.map((r) => JSON.stringify(r)).join('\n'));
  return path;
};

const history = [
  { id: 'j1', speaker: 'Dana', text: 'I moved to Paris in March 2018. Loving the bakeries.', time: '2018-04-02T09:00:00' },
  { id: 'j3', speaker: 'Dana', text: 'We relocated to Tokyo last month. The apartment is tiny.', time: '2023-02-10T20:00:00' },
  { id: 'j2', speaker: 'Dana', text: "I've been living in London since January 2020.", time: '2020-06-15T10:00:00' },
  { id: 'j4', speaker: 'Dana', text: 'Started a new job at Globex three months ago.', time: '2023-05-01T08:00:00' },
  { id: 'j5', speaker: 'Dana', text: 'I worked at Acme for five years before that.', time: '2023-05-01T08:05:00' },
  { id: 'j8', speaker: 'Dana', text: "I'm flying to Berlin next Friday.", time: '2023-07-03T12:00:00' },
];

const questions = [
  { id: 'live', question: 'Where do I live?' },
  { id: 'june21', question: 'Where did I live in June 2021?' },
  { id: 'y2019', question: 'Where did I live in 2019?' },
  { id: 'before', question: 'Where did I live before Tokyo?' },
  { id: 'london', question: 'When did I move to London?' },
  { id: 'acme', question: 'How long did I work at Acme?' },
  { id: 'globex', question: 'When did I start at Globex?' },
  { id: 'berlin', question: 'When am I flying to Berlin?' },
  { id: 'mars', question: 'Have I been to Mars?' },
  { id: 'recall', question: 'What did I just ask?' },
];

type Out = { id: string; answer: string; abstained: boolean; duration: string | null; time: { start: string } | null; evidence: string[] };
let answers: Map<string, Out>;

beforeAll(() => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src-main/cli/cli.ts', 'answer', '--history', jsonl('h.jsonl', history), '--questions', jsonl('q.jsonl', questions)],
    { encoding: 'utf8', timeout: 170_000 },
  );
  if (run.status !== 0) throw new Error(`cli answer failed: ${run.stderr}`);
  answers = new Map(run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Out).map((o) => [o.id, o]));
}, 180_000);

describe('time-conflict scenarios through cli answer', () => {
  it.each([
    ['live', /Tokyo/],
    ['june21', /London/],
    ['y2019', /Paris/],
    ['before', /London/],
  ])('%s names the right place', (id, place) => {
    const a = answers.get(id)!;
    expect([a.abstained, a.answer]).toEqual([false, expect.stringMatching(place)]);
  });

  it('dates the move, the job start and the plan', () => {
    expect(answers.get('london')!.time?.start).toBe('2020-01-01');
    expect(answers.get('globex')!.time?.start).toBe('2023-02-01');
    expect(answers.get('berlin')!.time?.start).toBe('2023-07-07');
  });

  it('gives the duration said, with its evidence', () => {
    expect(answers.get('acme')).toMatchObject({ duration: 'P5Y', evidence: expect.arrayContaining(['j5']) });
  });

  it('recalls the previous question and abstains on something never mentioned', () => {
    expect(answers.get('recall')!.answer).toMatch(/Have I been to Mars\?/);
    expect(answers.get('mars')!.abstained).toBe(true);
  });
});
