import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const NOW = T('2023-11-01T09:00:00');
const item = (messageId: string, text: string, time: string, relevance: number): EvidenceItem => ({
  messageId, text, time: T(time), speaker: 'Omar', relevance, facts: [], terms: new Set(), replyTo: null,
});
const when = (question: string, evidence: EvidenceItem[]) =>
  reason({ plan: planQuestion(question, NOW, { asker: 'Jess', knownNames: ['Omar', 'Jess'], people: ['Omar', 'Jess'], findTimes: findTimeExpressions }), evidence, timeline: [], support: 1 }, findTimeExpressions);

describe('doneAfterPlan', () => {
  const plan = item('p', "I'm running the Berlin marathon in September!", '2023-07-18T20:30:00', 1);
  it('answers a past question with the later report of the planned thing, dated inside the plan', () => {
    const done = item('d', 'I did it! Finished Berlin in 3:52 on the 24th.', '2023-10-03T09:15:00', 0.6);
    const a = when('When did Omar run the Berlin marathon?', [plan, done]);
    expect([a.time?.value, a.evidence[0]]).toEqual(['2023-09-24', 'd']);
    // a few days late still counts; a plan asked as a plan keeps its time
    const late = item('l', 'The rain barrel came yesterday.', '2022-04-12T20:00:00', 0.6);
    const order = item('o', 'Ordered a rain barrel, should arrive in two weeks.', '2022-03-27T18:00:00', 1);
    expect(when('When did the rain barrel arrive?', [order, late]).time?.value).toBe('2022-04-11');
  });
  it('dates a report that it went "as planned" by the plan, not by a weekday counted back from the report', () => {
    const booked = item('b', 'The hospital letter came this morning. My knee operation is three weeks today!', '2023-02-16T10:00:00', 0.8);
    const went = item('w', 'The operation went ahead on the Friday as planned, and I have been home for two weeks now.', '2023-03-27T10:00:00', 1);
    expect(when('When was the operation?', [went, booked]).time?.value).toBe('2023-03-09');
    // without "as planned" the report's own time stands
    expect(when('When was the operation?', [{ ...went, text: 'The operation went ahead on the Friday, and I have been home since.' }, booked]).time?.value).toBe('2023-03-24');
  });
  it('dates word that a thing hoped done by a time was done after that time passed by the day of the word', () => {
    const hope = item('h', "The accelerator is helping us raise a proper seed round now. We're hoping to close it by the end of January.", '2020-01-09T21:15:00', 1);
    const closed = item('c', 'We closed the seed round!', '2020-02-05T20:40:00', 0.99);
    expect(when('When did Omar close the seed round?', [hope, closed]).time?.value).toBe('2020-02-05');
    expect(when('When did Omar close the seed round?', [closed, hope]).time?.value).toBe('2020-02-05');
    // word while the time hoped for still held tells nothing against it
    const early = item('e', 'We closed the seed round!', '2020-01-28T20:40:00', 0.99);
    expect(when('When did Omar close the seed round?', [hope, early]).time?.value).not.toBe('2020-01-28');
  });
  it('takes a report naming all the plan named weeks after the planned time: the plan slipped', () => {
    const trip = item('t', 'Ottilie and I are going on our coastal road trip in the middle of May.', '2023-03-07T10:00:00', 1);
    const back = item('b', "I'm back! The coastal road trip with Ottilie was last week.", '2023-06-12T10:00:00', 0.8);
    expect(when('When did Omar go on the coastal road trip?', [trip, back]).time?.value).toBe('2023-W23');
    // a report naming only part of it, weeks later, is another trip
    const other = item('o', 'The trip to the lake was last week.', '2023-06-12T10:00:00', 0.8);
    expect(when('When did Omar go on the coastal road trip?', [trip, other]).time?.value).toBe('2023-05');
  });
  it('takes a report naming more of the question than the plan, weeks after it: a later part of the thing ("got back")', () => {
    const leaves = item('l', "I'm in a frenzy of packing - the cruise leaves next Monday.", '2023-07-05T10:00:00', 1);
    const back = item('b', "I'm on dry land! I got back from the cruise last week and I've been sleeping twelve hours a night.", '2023-08-07T10:00:00', 0.7);
    expect(when('When did Omar return from his research cruise?', [leaves, back]).time?.value).toBe('2023-W31');
    // one naming no more than the plan, weeks later, is another cruise
    const other = item('o', 'The cruise was lovely last week.', '2023-08-07T10:00:00', 0.7);
    expect(when('When did Omar return from his research cruise?', [leaves, other]).time?.value).toBe('2023-07-10');
  });
  it('takes a report of a thing planned "before" a time, done well ahead of that time', () => {
    const hoping = item('h', "I'm looking at vans online every night. I'm hoping to buy one before Christmas so I can do it up over winter.", '2022-10-11T20:10:00', 1);
    const bought = item('b', 'I bought it two weekends ago! Not the Transit in the end, a white Movano.', '2022-11-21T19:30:00', 0.8);
    expect(when('When did Omar buy his van?', [hoping, bought]).time?.value).toBe('2022-W45-WE');
    // a plan "at Christmas" is for Christmas: a purchase weeks before it is another one
    expect(when('When did Omar buy his van?', [{ ...hoping, text: "I'm looking at vans online every night. I'm hoping to buy one at Christmas so I can do it up over winter." }, bought]).time?.value).toBe('2022-12-25');
  });
  it('takes a report of the plan done "instead", weeks after the planned time', () => {
    const booked = item('p', "A voucher for a fresh pasta class at the Italian deli! I'm going this Saturday.", '2023-07-27T10:00:00', 1);
    const instead = (text: string) => ({ ...item('r', text, '2023-08-14T10:00:00', 0.7), replyTo: { speaker: 'Jess', text: 'So how was the pasta class?' } });
    const q = 'When did Omar go to the fresh pasta class at the Italian deli?';
    expect(when(q, [booked, instead("It didn't happen when I said, they had to move it. I finally went last Saturday instead.")]).time?.value).toBe('2023-08-12');
    expect(when(q, [booked, instead('I went to the market last Saturday.')]).time?.value).toBe('2023-07-29');
  });
  it('does not date a report with no time by a plan sharing only a word with it, not the thing asked of', () => {
    const opening = item('o', 'Putting the shop opening on Friday 15 July in my calendar!', '2022-06-08T18:00:00', 0.6);
    const played = item('p', "Just got home and I'm still shaking. I played my first open mic!", '2022-08-12T23:15:00', 1);
    expect(when('When did Omar play his first open mic?', [played, opening]).time?.value).toBe('2022-08-12');
    // a plan naming the thing still dates it
    const booked = item('b', "I'm booked for my first open mic on Friday 5 August!", '2022-07-20T18:00:00', 0.6);
    expect(when('When did Omar play his first open mic?', [played, booked]).time?.value).toBe('2022-08-05');
  });
  it('dates a later report with no time by the plan it fulfils, told as a short reply ("This Friday!")', () => {
    const asked = { speaker: 'Jess', text: "Omar, when's your driving test?" };
    const reply = { ...item('r', 'This Friday! So nervous.', '2022-10-05T18:00:00', 0.8), replyTo: asked };
    const passed = item('p', 'I passed my driving test! First try.', '2022-10-16T12:00:00', 1);
    const a = when("When was Omar's driving test?", [passed, reply]);
    expect([a.time?.value, a.evidence[0]]).toEqual(['2022-10-07', 'r']);
    // a plan due long before the report is another occasion
    const early = { ...item('e', 'This Friday! So nervous.', '2022-06-01T18:00:00', 0.8), replyTo: asked };
    expect(when("When was Omar's driving test?", [passed, early]).time?.value).toBe('2022-10-16');
    // a plan told to the month that holds the report's day says less than the report
    const month = item('m', "I'm drowning. My qualifying exam is later this month.", '2023-09-05T19:40:00', 0.9);
    const exam = item('x', 'I PASSED MY QUALIFYING EXAM!!!', '2023-09-22T21:10:00', 1);
    expect(when('When did Omar pass his qualifying exam?', [exam, month]).time?.value).toBe('2023-09-22');
    // as does a plan told as one of two times, when the report comes within the other
    const either = item('o', 'The exam is sometime in late May or early June.', '2022-04-23T10:45:00', 0.9);
    const certified = item('y', 'I PASSED! I passed my critical care certification exam!', '2022-06-03T19:15:00', 1);
    expect(when('When did Omar pass his critical care certification exam?', [certified, either]).time?.value).toBe('2022-06-03');
    expect(when('When did Omar pass his critical care certification exam?', [certified, { ...either, text: 'The exam is sometime in late May.' }]).time?.value).toBe('2022-05');
  });
  it("takes the report of a plan dated by the turns around news naming none of it (\"Omar's brother got engaged\" / \"Next June\")", () => {
    const engaged = item('e', 'I have bigger news. My brother got engaged last weekend.', '2023-11-02T10:00:00', 1);
    const whenWedding = { speaker: 'Jess', text: "Congrats to him! When's the wedding?" };
    const turns = new Map([['e', [{ messageId: 'n', text: 'Next June, in Lisbon.', time: T('2023-11-02T10:00:00'), speaker: 'Omar', offset: 2 }]]]);
    const howWas = { speaker: 'Jess', text: 'How was the wedding in Lisbon?' };
    const told = { ...item('w', 'Magical. He cried through his vows, everyone did. It was on the 15th and we stayed a whole week after.', '2024-06-24T10:00:00', 0.7), replyTo: howWas };
    const ask = (question: string) =>
      reason({ plan: planQuestion(question, T('2024-07-01T09:00:00'), { asker: 'Jess', knownNames: ['Omar', 'Jess'], people: ['Omar', 'Jess'], findTimes: findTimeExpressions }), evidence: [engaged, told, { ...item('n', 'Next June, in Lisbon.', '2023-11-02T10:00:00', 0.8), replyTo: whenWedding }], timeline: [], support: 1, turns }, findTimeExpressions);
    expect(ask("When did Omar's brother get married?").time?.value).toBe('2024-06-15');
  });
  it('counts what the turns that dated the plan name ("buying a house!" / "When do you get the keys?" / "In March")', () => {
    const buying = item('b', "Big news: we're buying a house! We signed the offer the day before yesterday.", '2023-01-16T10:00:00', 1);
    const turns = new Map([['b', [
      { messageId: 'q', text: 'Whoa, congratulations! When do you get the keys?', time: T('2023-01-16T10:00:00'), speaker: 'Jess', offset: 1 },
      { messageId: 'm', text: 'If all goes well, in March.', time: T('2023-01-16T10:00:00'), speaker: 'Omar', offset: 2 },
    ]]]);
    const got = { ...item('g', 'Yes!! Friday was the day. We stood in the empty living room and cried a bit.', '2023-03-13T10:00:00', 0.7), replyTo: { speaker: 'Jess', text: 'Omar! Did you get the keys yet?' } };
    const a = reason({ plan: planQuestion('When did Omar get the keys to his new house?', NOW, { asker: 'Jess', knownNames: ['Omar', 'Jess'], people: ['Omar', 'Jess'], findTimes: findTimeExpressions }), evidence: [buying, got], timeline: [], support: 1, turns }, findTimeExpressions);
    expect([a.time?.value, a.evidence[0]]).toEqual(['2023-03-10', 'g']);
  });
  it('takes the report of a plan told only as "in a few weeks"', () => {
    const cast = item('c', "She's been cast as Kaa in the school play, the performance is in a few weeks.", '2023-05-13T10:00:00', 1);
    const told = item('t', 'She was brilliant. The play was last Friday and she sang without a wobble.', '2023-06-14T10:00:00', 0.7);
    const a = when("When did Omar's daughter perform as Kaa in her school play?", [cast, told]);
    expect([a.time?.value, a.evidence[0]]).toEqual(['2023-06-09', 't']);
    expect(when("When is Omar's daughter performing as Kaa in her school play?", [cast]).answer).toBe('A few weeks after 13 May 2023 (22 May to 25 June 2023; "a few weeks")');
    // another relative in a sentence not telling the event does not make the report about them
    const withMum = item('m', 'She was brilliant. The play was last Friday. My mum and I clapped like maniacs.', '2023-06-14T10:00:00', 0.7);
    expect(when("When did Omar's daughter perform as Kaa in her school play?", [cast, withMum]).time?.value).toBe('2023-06-09');
  });
  it('keeps the plan for a report of something else before the planned time, or a question about the plan', () => {
    const knee = item('k', 'I hurt my knee on a long run on Sunday, so I am worried about Berlin.', '2023-08-30T18:00:00', 0.8);
    expect(when('When did Omar run the Berlin marathon?', [plan, knee]).time?.value).toBe('2023-09');
    const done = item('d', 'I did it! Finished Berlin in 3:52 on the 24th.', '2023-10-03T09:15:00', 0.6);
    expect(when('When is Omar running the Berlin marathon?', [plan, done]).time?.value).not.toBe('2023-09-24');
  });
});
