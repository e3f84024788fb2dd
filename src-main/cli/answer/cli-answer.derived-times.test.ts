import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Derived times through the real `cli answer`: the length between two events, each dated as a
 * "When ..." question would be, and a start reached back from a stated length.
 */
const dir = mkdtempSync(join(tmpdir(), 'cli-derived-'));
const file = (name: string, lines: object[]) => {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n'));
  return path;
};

const history = [
  { id: 'h1', speaker: 'Ines', text: 'Guess what - I adopted a puppy two weeks ago! Her name is Pepa.', time: '2023-07-14T10:00:00' },
  { id: 'h2', speaker: 'Marek', text: 'Pepa is adorable! How is she settling in?', time: '2023-07-14T10:01:00' },
  { id: 'h3', speaker: 'Ines', text: 'I adopted another pup from the shelter last week. His name is Bruno and he loves Pepa.', time: '2023-07-30T18:00:00' },
  { id: 'h4', speaker: 'Ines', text: 'I started writing a cookbook today, all family recipes!', time: '2022-03-05T09:00:00' },
  { id: 'h5', speaker: 'Marek', text: 'I went hiking in the Tatras with my brother.', time: '2022-05-20T19:00:00' },
  { id: 'h6', speaker: 'Ines', text: 'I finally finished writing my cookbook yesterday. So many late nights!', time: '2022-07-02T20:00:00' },
  { id: 'h7', speaker: 'Marek', text: 'How long have you had your tortoises?', time: '2023-11-20T12:00:00' },
  { id: 'h8', speaker: 'Ines', text: "I've had my two tortoises for 6 years now and they're so calm.", time: '2023-11-20T12:01:00' },
  { id: 'h9', speaker: 'Ines', text: "I've been learning the cello for about four months now.", time: '2023-12-06T17:00:00' },
];

const questions = [
  { id: 'pups', question: 'How many weeks passed between Ines adopting Pepa and Bruno?' },
  { id: 'cookbook', question: 'How long did it take Ines to finish writing her cookbook?' },
  { id: 'tortoises-when', question: 'When did Ines get her tortoises?' },
  { id: 'tortoises-long', question: 'How long has Ines had her tortoises?' },
  { id: 'cello', question: 'When did Ines start learning the cello?' },
  { id: 'unknown-event', question: 'How many weeks passed between Ines adopting Pepa and her trip to Mars?' },
];

type Out = { id: string; answer: string; time: { value: string; granularity: string } | null; duration: string | null; evidence: string[]; abstained: boolean };
let byId: Map<string, Out>;

beforeAll(() => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src-main/cli/cli.ts', 'answer', '--history', file('history.jsonl', history), '--questions', file('questions.jsonl', questions)], {
    encoding: 'utf8',
    timeout: 170_000,
  });
  expect(r.status, r.stderr).toBe(0);
  byId = new Map(r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Out).map((o) => [o.id, o]));
}, 180_000);

describe('cli answer: derived times', () => {
  it('measures the weeks between two adoptions from the two messages that date them', () => {
    const a = byId.get('pups')!;
    expect(a).toMatchObject({ duration: 'P3W', abstained: false, time: null });
    expect(a.evidence.slice(0, 2).sort()).toEqual(['h1', 'h3']);
  });
  it('measures how long finishing took, from starting to finishing', () => {
    expect(byId.get('cookbook')!).toMatchObject({ duration: 'P4M', abstained: false });
    expect(byId.get('cookbook')!.evidence.slice(0, 2).sort()).toEqual(['h4', 'h6']);
  });
  it('reaches a start back from a stated length, and reads the length itself', () => {
    expect(byId.get('tortoises-when')!.time).toMatchObject({ value: '2017', granularity: 'year' });
    expect(byId.get('tortoises-long')!.duration).toBe('P6Y');
    expect(byId.get('cello')!.time).toMatchObject({ value: '2023-08', granularity: 'month' });
  });
  it('does not invent a length when one event was never mentioned', () => {
    expect(byId.get('unknown-event')!.answer).not.toMatch(/\bfrom .* to /);
  });
});
