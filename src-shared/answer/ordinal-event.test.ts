import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { askedOrdinal, namesLaterOne, ordinalEvent, toldOrdinals } from './ordinal-event';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const NOW = T('2024-03-01T10:00:00');
const plan = (question: string) =>
  planQuestion(question, NOW, { asker: 'Ann', knownNames: ['Ann', 'Bob'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
const item = (messageId: string, text: string, time: string, speaker = 'Ann', relevance = 1): EvidenceItem => ({
  messageId, text, time: T(time), speaker, relevance, facts: [], terms: new Set(), replyTo: null,
});
const input = (question: string, evidence: EvidenceItem[]) => ({ plan: plan(question), evidence, timeline: [], support: 1 });
const when = (question: string, evidence: EvidenceItem[]) => reason(input(question, evidence), findTimeExpressions);
const ordinal = (question: string, evidence: EvidenceItem[]) => ordinalEvent(input(question, evidence), findTimeExpressions);

/** Ann's chess wins: the first and second numbered, the third told as "another", the fourth numbered. */
const FIRST = item('w1', 'I won my first chess tournament last week, so exciting!', '2023-01-20T10:00:00');
const SECOND = item('w2', 'Practising a lot lately. Last week I won my second chess tournament!', '2023-03-10T10:00:00');
const THIRD = item('w3', 'I just won another chess tournament yesterday!', '2023-05-17T10:00:00');
const FOURTH = item('w4', 'Guess what, I won my fourth chess tournament on Saturday!', '2023-07-04T10:00:00');

describe('askedOrdinal', () => {
  it('reads the ordinal and the words of the thing it numbers', () => {
    expect(askedOrdinal('When did Nate win his third tourney?')).toEqual({ n: 3, word: 'third', thing: ['tourney'] });
    expect(askedOrdinal('When did Nate win his fourth video game tournament?')).toEqual({ n: 4, word: 'fourth', thing: ['video', 'game', 'tournament'] });
    expect(askedOrdinal('When did Ann run her 2nd marathon?')).toEqual({ n: 2, word: '2nd', thing: ['marathon'] });
    expect(askedOrdinal('When did Ann visit Rome for the second time?')).toEqual({ n: 2, word: 'second', thing: ['time'] });
  });
  it('is null without an ordinal of a series: none, "first", a time, empty and oversized input', () => {
    expect(askedOrdinal('When did Ann win the tournament?')).toBeNull();
    expect(askedOrdinal('When did Ann win her first tournament?')).toBeNull();
    expect(askedOrdinal('Where was Ann in the second week of May?')).toBeNull();
    expect(askedOrdinal("How long ago was Ann's 18th birthday?")).toBeNull();
    expect(askedOrdinal('')).toBeNull();
    expect(askedOrdinal(`When did Ann ${'win '.repeat(5000)}?`)).toBeNull();
  });
});

describe('toldOrdinals', () => {
  const deed = plan('When did Ann win her third tournament?');
  const wins = { ...deed, keywords: ['win'] };
  it("finds the subject's numbered thing in a sentence that names the deed", () => {
    expect(toldOrdinals('Last week I won my second tournament!', true, ['tournament'], wins)).toEqual([2]);
    expect(toldOrdinals('I won my 4th one on Friday.', true, ['tournament'], wins)).toEqual([4]);
    expect(toldOrdinals('You won your third one? Congrats!', false, ['tournament'], wins)).toEqual([3]);
  });
  it("ignores another's numbering, an ordinal of nobody's, another deed and another thing", () => {
    expect(toldOrdinals('I won my third tournament!', false, ['tournament'], wins)).toEqual([]);
    expect(toldOrdinals('I won the second tournament I entered.', true, ['tournament'], wins)).toEqual([]);
    expect(toldOrdinals('I entered my second tournament. Then I won a prize at the fair.', true, ['tournament'], wins)).toEqual([]);
    expect(toldOrdinals('I won my second place medal.', true, ['tournament'], wins)).toEqual([]);
  });
});

describe('ordinalEvent', () => {
  it('dates the event told with the asked number', () => {
    const a = when('When did Ann win her second chess tournament?', [FIRST, THIRD, SECOND, FOURTH]);
    expect(a.time).toMatchObject({ start: '2023-02-27', end: '2023-03-05', granularity: 'week' });
    expect(a.evidence[0]).toBe('w2');
  });
  it('takes the one event told between the numbers just below and above', () => {
    const a = when('When did Ann win her third chess tournament?', [FOURTH, SECOND, THIRD, FIRST]);
    expect(a.time?.start).toBe('2023-05-16');
    expect(a.evidence.slice(0, 3)).toEqual(['w3', 'w2', 'w4']);
  });
  it('counts the events told with a time up from the nearest numbered one, a retelling counted once', () => {
    const retold = item('w3b', 'Still thrilled I won that chess tournament two days ago.', '2023-05-18T10:00:00');
    const fifth = item('w5', 'I won another chess tournament last Sunday.', '2023-09-12T10:00:00');
    const a = when('When did Ann win her fifth chess tournament?', [FIRST, SECOND, THIRD, retold, FOURTH, fifth]);
    expect(a.time?.start).toBe('2023-09-10');
    const b = when('When did Ann win her third chess tournament?', [FIRST, SECOND, retold, THIRD]);
    expect(b.time?.start).toBe('2023-05-16');
  });
  it('gives way when the evidence does not settle the count', () => {
    // too few events after the second
    expect(ordinal('When did Ann win her fourth chess tournament?', [FIRST, SECOND, THIRD])).toBeNull();
    // two events between the second and the fourth
    const more = item('w3c', 'I won another chess tournament last weekend.', '2023-06-12T10:00:00');
    expect(ordinal('When did Ann win her third chess tournament?', [FIRST, SECOND, THIRD, more, FOURTH])).toBeNull();
    // a report without a time between them: a new win or the last one retold
    const undated = item('w3d', 'I won a chess tournament, what a feeling.', '2023-04-02T10:00:00');
    expect(ordinal('When did Ann win her third chess tournament?', [FIRST, SECOND, THIRD])).not.toBeNull();
    expect(ordinal('When did Ann win her third chess tournament?', [FIRST, SECOND, undated, THIRD])).toBeNull();
    // nothing numbered: "another" events alone are no series
    expect(ordinal('When did Ann win her second chess tournament?', [THIRD, item('x', 'I won a chess tournament last Monday.', '2023-08-09T10:00:00')])).toBeNull();
  });
  it('takes the number from a question the subject says yes to ("Is that your third one?" / "Yep!")', () => {
    const reply = (text: string, question: string): EvidenceItem => ({
      ...item('r', text, '2022-05-20T19:49:00'),
      replyTo: { speaker: 'Bob', text: question },
    });
    const yes = reply("Yep! It's about loss and identity, and I finally wrote it.", 'Wow, that looks great Ann! Is that your third screenplay?');
    expect(ordinal('When did Ann write her third screenplay?', [yes])?.time?.start).toBe('2022-05-20');
    const no = reply('No, my second. The third is still in my head.', 'Wow, that looks great Ann! Is that your third screenplay?');
    expect(ordinal('When did Ann write her third screenplay?', [no])).toBeNull();
    const said = reply('Yep! Working on it every day.', 'I wrote my third screenplay last year. Is yours done?');
    expect(ordinal('When did Ann write her third screenplay?', [said])).toBeNull();
  });
  it("reads neither a plan for a past question nor another speaker's numbering as the event", () => {
    const plan4 = item('p4', "I've got a chess tournament next month, I plan to win my fourth one!", '2023-06-01T10:00:00');
    const bobs = item('b2', 'Ha, I won my second chess tournament yesterday too.', '2023-03-11T10:00:00', 'Bob');
    const a = when('When did Ann win her second chess tournament?', [bobs, SECOND]);
    expect(a.time?.start).toBe('2023-02-27');
    expect(ordinal('When did Ann win her fourth chess tournament?', [FIRST, SECOND, plan4])).toBeNull();
    expect(ordinal('When is Ann going to win her fourth chess tournament?', [FIRST, SECOND, plan4])?.time?.start).toBe('2023-07-01');
  });
  it('is null for no ordinal, a time-bounded question, no evidence and oversized input', () => {
    expect(ordinal('When did Ann win a chess tournament?', [FIRST, SECOND])).toBeNull();
    expect(ordinal('When did Ann win her second chess tournament in 2023?', [FIRST, SECOND])).toBeNull();
    expect(ordinal('When did Ann win her second chess tournament?', [])).toBeNull();
    const huge = item('h', `I won my second chess tournament ${'and then some '.repeat(20_000)}last week.`, '2023-03-10T10:00:00');
    expect(() => ordinal('When did Ann win her second chess tournament?', [huge])).not.toThrow();
  });
});

describe('namesLaterOne', () => {
  it('tells a later one of the first thing asked about, not the same or another thing', () => {
    const q = 'When did Ann start knitting her first sweater?';
    expect(namesLaterOne('I started a second sweater two weeks ago.', q)).toBe(true);
    expect(namesLaterOne('My 3rd sweater is blue.', q)).toBe(true);
    expect(namesLaterOne('I finished my first sweater last night.', q)).toBe(false);
    expect(namesLaterOne('My second scarf is done.', q)).toBe(false);
    expect(namesLaterOne('I started a second sweater.', 'When did Ann start knitting?')).toBe(false);
    expect(namesLaterOne('', q)).toBe(false);
    // "one" stands for the thing talked about
    expect(namesLaterOne('And we already did a second one: we played the Rosewood Bar last Friday.', 'When did the band play their first gig?')).toBe(true);
  });
  it('keeps a turn around the evidence that tells of a later one from dating the first', () => {
    const T = (iso: string) => Date.parse(`${iso}Z`);
    const plan = planQuestion('When did Ann play her first gig?', T('2022-06-01T10:00:00'), { asker: 'Bob', knownNames: ['Ann', 'Bob'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
    const happened = { messageId: 'h', text: 'The gig finally happened! We played to about sixty people.', time: T('2022-05-18T10:00:00'), speaker: 'Ann', relevance: 1, facts: [], terms: new Set<string>(), replyTo: null };
    const second = { messageId: 's', text: 'Yep. And we already did a second one: we played the Rosewood Bar last Friday.', time: T('2022-05-18T10:00:00'), speaker: 'Ann', offset: 2 };
    const a = reason({ plan, evidence: [happened], timeline: [], support: 1, turns: new Map([['h', [second]]]) }, findTimeExpressions);
    expect(a.time?.value).not.toBe('2022-05-13');
  });
});
