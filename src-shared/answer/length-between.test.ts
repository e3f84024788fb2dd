import { describe, expect, it } from 'vitest';
import type { Answer, AnswerTime } from './answer-types';
import { lengthBetween } from './length-between';

const day = (d: string): AnswerTime => ({ value: d, start: d, end: d, granularity: 'day' });
const dated = (time: AnswerTime | null, evidence: string[], confidence = 0.8, abstained = false): Answer => ({
  answer: 'x', time, duration: null, evidence, abstained, confidence, kind: 'when',
});

describe('lengthBetween', () => {
  it('measures in the unit asked, between the middles of the two spans', () => {
    const rex = dated(day('2023-07-28'), ['m1', 'm9']);
    const bella = dated({ value: '2023-W32', start: '2023-08-07', end: '2023-08-13', granularity: 'week' }, ['m2', 'm8']);
    const a = lengthBetween(rex, bella, 'W', 'duration');
    expect(a).toMatchObject({ duration: 'P2W', answer: '2 weeks (from 28 July 2023 to the week of 7 August 2023)', kind: 'duration', abstained: false });
    expect(a?.evidence).toEqual(['m1', 'm2', 'm9', 'm8']);
    expect(a?.confidence).toBe(0.64);
    expect(lengthBetween(bella, rex, 'D', 'duration')?.duration).toBe('P13D'); // order does not matter
    expect(lengthBetween(dated(day('2023-07-11'), ['a']), dated(day('2023-10-19'), ['b']), 'M', 'duration')?.duration).toBe('P3M');
  });
  it('says a run of days ("the other day") by its middle day', () => {
    const buddy = dated(day('2023-10-19'), ['a']);
    const scout = dated({ value: 'PAST_REF', start: '2023-11-16', end: '2023-11-20', granularity: 'day' }, ['b']);
    expect(lengthBetween(buddy, scout, 'M', 'duration')?.answer).toBe('1 month (from 19 October 2023 to around 18 November 2023)');
  });
  it('compares a year with a day when years are asked', () => {
    const older = dated({ value: '2020', start: '2020-01-01', end: '2020-12-31', granularity: 'year' }, ['a']);
    expect(lengthBetween(older, dated(day('2023-04-02'), ['b']), 'Y', 'duration')?.duration).toBe('P3Y');
  });
  it('picks a unit when none is asked, and falls to days under one unit', () => {
    expect(lengthBetween(dated(day('2022-07-10'), ['a']), dated(day('2022-09-29'), ['b']), null, 'duration')?.duration).toBe('P3M');
    expect(lengthBetween(dated(day('2022-07-10'), ['a']), dated(day('2022-08-19'), ['b']), null, 'duration')?.duration).toBe('P6W');
    expect(lengthBetween(dated(day('2022-07-10'), ['a']), dated(day('2022-07-12'), ['b']), 'W', 'duration')?.duration).toBe('P2D');
    expect(lengthBetween(dated(day('2022-07-10'), ['a']), dated(day('2022-07-10'), ['b']), 'W', 'duration')).toMatchObject({ duration: 'P0D', answer: expect.stringMatching(/^Less than a day/) });
  });
  it('refuses when an event is undated, abstained, too vague, or both came from the same message', () => {
    const d = dated(day('2023-03-01'), ['a']);
    expect(lengthBetween(d, dated(null, ['b']), 'W', 'duration')).toBeNull();
    expect(lengthBetween(d, dated(day('2023-05-01'), ['b'], 0, true), 'W', 'duration')).toBeNull();
    const year = (y: string, id: string) => dated({ value: y, start: `${y}-01-01`, end: `${y}-12-31`, granularity: 'year' }, [id]);
    expect(lengthBetween(year('2023', 'a'), year('2023', 'b'), 'M', 'duration')).toBeNull();
    expect(lengthBetween(year('2021', 'a'), dated(day('2021-06-01'), ['b']), 'W', 'duration')).toBeNull();
    expect(lengthBetween(d, dated(day('2023-03-01'), ['a']), 'W', 'duration')).toBeNull();
  });
  it('refuses a length longer than a lifetime (a misread date), not one within it', () => {
    const century = dated({ value: '190', start: '1900-01-01', end: '1909-12-31', granularity: 'year' }, ['a']);
    expect(lengthBetween(century, dated(day('2022-11-01'), ['b']), null, 'duration')).toBeNull();
    expect(lengthBetween(dated(day('1950-01-01'), ['a']), dated(day('2022-11-01'), ['b']), 'Y', 'duration')?.duration).toBe('P73Y');
  });
  it('survives far-apart and malformed dates without throwing', () => {
    expect(lengthBetween(dated(day('0001-01-01'), ['a']), dated(day('9999-12-31'), ['b']), 'Y', 'duration')).toBeNull();
    const broken = dated({ value: '??', start: 'not a date', end: '', granularity: 'day' }, ['a']);
    expect(() => lengthBetween(broken, dated(day('2023-01-01'), ['b']), 'W', 'duration')).not.toThrow();
    expect(lengthBetween(broken, dated(day('2023-01-01'), ['b']), 'W', 'duration')).toBeNull();
  });
});
