import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem, FactView } from './evidence';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const plan = (question: string, now = T('2024-03-01T10:00:00')) =>
  planQuestion(question, now, { asker: 'Ann', knownNames: ['Ann', 'Bob', 'Acme', 'Tokyo'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
const item = (messageId: string, text: string, time: string, relevance = 1): EvidenceItem => ({
  messageId, text, time: T(time), speaker: 'Ann', relevance, facts: [], terms: new Set(), replyTo: null,
});
/** A fact; one with a start says when it began (`eventTime`) unless given `eventTime: null` (mentioned in passing). */
const fact = (p: Partial<FactView> & Pick<FactView, 'id' | 'relation' | 'object'>): FactView => ({
  text: '', subject: 'Ann', kind: 'state', negated: false, validFrom: null, validTo: null, validGranularity: 'day',
  eventTime: p.validFrom == null ? null : { start: p.validFrom, end: p.validFrom + 86_400_000, granularity: 'day', value: '' },
  recordedAt: 0, expiredAt: null, status: 'active', confidence: 0.8, sourceMessageIds: [p.id], ...p,
});
const run = (question: string, evidence: EvidenceItem[], timeline: FactView[] = [], now?: number) =>
  reason({ plan: plan(question, now), evidence, timeline, support: 1 }, findTimeExpressions);

describe('reason: when, about someone not in the talk', () => {
  it('rests on the messages naming them, even when they name another relative ("my sister had her baby ... Lotte")', () => {
    const idiom = item('i', 'Ice skating with my nephew, who skates like he was born on the ice.', '2023-01-17T10:00:00', 1);
    const baby = item('b', 'My sister had her baby a couple of days ago. A girl, Lotte, very loud.', '2023-03-09T10:00:00', 0.8);
    expect(run('When was Lotte born?', [idiom, baby]).time?.value).toBe('2023-03-07');
    expect(run("When was Ann's niece Lotte born?", [idiom, baby]).time?.value).toBe('2023-03-07');
    // or a reply to a turn naming them
    const sit = { ...item('s', 'She learned to sit in just three days! She is so clever, honestly.', '2023-08-30T10:00:00', 0.8), replyTo: { speaker: 'Bob', text: "How's Pepper settling in?" } };
    expect(run('When did Pepper learn to sit?', [item('o', 'I learned to sit still in yoga on Monday.', '2023-08-30T10:00:00', 1), sit]).time?.value).toBe('2023-08-30');
  });
  it("abstains on a relative's event told only of another ('How's your mum?' / 'She had the operation on the 14th')", () => {
    const booked = { ...item('b', 'Yes, the letter came. Her operation is booked for the middle of October.', '2021-09-14T18:45:00'), replyTo: { speaker: 'Bob', text: 'Any news on your mum?' } };
    const had = { ...item('h', 'She had the operation on the 14th and she was up with a frame the next day.', '2021-10-20T20:30:00', 0.9), replyTo: { speaker: 'Bob', text: "How's your mum? I've been thinking about her." } };
    const dad = item('d', "Dad's been hovering so much she's threatened to send him to the allotment.", '2021-10-20T20:30:00', 0.6);
    const asked = (question: string) => reason({ plan: plan(question, T('2021-11-24T12:00:00')), evidence: [booked, had, dad], timeline: [], support: 1 }, findTimeExpressions);
    expect(asked("When did Ann's mother have her operation?").time?.value).toBe('2021-10-14');
    expect(asked("When did Ann's father have his operation?").abstained).toBe(true);
  });
  it("but a group's name is told of by its members as \"we\" ('The Lantern Moths, I love it!' / 'The festival last weekend was unreal')", () => {
    const name = item('n', 'The Lantern Moths, I love it! Tell me the date and I am there.', '2022-05-14T10:00:00', 1);
    const played = item('p', 'The Harbour Lights festival last weekend was unreal. Thanks for coming to our set!', '2022-11-17T10:00:00', 0.9);
    expect(run('When did The Lantern Moths perform at the Harbour Lights festival?', [name, played]).time?.start).toBe('2022-11-12');
  });
});

describe('reason: when', () => {
  it('looks a few messages past the best five for the one telling the deed with a time', () => {
    const talk = ['How is the house hunt going?', 'The house on Maple Court has a huge garden.', 'Any more houses to see?', 'The new house needs curtains.', 'We are hosting dinner at the new house.'];
    const around = talk.map((text, i) => item(`h${i}`, text, `2023-0${i + 3}-10T10:00:00`, 0.9 - i * 0.02));
    const moved = item('m', 'We got the keys and moved into the new house last Saturday!', '2023-08-10T10:00:00', 0.7);
    expect(run('When did Ann move into the new house?', [...around, moved]).time?.value).toBe('2023-08-05');
  });
  it('dates the event by its own time expression, at its granularity', () => {
    expect(run('When did Ann run a charity race?', [item('a', 'I ran a charity race last Sunday.', '2023-05-25T13:00:00')]).time)
      .toEqual({ value: '2023-05-21', start: '2023-05-21', end: '2023-05-21', granularity: 'day' });
    expect(run('When did Ann give a speech?', [item('a', 'I gave a speech at a school last week.', '2023-06-09T10:00:00')]).time)
      .toMatchObject({ start: '2023-05-29', end: '2023-06-04', granularity: 'week' });
    expect(run('When did Ann paint a sunrise?', [item('a', 'I painted that lake sunrise last year.', '2023-05-08T10:00:00')]).time)
      .toMatchObject({ value: '2022', granularity: 'year' });
  });
  it('does not date a move to one city by a message telling a move to another', () => {
    const dublin = fact({ id: 'd', relation: 'lives_in', object: 'Dublin', validFrom: T('2019-08-30T21:00:00'), eventTime: null });
    const sydney = fact({ id: 's', relation: 'lives_in', object: 'Sydney', validFrom: T('2021-12-01T00:00:00') });
    const evidence = [
      { ...item('d', "We've relocated to Dublin! Arrived on Tuesday and it hasn't stopped raining.", '2019-08-30T21:00:00', 0.9), facts: [dublin] },
      { ...item('s', 'Big change: we moved to Sydney in December. Summer at Christmas is strange.', '2022-01-15T09:00:00', 1), facts: [sydney] },
    ];
    expect(run('When did Ann move to Dublin?', evidence, [dublin, sydney]).time?.value).toBe('2019-08-27');
    expect(run('When did Ann move to Sydney?', evidence, [dublin, sydney]).time?.value).toBe('2021-12');
  });
  it('does so from the question\'s cue words when no fact holds the asked city', () => {
    const lisbon = fact({ id: 'l', relation: 'lives_in', object: 'Lisbon', validFrom: T('2023-09-10T21:00:00') });
    const evidence = [
      { ...item('l', "We've settled in Lisbon now. Moved in on the 1st and the cat has finally forgiven us.", '2023-09-10T21:00:00', 1), facts: [lisbon] },
      item('k', 'Got the keys to a flat in Leeds this morning! Boxes everywhere.', '2018-08-20T20:30:00', 0.8),
    ];
    expect(run('When did Ann move to Leeds?', evidence).time?.value).toBe('2018-08-20');
    expect(run('When did Ann move to Lisbon?', evidence).time?.value).not.toBe('2018-08-20');
  });
  it('looks deeper for a plan told with a time ahead than for a past event', () => {
    const past = ['I miss hiking so much.', 'Hiking with friends was fun.', 'A hike clears my head.', 'Hiking boots are pricey.', 'The hiking trail was muddy.'];
    const evidence = [
      ...past.map((text, i) => item(`p${i}`, text, `2023-04-1${i}T10:00:00`, 0.8 - i * 0.02)),
      item('x', 'The weather is nice.', '2023-06-01T10:00:00', 0.72),
      item('plan', "I'm down for a hike with Bob! Let's do it next month.", '2023-07-08T10:00:00', 0.7),
    ];
    expect(run('When is Ann going hiking with Bob?', evidence, [], T('2023-07-09T10:00:00')).time).toMatchObject({ value: '2023-08', granularity: 'month' });
    expect(run('When did Ann go hiking with Bob?', evidence, [], T('2023-07-09T10:00:00')).time?.value).not.toBe('2023-08');
  });
  it('looks as deep as for a plan when the question names a month, since most evidence falls outside it', () => {
    const untimed = ['Camping with the kids is the best.', 'Here is a pic of us camping at the beach.', 'We love camping trips.', 'Camping gear is on sale.', 'Our camping stove broke.'];
    const evidence = [
      ...untimed.map((text, i) => item(`u${i}`, text, `2023-07-0${i + 2}T10:00:00`, 1 - i * 0.01)),
      item('told', 'We went camping with the family two weekends ago.', '2023-07-17T14:00:00', 0.9),
    ];
    expect(run('When did Ann go camping in July?', evidence, [], T('2023-08-01T10:00:00')).time).toMatchObject({ value: '2023-W27-WE', start: '2023-07-08' });
  });
  it("falls back to the message's own date, and answers a time of day as its date", () => {
    expect(run('When did Ann buy figurines?', [item('a', 'I bought some figurines.', '2023-10-21T10:00:00')]).time?.start).toBe('2023-10-21');
    expect(run('When was the birthday party?', [item('a', 'Last night we had the birthday party.', '2023-08-14T10:00:00')]).time)
      .toMatchObject({ start: '2023-08-13', end: '2023-08-13', granularity: 'day' });
  });
  it('takes the time of the sentence about the event, not of another event in the message', () => {
    const a = run('When did Ann expand her studio social media?', [item('a', "I'm expanding my studio's social media presence. I'm also hosting a competition next month.", '2023-04-03T10:00:00')]);
    expect(a.time?.start).toBe('2023-04-03');
    const b = run('When did Ann go to the pottery class?', [item('b', 'Yesterday was great. I went to the pottery class with my kids.', '2023-07-03T10:00:00')]);
    expect(b.time?.start).toBe('2023-07-02');
    const c = run('When did Ann get Coco?', [item('c', "I got a puppy two weeks ago! Her name's Coco.", '2023-08-11T10:00:00')]);
    expect(c.time?.start).toBe('2023-07-28');
  });
  it('prefers a close runner-up that says when over a top hit that does not', () => {
    const a = run('When did Ann go to the conference?', [
      item('x', 'The conference was great.', '2023-07-12T10:00:00', 1),
      item('y', 'I went to the conference two days ago.', '2023-07-12T10:00:00', 0.95),
    ]);
    expect(a.time?.start).toBe('2023-07-10');
    expect(a.evidence[0]).toBe('y');
  });
});

describe('reason: durations', () => {
  it('reads a stated length and where it reaches back to', () => {
    const a = run('How long has Ann known her friends?', [item('a', "I've known these friends for 4 years.", '2023-06-09T10:00:00')]);
    expect(a.duration).toBe('P4Y');
    expect(a.time?.value).toBe('2019');
  });
  it('takes no length from a question ("after what, six years at Kruste?"), only from what is told', () => {
    const a = run('How long did Ann work at Kruste?', [
      item('q', 'No way, after what, six years at Kruste?', '2023-05-20T10:02:00'),
      item('t', 'She worked at Kruste for seven years in the end.', '2023-05-20T10:03:00', 0.9),
    ]);
    expect([a.duration, a.evidence[0]]).toEqual(['P7Y', 't']);
  });
  it("reads no length from a message about another thing, and measures a home from the first night there", () => {
    const fernwood = item('b1', "Five years at Fernwood Bakery today! Started there on Valentine's Day 2015.", '2020-02-14T21:00:00');
    const night = item('b5', 'Slept our first night on Elm Road last night.', '2021-05-16T18:00:00', 0.9);
    const a = run('How long have I lived on Elm Road?', [fernwood, night], [], T('2023-06-01T09:00:00'));
    expect([a.duration, a.evidence[0]]).toEqual(['P2Y1M', 'b5']);
    const moving = item('b4', 'We finally bought the house on Elm Road! Moving in on the 15th.', '2021-05-03T20:00:00', 0.9);
    expect(run('How long have I lived on Elm Road?', [fernwood, moving], [], T('2023-06-01T09:00:00')).duration).toBe('P2Y1M');
    // a place after the length, in a message naming the thing, is where it went on
    expect(run("How long was Ann's honeymoon?", [item('h', 'We just booked our honeymoon! Two weeks in Japan starting April 3rd.', '2024-02-11T20:00:00')]).duration).toBe('P2W');
    // a month after the length says when, not where
    expect(run('How long will Ann be in Crete?', [item('g', "We're going to Crete for two weeks in August!", '2024-02-01T10:00:00')]).duration).toBe('P2W');
  });
  it('dates a start told "last night" by that night, not from a length of the course ("for ten weeks")', () => {
    const course = item('c', 'Also I started the pastry course at the community college last night. Tuesday and Wednesday evenings for ten weeks.', '2023-03-09T10:00:00');
    expect(run('When did Ann start her pastry course?', [course]).time?.value).toBe('2023-03-08');
    // "my last night" is an end; "last night" is a time
    expect(run('When did Ann leave the hostel?', [item('h', 'It was my last night at the hostel on Friday.', '2023-03-09T10:00:00')]).time?.value).toBe('2023-03-03');
  });
  it('dates a start by the news of it, not from the stretch it ended ("After seven years there, yes.")', () => {
    const news = item('n', 'I started a new job last Monday!', '2023-09-18T10:00:00', 0.9);
    const after = item('a', "After seven years there, yes. I'm now running the archive at the city museum.", '2023-09-18T10:00:00');
    expect(run('When did Ann start her new job at the city museum?', [after, news]).time?.value).toBe('2023-09-11');
    // the stretch is still the length of what it ended
    expect(run('How long did Ann work there?', [after]).duration).toBe('P7Y');
  });
  it('reads hours told as a length ("delayed by six hours"), not a routine\'s step ("25 minutes work")', () => {
    const delayed = item('d', 'Lovely, though the flight home was delayed by six hours.', '2023-05-10T12:00:00');
    expect(run("How long was Ann's flight home delayed?", [delayed])).toMatchObject({ duration: 'PT6H', answer: '6 hours' });
    const pomodoro = item('p', "I'm using the Pomodoro Technique - 25 minutes work, 5-minute break - on the robotics project.", '2023-04-09T10:00:00');
    expect(run('How long did Ann work on the robotics project?', [pomodoro]).duration).not.toBe('PT25M');
  });
  it('takes no length told ahead of something else for one done ("But first I\'m going to eat a lot and sleep for a week")', () => {
    const sleep = item('s', "Maybe. Everyone at the finish was talking about a spring half. But first I'm going to eat a lot and sleep for a week.", '2022-09-19T12:10:00');
    expect(run('How long did Ann train for her first half marathon?', [sleep]).duration).not.toBe('P1W');
    // a length told ahead of the thing asked stays
    const trip = item('t', "We're going to spend two weeks in Japan in May!", '2022-03-01T10:00:00');
    expect(run('How long did Ann spend in Japan?', [trip]).duration).toBe('P2W');
  });
  it('reads a sentence that is only a clock length after the event ("Ran my first 10k this morning! 58 minutes.")', () => {
    const run10k = item('r', 'Ran my first 10k this morning! 58 minutes.', '2023-06-15T18:00:00');
    expect(run('How long did my first 10k take?', [run10k])).toMatchObject({ duration: 'PT58M', answer: '58 minutes' });
  });
  it('takes the length told after the event over the one planned for it ("Three weeks of mountains", then "Sixteen days in Bluebell")', () => {
    const planned = item('p', "The road trip is set for May, well before the wedding. Three weeks of mountains and beaches and probably rain.", '2022-10-12T10:00:00', 1);
    const back = item('b', "I'm back! We rolled in yesterday from the road trip. Sixteen days in Bluebell and she only broke down once.", '2023-06-19T10:00:00', 0.8);
    expect(run('How long did my road trip last?', [planned, back], [], T('2023-07-14T10:00:00')).duration).toBe('P16D');
    // with no later telling, the planned length is all there is
    expect(run('How long did my road trip last?', [planned], [], T('2023-07-14T10:00:00')).duration).toBe('P3W');
  });
  it('takes a length told of the event done over one planned by its verb ("he\'ll be in for a week or so", then "after nine days in")', () => {
    const said = item('s', "He was admitted to hospital yesterday. They say he'll probably be in for a week or so.", '2022-11-29T10:00:00', 1);
    const out = item('o', 'He came out of hospital last Wednesday after nine days in, and he is so much better.', '2022-12-12T10:00:00', 0.8);
    const stay = run("How long was Ann's father in the hospital?", [said, out], [], T('2023-08-09T10:00:00'));
    // the stretch ended on the day told ("last Wednesday"), not when it was said
    expect(stay).toMatchObject({ duration: 'P9D', answer: '9 days (28 November 2022 to 7 December 2022)' });
    // nor by a length still running, told later of something else
    const plan = item('p', "We booked our flights to Japan! We'll spend two weeks between Tokyo and Kyoto.", '2022-08-16T10:00:00', 1);
    const model = item('m', "I've been building this railroad for about seven years now, a little bit of Japan in it.", '2023-03-15T10:00:00', 0.9);
    expect(run("How long was Ann's trip to Japan?", [plan, model], [], T('2023-03-18T10:00:00')).duration).toBe('P2W');
  });
  it('takes an exact length told later of the event over "a few days" ("a hard few days", then "Eleven days on the ward")', () => {
    const few = item('f', "Sorry I've been quiet, it's been a hard few days. Dad was taken to hospital last Thursday with pneumonia.", '2023-05-16T10:00:00', 1);
    const home = item('h', 'Dad came home from hospital this morning! Eleven days on the ward, and he walked out with a stick.', '2023-05-22T10:00:00', 0.8);
    expect(run("How long was Ann's dad in hospital?", [few, home], [], T('2023-11-24T10:00:00')).duration).toBe('P11D');
  });
  it('reads no length of the thing asked from one told before "then" it ("A couple of weeks of lectures, and then my placement")', () => {
    const then = item('t', "A couple of weeks of lectures, and then I'm back on the ambulances for my final placement.", '2023-10-22T10:05:00', 1);
    const done = item('d', 'My A&E placement finished on Friday - six weeks in total.', '2023-10-22T10:00:00', 0.8);
    expect(run("How long was Ann's A&E placement?", [then, done]).duration).toBe('P6W');
  });
  it('takes the length a thing ran in the end over a count told while it ran ("Two weeks into the residency")', () => {
    const into = item('i', "Greetings from Austin! Two weeks into the residency and I've done twelve shows.", '2024-03-18T10:00:00', 1);
    const ended = item('e', "Home sweet home! I've been back a couple of weeks. The residency ran six weeks in the end.", '2024-04-29T10:00:00', 0.8);
    const heckled = item('h', 'At the Austin club a guy heckled me for ten minutes.', '2024-05-15T10:00:00', 0.9);
    expect(run("How long did Ann's residency in Austin last?", [into, heckled, ended]).duration).toBe('P6W');
    // a later length shorter than the count so far is of something else
    expect(run("How long did Ann's residency in Austin last?", [into, heckled]).duration).toBe('P2W');
  });
  it('takes a length told earlier of the event over one planned after it ("How was Mallorca?" / "after eight days on the island")', () => {
    const back = { ...item('b', 'I got back last Friday after eight days on the island, and my legs are jelly.', '2023-02-20T10:01:00', 0.8), replyTo: { speaker: 'Bob', text: 'Welcome back! How was Mallorca?' } };
    const later = item('l', "I'm taking a few weeks of easy training at the camp, and then a half-Ironman next year.", '2023-08-05T10:00:00', 1);
    expect(run('How long did Ann spend at the training camp in Mallorca?', [later, back], [], T('2023-08-09T10:00:00')).duration).toBe('P8D');
  });
  it('dates a named thing not in the talk by a message telling the name of the deed asked ("soft opening")', () => {
    const booked = item('b', 'Tidewater is fully booked every weekend until November.', '2023-09-19T10:00:00', 1);
    const soft = item('s', 'We did the soft opening last week and the whole town turned up.', '2023-08-09T10:00:00', 0.9);
    expect(run('When did Tidewater have its soft opening?', [booked, soft], [], T('2024-02-23T10:00:00')).time?.value).toBe('2023-W31');
  });
  it('dates a first show by the one telling that calls itself the first, a gig being a show', () => {
    const first = item('f', 'Also save the date: my band is playing our first ever gig on Friday the 10th of February.', '2023-01-17T10:00:00', 0.9);
    const last = item('l', 'Less happy news: the band is on hiatus. Our last show was two Saturdays ago.', '2023-10-12T10:00:00', 1);
    expect(run("When did Ann's band play their first show?", [last, first]).time?.value).toBe('2023-02-10');
    expect(run("When did Ann's band play their last show?", [last, first]).time?.value).toBe('2023-09-30');
    // a first planned is dated by the later report of it
    const planned = item('p', "The band is real now! We're playing our first gig next month at the Anchor pub!", '2021-06-02T10:00:00', 1);
    const thanks = item('t', 'Thank you so much for coming to the gig last Friday, I still cannot believe we did it.', '2021-07-14T10:00:00', 0.8);
    expect(run("When did Ann's band play their first gig?", [planned, thanks]).time?.value).toBe('2021-07-09');
  });
  it('dates the last of a run of things by the one telling that calls itself the last', () => {
    const barn = item('b', 'Okay, I promised pictures. Last Saturday I did a barn wedding out near the river, look at this arch!', '2021-06-21T20:15:00', 1);
    const last = item('l', 'Yes! A few days ago I did my last wedding of the year, a Christmas one with red amaryllis and silver branches.', '2021-12-21T17:45:00', 0.96);
    expect(run('When did Ann do her last wedding of 2021?', [barn, last], [], T('2022-03-01T10:00:00')).time?.start).toBe('2021-12-15');
    // "the last time" asks of no run of things
    expect(run('When was the last time Ann did a barn wedding?', [barn, last], [], T('2022-03-01T10:00:00')).time?.value).toBe('2021-06-19');
  });
  it("dates a plan for a first by the plan, not by the earliest message naming the one it is the first of", () => {
    const plan = item('p', "I'm in full party-planning mode - Bob's first birthday party is next month!", '2024-02-10T10:00:00', 0.8);
    const earlier = item('e', 'Bob threw his rattle across the room, such a show-off.', '2023-05-28T10:00:00', 0.9);
    expect(run("When is Ann going to throw Bob's first birthday party?", [earlier, plan]).time?.value).toBe('2024-03');
  });
  it('dates the end of a first thing by its telling with a time, not by a message aiming at it', () => {
    const first = item('f', 'I finally finished knitting my first sweater last night. Took me three months!', '2023-03-12T10:00:00', 0.9);
    const second = item('s', 'The green sweater is done, finished it over the weekend.', '2023-09-01T10:00:00', 1);
    expect(run('When did Ann finish her first sweater?', [second, first]).time?.value).toBe('2023-03-11');
    const aim = item('a', "I'm aiming to finish the first draft of my novel by the end of the summer.", '2021-06-05T10:00:00', 1);
    const done = item('d', 'I did it! I finished the first draft of my novel yesterday.', '2021-08-26T10:00:00', 0.9);
    expect(run('When did Ann finish the first draft of her novel?', [aim, done]).time?.value).toBe('2021-08-25');
  });
  it('dates a first event by its precise telling, not by a coarser mention of the same one ("the 10k in June")', () => {
    const since = item('s', "Haven't run since the 10k in June because of my knee.", '2023-09-10T20:00:00');
    const ran = item('r', 'Ran my first 10k this morning! 58 minutes.', '2023-06-15T18:00:00', 0.9);
    expect(run('When did Ann first run a 10k?', [since, ran]).time?.value).toBe('2023-06-15');
  });
  it('reads no length of a stay from being home since a day ("Home from Japan since Tuesday")', () => {
    const a = run('How long was Ann in Japan?', [
      item('home', 'Home from Japan since Tuesday. Jet lag is brutal.', '2024-05-30T08:00:00'),
      item('plan', 'Booked flights to Japan for the 14th of May! Two weeks there.', '2024-03-30T20:00:00', 0.9),
    ]);
    expect([a.duration, a.evidence[0]]).toEqual(['P2W', 'plan']);
    expect(run('How long has Ann been in Lisbon?', [item('in', 'Back in Lisbon since Tuesday.', '2024-02-29T08:00:00')]).duration).toBe('P3D');
  });
  it('reads no "ago" of another thing told in a long message, but takes a short reply\'s', () => {
    const lisbon = item('l', "That's wonderful. My grandparents moved to Lisbon two years ago, I'm visiting them in June.", '2022-04-14T19:00:00');
    const licence = item('d', 'Guess what - I got my driving licence earlier this month!', '2022-04-14T18:59:00', 0.9);
    const a = run('How long ago did Ann get her driving licence?', [{ ...lisbon, replyTo: { speaker: 'Bob', text: 'Congrats!' } }, licence], [], T('2022-11-05T09:00:00'));
    expect([a.duration, a.evidence[0]]).toEqual(['P7M', 'd']);
    const bare = { ...item('r', 'Ten years ago!', '2023-06-27T10:00:00'), replyTo: { speaker: 'Bob', text: 'When was your 18th birthday?' } };
    expect(run("How long ago was Ann's 18th birthday?", [bare]).duration).toBe('P10Y');
  });
  it('answers "how long ago" from an ago expression', () => {
    const a = run('How long ago was Ann\'s 18th birthday?', [item('a', 'A friend made it for my 18th birthday ten years ago.', '2023-06-27T10:00:00')]);
    expect(a.duration).toBe('P10Y');
    expect(a.time?.value).toBe('2013');
  });
  it('answers "how long has it been since" from the dated event to now', () => {
    const a = run('How long has it been since Ann adopted her cat?', [item('a', 'I adopted a cat two weeks ago!', '2024-02-01T10:00:00')]);
    expect(a).toMatchObject({ duration: 'P1M' });
    expect(a.time?.start).toBe('2024-01-18');
    const today = run('How long has it been since Ann adopted her cat?', [item('a', 'I adopted a cat this morning!', '2024-03-01T08:00:00')]);
    expect(today).toMatchObject({ duration: 'P0D', answer: expect.stringMatching(/^Less than a day ago: 1 March 2024 /) });
    const asOf = run('How long has it been since Ann adopted her cat, as of May 2024?', [item('a', 'I adopted a cat two weeks ago!', '2024-02-01T10:00:00')]);
    expect(asOf.duration).toBe('P4M');
  });
  it('computes a tenure from the timeline (ongoing tenures run to now)', () => {
    const tl = [fact({ id: 'w1', relation: 'works_at', object: 'Acme', validFrom: T('2020-02-01T00:00:00'), validTo: T('2022-07-02T00:00:00') })];
    expect(run('How long did I work at Acme?', [], tl).duration).toBe('P2Y5M');
    const open = [fact({ id: 'w2', relation: 'works_at', object: 'Acme', validFrom: T('2023-12-01T00:00:00') })];
    expect(run('How long have I worked at Acme?', [], open).duration).toBe('P3M');
  });
  it('measures a tenure known only since its first mention by a length told, when one is', () => {
    const mentioned = [{ ...fact({ id: 't1', relation: 'works_as', object: 'geography teacher' }), validFrom: T('2023-09-04T10:00:00') }];
    const told = item('t1', 'Thirty-four years of teaching geography, and it turns out what I really wanted was compost.', '2023-09-04T10:00:00');
    expect(run('How long did Ann teach geography?', [told], mentioned).duration).toBe('P34Y');
    // with no length told, the mention is all there is
    expect(run('How long has Ann been a geography teacher?', [], mentioned).duration).toBe('P6M');
  });
  it('dates the start of a job named by its employer, but not something else about that employer', () => {
    const netflix = [fact({ id: 'n', relation: 'works_at', object: 'Netflix', validFrom: T('2023-07-17T00:00:00') })];
    const offer = item('o', 'I got a job offer from Netflix!', '2023-07-01T10:00:00');
    expect(run('When did Ann start at Netflix?', [offer], netflix).time?.value).toBe('2023-07-17');
    expect(run('When did Ann get the job at Netflix?', [offer], netflix).time?.value).toBe('2023-07-17');
    expect(run('When did Ann get the Netflix offer?', [offer], netflix).time?.value).toBe('2023-07-01');
  });
  it('dates a state said to hold "now" by that day, but not a length said with "now", nor another value asked', () => {
    const source = (id: string, text: string, time: string) => ({ messageId: id, text, time: T(time) });
    const partner = fact({ id: 'p', relation: 'partner', object: 'Daniel', validFrom: T('2017-08-01T21:00:00'), eventTime: null, sourceMessageIds: ['c2'] });
    const engaged = fact({ id: 'e', relation: 'relationship_status', object: 'engaged', validFrom: T('2019-12-24T22:00:00'), sourceMessageIds: ['c3'] });
    const sources = [source('c2', "I'm dating Daniel now, it's official!", '2017-08-01T21:00:00'), source('c3', 'Daniel proposed and I said yes! We are engaged.', '2019-12-24T22:00:00')];
    const ask = (q: string, timeline: FactView[], evidence: EvidenceItem[] = []) => reason({ plan: plan(q), evidence, timeline, support: 1, sources }, findTimeExpressions);
    const since = ask('Since when has Ann been dating Daniel?', [partner]);
    expect(since).toMatchObject({ time: { value: '2017-08-01' }, evidence: ['c2'] });
    expect(since.answer).toBe('By 1 August 2017 ("now", said on 1 August 2017)');
    expect(ask('When did Daniel and Ann get engaged?', [partner, engaged], [item('c3', 'Daniel proposed and I said yes! We are engaged.', '2019-12-24T22:00:00')]).time?.value).toBe('2019-12-24');
    const bank = fact({ id: 'b', relation: 'works_at', object: 'Deutsche Bank', validFrom: T('2016-06-01T00:00:00'), eventTime: null, sourceMessageIds: ['e1'] });
    const length = reason({ plan: plan('When did Ann start at Deutsche Bank?'), evidence: [], timeline: [bank], support: 1, sources: [source('e1', "I've been at Deutsche Bank for three years now.", '2019-06-01T20:00:00')] }, findTimeExpressions);
    expect(length.time?.value).not.toBe('2019-06-01');
  });
  it('dates a state told as holding "now" by the move the same message dates ("we live in Portland now! We moved last Saturday.")', () => {
    const text = 'We did it, we live in Portland now! We moved last Saturday.';
    const portland = fact({ id: 'p', relation: 'lives_in', object: 'Portland', validFrom: T('2023-03-28T10:00:00'), eventTime: null });
    const news = item('p', text, '2023-03-28T10:00:00');
    const a = reason({ plan: plan('When did Ann move to Portland?'), evidence: [news], timeline: [portland], support: 1, sources: [{ messageId: 'p', text, time: news.time }] }, findTimeExpressions);
    expect(a.time?.value).toBe('2023-03-25');
  });
  it('dates a change told as news with no time by its day, the best-named value first', () => {
    const source = (id: string, text: string, time: string) => ({ messageId: id, text, time: T(time) });
    const junior = fact({ id: 'j', relation: 'job_title', object: 'junior developer', validFrom: T('2017-07-10T00:00:00'), sourceMessageIds: ['z2'] });
    const senior = fact({ id: 's', relation: 'job_title', object: 'senior developer', validFrom: T('2020-02-03T18:00:00'), eventTime: null, sourceMessageIds: ['z3'] });
    const sources = [source('z2', 'I became a junior developer at Shopify today!', '2017-07-10T18:00:00'), source('z3', 'Promoted to senior developer!', '2020-02-03T18:00:00')];
    const ask = (q: string, said = sources) => reason({ plan: plan(q), evidence: [], timeline: [junior, senior], support: 1, sources: said }, findTimeExpressions);
    expect(ask('When did Ann become a senior developer?')).toMatchObject({ answer: '3 February 2020', evidence: ['z3'] });
    // a message with a time of its own, or one naming no change, is not news of that day
    expect(ask('When did Ann become a senior developer?', [sources[0]!, source('z3', 'Promoted to senior developer last spring!', '2020-02-03T18:00:00')]).time?.value).not.toBe('2020-02-03');
    expect(ask('When did Ann become a senior developer?', [sources[0]!, source('z3', 'Being a senior developer is tiring.', '2020-02-03T18:00:00')]).abstained).toBe(true);
  });
  it('does not answer a question about one relationship status with the latest other one', () => {
    const married = fact({ id: 'm', relation: 'relationship_status', object: 'married', validFrom: T('2024-06-15T00:00:00') });
    const engaged = item('e', 'We got engaged at the lake last Saturday!', '2022-12-28T10:00:00');
    expect(run('When did Ann get married?', [], [married]).time?.value).toBe('2024-06-15');
    expect(run('When did Ann get engaged?', [engaged], [married]).time?.value).toBe('2022-12-24');
  });
  it('ends a tenure on the day its source says the last day falls, not the day it was said', () => {
    const bakery = fact({ id: 'b', relation: 'works_at', object: 'bakery', validTo: T('2023-05-20T10:00:00'), sourceMessageIds: ['c1'] });
    const sources = [{ messageId: 'c1', text: 'Did you hear? Ann finally quit the bakery. Her last day was yesterday.', time: T('2023-05-20T10:00:00') }];
    expect(reason({ plan: plan('When did Ann leave the bakery?'), evidence: [], timeline: [bakery], support: 1, sources }, findTimeExpressions).time?.value).toBe('2023-05-19');
    const notice = [{ messageId: 'c1', text: 'Handed in my notice at the bakery today. My last day is the 9th of December.', time: T('2022-11-14T20:00:00') }];
    const ended = fact({ id: 'b', relation: 'works_at', object: 'bakery', validTo: T('2022-11-14T20:00:00'), sourceMessageIds: ['c1'] });
    expect(reason({ plan: plan('When was Ann\'s last day at the bakery?'), evidence: [], timeline: [ended], support: 1, sources: notice }, findTimeExpressions).time?.value).toBe('2022-12-09');
  });
  it('dates an end known only by the day it was told by the talk around it ("I finally sold a painting!" / "When?" / "On Friday")', () => {
    const said = '2019-12-03T20:10:00';
    const sold = fact({ id: 's', relation: 'owns', object: 'painting', validTo: T(said), eventTime: null, sourceMessageIds: ['s'] });
    const news = item('s', 'I have news. I finally sold a painting! My very first one.', said);
    const turns = (answer: string) => new Map([['s', [
      { messageId: 'q', text: 'WHAT! When? Which one?', time: T(said), speaker: 'Bob', offset: 1 },
      { messageId: 'a', text: answer, time: T(said), speaker: 'Ann', offset: 2 },
    ]]]);
    const ask = (answer: string) => reason({ plan: plan('When did Ann sell her first painting?'), evidence: [news], timeline: [sold], support: 1, turns: turns(answer) }, findTimeExpressions);
    expect(ask('On Friday, at the Christmas craft fair. A lady from Malvern bought it for her sister.').time?.value).toBe('2019-11-29');
    // with no time around it, the day it was told
    expect(ask('The little one of St Michael\'s church. A lady from Malvern bought it for her sister.').time?.value).toBe('2019-12-03');
  });
  it('an ended tenure runs to its end, and the named one is measured, not the latest', () => {
    const tl = [
      fact({ id: 'h', relation: 'works_at', object: 'Hooli', validFrom: T('2019-04-03T00:00:00'), validTo: T('2022-10-01T00:00:00'), validGranularity: 'month', status: 'archived', expiredAt: 5 }),
      fact({ id: 'g', relation: 'works_at', object: 'Globex', validFrom: T('2022-11-01T00:00:00') }),
    ];
    expect(run('How long did I work at Hooli?', [], tl)).toMatchObject({ duration: 'P3Y6M', answer: '3 years and 6 months', evidence: ['h'] });
  });
});

describe('reason: plans at a time', () => {
  it('says a plan as told, with its date, whether its object is a deed or a thing', () => {
    const plans = [
      fact({ id: 'f', relation: 'plans', object: 'fly to Lisbon', kind: 'plan', text: 'Ann flies to Lisbon on 14 March 2024.', validFrom: T('2024-03-14T00:00:00'), validTo: T('2024-03-15T00:00:00'), eventTime: { start: T('2024-03-14T00:00:00'), end: T('2024-03-15T00:00:00'), granularity: 'day', value: '2024-03-14' } }),
      fact({ id: 'w', relation: 'plans', object: "sister's wedding", kind: 'plan', text: "Ann's sister's wedding is in June 2024.", validFrom: T('2024-06-01T00:00:00'), validTo: T('2024-07-01T00:00:00'), eventTime: { start: T('2024-06-01T00:00:00'), end: T('2024-07-01T00:00:00'), granularity: 'month', value: '2024-06' } }),
    ];
    expect(run('What have I got planned for March 14?', [], plans, T('2024-02-10T00:00:00')).answer).toBe('You fly to Lisbon on 14 March 2024.');
    expect(run('What is on in June?', [], plans, T('2024-02-10T00:00:00')).answer).toBe("Your sister's wedding is in June 2024.");
  });
  it('lists the plan for the very day before one for its month, and a sentence shared by a plan and its purpose once', () => {
    const march = { start: T('2024-03-01T00:00:00'), end: T('2024-04-01T00:00:00'), granularity: 'month' as const, value: '2024-03' };
    const moving = 'Ann is moving to Oslo in March 2024 to join Initech.';
    const plans = [
      fact({ id: 'm', relation: 'plans', object: 'moving to Oslo', kind: 'plan', text: moving, validFrom: march.start, validTo: march.end, eventTime: march }),
      fact({ id: 'j', relation: 'plans', object: 'join Initech', kind: 'plan', text: moving, validFrom: march.start, validTo: march.end, eventTime: march }),
      fact({ id: 'f', relation: 'plans', object: 'fly to Lisbon', kind: 'plan', text: 'Ann flies to Lisbon on 14 March 2024.', validFrom: T('2024-03-14T00:00:00'), validTo: T('2024-03-15T00:00:00'), eventTime: { start: T('2024-03-14T00:00:00'), end: T('2024-03-15T00:00:00'), granularity: 'day', value: '2024-03-14' } }),
    ];
    expect(run('What have I got planned for March 14?', [], plans, T('2024-02-10T00:00:00')).answer).toBe(
      'You fly to Lisbon on 14 March 2024; You are moving to Oslo in March 2024 to join Initech.',
    );
  });
  it('says nothing is planned for a time no plan falls in, rather than telling the best message about another time', () => {
    const evidence = [item('t', 'Defended my thesis this morning.', '2025-06-10T19:00:00')];
    expect(run('What have I got planned for March 14?', evidence, [], T('2026-11-24T10:00:00'))).toMatchObject({ abstained: true });
  });
});

describe('reason: states over time', () => {
  const homes = [
    fact({ id: 'p', relation: 'lives_in', object: 'Paris', validFrom: T('2019-03-10T00:00:00'), validTo: T('2021-05-24T00:00:00'), status: 'archived', expiredAt: 5 }),
    fact({ id: 'l', relation: 'lives_in', object: 'London', validFrom: T('2021-05-24T00:00:00'), validTo: T('2023-09-15T00:00:00'), status: 'archived', expiredAt: 6 }),
    fact({ id: 't', relation: 'lives_in', object: 'Tokyo', validFrom: T('2023-09-15T00:00:00') }),
  ];
  it('current state, state at a time, before/after/first, evolution', () => {
    expect(run('Where do I live?', [], homes)).toMatchObject({ answer: 'You live in Tokyo.', evidence: ['t'] });
    expect(run('Where did I live in June 2020?', [], homes).answer).toBe('You lived in Paris.');
    expect(run('Where did I live before Tokyo?', [], homes).answer).toBe('You lived in London.');
    expect(run('Where did I live after Paris?', [], homes).answer).toBe('You lived in London.');
    expect(run('Where did I live first?', [], homes).answer).toBe('You lived in Paris.');
    expect(run('How did where I live change over the years?', [], homes).answer).toMatch(/^Paris from .*then London .*then Tokyo from 15 September 2023\.$/);
    expect(run('When did I move to London?', [], homes).time?.start).toBe('2021-05-24');
  });
  it('says a past state in the second person, a verb of several words too ("You were with Sam")', () => {
    const partner = fact({ id: 's', relation: 'partner', object: 'Sam', validFrom: T('2017-01-01T00:00:00') });
    expect(run('Who was my partner in 2020?', [], [partner]).answer).toBe('You were with Sam.');
    expect(run('Who is my partner?', [], [partner]).answer).toBe('You are with Sam.');
  });
  it('says a status and the partner as one ("You are married to Sam")', () => {
    const partner = fact({ id: 's', relation: 'partner', object: 'Sam', validFrom: T('2017-01-01T00:00:00') });
    const engaged = fact({ id: 'e', relation: 'relationship_status', object: 'engaged', validFrom: T('2022-12-25T00:00:00'), validTo: T('2024-06-15T00:00:00') });
    const married = fact({ id: 'm', relation: 'relationship_status', object: 'married', validFrom: T('2024-06-15T00:00:00') });
    expect(run('Who is my partner?', [], [partner, engaged, married], T('2025-03-01T12:00:00'))).toMatchObject({ answer: 'You are married to Sam.', evidence: ['m', 's'] });
    expect(run('What was my relationship status in 2023?', [], [partner, engaged, married], T('2025-03-01T12:00:00')).answer).toBe('You were engaged to Sam.');
    // a status that names no partner stays apart
    const single = fact({ id: 'x', relation: 'relationship_status', object: 'single', validFrom: T('2024-06-15T00:00:00') });
    expect(run('Who is my partner?', [], [partner, single], T('2025-03-01T12:00:00')).answer).toBe('You are with Sam; You are single.');
  });
  it('answers "when did I leave X" from the end of the named tenure, at the precision its message said', () => {
    const jobs = [
      fact({ id: 'h', relation: 'works_at', object: 'Hooli', validFrom: T('2019-04-03T00:00:00'), validTo: T('2022-10-01T00:00:00'), status: 'archived', expiredAt: 5, sourceMessageIds: ['m1', 'm3'] }),
      fact({ id: 'g', relation: 'works_at', object: 'Globex', validFrom: T('2022-11-01T00:00:00'), sourceMessageIds: ['m4'] }),
    ];
    const sources = [
      { messageId: 'm1', text: 'I started working at Hooli.', time: T('2019-04-03T10:00:00') },
      { messageId: 'm3', text: 'I left Hooli last month.', time: T('2022-11-05T10:00:00') },
    ];
    for (const q of ['When did I leave Hooli?', 'When did I quit Hooli?', 'When did I resign from Hooli?']) {
      const a = reason({ plan: plan(q), evidence: [], timeline: jobs, support: 0, sources }, findTimeExpressions);
      expect(a, q).toMatchObject({ kind: 'end', abstained: false, time: { value: '2022-10', granularity: 'month' }, answer: 'October 2022' });
    }
    expect(run('When did I leave Hooli?', [], jobs).time).toMatchObject({ start: '2022-10-01', granularity: 'day' });
  });
  it('does not take the day a state was first mentioned in passing for its start', () => {
    const shelter = [fact({ id: 's', relation: 'works_at', object: 'the shelter', validFrom: T('2023-07-31T00:00:00'), eventTime: null, sourceMessageIds: ['m'] })];
    const evidence = [
      item('m', 'Your work at the shelter inspired me.', '2023-07-31T10:00:00'),
      item('y', 'I started volunteering at the shelter about a year ago.', '2023-08-03T10:00:00', 0.9),
    ];
    expect(run('When did I start volunteering at the shelter?', evidence, shelter).time?.value).toBe('2022-08');
  });
  it('answers a move known to the season as that season', () => {
    const dublin = [fact({ id: 'd', relation: 'lives_in', object: 'Dublin', validFrom: T('2021-03-01T00:00:00'), validGranularity: 'season' })];
    expect(run('When did I move to Dublin?', [], dublin)).toMatchObject({ answer: 'spring 2021', time: { value: '2021-SP', start: '2021-03-01', end: '2021-05-31', granularity: 'season' } });
    const winter = [fact({ id: 'w', relation: 'lives_in', object: 'Dublin', validFrom: T('2022-01-15T00:00:00'), validGranularity: 'season' })];
    expect(run('When did I move to Dublin?', [], winter).time).toMatchObject({ value: '2021-WI', start: '2021-12-01', end: '2022-02-28' });
  });
  it("does not answer a place or job the timeline lacks with another one's dates", () => {
    const dublin = [fact({ id: 'd', relation: 'lives_in', object: 'Dublin', validFrom: T('2021-03-01T00:00:00') })];
    expect(run('When did I move to Rome?', [], dublin)).toMatchObject({ abstained: true, time: null });
    expect(run('When did I move to Rome?', [item('r', 'Visited Rome over the weekend.', '2023-05-08T10:00:00')], dublin).time?.start).not.toBe('2021-03-01');
    expect(run('How long did I work at Initech?', [], [fact({ id: 'a', relation: 'works_at', object: 'Acme', validFrom: T('2020-02-01T00:00:00') })]).abstained).toBe(true);
    expect(run('When did I move in June?', [], dublin).time?.start).toBe('2021-03-01');
    expect(run('When did I move?', [], dublin).time?.start).toBe('2021-03-01');
  });
  it('abstains when neither evidence nor timeline can answer', () => {
    const a = run('When did I go skydiving?', []);
    expect(a).toMatchObject({ abstained: true, time: null, duration: null, evidence: [] });
    expect(a.answer).toMatch(/don't know/);
  });
});

describe('reason: ongoing lengths', () => {
  it('measures from the start told, past a better-matching message that tells no start', () => {
    const retreat = item('r', 'I went to a writing retreat at the end of last month and read part of my novel out loud.', '2021-04-27T10:00:00', 1);
    const started = item('s', "I've been working on my novel every night. I started writing it last November.", '2021-02-16T10:00:00', 0.9);
    expect(run('How long has Ann been writing her novel?', [retreat, started], [], T('2021-07-20T10:00:00')).duration).toBe('P8M');
  });
  it("takes no length the other speaker tells of themselves, echoes back, or counts in days ('one day on the rock')", () => {
    const now = T('2023-12-07T13:00:00');
    const bob = { ...item('b', "Rock climbing, that's so cool! I've been working at Fennel & Vine for four years now.", '2023-01-11T10:00:00', 1), speaker: 'Bob' };
    const echo = { ...item('e', 'Four years! You must basically run that kitchen by now.', '2023-01-11T10:00:00', 0.95), replyTo: { speaker: 'Bob', text: bob.text } };
    const rainy = item('r', 'Rainy! We managed one day on the rock climbing and spent the other playing cards.', '2023-10-26T10:00:00', 0.9);
    const months = item('m', "I just realized I've been climbing for eleven months now!", '2023-12-07T10:00:00', 0.8);
    expect(run('How long has Ann been rock climbing?', [bob, echo, rainy, months], [], now).duration).toBe('P11M');
    // nor one that places a time ahead ("in a few weeks"), unlike one taken ("finished it in two weeks")
    const alps = item('a', "We're heading to the Alps in a few weeks. I've been climbing for twelve years now, and I still get butterflies.", '2023-07-08T10:00:00', 1);
    expect(run('How long has Ann been rock climbing?', [alps], [], T('2023-07-12T10:00:00')).duration).toBe('P12Y');
    expect(run('How long did Ann take to build the shed?', [item('s', 'I finished building the shed in two weeks!', '2023-07-08T10:00:00')]).duration).toBe('P2W');
  });
  it('answers "how long has X been doing Y" from a length said as a reply ("Seven years now")', () => {
    const a = run('How long has Ann been painting?', [item('a', "Seven years now, and I've finally found my real muse: watercolours.", '2023-09-13T10:00:00')]);
    expect(a).toMatchObject({ kind: 'duration', duration: 'P7Y', time: { value: '2016' } });
    const tortoises = [item('b', "I've had them for 4 years and they're great company!", '2023-01-23T10:00:00')];
    expect(run('How long has Ann had her tortoises?', tortoises, [], T('2023-06-01T10:00:00')).duration).toBe('P4Y');
    // asked more than a year after it was told, the length has grown
    expect(run('How long has Ann had her tortoises?', tortoises)).toMatchObject({ duration: 'P5Y1M', answer: '5 years and 1 month (4 years as of 23 January 2023)' });
    expect(run('How long did Ann have her tortoises?', tortoises).duration).toBe('P4Y');
    const knitting = [item('c', "I've been knitting for about five months now.", '2023-12-06T10:00:00')];
    expect(run('How long has Ann been knitting?', knitting, [], T('2023-12-20T10:00:00')).duration).toBe('P5M');
    expect(run('How long has Ann been knitting?', knitting).duration).toBe('P8M');
  });
  it('measures from a start told of the asked thing before taking a length told of something else', () => {
    const turtles = item('t', "I've had them for 3 years now and they bring me joy!", '2023-08-01T10:00:00', 1);
    const shelter = item('s', 'I started volunteering at the animal shelter about a year ago.', '2023-08-03T10:00:00', 0.9);
    const a = run('How long has Ann volunteered at the shelter?', [turtles, shelter]);
    expect(a).toMatchObject({ duration: 'P1Y6M', time: { value: '2022-08' } });
    expect(a.evidence[0]).toBe('s');
  });
});

describe('reason: a start reached back from a length, past a time told of something else', () => {
  it('reaches back from the end by the length it took, past a later one of the kind ("a second sweater")', () => {
    const first = item('f', 'I finally finished knitting my first sweater last night. Took me three months!', '2023-03-12T15:00:00', 0.9);
    const second = item('s', 'I started a second sweater two weeks ago, a green one.', '2023-06-25T10:00:00');
    expect(run('When did Ann start knitting her first sweater?', [second, first]).time?.value).toBe('2022-12');
    expect(run('When did Ann start her second sweater?', [second, first]).time?.value).toBe('2023-06-11');
  });
  it('takes "for two years now" over "next Tuesday" said of a rehearsal', () => {
    const cello = item('c', "Congrats!! I've been learning the cello for two years now, and I just joined an orchestra. First rehearsal is next Tuesday.", '2022-04-14T19:00:00');
    expect(run('When did Ann start learning the cello?', [cello]).time?.value).toBe('2020');
  });
});

describe('reason: a state reached back from a told length', () => {
  const told = item('a', "We're not married yet but we've been together for three years.", '2023-02-25T16:50:00', 0.2);
  const dating = fact({ id: 'a', relation: 'relationship_status', object: 'dating', validFrom: T('2020-02-25T16:50:00'), validGranularity: 'year', eventTime: null });
  it('starts in the year the length reaches back to, not on the day it was told', () => {
    expect(run('When did Ann start dating?', [told], [dating])).toMatchObject({ time: { value: '2020' }, evidence: ['a'] });
  });
  it('lasts the told years until a year more has passed, then grows', () => {
    expect(run('How long has Ann been dating?', [told], [dating], T('2023-10-01T10:00:00')).duration).toBe('P3Y');
    expect(run('How long has Ann been dating?', [told], [dating], T('2024-06-01T10:00:00')).duration).toBe('P4Y3M');
  });
});

describe('reason: several relations and repeated events', () => {
  const career = [
    fact({ id: 'a', relation: 'works_at', object: 'Acme', validFrom: T('2019-01-07T00:00:00'), validTo: T('2021-06-01T00:00:00'), status: 'archived', expiredAt: 5 }),
    fact({ id: 'b', relation: 'works_at', object: 'Globex', validFrom: T('2021-06-01T00:00:00') }),
    fact({ id: 'j', relation: 'job_title', object: 'junior analyst', validFrom: T('2019-01-07T00:00:00'), validTo: T('2021-06-01T00:00:00'), status: 'archived', expiredAt: 5 }),
    fact({ id: 's', relation: 'job_title', object: 'senior analyst', validFrom: T('2021-06-01T00:00:00'), validTo: T('2023-02-01T00:00:00'), status: 'archived', expiredAt: 6 }),
    fact({ id: 'l', relation: 'job_title', object: 'team lead', validFrom: T('2023-02-01T00:00:00') }),
  ];
  it('answers the current value of each asked relation', () => {
    expect(run("What's my job now?", [], career).answer).toBe('You work at Globex; You work as team lead.');
  });
  it('looks for "before X" along X\'s own relation, and names the best-matching value', () => {
    expect(run('Where did I work before Globex?', [], career).answer).toBe('You worked at Acme.');
    expect(run('What was I before I was a team lead?', [], career).answer).toBe('You worked as senior analyst.');
    expect(run('When did I become a senior analyst?', [], career).time?.start).toBe('2021-06-01');
  });
  it('tells each relation\'s evolution on its own', () => {
    expect(run('How did my career change over the years?', [], career).answer).toMatch(/^Acme from .*, then Globex from .*; junior analyst from .*, then senior analyst .*, then team lead from 1 February 2023\.$/);
  });
  it('takes the earliest or the latest of several dated events about what the question names', () => {
    const trips = [
      item('r1', 'Visited Rome with my sister this weekend.', '2022-04-10T21:00:00', 1),
      item('r2', 'Went back to Rome for a conference last week.', '2023-05-21T20:00:00', 0.8),
      item('k', 'Back from a week in Kyoto.', '2022-10-02T18:00:00', 0.7),
    ];
    const latest = run('When was I in Rome most recently?', trips);
    expect([latest.time?.start, latest.evidence[0]]).toEqual(['2023-05-08', 'r2']);
    expect(run('When did I first go to Rome?', [...trips].reverse()).time?.start).toBe('2022-04-09');
    // a place heard by its own name ("Silverpine") as well as with its kind is the one a question names ("Silverpine Lake")
    const lake = [
      item('s1', 'Me and three friends are going to Silverpine Lake on Friday, July 14th.', '2023-06-02T10:00:00', 1),
      item('s2', 'The first time I went to Silverpine was back in 2019 with my dad.', '2023-06-02T10:05:00', 0.9),
      item('s3', 'We got back from the lake on Sunday!', '2023-07-18T10:00:00', 0.8),
    ];
    const heard = planQuestion('When did Ann first go to Silverpine Lake?', T('2024-01-12T10:00:00'), { asker: 'Bob', knownNames: ['Ann', 'Bob', 'Silverpine', 'Silverpine Lake'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
    expect(reason({ plan: heard, evidence: lake, timeline: [], support: 1 }, findTimeExpressions).time?.value).toBe('2019');
    // someone doing it with the subject is not what is first: the first episodes are
    const podcast = [
      item('d1', 'Dagny says hi! She is swamped at work.', '2023-04-22T10:00:00', 1),
      item('d2', 'Dagny and I recorded our first two episodes of the podcast last week.', '2023-07-24T10:00:00', 0.9),
    ];
    expect(run('When did Ann and Dagny record the first episodes of their podcast?', podcast).time?.value).toBe('2023-W29');
    // one dated event is not a choice between several: the ordinary answer stands
    expect(run('When did I last go to Kyoto?', [trips[2]!, { ...trips[2]!, messageId: 'k2', relevance: 0.5 }]).evidence[0]).toBe('k');
    // of the messages naming the Volvo, the one naming the whole deed asked about
    const volvo = [
      item('v1', "The Volvo's engine started for the first time on Tuesday!", '2024-05-23T10:00:00', 1),
      item('v2', 'It passed inspection, and yesterday I drove the Volvo out to the lake. Its first real drive on real roads!', '2024-08-06T10:00:00', 0.9),
      item('v3', 'The Volvo won Best Restoration at the Harbor Classic last Saturday!', '2024-10-24T10:00:00', 0.8),
    ];
    expect(run('When did I first drive the Volvo on real roads?', volvo, [], T('2024-11-17T10:00:00')).time?.value).toBe('2024-08-05');
  });
  it('counts the distinct events of what the question names, with their dates', () => {
    const visit = (id: string, object: string, day: string) =>
      fact({ id, relation: 'visited', object, kind: 'event', eventTime: { start: T(`${day}T00:00:00`), end: T(`${day}T00:00:00`) + 86_400_000, granularity: 'day', value: day } });
    const tl = [visit('v1', 'Rome', '2022-04-09'), visit('v2', 'Rome', '2023-05-10'), visit('v3', 'Kyoto', '2022-09-25'), { ...visit('v4', 'Rome', '2023-05-10'), id: 'dup' }];
    expect(run('How many times have I been to Rome?', [], tl).answer).toBe('2 times: 9 April 2022; 10 May 2023.');
    const bought = [
      fact({ id: 'b1', relation: 'bought', object: 'new laptop', kind: 'event', recordedAt: T('2022-03-27T00:00:00') }),
      fact({ id: 'b2', relation: 'bought', object: 'another laptop', kind: 'event', recordedAt: T('2023-01-14T00:00:00') }),
      fact({ id: 'b3', relation: 'bought', object: 'tent', kind: 'event', recordedAt: T('2023-02-14T00:00:00') }),
    ];
    expect(run('How many laptops have I bought?', [], bought)).toMatchObject({ kind: 'count', answer: '2 laptops: 27 March 2022; 14 January 2023.' });
    expect(run('How many children does Bob have?', [], bought).abstained).toBe(true);
    // what someone else did is counted by what they did, not by their name in it
    const camping = ['2023-06-03', '2023-07-15'].map((day, i) => ({ ...visit(`c${i}`, 'camping', day), relation: 'did', subject: 'Bob' }));
    expect(run('How many times did Bob go camping?', [], camping).answer).toBe('2 times: 3 June 2023; 15 July 2023.');
  });
});

describe('reason: tenure of an unnamed value', () => {
  it('measures the latest one-value state, but never guesses among coexisting values', () => {
    const homes = [fact({ id: 'h', relation: 'lives_in', object: 'Oslo', validFrom: T('2020-03-01T00:00:00') })];
    expect(run('How long have I lived here?', [], homes, T('2024-03-01T00:00:00')).duration).toBe('P4Y');
    const things = [
      fact({ id: 'c', relation: 'owns', object: 'car', validFrom: T('2019-01-01T00:00:00') }),
      fact({ id: 'd', relation: 'owns', object: 'dog', validFrom: T('2021-01-01T00:00:00') }),
    ];
    expect(run('How long have I owned it?', [], things).abstained).toBe(true);
    expect(run('How long have I owned the car?', [], things).duration).toBe('P5Y2M');
  });
});

describe('reason: a fact answered as stored', () => {
  const withFact = (text: string, subject = 'Ann') => ({
    ...item('m', 'I always visit my parents in Leeds on weekends.', '2023-05-08T10:00:00'),
    facts: [fact({ id: 'm', relation: 'visits', object: 'parents', kind: 'event', subject, text })],
  });
  it("tells the one asking of their own fact in the second person, the verb agreeing past an adverb", () => {
    expect(run('What do I do on weekends?', [withFact("Ann always visits Ann's parents in Leeds (mentioned on 8 May 2023).")]).answer)
      .toBe('You always visit your parents in Leeds (mentioned on 8 May 2023).');
    expect(run('What did I do in May?', [withFact('Ann started volunteering at the shelter in May 2023.')]).answer).toBe('You started volunteering at the shelter in May 2023.');
  });
  it("leaves another person's fact, and a name that only begins like the asker's, as stored", () => {
    expect(run('What does Bob do on weekends?', [withFact("Bob visits Bob's parents (mentioned on 8 May 2023).", 'Bob')]).answer).toBe("Bob visits Bob's parents (mentioned on 8 May 2023).");
    expect(run('What do I do on weekends?', [withFact("Ann visits Joann's parents.")]).answer).toBe("You visit Joann's parents.");
  });
});
