import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const NOW = T('2024-03-14T09:00:00');
const item = (messageId: string, text: string, time: string, relevance: number): EvidenceItem => ({
  messageId, text, time: T(time), speaker: 'Ann', relevance, facts: [], terms: new Set(), replyTo: null,
});
const when = (question: string, evidence: EvidenceItem[]) =>
  reason({ plan: planQuestion(question, NOW, { asker: 'Ann', knownNames: ['Ann'], people: ['Ann'], findTimes: findTimeExpressions }), evidence, timeline: [], support: 1 }, findTimeExpressions).time?.value;

describe('latestSchedule', () => {
  const booked = item('p1', 'Dentist appointment booked for next Friday at 9. Ugh.', '2024-03-06T08:15:00', 1);
  it('answers a plan with the time it was moved to, said later', () => {
    expect(when('When is my dentist appointment?', [booked, item('p5', 'Had to move the dentist to Monday the 18th because of a work thing.', '2024-03-13T12:30:00', 0.6)])).toBe('2024-03-18');
    expect(when('When is my dentist appointment?', [booked, item('p5', 'The dentist got pushed back to Wednesday the 20th, sigh.', '2024-03-13T12:30:00', 0.6)])).toBe('2024-03-20');
  });
  it('moves nothing told as already done, nor takes the time of a next sentence about another thing', () => {
    const started = item('k1', 'We started ripping out the old kitchen two weeks ago and it has been nonstop since.', '2023-04-16T10:00:00', 1);
    const pushed = item('k2', "We'd planned an open house at the farmhouse kitchen next month, but we've pushed it to the holidays. Track season starts up in two weeks, too.", '2023-08-25T10:00:00', 0.8);
    expect(when('When did I start ripping out the old kitchen?', [started, pushed])).toBe('2023-04-02');
    const party = item('o1', "We're throwing an open house at the farmhouse next month!", '2023-08-01T10:00:00', 1);
    expect(when('When is the open house at the farmhouse?', [party, { ...pushed, messageId: 'o2' }])).toBe('2023-09');
    // nor told as done earlier the same day ("this morning")
    const signed = item('g1', "It's official. I signed the contract with the Loft Gallery this morning!", '2020-08-03T19:45:00', 1);
    const later = item('g2', "Ugh, yes. The gallery is pushing it back. They didn't want to do the October opening.", '2020-09-26T10:00:00', 0.6);
    expect(when('When did I sign the contract with the Loft Gallery?', [signed, later])).toBe('2020-08-03');
  });
  it('takes the time a plan was moved to, not the one it was moved from, even asked of "the first" one', () => {
    const booked = item('t1', "I booked my practical driving test - it's on the 11th of October.", '2022-07-24T10:00:00', 1);
    const moved = item('t2', 'The examiner is off sick, so my driving test has been moved to this Friday instead of next Tuesday.', '2022-10-09T10:00:00', 0.8);
    expect(when('When was my first practical driving test rescheduled to?', [booked, moved])).toBe('2022-10-14');
  });
  it('answers with a new time given instead of the one called off', () => {
    const visit = item('v1', "I'm visiting my sister in Osaka next month.", '2024-01-02T10:00:00', 1);
    const instead = item('v2', 'Had to cancel the Osaka trip, work got crazy. Going in April instead.', '2024-02-28T19:00:00', 0.7);
    expect(when('When am I visiting my sister in Osaka?', [visit, instead])).toBe('2024-04');
    // called off with no new time, or a new time for something else: the plan stands as told
    expect(when('When am I visiting my sister in Osaka?', [visit, item('v3', 'Had to cancel the Osaka trip.', '2024-02-28T19:00:00', 0.7)])).toBe('2024-02');
    expect(when('When am I visiting my sister in Osaka?', [visit, item('v4', 'Cancelled the gym. Going to yoga in April instead.', '2024-02-28T19:00:00', 0.7)])).toBe('2024-02');
  });
  it('answers with the time a thing called off was booked anew for ("got cancelled ... could rebook me is July 21")', () => {
    const booked = item('r1', 'Driving update: I booked my road test! June 9.', '2023-04-17T10:00:00', 1);
    const cancelled = item('r2', 'The DMV called this afternoon, my road test for tomorrow got cancelled. Their examiner is out. The earliest they could rebook me is July 21.', '2023-06-08T21:00:00', 0.86);
    expect(when('When is my road test?', [booked, cancelled])).toBe('2023-07-21');
    // called off with no new booking: the plan stands as told
    expect(when('When is my road test?', [booked, item('r3', 'My road test got cancelled. The examiner is out until July 21.', '2023-06-08T21:00:00', 0.86)])).toBe('2023-06-09');
  });
  it('answers with the time a thing was rescheduled for ("rescheduled my knee surgery for Tuesday the 2nd of March")', () => {
    const booked = item('s1', 'The cartilage is basically gone. The surgery is booked for the 19th of January.', '2020-11-24T20:15:00', 1);
    const postponed = item('s2', 'The hospital called on Friday and postponed my surgery because of the Covid pressure on the wards.', '2021-01-10T20:50:00', 0.7);
    const rescheduled = item('s3', "And I have news too: the hospital rang. They've rescheduled my knee surgery for Tuesday the 2nd of March.", '2021-02-06T10:40:00', 0.99);
    expect(when('When did I have my knee surgery?', [booked, rescheduled, postponed])).toBe('2021-03-02');
  });
  it('takes a move of "it" while the message, or the turn it answers, names the event; the new time narrowed by the next sentence', () => {
    const trip = item('t1', "I'm planning a cycling trip along the Danube in September.", '2023-06-21T10:00:00', 1);
    const pushed = item('t2', 'Speaking of trips, the Danube one is off for September. We had to push it to October because Jens broke his wrist. We leave on October 6th now.', '2023-08-09T10:00:00', 0.8);
    expect(when('When did Ann set off on her Danube cycling trip?', [trip, pushed])).toBe('2023-10-06');
    const flights = item('f1', 'The flights are booked. We fly to Japan on October 3rd.', '2023-05-29T10:00:00', 1);
    const answer = { ...item('f2', 'Small change: we had to push it back a week. Now it is on October 10th.', '2023-09-04T10:00:00', 0.7), replyTo: { speaker: 'Bob', text: 'Are you all set for Japan?' } };
    expect(when('When did Ann fly to Japan?', [flights, answer])).toBe('2023-10-10');
    // "it" with nothing in the talk naming the event is some other plan
    expect(when('When did Ann fly to Japan?', [flights, { ...answer, replyTo: { speaker: 'Bob', text: 'How is the kitchen going?' } }])).toBe('2023-10-03');
  });
  it('reads "the housewarming is moving to" and a bare "decided to postpone" answering a turn naming the event as moves', () => {
    const party = item('h1', "I've set a date for the housewarming: Saturday the 11th of June.", '2022-05-19T10:00:00', 1);
    const moving = item('h2', 'So the housewarming is moving to Saturday the 6th of August, and that is the final date.', '2022-06-20T10:00:00', 0.8);
    expect(when('When is Ann having her housewarming?', [party, moving])).toBe('2022-08-06');
    const concert = item('c1', 'The concert date is fixed now: Thursday the 15th of December, in the school hall.', '2022-11-19T10:00:00', 1);
    const postponed = (asked: string) => ({
      ...item('c2', "Half the choir were off sick, so the head and I decided to postpone. It's now going to be in the second week of January.", '2022-12-20T10:00:00', 0.8),
      replyTo: { speaker: 'Bob', text: asked },
    });
    expect(when("When is Ann's school concert?", [concert, postponed('I heard about the concert being postponed. What happened?')])).toBe('2023-W02');
    // postponing something the talk does not name is another plan
    expect(when("When is Ann's school concert?", [concert, postponed('How was the staff meeting?')])).toBe('2022-12-15');
  });
  it('finds the move below the leading evidence: it names the event with little else', () => {
    const party = item('h1', "I've set a date for the housewarming party: Saturday the 11th of June. The whole clinic is invited.", '2022-05-19T10:00:00', 1);
    const chat = [1, 2, 3, 4, 5].map((n) => item(`c${n}`, `The party at the clinic was fun, round ${n}.`, '2022-05-25T10:00:00', 0.9 - n / 100));
    const moving = item('h2', 'Awkward news: the housewarming is moving to Saturday the 6th of August.', '2022-06-20T10:00:00', 0.5);
    expect(when('When did Ann have her housewarming party?', [party, ...chat, moving])).toBe('2022-08-06');
  });
  it("takes a move whose new time the speaker gives in the next turn, asked for a new date ('It's now next Monday')", () => {
    const booked = item('s1', 'They decided Dad needs the heart bypass. The surgery is scheduled for next Thursday.', '2022-05-20T10:00:00', 1);
    const postponed = item('s2', "Dad's operation got postponed at the last minute, there were no beds.", '2022-06-08T10:00:00', 0.8);
    const turns = (asked: string) => new Map([['s2', [
      { messageId: 's3', text: asked, time: T('2022-06-08T10:00:00'), speaker: 'Bob', offset: 1 },
      { messageId: 's4', text: "Yes, it's now next Monday. Fingers crossed it actually goes ahead this time. He says he has been packed for two weeks.", time: T('2022-06-08T10:00:00'), speaker: 'Ann', offset: 2 },
    ]]]);
    const at = (asked: string) =>
      reason({ plan: planQuestion("When did Ann's dad have his heart bypass surgery?", NOW, { asker: 'Ann', knownNames: ['Ann'], people: ['Ann'], findTimes: findTimeExpressions }), evidence: [booked, postponed], timeline: [], support: 1, turns: turns(asked) }, findTimeExpressions).time?.value;
    expect(at('Oh no! Have they given him a new date?')).toBe('2022-06-13');
    expect(at('Oh no, that is awful. How is your mum?')).toBe('2022-05-26');
  });
  it('takes a later, more precise telling of the plan inside the time first told ("this summer", then "in two weeks")', () => {
    const summer = item('s', 'My teacher wants me to play cello in a small charity concert this summer.', '2023-05-03T10:00:00', 1);
    const soon = item('n', "I said yes! I'm playing cello in the charity concert for the hospital in two weeks.", '2023-06-01T10:00:00', 0.8);
    const time = reason({ plan: planQuestion('When is Ann playing cello in the charity concert?', NOW, { asker: 'Ann', knownNames: ['Ann'], people: ['Ann'], findTimes: findTimeExpressions }), evidence: [summer, soon], timeline: [], support: 1 }, findTimeExpressions).time;
    expect(time).toMatchObject({ start: '2023-06-12', end: '2023-06-18', granularity: 'week' });
    // a time outside the first one is another concert, not a refinement
    const autumn = item('a', "I'm playing cello in another charity concert in October.", '2023-06-01T10:00:00', 0.8);
    expect(when('When is Ann playing cello in the charity concert?', [summer, autumn])).toBe('2023-SU');
  });
  it('reads "moved graduation because of ... It\'s now on December 7th" as the thing moved, its new time told next', () => {
    const set = item('g1', 'I have news too, sort of - graduation is on December 14th!', '2024-10-24T10:00:00', 1);
    const moved = item('g2', "Small change of plans: the university moved graduation because of the stadium renovation. It's now on December 7th, a week earlier.", '2024-11-13T10:00:00', 0.8);
    expect(when("When is Ann's graduation?", [set, moved])).toBe('2024-12-07');
    // a move of house is no move of the event
    const house = item('g3', 'We moved house. It was on December 1st, what a day.', '2024-11-13T10:00:00', 0.8);
    expect(when("When is Ann's graduation?", [set, house])).toBe('2024-12-14');
  });
  it('refines a plan by a later time told of it, in its own sentence or in answer to a turn naming it, not by a time of another thing', () => {
    const party = item('w1', "We've decided to have a proper housewarming for the tiny house next month!", '2024-07-20T10:00:00', 1);
    const pine = item('w2', "I've got plenty of spare pine left over from the tiny house. I can have it done by Friday.", '2024-08-07T10:00:00', 0.9);
    expect(when('When is Ann throwing a housewarming party for the tiny house?', [party, pine])).toBe('2024-08');
    const fair = item('f1', "The Birmingham Jewellery Fair has been moved to later this month, and I'll have a stand there!", '2023-07-04T10:00:00', 1);
    const confirmed = { ...item('f2', "Yes! It's finally confirmed, it's this weekend! I'm driving up on Friday night.", '2023-07-19T10:00:00', 0.7), replyTo: { speaker: 'Bob', text: 'How are you? Any news on the Birmingham fair?' } };
    expect(when('When is Ann exhibiting at the jewellery fair in Birmingham?', [fair, confirmed])).toBe('2023-W29-WE');
  });
  it('refines no plan by the time word of it came ("Have you heard back from the symphony?" / "I have, this afternoon")', () => {
    const audition = item('a1', "The city symphony has an opening in the cello section, and I've got an audition next month.", '2023-06-02T19:10:00', 1);
    const happened = item('a2', 'Well, the audition happened. A few days ago, actually, I just needed time to process it.', '2023-07-09T18:25:00', 0.6);
    const heard = (asked: string) => ({ ...item('a3', "I have, this afternoon. I didn't get the seat, but they've put me on their extras list.", '2023-07-28T20:00:00', 0.55), replyTo: { speaker: 'Bob', text: asked } });
    expect(when('When did Ann audition for the city symphony?', [audition, happened, heard('Speaking of which, have you heard back from the symphony?')])).toBe('PAST_REF'); // a few days before 9 July
    expect(when('When did Ann audition for the city symphony?', [audition, happened, heard('Any news on the symphony?')])).toBe('2023-07-28');
  });
  it('of several later tellings inside the time first told, takes the one naming most of the event, not a passing word of it', () => {
    const december = item('d1', 'The choir has started learning songs for our Christmas concert in December. I might get a solo!', '2023-10-26T10:00:00', 1);
    const concert = item('d2', 'Thank you so much for coming to our Christmas concert on Saturday.', '2023-12-18T10:00:00', 0.7);
    const asked = item('d3', 'Never! She has moved on to hats now. How was your Christmas?', '2024-01-10T10:00:00', 0.7);
    expect(when("When did Ann sing at her choir's Christmas concert?", [december, concert, asked])).toBe('2023-12-16');
  });
  it('reads "the race got moved from March to April 16th" as the half marathon moved to April 16th', () => {
    const plan = item('h1', "I'm doing a half marathon in March.", '2022-10-12T10:00:00', 1);
    const moved = item('h2', 'The race got moved from March to April 16th because of the venue.', '2023-01-15T10:00:00', 0.8);
    expect(when('When is Ann running her half marathon?', [plan, moved])).toBe('2023-04-16');
  });
  it('keeps the first time for a move of something else, a move said earlier, or a question about the original plan', () => {
    expect(when('When is my dentist appointment?', [booked, item('p5', 'We moved to Leeds on Monday the 18th, the dentist is nearby.', '2024-03-13T12:30:00', 0.6)])).toBe('2024-03-08');
    expect(when('When is my dentist appointment?', [booked, item('p0', 'Had to move the dentist to the 4th.', '2024-03-01T12:30:00', 0.6)])).toBe('2024-03-08');
    expect(when('When was my dentist appointment originally planned?', [booked, item('p5', 'Had to move the dentist to Monday the 18th.', '2024-03-13T12:30:00', 0.6)])).toBe('2024-03-08');
  });
  it("moves a plan dated from the turn before its message ('we're aiming to open on July 22' / 'Cedar & Smoke.')", () => {
    const named = item('n', 'Cedar & Smoke. Amira came up with it, so she gets free food for life.', '2023-06-11T10:00:00', 1);
    const moved = item('m', "The inspector can come mid-July, so we're pushing the opening to Saturday, August 12.", '2023-07-03T10:00:00', 0.8);
    const aimed = { messageId: 'a', text: "Kitchen's gutted! If everything goes right, we're aiming to open the food truck on July 22.", time: T('2023-06-11T10:00:00'), speaker: 'Ann', offset: -1 };
    const opened = (evidence: EvidenceItem[]) =>
      reason({ plan: planQuestion('When did Ann open her food truck?', T('2023-09-01T09:00:00'), { asker: 'Bob', knownNames: ['Ann', 'Bob'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions }), evidence, timeline: [], support: 1, turns: new Map([['n', [aimed]]]) }, findTimeExpressions).time?.value;
    expect(opened([named])).toBe('2023-07-22');
    expect(opened([named, moved])).toBe('2023-08-12');
  });
  it('moves no plan told done on its time: a move said after that is of a later one ("move the spring concert")', () => {
    const planned = item('p', "The choir's first real concert is coming up, on Saturday the 14th, in the church hall.", '2023-01-09T10:00:00', 1);
    const kept = item('k', 'Thank you for coming to the concert. It was on the 14th and I have been floating ever since.', '2023-01-28T10:00:00', 0.5);
    const later = item('l', 'The hall was double-booked, so we had to move the spring concert to the 6th of May.', '2023-04-12T10:00:00', 0.8);
    expect(when("When did Ann's choir perform its first concert?", [planned, kept, later])).toBe('2023-01-14');
    // untold as done, the move is of it
    expect(when("When did Ann's choir perform its first concert?", [planned, later])).toBe('2023-05-06');
  });
  it('takes a later, more precise telling of a plan told in answer to "When is it?", named in that question', () => {
    const answer = { ...item('a', "Early next year, they'll send the exact schedule later. It's a two-day competition.", '2023-10-24T10:00:00', 1), replyTo: { speaker: 'Bob', text: "The nationals?! That's the big one! When is it?" } };
    const later = item('l', "Mom is walking again. The national finals are next month, so I'm in the final stretch now.", '2024-01-09T10:00:00', 0.7);
    const plan = planQuestion('When is Ann going to compete in the national pastry finals?', T('2024-01-20T09:00:00'), { asker: 'Bob', knownNames: ['Ann', 'Bob'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
    expect(reason({ plan, evidence: [answer, later], timeline: [], support: 1 }, findTimeExpressions).time?.value).toBe('2024-02');
  });
});
