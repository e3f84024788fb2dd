import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { measuresOtherThing } from './event-dating';
import type { EvidenceItem } from './evidence';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const plan = (question: string) =>
  planQuestion(question, T('2024-03-01T10:00:00'), { asker: 'Ines', knownNames: ['Ines', 'Marek'], people: ['Ines', 'Marek'], findTimes: findTimeExpressions });
const item = (messageId: string, text: string, time: string, relevance = 1): EvidenceItem => ({
  messageId, text, time: T(time), speaker: 'Marek', relevance, facts: [], terms: new Set(), replyTo: null,
});
const run = (question: string, evidence: EvidenceItem[]) => reason({ plan: plan(question), evidence, timeline: [], support: 1 }, findTimeExpressions);

describe('start from a stated length', () => {
  it('reaches back from no length of another thing ("after a day of teaching teenagers, the choir is the bit that feels like play")', () => {
    const text = 'Honestly, after a day of teaching teenagers, the choir is the bit that still feels like play.';
    const length = { start: text.indexOf('a day'), end: text.indexOf('a day') + 'a day'.length };
    expect(measuresOtherThing(text, length, plan('When did Marek start his community choir?'))).toBe(true);
    // a length of the doing asked about, or of no doing at all, is not another thing's
    const own = "Three years of singing in the choir now, and it's still the best night of my week.";
    expect(measuresOtherThing(own, { start: 0, end: 'Three years'.length }, plan('When did Marek start singing in a choir?'))).toBe(false);
    const grind = 'Sixteen weeks of pure grind at the fire academy, but it made me who I am.';
    expect(measuresOtherThing(grind, { start: 0, end: 'Sixteen weeks'.length }, plan('When did Marek start his training at the fire academy?'))).toBe(false);
  });
  it('reaches back from when the length was said, at the length\'s unit', () => {
    const a = run('When did Marek get his two parrots?', [item('p', "I've had them for 5 years now and they never stop talking!", '2023-03-20T10:00:00')]);
    expect(a).toMatchObject({ kind: 'start', time: { value: '2018', granularity: 'year' }, duration: null, evidence: ['p'] });
    expect(a.answer).toBe('2018 (5 years before 20 March 2023)');
    expect(run('When did Marek start playing the banjo?', [item('b', "I've been playing for about three months now.", '2023-12-06T10:00:00')]).time)
      .toMatchObject({ value: '2023-09', granularity: 'month' });
    expect(run('Which year did Marek start baking bread?', [item('y', 'Nine years now, and I still bake every Sunday.', '2023-09-13T10:00:00')]).time?.value).toBe('2014');
  });
  it('dates a job from "left it after N years", and a companion from "was with us for N years"', () => {
    expect(run('When did Marek start his job at the bakery?', [item('j', 'I recently left my bakery job after 6 years. Time for something new!', '2022-08-06T10:00:00')]).time?.value).toBe('2016');
    expect(run('When did Marek get his cat Tofu?', [item('c', 'We said goodbye to Tofu. She was part of our home for 12 years.', '2023-06-03T10:00:00')]).time?.value).toBe('2011');
  });
  it('reads "a few" as about three, and says the start is approximate', () => {
    const a = run('When did Marek start working on his game?', [item('g', "I've been working on this for the past few months and I'm proud of it.", '2022-09-20T10:00:00')]);
    expect(a).toMatchObject({ time: { value: '2022-06', granularity: 'month' }, answer: 'Around June 2022 (a few months before 20 September 2022)' });
    expect(run('How long has Marek been working on his game?', [item('g', "I've been working on it for a few weeks now.", '2024-02-28T10:00:00')]))
      .toMatchObject({ duration: 'P3W', answer: 'A few weeks (since around 7 February 2024)' });
  });
  it('dates a start reached back to from a length by the day told inside it ("climbing for about ten months now", "last Saturday I finally tried bouldering")', () => {
    const reply = { ...item('r', "I've been climbing for about ten months now, which is mad.", '2023-07-11T10:00:00'), replyTo: { speaker: 'Ines', text: 'How long have you been climbing now?' } };
    const tried = item('t', 'Big news that is not about work: last Saturday I finally tried bouldering!', '2022-09-06T10:00:00', 0.8);
    const ask = (evidence: EvidenceItem[]) =>
      reason({ plan: plan('When did Marek try bouldering for the first time?'), evidence, timeline: [], support: 1, lengthAnswer: reply }, findTimeExpressions).time;
    expect(ask([reply, tried])).toMatchObject({ value: '2022-09-03', granularity: 'day' });
    // a day told outside the month the length reaches back to does not date it
    const other = item('o', 'Last Saturday I finally tried bouldering!', '2022-06-14T10:00:00', 0.8);
    expect(ask([reply, other])).toMatchObject({ value: '2022-09', granularity: 'month' });
  });
  it('takes no start from a length describing a thing ("signed up for a six-week sailing course")', () => {
    const a = run('When did Marek start his sailing course?', [item('s', 'I signed up for a six-week dinghy sailing course at the club!', '2022-04-06T10:00:00')]);
    expect(a.time?.value).not.toBe('2022-02-23');
  });
  it('takes no start from a wait ahead ("takes six to eight weeks to arrive")', () => {
    const a = run('When did Marek open his bakery?', [item('o', 'Painting, shelving, and ordering the oven for the bakery, which takes six to eight weeks to arrive.', '2022-08-16T10:00:00')]);
    expect(a.time?.value).toBe('2022-08-16');
  });
  it("takes a message naming the thing at a point in time over a length in a reply naming none of it (another's doing)", () => {
    const asked = { speaker: 'Ines', text: 'Comet! He is gorgeous. How are he and Juniper getting along?' };
    const ignored = { ...item('i', 'Juniper ignored him for three days, then suddenly they were best friends.', '2023-11-17T10:00:00'), replyTo: asked };
    const adopted = item('a', 'Meet Comet! I adopted him two weeks ago, he is a retired racing greyhound.', '2023-11-17T09:00:00', 0.9);
    expect(run('When did Marek adopt a greyhound?', [ignored, adopted]).time?.value).toBe('2023-11-03');
  });
  it('takes no start from a length that is no number ("several weeks")', () => {
    expect(run('When did Marek start working on his game?', [item('g', "I've been working on it for several weeks now.", '2022-09-20T10:00:00')]).time?.value).toBe('2022-09-20');
  });
  it('looks past top messages that tell no time at all', () => {
    const a = run('When did Marek start playing the banjo?', [
      item('x', "I'm learning the banjo these days, it's fun.", '2023-12-06T10:00:00', 1),
      item('y', "I've been playing for about three months now.", '2023-12-06T10:00:00', 0.8),
    ]);
    expect(a.time?.value).toBe('2023-09');
    expect(a.evidence[0]).toBe('y');
  });
  it('leaves an event with a point in time to the when handler, also one said "recently"', () => {
    expect(run('When did Marek get his parrots?', [item('p', 'I got two parrots last May, and I have had them for 10 months now.', '2024-02-20T10:00:00')]).time?.value).toBe('2023-05');
    expect(run('When did Marek adopt a dog?', [item('d', 'I recently adopted a dog!', '2023-10-19T10:00:00'), item('l', "I've had my cat for 4 years.", '2023-10-19T10:00:00')]).time?.start)
      .toBe('2023-10-19');
    const dated = run('When did Marek start playing the banjo?', [item('a', 'I started the banjo in 2019.', '2023-12-06T10:00:00'), item('b', 'Been playing for 3 months now.', '2023-12-06T10:00:00')]);
    expect(dated.time?.value).toBe('2019');
  });
  it("takes no length told in a relative clause of someone else's stay (\"a senior tabby who's been there for almost a year\")", () => {
    const a = run('When did Marek adopt the senior tabby?', [item('t', "The rescue posted about a senior tabby who's been there for almost a year, and I can't stop looking at his picture.", '2023-10-19T10:00:00')]);
    expect(a.time?.value).toBe('2023-10-19');
  });
  it('takes no length of something else: one followed by "before" the asked thing, or an entry about another thing', () => {
    const kyoto = [
      item('o', 'I lived in Osaka for three years before Kyoto.', '2023-11-05T10:05:00', 1),
      item('t', 'I started teaching at Doshisha University today.', '2021-04-01T19:00:00', 0.9),
      item('k', "I've lived in Kyoto for eight years and I still get lost in Gion.", '2023-11-05T10:00:00', 0.8),
    ];
    const a = run('When did Marek start living in Kyoto?', kyoto);
    expect(a).toMatchObject({ time: { value: '2015' }, });
    expect(a.evidence[0]).toBe('k');
    expect(run('How long has Marek lived in Kyoto?', kyoto).duration).toBe('P8Y');
    // the length of the first place is still the length of living there
    expect(run('When did Marek start living in Osaka?', [kyoto[0]!]).time?.value).toBe('2020');
    const laptop = run('When did Marek get his work laptop?', [
      item('l', 'Back in Lisbon for a few days, my second time here!', '2022-07-09T19:00:00', 1),
      item('w', 'Bought a new laptop for work.', '2022-03-27T16:00:00', 0.9),
    ]);
    expect(laptop.time?.value).toBe('2022-03-27');
  });
  it('ignores a length that is not how long something went on, and plans', () => {
    expect(run('When did Marek start his game studio?', [item('g', "Fingers crossed, one day I'll open my own game studio!", '2022-08-26T10:00:00')]).time?.start).toBe('2022-08-26');
    expect(run('When is Marek going to start the course?', [item('c', 'The course runs for 6 weeks.', '2023-05-01T10:00:00')]).answer).not.toMatch(/before/);
    expect(run('When did Marek start the course?', [])).toMatchObject({ abstained: true });
  });
  it('reaches back from no length of the old thing for a new one ("After six years in this flat" for her new flat)', () => {
    const old = item('o', "My landlord is selling up. After six years in this flat I've got to find somewhere new.", '2022-03-02T10:00:00');
    expect(run('When did Marek move into his new flat?', [old]).time?.value).not.toBe('2016');
    expect(run('When did Marek move into his flat?', [old]).time?.value).toBe('2016');
    // a name is no new thing
    const there = { ...item('y', "I've lived there for six years now!", '2022-03-02T10:00:00'), replyTo: { speaker: 'Ines', text: 'You moved to New York, right?' } };
    expect(run('When did Marek move to New York?', [there]).time?.value).toBe('2016');
    expect(run('When did Marek move into his new flat?', [item('n', "I've been in my new flat for two weeks now.", '2022-06-01T10:00:00')]).time?.value).toBe('2022-05-18');
  });
  it('reaches back from no length told without the name the question asks of ("teaching for nine years" for the job in Leith)', () => {
    const years = item('t', "I've been teaching for nine years now and the kids are the best.", '2021-02-10T10:00:00');
    expect(run('When did Marek get offered the teaching job in Leith?', [years]).time?.value).not.toBe('2012');
    expect(run('When did Marek get offered the teaching job?', [years]).time?.value).toBe('2012');
    expect(run('When did Marek start teaching in Leith?', [{ ...years, text: "I've been teaching in Leith for nine years now." }]).time?.value).toBe('2012');
  });
  it('survives odd evidence text', () => {
    for (const text of ['', '🙂🙂🙂', 'for for for years now now', `${'for 3 years '.repeat(2000)}`, 'עשר שנים עכשיו']) {
      expect(() => run('When did Marek get the parrots?', [item('o', text, '2023-01-01T10:00:00')]), text.slice(0, 20)).not.toThrow();
    }
  });
});
