import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenarioDir, parseScenario, ScenarioError } from './scenario-file';

const row = { id: 'm1', speaker: 'Vera', text: 'I moved to Quito today.', time: '2020-02-02T10:00:00' };
const question = { id: 'q1', category: 'residence', question: 'Where do I live?', expect: { words: ['Quito'] } };
const valid = { id: 's1', about: 'one move', history: [row], questions: [question] };
const parse = (obj: unknown) => parseScenario(typeof obj === 'string' ? obj : JSON.stringify(obj), 'x.json');
const withQuestion = (patch: object) => ({ ...valid, questions: [{ ...question, ...patch }] });

describe('parseScenario', () => {
  it('reads a scenario, rows parsed as the CLI parses them, defaults filled in', () => {
    const s = parse(withQuestion({ now: '2021-01-01T00:00:00', expect: { duration: { value: 'P1Y2M' } } }));
    expect(s.history[0]).toMatchObject({ id: 'm1', speaker: 'Vera', time: Date.UTC(2020, 1, 2, 10) });
    expect(s.questions[0]).toMatchObject({ now: Date.UTC(2021, 0, 1), category: 'residence', expect: { abstain: false, duration: { value: 'P1Y2M', unit: 'month', tolerance: 0 } } });
  });

  it('a single granularity becomes a list; abstention alone is an expectation', () => {
    const s = parse(withQuestion({ expect: { time: { start: '2020-02-01', end: '2020-02-29', granularity: 'month' } } }));
    expect(s.questions[0]!.expect.time).toEqual({ start: '2020-02-01', end: '2020-02-29', granularity: ['month'] });
    expect(parse(withQuestion({ expect: { abstain: true } })).questions[0]!.expect).toEqual({ abstain: true });
  });

  it.each([
    ['', /x\.json: not valid JSON/],
    ['{"id": ', /not valid JSON/],
    ['[]', /must hold a JSON object/],
    ['null', /must hold a JSON object/],
    [{ ...valid, extra: 1 }, /unknown field "extra"/],
    [{ ...valid, id: '' }, /id: must be a non-empty string/],
    [{ ...valid, history: [] }, /history: must be a non-empty array/],
    [{ ...valid, history: 'm1' }, /history: must be a non-empty array/],
    [{ ...valid, history: [{ ...row, time: '2020-02-30T10:00:00' }] }, /history: row 0: "time" Impossible date/],
    [{ ...valid, history: [row, row] }, /history: row 1: duplicate id/],
    [{ ...valid, history: [{ ...row, speaker: 7 }] }, /"speaker" must be a string/],
    [{ ...valid, questions: [] }, /questions: must be a non-empty array/],
    [{ ...valid, questions: ['Where?'] }, /questions: row 0: expected a JSON object/],
    [withQuestion({ category: 'gossip' }), /category: "gossip" is not one of residence\|/],
    [withQuestion({ expect: undefined }), /expect: must be an object/],
    [withQuestion({ expect: {} }), /expects nothing/],
    [withQuestion({ expect: { word: ['Quito'] } }), /unknown field "word"/],
    [withQuestion({ expect: { words: [] } }), /words: must be a non-empty array/],
    [withQuestion({ expect: { words: [['']] } }), /words\[0\]\[0\]: must be a non-empty string/],
    [withQuestion({ expect: { without: [['a', 'b']] } }), /without: takes plain strings/],
    [withQuestion({ expect: { abstain: 'yes' } }), /abstain: must be true or false/],
    [withQuestion({ expect: { abstain: true, words: ['Quito'] } }), /an abstention cannot also expect/],
    [withQuestion({ expect: { time: { start: '2020-02-30', end: '2020-03-01', granularity: 'day' } } }), /time\.start: must be a real date/],
    [withQuestion({ expect: { time: { start: '2020-03-02', end: '2020-03-01', granularity: 'day' } } }), /end 2020-03-01 is before start/],
    [withQuestion({ expect: { time: { start: '2020-03-01', end: '2020-03-01', granularity: 'fortnight' } } }), /"fortnight" is not one of year\|/],
    [withQuestion({ expect: { time: { start: '2020-03-01', end: '2020-03-01', granularity: [] } } }), /names no granularity/],
    [withQuestion({ expect: { duration: { value: 'two years' } } }), /must be an ISO 8601 duration/],
    [withQuestion({ expect: { duration: { value: 'PT2H' } } }), /must be an ISO 8601 duration/],
    [withQuestion({ expect: { duration: { value: 'P2Y', unit: 'decade' } } }), /unit: must be one of/],
    [withQuestion({ expect: { duration: { value: 'P2Y', tolerance: -1 } } }), /tolerance: must be a number >= 0/],
  ])('rejects malformed input with a clear error (%#)', (input, message) => {
    expect(() => parse(input)).toThrow(ScenarioError);
    expect(() => parse(input)).toThrow(message);
  });

  it('survives hostile sizes and characters', () => {
    const long = 'I moved to Quito. '.repeat(5000);
    const s = parse({ ...valid, history: [{ ...row, text: `${long}\u202e👋` }], questions: [{ ...question, question: '我住在哪里？' }] });
    expect(s.history[0]!.text.length).toBeGreaterThan(80_000);
    expect(() => parse('{'.repeat(100_000))).toThrow(/not valid JSON/);
  });
});

describe('loadScenarioDir', () => {
  it('rejects a missing folder and a scenario id used twice', () => {
    expect(() => loadScenarioDir('/nonexistent/scenarios')).toThrow(/cannot read scenario folder/);
    const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify(valid));
    writeFileSync(join(dir, 'b.json'), JSON.stringify(valid));
    expect(() => loadScenarioDir(dir)).toThrow(/b\.json: scenario id "s1" is used twice/);
  });

  it('loads the committed dev and holdout sets', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    for (const split of ['dev', 'holdout']) expect(loadScenarioDir(join(here, split)).length).toBeGreaterThanOrEqual(15);
  });
});
