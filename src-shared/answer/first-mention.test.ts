import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { acquiredName, namesThing } from './first-mention';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const plan = (question: string) =>
  planQuestion(question, T('2024-03-01T10:00:00'), { asker: 'Ann', knownNames: ['Ann', 'Bob', 'Miso'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
const item = (messageId: string, text: string, time: string, relevance = 1): EvidenceItem => ({
  messageId, text, time: T(time), speaker: 'Ann', relevance, facts: [], terms: new Set(), replyTo: null,
});
const run = (question: string, evidence: EvidenceItem[], firstMention?: EvidenceItem) =>
  reason({ plan: plan(question), evidence, timeline: [], support: 1, firstMention }, findTimeExpressions);

describe('acquiredName', () => {
  it('finds the name of what is adopted, bought, rescued or met', () => {
    expect(acquiredName('When did Ann adopt Toby?')).toBe('Toby');
    expect(acquiredName('When did Ann adopt her cat Miso?')).toBe('Miso');
    expect(acquiredName('When did I meet Daniel Craig?')).toBe('Daniel Craig');
    expect(acquiredName('When did Ann buy the Tesla?')).toBe('Tesla');
    expect(acquiredName('When did John get his dog Max?')).toBe('Max');
    expect(acquiredName('How long has it been since Ann adopted Toby?')).toBe('Toby');
    expect(acquiredName('How long ago was it that I met Daniel?')).toBe('Daniel');
    expect(acquiredName('How long since Ann bought her Vespa?')).toBe('Vespa');
  });
  it('is null for things without a name, possessives, other verbs, empty and oversized input', () => {
    expect(acquiredName('When did Ann adopt a dog?')).toBeNull();
    expect(acquiredName("When did Ann meet Bob's sister?")).toBeNull();
    // a name told of by what was got
    expect(acquiredName('When did Tom get the email saying Lantern Drift got into Next Fest?')).toBeNull();
    expect(acquiredName('When did Ann move to Paris?')).toBeNull();
    expect(acquiredName('')).toBeNull();
    expect(acquiredName(`When did Ann adopt ${'Rex '.repeat(100)}?`)).toBeNull();
  });
});

describe('namesThing', () => {
  it('matches the name as written, whole words only', () => {
    expect(namesThing('I named him Buddy because he is my buddy', 'Buddy')).toBe(true);
    expect(namesThing('my hiking buddies and a furry buddy', 'Buddy')).toBe(false);
    expect(namesThing('Tobyland is fun', 'Toby')).toBe(false);
    expect(namesThing('We met Dr. (Who) today', '(Who)')).toBe(true);
    expect(namesThing('anything', '')).toBe(false);
    expect(namesThing('a sign saying "Run like you left a Bunsen burner on."', 'Bunsen')).toBe(false);
    expect(namesThing('An Ace of spades, then Ace barked', 'Ace')).toBe(true);
  });
});

describe('dating a getting or meeting by its first mention', () => {
  const looking = item('look', "I've been looking for a dog to adopt, visiting shelters.", '2023-05-06T10:00:00', 1);
  const later = item('walk', 'Toby and I are going camping this weekend!', '2023-08-04T10:00:00', 0.9);
  const first = item('meet', 'Meet Toby, my puppy! I could not resist taking him home.', '2023-07-11T10:00:00');
  it('answers the day the name was first said, over a search for one and later plans with it', () => {
    const a = run('When did Ann adopt Toby?', [looking, later], first);
    expect(a.time?.start).toBe('2023-07-11');
    expect(a.evidence[0]).toBe('meet');
    expect(a.answer).toBe('11 July 2023 (the day Toby was first mentioned)');
  });
  it('does not date the getting by a first mention only weighing it ("The staff call him Toby ... I\'m thinking about it")', () => {
    const weighing = item('w', "There's a terrier at the shelter. The staff call him Toby. I'm thinking about it.", '2023-06-01T10:00:00');
    const home = item('h', 'I picked Toby up from the shelter last Saturday! He is snoring next to me.', '2023-07-11T10:00:00', 0.9);
    expect(run('When did Ann adopt Toby?', [home], weighing).time?.value).toBe('2023-07-08');
    // nor by one looking at what is for sale ("I looked at a 2015 Corolla at a lot on Blackstone")
    const viewing = item('v', 'I looked at a 2015 Corolla at a lot on Blackstone, silver, 98k miles.', '2023-07-24T10:00:00');
    const bought = { ...item('b', 'Yes! I bought it last month. I named her Plata.', '2023-09-13T10:00:00', 0.9), replyTo: { speaker: 'Bob', text: 'So did you end up buying that Corolla?' } };
    expect(run('When did Ann buy her Corolla?', [bought], viewing).time?.value).toBe('2023-08');
  });
  it('answers a start question by the first naming, over a length said of other pets ahead of it', () => {
    const turtles = item('len', "I've had them for 3 years now.", '2023-07-11T10:02:00');
    const a = run('When did Ann adopt Toby?', [turtles, later], first);
    expect(a).toMatchObject({ kind: 'start', time: { start: '2023-07-11' } });
  });
  it('measures "how long since" to the first naming too, not to a later adoption told with a time', () => {
    const another = item('another', 'I recently adopted another pup from a shelter.', '2023-10-19T10:00:00', 1.2);
    const a = run('How long has it been since Ann adopted Toby?', [another, later], first);
    expect(a).toMatchObject({ kind: 'duration', duration: 'P7M', evidence: ['meet', 'another', 'walk'] });
    expect(a.answer).toBe('7 months ago: 11 July 2023 (the day Toby was first mentioned)');
  });
  it('takes the time told in answer to a question naming the name ("How long have you had Toby?" / "I adopted him 3 years ago")', () => {
    const asked = { ...item('ago', 'I adopted him 3 years ago from the shelter on Kings Road.', '2023-07-11T10:05:00', 0.9), replyTo: { speaker: 'Bob', text: 'How long have you had Toby now?' } };
    const a = run('When did Ann adopt Toby?', [later, asked], first);
    expect(a.time).toMatchObject({ value: '2020', granularity: 'year' });
  });
  it('takes the time the first mention itself tells', () => {
    const plan = item('plan', "I'm meeting Daniel next Friday, finally!", '2023-07-11T10:00:00');
    const a = run('When did Ann meet Daniel?', [item('later', 'Daniel and I went hiking.', '2023-08-01T10:00:00')], plan);
    expect(a.time?.start).toBe('2023-07-14');
    expect(a.answer).toBe('14 July 2023 ("next Friday", said on 11 July 2023 when Daniel was first mentioned)');
  });
  it('reaches back by the length a first mention tells, before later outings with the name', () => {
    const goodbye = item('bye', 'We had to say goodbye to Max. He was part of our family for 10 years.', '2023-06-03T10:00:00');
    const camping = item('camp', 'Max and I had a blast on our camping trip last summer.', '2023-08-11T10:00:00');
    const a = run('When did Ann get her dog Max?', [camping], goodbye);
    expect(a.time).toMatchObject({ value: '2013', granularity: 'year' });
    expect(a.answer).toBe('2013 (10 years before 3 June 2023)');
  });
  it('leaves it to a report with the name that tells an earlier time, or when nothing names it', () => {
    const told = item('told', 'I adopted Toby two weeks ago.', '2023-07-20T10:00:00', 0.8);
    expect(run('When did Ann adopt Toby?', [told, looking], first).time?.start).toBe('2023-07-06');
    expect(run('When did Ann adopt Toby?', [looking], undefined).time?.start).toBe('2023-05-06');
    expect(run('When did Ann adopt Toby?', [looking], item('x', 'A toby jug.', '2023-01-01T10:00:00')).time?.start).toBe('2023-05-06');
  });
});

describe('dating a getting by a report calling the thing "him" or "her"', () => {
  it('takes the time of a report just after the speaker named it ("walks with Biscuit" / "How\'s the big guy?" / "I adopted him three years ago")', () => {
    const said = '2022-01-08T19:40:00';
    const walks = item('w', 'Quiet. Mostly long walks with Biscuit before the semester starts on Monday.', said, 0.8);
    const adopted = { ...item('a', 'Spoiled rotten. I adopted him three years ago and he gets more dramatic every year.', said, 1), replyTo: { speaker: 'Bob', text: "How's the big guy doing?" } };
    const turns = (named: string) =>
      new Map([['a', [{ messageId: 'w', text: named, time: T(said), speaker: 'Ann', offset: -2 }, { messageId: 'q', text: "How's the big guy doing?", time: T(said), speaker: 'Bob', offset: -1 }]]]);
    const ask = (named: string) =>
      reason({ plan: plan('When did Ann adopt Biscuit?'), evidence: [adopted, walks], timeline: [], support: 1, firstMention: walks, turns: turns(named) }, findTimeExpressions);
    expect(ask(walks.text).time?.value).toBe('2019');
    // "him" is another when the speaker named not Biscuit
    expect(ask('Quiet. Mostly long walks with my neighbour.').time?.value).not.toBe('2019');
  });
});

describe('dating a meeting by the answer to how it happened', () => {
  it('takes "How did you two meet?" / "At the market last summer" over another event told with the name', () => {
    const proposed = item('p', 'Marco proposed!! Last Sunday, on the pier at the lake.', '2022-04-07T20:14:00', 1);
    const ask = (asked: string, speaker = 'Ann') => {
      const met = { ...item('m', "At the farmers' market last summer. He bought every loaf I had left.", '2022-04-21T19:40:00', 0.8), speaker, replyTo: { speaker: speaker === 'Ann' ? 'Bob' : 'Ann', text: asked } };
      return reason({ plan: plan('When did Ann meet Marco?'), evidence: [proposed, met], timeline: [], support: 1, firstMention: proposed }, findTimeExpressions).time?.value;
    };
    expect(ask('Wait, I never got the full story. How did you two actually meet?')).toBe('2021-SU');
    // not a question of something else, nor one the other answers of themselves
    expect(ask('Wait, I never got the full story. How is the cake going?')).toBe('2022-04-03');
    expect(ask('I met three new friends on my course! How did you two actually meet?', 'Bob')).toBe('2022-04-03');
  });
  it('takes the first mention\'s speaker telling, in the same sitting, the meeting done together ("We only met three years ago")', () => {
    const proposed = item('p', 'I asked Marco to marry me last Saturday. Up on the hill behind the farm. He said yes!', '2019-03-12T20:14:00', 1);
    const met = (text: string, speaker = 'Ann') => ({ ...item('m', text, '2019-03-12T20:14:00', 0.7), speaker });
    const asked = (evidence: EvidenceItem[]) => reason({ plan: plan('When did Ann meet Marco?'), evidence, timeline: [], support: 1, firstMention: proposed }, findTimeExpressions).time?.value;
    expect(asked([proposed, met('We only met three years ago at the Kelso ram sales, if you can believe it.')])).toBe('2016');
    // nor the friend's meeting, nor the speaker's with someone else
    expect(asked([proposed, met('We only met three years ago at the Kelso ram sales, if you can believe it.', 'Bob')])).toBe('2019-03-09');
    expect(asked([proposed, met('I met my agent three years ago at the book fair.')])).toBe('2019-03-09');
  });
});

describe('asked of the formal act', () => {
  it('dates "officially adopt" by the news of it, not by the first mention of the name', () => {
    const first = item('f', 'We picked up Juniper yesterday!! She is my foster for now.', '2022-07-10T10:40:00', 0.6);
    const signed = item('s', 'Signed the adoption papers on Friday! Juniper is officially, legally mine.', '2023-01-17T20:40:00');
    expect(run('When did Ann adopt Juniper?', [signed, first], first).time?.value).toBe('2022-07-09');
    expect(run('When did Ann officially adopt Juniper?', [signed, first], first).time?.value).toBe('2023-01-13');
  });
});
