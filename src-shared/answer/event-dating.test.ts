import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { dateEvents } from './date-events';
import { askedDirection, namesAllEventWords, type Turn } from './event-dating';
import type { EvidenceItem } from './evidence';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const NOW = T('2024-03-01T10:00:00');
const plan = (question: string) =>
  planQuestion(question, NOW, { asker: 'Ann', knownNames: ['Ann', 'Bob'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
const item = (messageId: string, text: string, time: string, relevance = 1, speaker = 'Ann'): EvidenceItem => ({
  messageId, text, time: T(time), speaker, relevance, facts: [], terms: new Set(), replyTo: null,
});
const turn = (messageId: string, text: string, time: string, offset: number, speaker = 'Ann'): Turn => ({ messageId, text, time: T(time), speaker, offset });
const when = (question: string, evidence: EvidenceItem[], turns: [string, Turn[]][] = []) =>
  reason({ plan: plan(question), evidence, timeline: [], support: 1, turns: new Map(turns) }, findTimeExpressions);

describe('askedDirection', () => {
  it('reads plans as ahead, "did/was" as past, anything else as either', () => {
    expect(askedDirection(plan('When is Ann planning to visit the lake?'))).toBe('future');
    expect(askedDirection(plan('When will Ann start her new job?'))).toBe('future');
    expect(askedDirection(plan('When did Ann adopt the cat?'))).toBe('past');
    expect(askedDirection(plan("When is Ann's birthday party?"))).toBe('future');
    expect(askedDirection(plan('Name the day Ann got the keys'))).toBe('any');
    // going somewhere as a habit is no plan; "was going to" is
    expect(askedDirection(plan('When did Ann start going to a watercolour class?'))).toBe('past');
    expect(askedDirection(plan('How long has Ann been going to the chess club?'))).toBe('any');
    expect(askedDirection(plan('When was Ann going to fly to Bergen?'))).toBe('future');
    // "next door" says where, not when; "next month" says when
    expect(askedDirection(plan('When did Ann sign the lease on the unit next door?'))).toBe('past');
    expect(askedDirection(plan('When did Ann sit next to Bob?'))).toBe('past');
    expect(askedDirection(plan('When does Ann fly out next month?'))).toBe('future');
  });
});

describe('dating an event at a place', () => {
  it('finds the time said next to a city within the country asked about', () => {
    const a = when('When did Ann leave for Canada?', [
      item('m1', 'Work was busy again today. I bought tickets to Toronto, and I am leaving the day after tomorrow!', '2023-07-09T12:00:00'),
    ]);
    expect(a.time?.start).toBe('2023-07-11');
  });
});

describe('dating an event in one clause of a sentence telling two', () => {
  const news = item('m1', "Our EP comes out on Friday, and we're playing a release show at the Blue Lantern on the 14th.", '2023-10-03T09:15:00');
  it('takes the time of the clause naming more of the question', () => {
    expect(when('When is the EP release show?', [news]).time?.value).toBe('2023-10-14');
    expect(when('When does the EP come out?', [news]).time?.value).toBe('2023-10-06');
  });
  it('answers a plan question from the sentence with a time ahead, of two naming the event as much', () => {
    const venue = item('v', 'We found a wedding venue today - a barn near Hereford. The wedding will be next August.', '2022-12-02T20:00:00');
    expect(when("When is Ann's wedding?", [venue]).time?.value).toBe('2023-08');
    expect(when('When did Ann find a wedding venue?', [venue]).time?.value).toBe('2022-12-02');
  });
  it('keeps the nearest time when no clause names more than another', () => {
    const both = item('m2', 'I flew to Rome on Monday, and I flew back on Friday.', '2023-10-07T09:15:00');
    expect(when('When did Ann fly to Rome?', [both]).time?.value).toBe('2023-10-02');
  });
  it('of clauses naming as much, takes the one naming what happens over the one naming a place ("..., back on the 15th")', () => {
    const trip = item('m3', "Count me in! I'm flying to Seoul on Thursday for work, back on the 15th.", '2023-06-05T10:00:00');
    expect(when('When did Ann get back from Seoul?', [trip]).time?.value).toBe('2023-06-15');
    expect(when('When did Ann fly to Seoul?', [trip]).time?.value).toBe('2023-06-08');
  });
});

describe('dating an event in the sentence after the one naming it', () => {
  it('takes the next sentence when it tells the start or end asked about', () => {
    const news = item('m1', 'Big news: I got the job at the bike shop! Started on Monday.', '2023-04-02T10:30:00', 1, 'Bob');
    expect(when('When did Bob start working at the bike shop?', [news]).time?.value).toBe('2023-03-27');
  });
  it('dates a start by the sentence telling it, over an anniversary naming the place', () => {
    const anniversary = item('b1', "Five years at Fernwood Bakery today! Started there on Valentine's Day 2015.", '2020-02-14T21:00:00');
    expect(when('When did Ann start at Fernwood Bakery?', [anniversary]).time?.value).toBe('2015-02-14');
    expect(when('When did Ann celebrate five years at Fernwood Bakery?', [anniversary]).time?.value).toBe('2020-02-14');
  });
  it('does not take it when it tells another start', () => {
    const news = item('m1', 'We moved to Leeds! Started my new job on Monday.', '2023-06-14T10:30:00', 1, 'Bob');
    expect(when('When did Bob move to Leeds?', [news]).time?.value).not.toBe('2023-06-12');
  });
});

describe('dating an event from the turns around it', () => {
  it('takes the time said in the turn before, by the same speaker, when the event message has none', () => {
    const a = when(
      'When did Ann throw a party for the firefighters?',
      [item('m2', 'We threw a small party for the firefighters and they told their stories.', '2023-05-20T19:00:00')],
      [['m2', [turn('m1', "Here's a photo from last Friday with some firefighters from the station.", '2023-05-20T18:59:00', -1)]]],
    );
    expect(a.time?.start).toBe('2023-05-19');
    expect(a.evidence.slice(0, 2)).toEqual(['m2', 'm1']);
  });
  it('takes no time from the turns around a "No" to the other\'s question naming the event ("Did you bring Pixel?")', () => {
    const reply = (asked: string) => ({
      ...item('m3', 'No, my neighbour cat-sat. Pixel would have ended up in the lake.', '2023-05-25T10:00:00'),
      replyTo: { speaker: 'Bob', text: asked },
    });
    const talk = (asked: string): [string, Turn[]][] => [['m3', [turn('m1', 'Last Saturday was my grandma\'s 80th birthday at her lake house.', '2023-05-25T10:00:00', -2), turn('m2', asked, '2023-05-25T10:00:00', -1, 'Bob')]]];
    expect(when('When did Ann bring her cat Pixel home?', [reply('Did you bring Pixel?')], talk('Did you bring Pixel?')).time?.value).toBe('2023-05-25');
    // a "No" to a guess at other news still takes the time the news was teased with
    expect(when('When did Ann go to her grandma\'s birthday at the lake house?', [reply('Is it a new game?')], talk('Is it a new game?')).time?.value).toBe('2023-05-20');
  });
  it('takes a short reply that fixes the day of a plan ("See you tomorrow!")', () => {
    const a = when(
      'When did Ann plan to go to the observatory with Bob?',
      [item('m1', 'Come to the observatory with me, Ann! The telescope is finally fixed.', '2022-11-09T17:00:00', 1, 'Bob')],
      [['m1', [turn('m2', 'Alright, see you tomorrow!', '2022-11-09T17:01:00', 1, 'Ann')]]],
    );
    expect(a.time?.start).toBe('2022-11-10');
  });
  it('takes the time in the opening of a longer answer to a question naming the event ("Yes!! Friday was the day. ...")', () => {
    const asked = { messageId: 'q', text: 'Ann! Did you get the keys yet?', time: T('2023-03-13T10:00:00'), speaker: 'Bob', offset: -1 };
    const answer = (text: string) => ({ ...item('a', text, '2023-03-13T10:00:00'), replyTo: asked });
    const yes = answer('Yes!! Friday was the day. We stood in the empty living room and cried a bit, it was so emotional.');
    expect(when('When did Ann get the keys?', [yes]).time?.value).toBe('2023-03-10');
    // a time further on in a long answer is other news; an answer to a statement answers nothing
    expect(when('When did Ann get the keys?', [answer('Yes, all good, nothing much to report, honestly. My sister moved on Friday, we helped all day.')]).time?.value).toBe('2023-03-13');
    expect(when('When did Ann get the keys?', [{ ...yes, replyTo: { ...asked, text: 'I hope you got the keys.' } }]).time?.value).toBe('2023-03-13');
  });
  it('takes the deed told again near the start of an answer to a question asked mid-turn ("How did the aquarium trip go? ...")', () => {
    const asked = { speaker: 'Bob', text: 'Morning! How did the aquarium trip go? I kept thinking about you herding thirty kids.' };
    const told = { ...item('a', 'Haha, it was madness but so much fun! We went last week and not a single child fell into anything.', '2022-06-18T10:00:00'), replyTo: asked };
    expect(when('When did Ann take her students on a trip to the aquarium?', [told]).time?.value).toBe('2022-W23');
    // told again in a clause after who arranged it ("How was the hen party??" / "... My sister organised everything - last weekend we took over a cottage")
    const hen = { ...item('h', 'It was the best! My sister organised everything - last weekend we took over a cottage in the hills and did karaoke until three.', '2023-07-25T10:00:00'), replyTo: { speaker: 'Bob', text: 'How was the hen party??' } };
    expect(when("When was Ann's hen party?", [hen]).time?.value).toBe('2023-W29-WE');
    // time spent there ("How was Vienna?" / "It was magical! We spent last weekend there and went to a concert ...")
    const vienna = { ...item('v', 'It was magical! We spent last weekend there and went to a concert at the Musikverein - the golden hall.', '2023-03-21T10:00:00'), replyTo: { speaker: 'Bob', text: 'Ann! How was Vienna?' } };
    expect(when('When did Ann take a trip to Vienna?', [vienna]).time?.value).toBe('2023-W11-WE');
    // asked of "it" right after naming the event ("I'm SO sorry I missed the soft launch. How did it go??")
    const soft = { ...item('s', 'We finally did it on Friday! Sold out of karaage by 8pm and the line went around the corner.', '2023-03-29T10:00:00'), replyTo: { speaker: 'Bob', text: "I'm SO sorry I missed the soft launch. How did it go??" } };
    expect(when("When did Ann hold the soft launch for her food truck?", [soft]).time?.value).toBe('2023-03-24');
  });
  it('takes the first sentence of an answer to "When did you ...?" whatever its length', () => {
    const told = { ...item('a', 'Back in 2019, after their old fiddle player moved to Canada and left a gap. Best decision I ever made.', '2022-08-17T10:00:00'), replyTo: { speaker: 'Bob', text: 'When did you join the band again?' } };
    expect(when("When did Ann join the band?", [told]).time?.value).toBe('2019');
  });
  it('takes a long opening sentence telling a deed done to "it", the thing asked about ("Your ankle? What happened?" / "I sprained it two weeks ago, ...")', () => {
    const asked = { speaker: 'Bob', text: 'Your ankle? What happened?' };
    const told = { ...item('a', 'I sprained it two weeks ago, stepping off a bouldering wall badly - so silly, after all that careful training.', '2023-07-13T10:00:00'), replyTo: asked };
    expect(when('When did Ann injure her ankle?', [told]).time?.value).toBe('2023-06-29');
  });
  it('takes the opening of the speaker\'s answer when the other asks "When was that?"', () => {
    const sprain = item('m1', 'Okay, confession: I sprained my ankle. Not even climbing, I tripped over a kerb.', '2022-05-16T10:00:00');
    const talk = (asked: string) => [['m1', [turn('m2', asked, '2022-05-16T10:00:00', 1, 'Bob'), turn('m3', 'Last Tuesday, walking home from the gym. The physio says no climbing for six weeks at least.', '2022-05-16T10:00:00', 2)]]] as [string, Turn[]][];
    expect(when('When did Ann sprain her ankle?', [sprain], talk('Oh no! When was that?')).time?.value).toBe('2022-05-10');
    expect(when('When did Ann sprain her ankle?', [sprain], talk('Oh no! Are you okay?')).time?.value).toBe('2022-05-16');
    // asked after a word more on the news
    const said = '2023-12-04T10:00:00';
    const walk = item('w', 'Okay, proud moment. Mom walked the whole loop around the lake without her cane.', said);
    const later = (more: string) => [['w', [turn('w1', "No way!! That's like two miles, right?", said, 1, 'Bob'), turn('w2', more, said, 2), turn('w3', 'When was that?', said, 3, 'Bob'), turn('w4', 'The day after Thanksgiving.', said, 4)]]] as [string, Turn[]][];
    expect(when("When did Ann's mom walk the loop around the lake without her cane?", [walk], later("A little over two. She didn't stop once.")).time?.value).toBe('2023-11-24');
    // not when the word more was other news, which "that" then asks about
    expect(when("When did Ann's mom walk the loop around the lake without her cane?", [walk], later('Also, I got a new job!')).time?.value).toBe('2023-12-04');
    // the answer tells more closely a time the news told ("this week" / "When was that?" / "This past Wednesday.")
    const council = item('c', 'I did a scary thing this week. I spoke at the city council meeting about the funding cut.', '2022-12-11T17:30:00');
    const asked = (answer: string) => [['c', [turn('c2', 'Wow, Clara! When was that?', '2022-12-11T17:30:00', 1, 'Bob'), turn('c3', answer, '2022-12-11T17:30:00', 2)]]] as [string, Turn[]][];
    expect(when('When did Ann speak at the city council meeting?', [council], asked('This past Wednesday. I had three minutes.')).time?.value).toBe('2022-12-07');
    // a time outside the told one answers something else
    expect(when('When did Ann speak at the city council meeting?', [council], asked('Last month, after the vote.')).time?.value).toBe('2022-W49');
  });
  it('takes a time closing the first sentence of the answer when the other asks "Where?"', () => {
    const said = '2022-05-19T18:40:00';
    const saw = item('k', 'Speaking of small victories, I saw my first kingfisher!', said);
    const talk = (answer: string) => [['k', [turn('k1', 'No way! Where?', said, 1, 'Bob'), turn('k2', answer, said, 2)]]] as [string, Turn[]][];
    expect(when('When did Ann see her first kingfisher?', [saw], talk('On the club walk along the river two weekends ago. Ron spotted it first.')).time?.value).toBe('2022-W18-WE');
    // an answer telling only the place leaves the day it was told
    expect(when('When did Ann see her first kingfisher?', [saw], talk('On the club walk along the river, just past the old mill.')).time?.value).toBe('2022-05-19');
  });
  it('takes the answer to "When was that?" after news teased with no time ("I\'m typing this with one hand." / "What happened?")', () => {
    const said = '2021-05-30T11:05:00';
    const sprain = item('s', "I tripped over a hosepipe at the allotment and landed on my wrist. It's sprained, not broken.", said);
    const talk = (teaser: string) => [['s', [
      turn('s1', teaser, said, -2), turn('s2', 'Uh oh, what happened?', said, -1, 'Bob'),
      turn('s4', 'Oh no! When was that?', said, 1, 'Bob'), turn('s5', 'Tuesday. I spent four hours in A&E waiting to be told to rest it, which I could have told myself.', said, 2),
    ]]] as [string, Turn[]][];
    expect(when('When did Ann sprain her wrist?', [sprain], talk("Don't laugh, but I'm typing this with one hand.")).time?.value).toBe('2021-05-25');
    // a teaser telling a time dates the news itself
    expect(when('When did Ann sprain her wrist?', [sprain], talk('Something silly happened yesterday.')).time?.value).toBe('2021-05-29');
  });
  it('dates news of someone the speaker just named by the answer to "When was that?" ("Theo\'s in a cast." / ... / "Last Sunday. He fell off the monkey bars.")', () => {
    const said = '2020-10-10T11:20:00';
    const fell = { ...item('f', 'Last Sunday. He fell off the monkey bars at the playground. Broke his left wrist.', said), replyTo: { speaker: 'Bob', text: 'Oh no! Poor little guy. When was that?' } };
    const other = item('o', 'Cast is off! He keeps showing his skinny wrist to strangers. And Theo lost his first tooth a few days ago.', '2020-11-08T19:10:00', 0.7);
    const before = (named: string) => [['f', [turn('f1', named, said, -2), turn('f2', 'Oh no! Poor little guy. When was that?', said, -1, 'Bob')]]] as [string, Turn[]][];
    expect(when("When did Ann's son Theo break his wrist?", [fell, other], before("Well, we're a family of one arm this week. Theo's in a cast.")).time?.value).toBe('2020-10-04');
    // "he" is someone else when the speaker named not Theo
    expect(when("When did Ann's son Theo break his wrist?", [fell, other], before("Well, my neighbour's in a cast.")).time?.value).not.toBe('2020-10-04');
  });
  it('dates news by the speaker\'s "It was ..." just after ("photos from the naming ceremony" / "You didn\'t have to!" / "It was such a beautiful afternoon on the 14th")', () => {
    const said = '2021-08-20T20:40:00';
    const photos = item('p', "I've just finished putting the photos from Isla's naming ceremony into a little album for you.", said);
    const talk = (it: string, speaker = 'Ann') => [['p', [turn('p2', "You didn't have to! That's so kind.", said, 1, 'Bob'), turn('p3', it, said, 2, speaker)]]] as [string, Turn[]][];
    const it = 'I wanted to. It was such a beautiful afternoon on the 14th - I did not stop smiling the whole day, honestly.';
    expect(when("When did Ann hold Isla's naming ceremony?", [photos], talk(it)).time?.value).toBe('2021-08-14');
    // the friend's "it" is their own news
    expect(when("When did Ann hold Isla's naming ceremony?", [photos], talk(it, 'Bob')).time?.value).toBe('2021-08-20');
  });
  it('reads the answer to "When?" among other questions, but not one to when another thing is ("When\'s the gig?")', () => {
    const said = '2023-03-29T19:50:00';
    const quit = item('q', 'Sad but relieved. We had a goodbye pint with Declan. But now we need a new drummer before the gig.', said);
    const talk = (asked: string) => [['q', [turn('q2', asked, said, 1, 'Bob'), turn('q3', "It's on the 22nd of April, so not long. We've got two people auditioning this weekend, fingers crossed.", said, 2)]]] as [string, Turn[]][];
    expect(when('When did the drummer leave the band?', [quit], talk("When's the gig? Do you have time to find someone?")).time?.value).toBe('2023-03-29');
    expect(when('When did the drummer leave the band?', [quit], talk('Oh no! When? Was it a shock?')).time?.value).toBe('2023-04-22');
  });
  it('weighs all the event words that a message and the speaker\'s next turn telling its time name together', () => {
    const said = '2023-02-04T20:15:00';
    const news = item('n', 'I have some actual news, though. Bob and I have started the adoption process.', said, 0.89);
    const decided = (speaker: string) => [['n', [
      turn('n1', "What?! That's huge! How long have you been thinking about it?", said, 1, 'Bob'),
      turn('n2', 'We decided last summer, after a long weekend away where we talked it all through.', said, 2, speaker),
    ]]] as [string, Turn[]][];
    const universe = item('u', 'Sometimes the universe decides for you.', '2023-07-28T20:00:00', 0.99);
    expect(when('When did Ann decide to adopt?', [universe, news], decided('Ann')).time?.value).toBe('2022-SU');
    // a turn telling the time of other news does not
    const lake = [['n', [turn('n1', 'Wow! How was the weekend?', said, 1, 'Bob'), turn('n2', 'We went to the lake last summer.', said, 2)]]] as [string, Turn[]][];
    expect(when('When did Ann decide to adopt?', [universe, news], lake).time?.value).not.toBe('2022-SU');
  });
  it('reads a long answer to "When was that?" by its first clause, unless that tells a deed of its own', () => {
    const said = '2023-08-06T20:40:00';
    const moose = item('m', "Bob, you won't believe what I saw this week. A moose crossing the highway!", said);
    const talk = (asked: string, answer: string) => [['m', [turn('m2', asked, said, 1, 'Bob'), turn('m3', answer, said, 2)]]] as [string, Turn[]][];
    const long = 'Tuesday night, up near Duluth on the way back from a fuel delivery. It was huge, like a horse on stilts.';
    expect(when('When did Ann see a moose crossing the highway?', [moose], talk('A MOOSE? Where? When was that?', long)).time?.value).toBe('2023-08-01');
    expect(when('When did Ann see a moose crossing the highway?', [moose], talk('A MOOSE? When was that?', 'I told Kasia about it on Tuesday night, she laughed for ages.')).time?.value).toBe('2023-W31');
    // asked when someone else does a thing ("When does he start?"), the answer dates that, not the news
    const hired = item('h', 'Big moment: I hired my first employee! Joel, a pharmacy technician. He used to work on the high street.', '2023-12-05T20:15:00');
    const start = [['h', [turn('h2', 'How does it feel to be a boss? When does he start?', '2023-12-05T20:15:00', 1, 'Bob'), turn('h3', 'Middle of January, so he can help set up the dispensary before we open.', '2023-12-05T20:15:00', 2)]]] as [string, Turn[]][];
    expect(when('When did Ann hire her first employee?', [hired], start).time?.value).toBe('2023-12-05');
  });
  it('does not date news told ahead by a past time answering "When was that?" ("Guess who\'s going to the final?")', () => {
    const said = '2023-06-10T13:25:00';
    const going = item('g', "Guess who's going to the Bake-Off final?", said);
    const talk = [['g', [
      turn('g2', 'No way!! You made it through the qualifier?', said, 1, 'Bob'), turn('g3', 'I did!!!', said, 2),
      turn('g4', "When was that? You didn't even tell me it was happening!", said, 3, 'Bob'), turn('g5', "Wednesday afternoon. I didn't tell anyone because I was too nervous, honestly.", said, 4),
    ]]] as [string, Turn[]][];
    expect(when('When did Ann place second in the Bake-Off final?', [going], talk).time?.value).not.toBe('2023-06-07');
    // the deed asked was done: the answer dates it ("You made it through the qualifier?" / "I did!!!" / "When was that?")
    const did = { ...item('d', 'I did!!!', said), replyTo: { speaker: 'Bob', text: 'No way!! You made it through the qualifier?' } };
    const asked = [['d', talk[0]![1].slice(2).map((t) => ({ ...t, offset: t.offset - 2 }))]] as [string, Turn[]][];
    expect(when('When did Ann make it through the Bake-Off qualifier?', [did], asked).time?.value).toBe('2023-06-07');
  });
  it("does not date a deed told done by the friend's short turn ahead, nor by the speaker's own question to the friend", () => {
    const said = '2020-03-22T18:00:00';
    const bought = item('b', "And you'll be proud of me: I've gone and bought a tablet, so we can do those video calls you keep talking about.", said);
    const friend = [['b', [turn('b2', "You're a tech wizard now! Shall we try it tomorrow evening?", said, 1, 'Bob')]]] as [string, Turn[]][];
    expect(when('When did Ann buy a tablet?', [bought], friend).time?.value).toBe('2020-03-22');
    const found = item('f', 'NADIA. I found the dress.', '2022-07-05T19:22:00');
    const own = [['f', [turn('f2', 'Photo. Now.', '2022-07-05T19:22:00', 1, 'Bob'), turn('f3', 'How did the exam go?? Was it this week?', '2022-07-05T19:22:00', 2)]]] as [string, Turn[]][];
    expect(when('When did Ann find her wedding dress?', [found], own).time?.value).toBe('2022-07-05');
  });
  it('does not date news by the answer to when word of it comes ("When will you know?" / "Sometime in November.")', () => {
    const said = '2023-10-12T20:15:00';
    const abstract = item('a', 'I submitted an abstract to a big marine science conference in Lisbon.', said);
    const talk = (asked: string) => [['a', [turn('a2', asked, said, 1, 'Bob'), turn('a3', 'Sometime in November, I think.', said, 2)]]] as [string, Turn[]][];
    expect(when('When did Ann submit an abstract to the Lisbon conference?', [abstract], talk('Lisbon! When will you know?')).time?.value).toBe('2023-10-12');
    expect(when('When did Ann submit an abstract to the Lisbon conference?', [abstract], talk('Lisbon! When do you hear back?')).time?.value).toBe('2023-10-12');
    // asked when the thing itself happens, the answer dates it
    expect(when('When is Ann presenting at the Lisbon conference?', [abstract], talk('Lisbon! When is the conference?')).time?.value).toBe('2023-11');
  });
  it('prefers the sentence telling the move in ("We moved everything in last weekend") to one naming the flat', () => {
    const offer = item('o', 'Big news: my offer on the Alder Street flat was accepted on Tuesday!', '2022-10-27T10:00:00', 1);
    const moved = item('m', "It's my own sofa in my own living room on Alder Street! We moved everything in last weekend.", '2023-01-25T10:00:00', 0.97);
    expect(when('When did Ann move into her flat on Alder Street?', [offer, moved]).time?.start).toBe('2023-01-21');
  });
  it('does not date news by a time in the sentence before it when it opens other news ("The 30th, you\'re coming. Also I sprained my wrist")', () => {
    const said = '2023-03-12T19:02:00';
    const also = item('a', "The 30th, you're coming. Also I'm typing with one hand, I sprained my wrist carrying boxes.", said);
    expect(when('When did Ann sprain her wrist?', [also]).time?.value).toBe('2023-03-12');
    const same = item('s', 'Two weeks ago, walking home. I sprained my wrist on the kerb.', said);
    expect(when('When did Ann sprain her wrist?', [same]).time?.value).not.toBe('2023-03-12');
  });
  it('takes the time of a next sentence that says little else ("same as for your move. We\'re all set for the 10th.")', () => {
    const set = item('s', "Dev is lending us his van again, same as for your move. We're all set for the 10th. The sellers are leaving us a garden bench.", '2023-05-20T10:00:00');
    expect(when('When did Ann move into her new house?', [set]).time?.value).toBe('2023-06-10');
    const other = item('o', 'Dev is lending us his van again, same as for your move. Track season starts up on the 10th.', '2023-05-20T10:00:00');
    expect(when('When did Ann move into her new house?', [other]).time?.value).toBe('2023-05-20');
    // nor does a fragment opening with its time ("my defense date is set. April 22nd, 2pm, in the seminar room.")
    const fragment = item('f', 'Also, big news: my defense date is set. April 22nd, 2pm, in the history department seminar room.', '2022-03-20T10:00:00');
    expect(when('When was Ann going to defend her thesis?', [fragment]).time?.value).toBe('2022-04-22');
    const another = item('a', 'Also, big news: my defense date is set. April 22nd we fly to Lisbon for the conference.', '2022-03-20T10:00:00');
    expect(when('When was Ann going to defend her thesis?', [another]).time?.value).not.toBe('2022-04-22');
    // a hedge says nothing else either
    const hedged = item('h', "Once it's done I'll throw a proper housewarming. Maybe in early summer!", '2022-03-29T10:00:00');
    expect(when('When is Ann throwing her housewarming party?', [hedged]).time?.value).toBe('2022-SU');
    // a verb of its own tells another event
    expect(when('When did Ann buy the house on Elm Road?', [item('b', 'We finally bought the house on Elm Road! Moving in on the 15th.', '2021-05-03T10:00:00')]).time?.value).toBe('2021-05-03');
  });
  it('of sentences naming as much of the question, takes the one telling the deed over the one naming a name', () => {
    const a = when('When did Ann adopt her cat Mungo?', [item('m1', 'Also, Mungo had a little party today, sort of. We adopted him from the shelter 3 years ago this week.', '2023-08-10T10:00:00')]);
    expect(a.time?.value).toBe('2020');
  });
  it('does not date an event by a length the question names as part of it ("in 1 hour 48 minutes")', () => {
    const run = item('m1', 'It went really well! I ran it last weekend and finished in 1 hour 48 minutes, a personal best.', '2022-10-25T10:00:00');
    expect(when('When did Ann run a half marathon in 1 hour 48 minutes?', [run]).time?.start).toBe('2022-10-22');
  });
  it("dates a start by the sentence naming the thing, not by another thing's start", () => {
    const a = when('When did Ann start the kitchen demolition?', [item('m1', 'The kitchen demolition was last weekend, so loud. Track season starts in two weeks, too.', '2023-08-23T10:00:00')]);
    expect(a.time?.start).toBe('2023-08-19');
  });
  it('does not date an event by the day one signed up for it, and reads "It\'s next April, ..." as the answer to "When is it?"', () => {
    const signed = item('m1', 'Guess who finally did it? Yesterday I signed up for the Harbor City Marathon!', '2022-09-03T10:00:00');
    expect(when('When did Ann run the Harbor City Marathon?', [signed]).time?.value).toBe('2022-09-03');
    expect(when('When did Ann sign up for the Harbor City Marathon?', [signed]).time?.value).toBe('2022-09-02');
    // signing up for classes starts them
    expect(when('When did Ann start taking cooking classes?', [item('c', 'Yes, two days ago I signed up for a cooking class.', '2022-09-04T10:00:00')]).time?.value).toBe('2022-09-02');
    const talk = [['m1', [
      turn('m2', 'Your first full marathon! When is it?', '2022-09-03T10:00:00', 1, 'Bob'),
      turn('m3', "It's next April, so I've got about seven months to train. My first race was a muddy 5K back in 2015.", '2022-09-03T10:00:00', 2),
    ]]] as [string, Turn[]][];
    expect(when('When did Ann run the Harbor City Marathon?', [signed], talk).time?.value).toBe('2023-04');
  });
  it('reads a bare month answering "When does it start?" ahead, and one answering "When was it?" back', () => {
    const accepted = item('m1', "I got accepted into a part-time master's in urban planning. I found out last Thursday.", '2023-04-17T10:00:00');
    const talk = (asked: string, answer: string) => [['m1', [turn('m2', asked, '2023-04-17T10:00:00', 1, 'Bob'), turn('m3', answer, '2023-04-17T10:00:00', 2)]]] as [string, Turn[]][];
    expect(when("When is Ann's master's program going to start?", [accepted], talk("That's amazing! When does it start?", "In September. I'll keep working at the firm.")).time?.value).toBe('2023-09');
    const concert = item('c1', 'Oh and I finally saw Low Tide live, best concert ever!', '2023-04-17T10:00:00');
    const told = [['c1', [turn('c2', 'No way! When was it?', '2023-04-17T10:00:00', 1, 'Bob'), turn('c3', 'In March, at the Rosewood.', '2023-04-17T10:00:00', 2)]]] as [string, Turn[]][];
    expect(when('When did Ann see Low Tide live?', [concert], told).time?.value).toBe('2023-03');
    // a reply dated by its own opening takes the tense of the question it answers
    const reply = { ...item('r', 'In September!', '2023-04-17T10:00:00'), replyTo: { speaker: 'Bob', text: "When's your master's program starting?" } };
    expect(when("When is Ann's master's program going to start?", [reply]).time?.value).toBe('2023-09');
  });
  it("takes the time from another speaker's turn that names the event (an invitation accepted)", () => {
    const a = when(
      'When did Ann and Bob go to the ice hockey game together?',
      [item('m2', "Yes! Let's do it, it'll be fun!", '2022-09-04T21:00:00')],
      [['m2', [turn('m1', 'We have two spare seats for the ice hockey game next Sunday, want to join us? Bring a scarf.', '2022-09-04T20:59:00', -1, 'Bob')]]],
    );
    expect(a.time?.start).toBe('2022-09-11');
  });
  it("ignores another speaker's short turn telling their own news in the past", () => {
    const a = when(
      'When did Bob go to Lisbon?',
      [item('m1', 'Back from Lisbon! Loved the trams.', '2023-05-20T16:00:00', 1, 'Bob')],
      [['m1', [turn('m2', 'Welcome back! I quit the pottery class last month, too expensive.', '2023-05-20T16:01:00', 1, 'Ann')]]],
    );
    expect(a.time?.value).toBe('2023-05-20');
    expect(a.evidence[0]).toBe('m1');
  });
  it("ignores another speaker's short plan of their own ('I'm off to Iceland on Thursday'), not a reply fixing the day", () => {
    const booked = item('m1', 'We just booked our honeymoon! Two weeks in Japan starting April 3rd.', '2024-02-11T20:00:00');
    const off = turn('m2', "Amazing! I'm off to Iceland on Thursday for a long weekend.", '2024-02-11T20:01:00', 1, 'Bob');
    expect(when('When did Ann book her honeymoon?', [booked], [['m1', [off]]]).time?.value).toBe('2024-02-11');
    const invite = item('m3', 'Come to the observatory with me, Ann!', '2022-11-09T17:00:00', 1, 'Bob');
    expect(when('When did Ann plan to go to the observatory?', [invite], [['m3', [turn('m4', 'Alright, see you on Friday!', '2022-11-09T17:01:00', 1, 'Ann')]]]).time?.value).toBe('2022-11-11');
  });
  it("ignores a short turn that adds news of its own ('Also ...')", () => {
    const a = when(
      "When did Ann's sister visit?",
      [item('m1', 'The aquarium trip was so fun, my sister loved the jellyfish.', '2023-04-02T10:30:00')],
      [['m1', [turn('m2', 'Also I made my first bowl on the wheel two days ago.', '2023-04-02T10:31:00', 1)]]],
    );
    expect(a.time?.value).toBe('2023-04-02');
  });
  it("ignores another speaker's long turn that is about their own news", () => {
    const a = when(
      'When did Ann repaint the fence?',
      [item('m2', 'I repainted the fence, it looks brand new.', '2023-06-10T10:00:00')],
      [['m2', [turn('m1', 'Last weekend I drove up the coast with my sister and we stopped at every lighthouse we saw.', '2023-06-10T09:59:00', -1, 'Bob')]]],
    );
    expect(a.time?.start).toBe('2023-06-10');
  });
  it("ignores another speaker's long turn that names less of the event than the evidence does", () => {
    const a = when(
      'When did Ann adopt a pet?',
      [item('m2', 'Pets make life better! I recently adopted another pup from a shelter.', '2023-10-19T18:12:00')],
      [['m2', [turn('m1', 'I went to a pet store last Monday to buy toys for my dogs, they were so excited.', '2023-10-19T18:11:00', -1, 'Bob')]]],
    );
    expect(a.time?.start).toBe('2023-10-19');
  });
  it('takes the time of what the evidence points back to with "this" in the speaker\'s turn before', () => {
    const flyer = item('m3', 'I saw this workshop flyer at my local pet store. It was a positive reinforcement training class for dogs.', '2023-05-11T14:03:00');
    const before = (text: string, speaker = 'Ann') => [['m3', [turn('m1', text, '2023-05-11T14:02:00', -2, speaker)]]] as [string, Turn[]][];
    const question = "When did Ann's positive reinforcement training class take place?";
    const signedUp = 'My week has been busy with the garden and my four doggies took up the rest. Also, I signed up for a workshop about bonding with my pet next month.';
    expect(when(question, [flyer], before(signedUp)).time?.value).toBe('2023-06');
    // not another speaker's workshop, nor a time the speaker said of something else
    expect(when(question, [flyer], before(signedUp, 'Bob')).time?.value).toBe('2023-05-11');
    expect(when(question, [flyer], before('I signed up for a workshop about bonding. My sister visits next month.')).time?.value).toBe('2023-05-11');
  });
  it("takes the time of the speaker's teaser for the news told next (\"Something happened yesterday...\")", () => {
    const crash = item('m3', 'A car ran a red light and hit us, but thankfully everyone is okay.', '2023-07-03T20:43:00', 1);
    const teaser = (text: string, speaker = 'Ann') => [['m3', [turn('m1', text, '2023-07-03T20:42:00', -2, speaker)]]] as [string, Turn[]][];
    // a message naming the car with its own time scores a little higher than the crash does
    const donated = item('m0', 'I donated my old car to a shelter yesterday.', '2022-12-22T18:10:00', 0.98);
    const question = 'When did Ann get in a car accident?';
    expect(when(question, [crash, donated], teaser('They were great. But something not so great happened yesterday...')).time?.value).toBe('2023-07-02');
    // the time of a turn that tells its own news, or of another speaker's teaser, is the turn's only
    expect(when(question, [crash, donated], teaser('They were great. We went to the lake yesterday.')).time?.value).toBe('2022-12-21');
    expect(when(question, [crash, donated], teaser('Guess what happened yesterday!', 'Bob')).time?.value).toBe('2022-12-21');
    // "did something ..." announces news too
    expect(when(question, [crash, donated], teaser("Last weekend we finally did something we'd talked about for ages.")).time?.start).toBe('2023-07-01');
    expect(when(question, [crash, donated], teaser("I have news and I've been bursting to tell you. Last Saturday was a big day for me.")).time?.value).toBe('2023-07-01');
    // so does finding out what is not yet told
    expect(when(question, [crash, donated], teaser("We went to the police station yesterday and found out what happened to the other driver!")).time?.value).toBe('2023-07-02');
    // the teasing sentence's time, not another's in the turn
    expect(when(question, [crash, donated], teaser('Our cat goes to the vet this Friday. But something not so great happened yesterday...')).time?.value).toBe('2023-07-02');
    // a teasing sentence with no time takes none from another sentence of its turn
    expect(when(question, [crash, donated], teaser('We painted the hall last weekend. Also, we got some news about the car.')).time?.value).toBe('2022-12-21');
    // news told right after its announcement is the turn's own
    expect(when(question, [crash, donated], teaser('Big news: our cat had her surgery yesterday!')).time?.value).toBe('2022-12-21');
    expect(when(question, [crash, donated], teaser('My big news is that I ran my first 10K race yesterday!')).time?.value).toBe('2022-12-21');
  });
  it('does not date news told done by a time ahead the speaker tells after it ("offered me the head coach job!" / ... / "baby in August")', () => {
    const said = '2023-05-26T21:00:00';
    const offered = item('o', 'Okay, big news. Coach Dwyer is retiring and the athletic director offered me the head coach job!', said, 1);
    const turns = [['o', [
      turn('o2', 'WHAT! That is huge! Did you say yes?', said, 1, 'Bob'),
      turn('o3', 'I told him I needed to talk to Elena first, since, you know, baby in August. But she pushed me out the door.', said, 2),
    ]]] as [string, Turn[]][];
    expect(when('When was Ann offered the head coach job?', [offered], turns).time?.value).toBe('2023-05-26');
  });
  it("does not date by a past teaser the news of what the speaker is yet to do (\"I'm finally opening my own restaurant!\")", () => {
    const news = item('m3', "I signed the lease on a little space on Harrow Street. I'm finally opening my own restaurant!", '2022-05-09T10:00:00', 1);
    const opened = item('o', 'We did it! The restaurant opened on Saturday!', '2022-10-03T10:00:00', 0.8);
    const around = (text: string, at = '2022-05-09T10:00:00') => [['m3', [turn('m1', text, at, -2), turn('m2', "Don't leave me hanging! What did you do?", at, -1, 'Bob')]]] as [string, Turn[]][];
    expect(when("When did Ann's restaurant open?", [news, opened], around('Two weeks ago I did something kind of terrifying and wonderful!')).time?.value).toBe('2022-10-01');
    // a teaser ahead dates it
    expect(when("When is Ann's restaurant opening?", [news], around('Next month I will do something kind of terrifying and wonderful!')).time?.value).toBe('2022-06');
    // others' doing told in the present is news of a deed done ("they're making me an associate director")
    const promoted = item('m3', "The partners called me in and told me they're making me an associate director.", '2022-09-25T10:00:00', 1);
    expect(when('When was Ann promoted to associate director?', [promoted], around('Something big happened on Thursday!', '2022-09-25T10:00:00')).time?.value).toBe('2022-09-22');
  });
  it("ranks a message naming none of the event, only whose it is (\"my sister is pregnant!\"), below one telling it", () => {
    const pregnant = item('p', 'Oh, and big family news - my sister Marit is pregnant! She is due in late November.', '2022-05-26T10:00:00', 1);
    const born = item('b', 'Marit had her baby on Thursday!', '2022-11-27T10:00:00', 0.8);
    expect(when("When did Ann's sister give birth?", [pregnant, born]).time?.value).toBe('2022-11-24');
  });
  it('takes the earliest of tellings about as well attested for a question about the first', () => {
    const cross = item('c', 'Yesterday I flew my first solo cross-country, to the coast and back!', '2023-07-02T10:00:00', 0.96);
    const solo = item('s', 'Yesterday I flew solo for the first time! Just me and the plane.', '2023-04-18T10:00:00', 0.955);
    expect(when('When did Ann make her first solo flight?', [cross, solo]).time?.value).toBe('2023-04-17');
  });
  it('dates news revealed after a teaser by the teaser, not by the answer to "When\'s the final?" asked after it', () => {
    const won = item('m3', 'We beat Ridgeway in the state semifinal, 58-55! We are going to the state final.', '2023-03-04T10:00:00', 1);
    const around = [['m3', [
      turn('m1', 'Last night was unreal.', '2023-03-04T10:00:00', -2),
      turn('m2', 'Tell me everything!', '2023-03-04T10:00:00', -1, 'Bob'),
      turn('m4', "I'm so happy for you! When's the final?", '2023-03-04T10:00:00', 1, 'Bob'),
      turn('m5', 'Next Saturday at the arena in Capitol City.', '2023-03-04T10:00:00', 2),
    ]]] as [string, Turn[]][];
    expect(when("When did Ann's team win the state semifinal?", [won], around).time?.value).toBe('2023-03-03');
  });
  it("takes the speaker's teaser over the friend's reply after the news naming the thing with a time of its own", () => {
    const finished = item('m3', 'I finished the Harbour Half Marathon! One hour fifty-two minutes.', '2023-11-14T10:00:00', 1);
    const around = [['m3', [
      turn('m4', 'INCREDIBLE! Under two hours for your first half marathon! Eight months ago you were dying after sixty seconds of running.', '2023-11-14T10:00:00', 1, 'Bob'),
      turn('m1', 'I did something huge this past Sunday!', '2023-11-14T10:00:00', -2),
      turn('m2', 'What?! Tell me!', '2023-11-14T10:00:00', -1, 'Bob'),
    ]]] as [string, Turn[]][];
    expect(when('When did Ann run the half marathon?', [finished], around).time?.value).toBe('2023-11-12');
  });
  it('takes the time of a turn the friend asked "what was it?" of, over a time told after the news for another deed', () => {
    const news = item('m3', 'A literary agent asked to read my full manuscript! I sent chapters to a few agents a couple of weeks ago.', '2024-02-05T10:00:00', 1);
    const asked = (question: string) => [['m3', [
      turn('m1', 'I got an email last Friday that made me scream so loud the dog fell off the sofa.', '2024-02-05T10:00:00', -2),
      turn('m2', question, '2024-02-05T10:00:00', -1, 'Bob'),
    ]]] as [string, Turn[]][];
    const q = 'When did a literary agent ask Ann to send her full manuscript?';
    expect(when(q, [news], asked("What?! Don't leave me hanging, what was it?")).time?.value).toBe('2024-02-02');
    // not asked what it was, the message keeps its own time
    expect(when(q, [news], asked('Ha, poor dog! Is he okay?')).time?.value).toBe('2024-01-22');
    // a request asks as a question does
    expect(when(q, [news], asked('No way! Tell me everything. Was it good news?')).time?.value).toBe('2024-02-02');
  });
  it('takes the time of the last sentence of the turn the friend asked "what happened?" of', () => {
    const proposed = item('m3', 'Jonah proposed! On a rooftop terrace at sunset. I said yes!', '2023-06-14T10:00:00', 1);
    const talk: [string, Turn[]][] = [['m3', [
      turn('m1', 'Seville was gorgeous - we were there all of last week and flew back on Sunday. But last Saturday was the best night of my life.', '2023-06-14T10:00:00', -2),
      turn('m2', "Don't you dare leave me hanging! What happened?", '2023-06-14T10:00:00', -1, 'Bob'),
    ]]];
    expect(when('When did Ann get engaged?', [proposed], talk).time?.value).toBe('2023-06-10');
  });
  it('takes the time of a teasing turn ("Last week was a big one for me. Want to guess?") over a later sentence of the news', () => {
    const around = (teaser: string) => [['m3', [
      turn('m1', teaser, '2022-11-03T10:00:00', -2),
      turn('m2', "Tell me right now, I'm terrible at guessing!", '2022-11-03T10:00:00', -1, 'Bob'),
    ]]] as [string, Turn[]][];
    const job = item('m3', 'I got the cathedral job! They want me on the restoration, starting in January.', '2022-11-03T10:00:00', 1);
    expect(when('When did Ann land the cathedral restoration job?', [job], around('Last week was a big one for me. Want to guess what happened?')).time?.value).toBe('2022-W43');
    // a later sentence naming more of the question is the one asked about ("I first visited Rotterdam four years ago")
    const applied = item('m3', 'I applied for a job at a design firm in Rotterdam. I first visited Rotterdam four years ago on a study trip.', '2022-09-17T10:00:00', 1);
    expect(when('When did Ann first visit Rotterdam?', [applied], around('So I did something slightly crazy last week.')).time?.value).toBe('2018');
  });
  it('takes the time the speaker tells right after a riddle of news ("Guess who\'s the new team lead?")', () => {
    const riddle = item('m1', "Hey Bob, guess who's the new team lead?", '2022-06-15T10:00:00', 1);
    const after = (text: string, speaker = 'Ann') => [['m1', [turn('m2', 'You?! Congratulations!', '2022-06-15T10:00:00', 1, 'Bob'), turn('m3', text, '2022-06-15T10:00:00', 2, speaker)]]] as [string, Turn[]][];
    expect(when('When did Ann find out she was the new team lead?', [riddle], after('Thanks! They told me the day before yesterday and I still cannot believe it, honestly.')).time?.value).toBe('2022-06-13');
    // not the other speaker's time, nor one told after a plain statement of the news
    expect(when('When did Ann find out she was the new team lead?', [riddle], after('I heard about it the day before yesterday and I still cannot believe it, honestly.', 'Bob')).time?.value).toBe('2022-06-15');
    const told = item('m1', "I'm the new team lead.", '2022-06-15T10:00:00', 1);
    expect(when('When did Ann become the new team lead?', [told], after('Thanks! I also ran a 10k the day before yesterday and I still cannot believe it, honestly.')).time?.value).toBe('2022-06-15');
  });
  it('dates a decision by the turn that makes it ("Let\'s ..."), over one that only names the plan', () => {
    const dream = item('m1', 'I want to create a place for people to dance, it has been a dream of mine.', '2023-05-11T10:00:00', 1);
    const proposal = item('m2', "Sounds great. Let's make dance content for the studio!", '2023-07-21T17:44:00', 0.92);
    expect(when('When did Ann and Bob decide to create dance content?', [dream, proposal]).time?.value).toBe('2023-07-21');
    // a question that asks no decision keeps the better match
    expect(when('When did Ann and Bob create dance content?', [dream, proposal]).time?.value).toBe('2023-05-11');
  });
  it('does not read a turn further away than two places', () => {
    const a = when(
      'When did Ann repaint the fence?',
      [item('m4', 'I repainted the fence, it looks brand new.', '2023-06-10T10:00:00')],
      [['m4', [turn('m1', 'Fences again! Yesterday was long.', '2023-06-10T09:57:00', -3)]]],
    );
    expect(a.time?.start).toBe('2023-06-10');
  });
});

describe('dating an event inside its message', () => {
  it('never dates an event by the span it is ranked within', () => {
    const a = when("When did Ann's exhibition open?", [
      item('a', 'The gallery owner said it was one of their busiest openings this year. Three prints sold!', '2023-09-20T10:00:00'),
      item('b', 'Thank you so much for coming to the opening of my exhibition last Saturday.', '2023-09-20T10:00:00', 1),
    ]);
    expect(a.time?.value).toBe('2023-09-16');
  });
  it('takes the time from a sentence naming the event even when a photo caption names more of it', () => {
    const a = when('When is Ann planning to open her pottery studio?', [
      item('a', 'The grand opening is tomorrow. So much to do! [shared a photo: a pottery studio with pottery wheels and pottery on shelves]', '2023-06-19T10:00:00'),
    ]);
    expect(a.time?.start).toBe('2023-06-20');
  });
  it('takes no time for a question from the sentence before it', () => {
    const a = when('When did Ann get her cat Pimento?', [item('a', 'After that bidding war you lost in the autumn, you deserve this. Does Pimento approve of the house?', '2022-03-14T10:00:00')]);
    expect(a.time?.value).toBe('2022-03-14');
  });
  it('takes no time for a plan from the sentence before it, unless that time lies ahead', () => {
    const at = (text: string) => when('When did the social worker do the home visit for Ann?', [item('a', text, '2022-04-28T10:00:00')]).time?.value;
    expect(at("This week the agency told us we're through! It means a social worker will visit our home.")).toBe('2022-04-28');
    expect(at("It's booked for 6 May. A social worker will visit our home.")).toBe('2022-05-06');
  });
  it('takes the time from a next sentence going on about the event over a sentence before about something else', () => {
    const at = (text: string) => when('When is Ann going to run a full marathon?', [item('a', text, '2023-12-09T10:00:00')]).time?.value;
    expect(at("I'm working Christmas Day. And I'm going to run a full marathon! I've signed up for the city marathon next April.")).toBe('2024-04');
    // a next sentence about another event leaves the time before
    expect(at("I'm running it next April. I'm going to run a full marathon! I'm also doing a marathon relay in May.")).toBe('2024-04');
  });
  it('takes the time from the next sentence when it only refers back to the event', () => {
    const at = (text: string) => when('When was Ann in Lisbon?', [item('a', text, '2024-01-03T10:00:00')]).time?.value;
    expect(at('Have you ever been to Lisbon? I had a blast there last month.')).toBe('2023-12');
    expect(at('Have you ever been to Lisbon? I also went hiking last month.')).toBe('2024-01-03');
    // "too" of degree is no other news, "too" at a clause's end is
    expect(at("Have you ever been to Lisbon? I had a blast there last month, and I've been too busy to write since.")).toBe('2023-12');
    expect(at('Have you ever been to Lisbon? I went hiking last month, my sister did too.')).toBe('2024-01-03');
    // "the first one", "the first time" point back to what the sentence before named
    const lesson = when('When did Ann have her first guitar lesson?', [item('a', 'I did start something new though: guitar lessons! The first one was last Thursday.', '2023-01-16T10:00:00')]);
    expect(lesson.time?.value).toBe('2023-01-12');
    const shift = when('When did Ann first volunteer at the food bank?', [
      item('a', "I've started volunteering at the food bank on Saturdays. I went for the first time last Saturday and sorted tins.", '2023-02-08T10:00:00'),
    ]);
    expect(shift.time?.value).toBe('2023-02-04');
  });
  it('dates a trip for a holiday by the date told with it ("for Christmas on the 22nd")', () => {
    const a = when('When did Ann fly to Accra?', [item('a', "I'm flying to Accra for Christmas on the 22nd, back on the 6th of January.", '2023-12-19T10:00:00')]);
    expect(a.time?.value).toBe('2023-12-22');
    expect(when('When did Ann fly to Accra?', [item('a', "I'm flying to Accra for Christmas!", '2023-12-19T10:00:00')]).time?.value).toBe('2023-12-25');
  });
  it('dates a birth told as an arrival ("Our daughter arrived last Wednesday")', () => {
    const a = when("When was Ann's daughter born?", [item('a', "She's here! Our daughter arrived last Wednesday, a week ago today. Her name is Ottilie Rose.", '2023-04-19T10:00:00')]);
    expect(a.time?.value).toBe('2023-04-12');
    expect(when("When were Ann's twins born?", [item('a', 'The twins came last month, a little early, but both are healthy.', '2022-04-09T10:00:00')]).time?.value).toBe('2022-03');
  });
  it('does not date a birth by a time of something told as the first since it ("our first date night since the twins were born")', () => {
    const told = item('t', 'The twins came last month, a little early, but both are healthy.', '2022-04-09T10:00:00', 0.65);
    const since = item('s', 'Also, we finally had a date night last Saturday, our first since the twins were born.', '2022-12-02T10:00:00');
    expect(when("When were Ann's twins born?", [since, told]).time?.value).toBe('2022-03');
    // nor by the time of the turn it answers ("How was your first Christmas with the twins?")
    const reply = { ...item('r', 'Magical. And last weekend we went skiing for the first time since they were born - Gran watched them.', '2023-01-19T10:00:00', 0.85), replyTo: { text: 'How was your first Christmas with the twins?', speaker: 'Bob' } };
    const asked = turn('q', 'How was your first Christmas with the twins?', '2023-01-19T10:00:00', -1, 'Bob');
    expect(when("When were Ann's twins born?", [reply, told], [['r', [asked]]]).time?.value).toBe('2022-03');
    // nor by a time of another sentence naming who it happened to ("Took the dogs out this morning. First swim for Juno since her surgery!")
    const plan = item('p', "Juno needs knee surgery. It's booked for next Thursday.", '2023-03-23T10:00:00', 0.9);
    const swim = item('w', "Took both dogs to the lake this morning. First time Juno's been swimming since her surgery!", '2023-08-20T10:00:00');
    expect(when("When did Ann's dog Juno have her knee surgery?", [swim, plan]).time?.value).toBe('2023-03-30');
    // a since-clause with a time of its own does date it
    expect(when('When did Ann retire?', [item('a', "I've been gardening every day since I retired last March.", '2022-09-09T10:00:00')]).time?.value).toBe('2022-03');
  });
  it('dates a purchase by when it was bought, not by the model year in its name', () => {
    const a = when('When did Ann buy her motorbike?', [item('a', 'I bought a 1968 Triumph Bonneville from a farmer last Saturday.', '2022-10-04T10:00:00')]);
    expect(a.time?.value).toBe('2022-10-01');
    // nor by the day a thing's name says it came before
    const drive = when('When did Ann run the food drive?', [item('d', 'Last weekend we held our pre-Thanksgiving food drive at the food bank.', '2023-11-20T10:00:00')]);
    expect(drive.time?.value).toBe('2023-W46-WE');
  });
  it('takes a date said right after a season that it narrows ("this summer, the date is June 17th")', () => {
    const a = when('When did Ann get married?', [item('a', "Oh! I'm getting married this summer, the date is June 17th.", '2023-02-08T10:00:00')]);
    expect(a.time?.value).toBe('2023-06-17');
  });
  it('knows an irregular past form names the event ("met" for "meet")', () => {
    const a = when('When did Ann meet up with her friends, family and mentors?', [
      item('a', 'My friends, family and mentors are my rocks. Here is a pic from when we met up last week!', '2023-06-09T10:00:00'),
    ]);
    expect(a.time).toMatchObject({ start: '2023-05-29', granularity: 'week' });
  });
  it('knows a word of the same meaning names the event ("wedding" for "married") in the turn before', () => {
    const a = when(
      'When did Ann get married at a greenhouse?',
      [item('venue', 'We were lucky to find a lovely greenhouse venue for a smaller, more intimate gathering.', '2023-10-02T15:00:00')],
      [['venue', [
        turn('news', 'My partner and I had an amazing and emotional wedding ceremony last week.', '2023-10-02T15:00:00', -2),
        turn('ask', 'Congrats! How did you manage it?', '2023-10-02T15:00:00', -1, 'Bob'),
      ]]],
    );
    expect(a.time).toMatchObject({ start: '2023-09-25', granularity: 'week' });
  });
  it('dates the full marathon by "the whole marathon", never by a half marathon', () => {
    const half = item('h', 'I did something big last Sunday: I ran my very first half marathon out at the reservoir!', '2022-03-30T10:00:00');
    const signed = item('s', 'Also, big news: I signed up for my first full marathon!', '2022-03-14T10:00:00');
    const whole = item('w', 'I did it! I ran the whole marathon last Sunday!', '2022-10-19T10:00:00', 0.5);
    const q = 'When did Ann complete her first full marathon?';
    expect(when(q, [half, signed, whole]).time?.value).toBe('2022-10-16');
    expect(when(q, [half]).abstained).toBe(true);
  });
  it("reads the subject's group as who, told as \"we\" (\"Wrenna's band\" / \"we played our first gig\")", () => {
    const first = item('f', 'The Paper Lanterns played our first proper gig! At the Crooked Anchor, to about sixty people.', '2023-02-25T22:00:00');
    const later = item('l', 'We played a gig at the student union last Friday.', '2023-05-26T10:00:00');
    expect(when("When did Ann's band play their first gig?", [later, first]).time?.value).toBe('2023-02-25');
  });
  it('does not date a thing by when it was told of ("the grandson I told you about a couple of weeks ago")', () => {
    const told = item('t', 'Teddy, the grandson I told you about a couple of weeks ago, is staying with us.', '2024-02-12T10:00:00');
    expect(when("When was Ann's grandson Teddy born?", [told]).time?.value).toBe('2024-02-12');
    const mentioned = item('m', 'Like I mentioned last week, the new roof is finally on.', '2024-02-12T10:00:00');
    expect(when('When did Ann get the new roof put on?', [mentioned]).time?.value).toBe('2024-02-12');
  });
  it('does not date a thing by a time it did not happen at ("it didn\'t happen on the 20th after all")', () => {
    const pushed = item('p', "Well, the launch reading didn't happen on the 20th after all, the books got stuck. We finally did it last Saturday!", '2023-06-03T10:00:00');
    expect(when('When did Ann hold the launch reading for her book?', [pushed]).time?.value).toBe('2023-05-27');
    // "it wasn't until Friday" that it did
    const late = item('l', "The launch reading wasn't until last Friday, but it was worth the wait.", '2023-06-03T10:00:00');
    expect(when('When did Ann hold the launch reading for her book?', [late]).time?.value).toBe('2023-06-02');
  });
  it('reads who went along ("with her children") as who, not as what was done', () => {
    const party = item('p', 'Pim turned seven on Saturday and we had eight children in the flat for a party.', '2023-10-09T10:00:00', 1);
    const camp = item('c', 'I took Pim and Lotte camping at the lake last weekend, just the three of us.', '2023-06-29T10:00:00', 0.95);
    expect(when('When did Ann go camping with her children?', [party, camp]).time?.value).toBe('2023-W25-WE');
  });
  it('does not date a thing by the time its plan was moved off ("pushed my submission from the end of June to September")', () => {
    const pushed = item('p', "My supervisor wants another chapter, so I've pushed my submission from the end of June to September.", '2023-05-26T10:00:00');
    expect(when('When did Ann submit her thesis?', [pushed]).time?.value).toBe('2023-09');
    const instead = item('i', 'There was a delay at the printer, so instead of April 18th the book comes out on May 2nd.', '2023-02-15T10:00:00');
    expect(when("When was Ann's book published?", [instead]).time?.value).toBe('2023-05-02');
    const outOf = item('o', "They moved the Taco Fest out of May, it's now the first Saturday in June.", '2024-04-02T18:00:00');
    expect(when('When is Ann going to the Taco Fest?', [outOf]).time?.value).toBe('2024-06-01');
  });
  it('dates a thing asked of by name alone ("When is the Taco Fest?")', () => {
    const fest = item('f', 'The Taco Fest is on the first Saturday in June this year.', '2024-04-02T18:00:00');
    expect(when('When is the Taco Fest?', [fest]).time?.value).toBe('2024-06-01');
  });
  it('dates by a statement over a question recalling the thing ("You remember the competition I entered in the summer?")', () => {
    const won = item('w', 'You remember the landscape competition I entered in the summer? The results came out last week and I won first prize!', '2021-12-15T10:00:00');
    expect(when('When did Ann find out she had won the landscape photography competition?', [won]).time?.value).toBe('2021-W49');
    // a question alone still dates
    const asked = item('q', 'Remember the landscape competition I entered in the summer?', '2021-12-15T10:00:00');
    expect(when('When did Ann enter the landscape photography competition?', [asked]).time?.value).toBe('2021-SU');
  });
  it('knows "launched" names releasing', () => {
    const a = when('When was Lanternfall released?', [
      item('a', 'Lanternfall is out! We launched last Tuesday and I still cannot believe it.', '2023-02-24T10:00:00', 0.9),
      item('b', 'Lanternfall sales have slowed down, which is normal.', '2023-03-15T10:00:00'),
    ]);
    expect(a.time?.value).toBe('2023-02-21');
  });
  it('dates the first of something by the sentence calling it the first, over an earlier undated mention', () => {
    const plan = item('p', "I've signed up for a half marathon in September, I run four times a week.", '2022-06-08T10:00:00');
    const mention = item('m', 'I ran a half marathon route today, the half marathon is close.', '2022-08-19T10:00:00');
    const first = item('f', 'I did it! I ran my first half marathon last Sunday.', '2022-09-07T10:00:00');
    expect(when('When did Ann run her first half marathon?', [mention, plan, first]).time?.value).toBe('2022-09-04');
  });
  it('knows "landed" names arriving', () => {
    const a = when('When did Ann arrive in Copenhagen?', [
      item('a', 'Hej from Copenhagen! I landed last Thursday, and my classes start next Monday.', '2024-01-08T10:00:00'),
      item('b', 'I will send you a postcard from Copenhagen when I get settled.', '2023-12-16T10:00:00'),
    ]);
    expect(a.time?.value).toBe('2024-01-04');
  });
  it('takes the time nearest the words naming the event, counting from the ends of those words', () => {
    const a = when('When did Ann go camping?', [item('m', 'I had a quiet weekend after we went camping with my fam two weekends ago.', '2023-07-17T14:31:00')]);
    expect(a.time).toMatchObject({ value: '2023-W27-WE', start: '2023-07-08' });
    expect(a.answer).toMatch(/^The weekend of 8 July 2023/);
  });
  it('for a start question, prefers the time told with the verb of starting to a bare mention of the thing', () => {
    const a = when('When did Ann start volunteering at the shelter?', [
      item('busy', 'Been busy volunteering at the shelter and keeping fit.', '2022-12-17T11:00:00', 1),
      item('began', 'I started volunteering here two years ago, it changed me.', '2023-08-03T18:20:00', 0.84),
    ]);
    expect(a.time?.value).toBe('2021');
    // opening a shop starts it
    const shop = when('When did Ann open her flower shop?', [
      item('paper', 'Lilac arches over the entrance, so the shop might end up in the Sunday paper.', '2023-05-10T10:00:00', 1),
      item('opened', 'I opened it back in 2017. I still remember crying in the empty store.', '2023-12-07T10:00:00', 0.98),
    ]);
    expect(shop.time?.value).toBe('2017');
  });
  it('hears "about a year ago" as that month last year, "three years ago" as the year', () => {
    const a = when('When did Ann start volunteering?', [item('m', 'I started volunteering here about a year ago.', '2023-08-03T18:20:00')]);
    expect(a.time).toMatchObject({ value: '2022-08', granularity: 'month' });
    expect(a.answer).toBe('August 2022 ("about a year ago", said on 3 August 2023)');
    const b = when('When did Ann start volunteering?', [item('m', 'I started volunteering here three years ago.', '2023-08-03T18:20:00')]);
    expect(b.time).toMatchObject({ value: '2020', granularity: 'year' });
  });
  it('does not read a short question word into a longer one ("car" in "care")', () => {
    const a = when('When did Ann buy a car?', [item('a', 'Taking care of myself matters, I learned that the hard way last year.', '2023-05-04T10:00:00')]);
    expect(a.time?.start).toBe('2023-05-04');
  });
  it('does not take a time from a sentence that names far fewer of the question words', () => {
    const a = when('When did Ann start expanding her bakery online presence?', [
      item('a', "I'm expanding my bakery's online presence and delivery area. I'm also hosting a bake sale at the bakery next month.", '2023-04-03T10:00:00'),
    ]);
    expect(a.time?.start).toBe('2023-04-03');
  });
});

describe('dating a deed', () => {
  it('dates a purchase by the message telling the buying, over a better match naming only what was bought', () => {
    const thing = item('t', "Also, random, there's a vintage Precision bass at the shop downtown and I can't stop thinking about it.", '2023-05-22T10:00:00', 1);
    const bought = { ...item('b', "I caved. Bought it yesterday. It's a 1978, sunburst, and I'm in love.", '2023-06-29T10:00:00', 0.73), replyTo: { text: 'So did you ever get that Precision bass?', speaker: 'Bob' } };
    expect(when('When did Ann buy the vintage Precision bass?', [thing, bought]).time?.value).toBe('2023-06-28');
    // of a light verb, the word telling the deed ("go back to work")
    const leave = item('l', "I'm on parental leave now, so my days are feeding and nappies.", '2022-09-06T10:00:00', 1);
    const back = item('k', 'I went back on the 14th, and honestly it felt like I had never left.', '2023-03-22T10:00:00', 0.76);
    expect(when('When did Ann go back to work after her parental leave?', [leave, back]).time?.value).toBe('2023-03-14');
    // with no dated telling of the buying, the message naming the bass is still the answer
    expect(when('When did Ann buy the vintage Precision bass?', [thing]).time?.value).toBe('2023-05-22');
  });
  it('dates a deed by its telling as done, over a better match telling it as still ahead', () => {
    const ahead = item('a', "I'm going to give my notice at Marlowe's in the next couple of weeks.", '2022-08-25T10:00:00', 1);
    const done = item('d', "I did it. I handed in my notice at Marlowe's yesterday.", '2022-09-11T10:00:00', 0.81);
    expect(when("When did Ann give her notice at Marlowe's?", [ahead, done]).time?.value).toBe('2022-09-10');
    // a plan for some other verb ("something you'll like") does not make the deed told a plan
    const signed = item('s', "And I did something you'll like: I just signed up for a beginner pottery class at Kilnworks!", '2022-09-22T10:00:00', 1);
    const other = item('o', 'Yesterday I looked at a pottery class, maybe in the spring.', '2022-03-16T10:00:00', 0.8);
    expect(when('When did Ann sign up for a pottery class?', [signed, other]).time?.value).toBe('2022-09-22');
  });
});

describe('dating a first', () => {
  it('prefers the message calling the thing asked of the first ("my first foster litter") to an earlier one that does not', () => {
    const applied = item('a', "I've done something impulsive - I applied to be a foster carer for kittens at the shelter near my flat.", '2022-09-20T19:30:00', 1);
    const first = item('f', 'Yes!! Last Saturday I picked up my first foster litter - four tiny tabbies.', '2022-10-06T12:15:00', 0.8);
    expect(when('When did Ann take in her first litter of foster kittens?', [applied, first]).time?.value).toBe('2022-10-01');
    // "for the first time" calls the sentence's deed the first
    const solo = item('s', 'Yesterday I flew solo for the first time! Hallie climbed out after three circuits.', '2023-04-18T10:30:00', 1);
    const later = item('l', 'Yesterday I flew my first solo cross-country, to the coast and back.', '2023-07-02T18:25:00', 0.98);
    expect(when('When did Ann make her first solo flight?', [later, solo]).time?.value).toBe('2023-04-17');
  });
  it('takes a message opening with the first asked of ("First V4. Topped it.") as done, though it names not the deed', () => {
    const topped = item('t', "First V4. Topped it. I'm sitting in the café at the wall still shaking.", '2023-02-26T17:50:00', 1);
    const shoes = item('s', "Guess who owns her own climbing shoes now. Bought them last week, and I climb twice a week.", '2022-10-30T11:20:00', 0.93);
    expect(when('When did Ann climb her first V4?', [topped, shoes]).time?.value).toBe('2023-02-26');
  });
});

describe('dating a plan', () => {
  it('answers a plan question with the time ahead of when it was said, not a past outing', () => {
    const a = when('When is Ann planning on going camping?', [
      item('a', 'We went camping with the kids two weekends ago.', '2023-07-17T10:00:00', 1),
      item('b', "We're thinking about going camping next month.", '2023-05-25T10:00:00', 0.9),
    ]);
    expect(a.time).toMatchObject({ value: '2023-06', granularity: 'month' });
  });
  it('answers a plan question with a time told ahead over a better match telling no time at all', () => {
    const talk = item('t', "Dana's trying to convince me to sign up for a beginner bouldering comp at Crux. I'm scared.", '2023-09-29T10:00:00', 1);
    const date = item('d', "I did it, I signed up! It's on November 11th at Crux. Beginner category.", '2023-10-20T10:00:00', 0.65);
    expect(when('When is Ann going to compete in the beginner bouldering competition?', [talk, date]).time?.value).toBe('2023-11-11');
  });
  it('dates a plan said as a length from now ("in two weeks")', () => {
    const a = when('When is Ann flying to Oslo?', [item('a', "I'm flying to Oslo in two weeks!", '2022-06-03T10:00:00')]);
    expect(a.time).toMatchObject({ start: '2022-06-13', end: '2022-06-19', granularity: 'week' });
  });
  it('dates a sign-up by its message, not by the date signed up for nor the race run then', () => {
    const signed = item('s', 'Yes! I signed up for the Manchester marathon in April.', '2023-01-15T10:00:00', 1);
    const ran = item('r', 'I did it! Finished the Manchester marathon on Sunday in 4:05.', '2023-04-20T18:00:00', 0.71);
    // the speaker's turn before "fixed up" a bike this week: "up" alone does not name signing up
    const bike = [['s', [turn('b', 'My news is smaller - I finally fixed up my old bike and rode it to work every day this week.', '2023-01-15T10:00:00', -2)]]] as [string, Turn[]][];
    expect(when('When did Ann sign up for the Manchester marathon?', [signed, ran], bike).time).toMatchObject({ start: '2023-01-15', end: '2023-01-15' });
    // the race itself is dated by its run, and a booking said with its own time keeps it
    expect(when('When did Ann run the Manchester marathon?', [ran, signed]).time?.value).toBe('2023-04-16');
    expect(when('When did Ann sign up for the marathon?', [item('s', 'I signed up for the marathon yesterday!', '2023-01-15T10:00:00')]).time?.value).toBe('2023-01-14');
    // told as done, a sign-up is not dated by the time ahead of what it is for
    const pottery = item('p', 'I just signed up for a beginner pottery class at Kilnworks, it starts next month.', '2022-09-22T10:00:00');
    expect(when('When did Ann sign up for a pottery class?', [pottery]).time?.value).toBe('2022-09-22');
  });
  it('dates a booking by the turn telling it, not by when what was booked happens ("The wedding will be in December")', () => {
    const venue = { ...item('v', 'Yes, the old apple orchard past the river. The wedding will be in December!', '2023-04-27T10:00:00'), replyTo: { text: 'Which place did you choose? The orchard?', speaker: 'Bob' } };
    const around = [['v', [turn('q', 'Which place did you choose? The orchard?', '2023-04-27T10:00:00', -1, 'Bob'), turn('b', 'Big wedding news: last weekend we finally booked our venue!', '2023-04-27T10:00:00', -2)]]] as [string, Turn[]][];
    expect(when('When did Ann reserve the orchard for her wedding?', [venue], around).time?.value).toBe('2023-W16-WE');
    // a booking still to be done is dated ahead
    expect(when('When did Ann book the orchard?', [item('o', "We're booking the orchard next week.", '2023-04-27T10:00:00')]).time?.value).toBe('2023-W18');
    // "her book" is no booking: the reading set for Saturday is its time
    expect(when('When did Ann hold the launch reading for her book?', [item('r', 'The bookshop is hosting a launch reading for my book this Saturday.', '2023-05-16T10:00:00')]).time?.value).toBe('2023-05-20');
  });
  it('dates a past question by a plan said earlier for a day that has since come', () => {
    const a = when('When did Ann host the chess evening?', [item('a', "I'm hosting a chess evening next month!", '2023-04-03T10:00:00')]);
    expect(a.time).toMatchObject({ value: '2023-05' });
  });
  it('prefers a precise time to a vague one in messages about as relevant', () => {
    const a = when('When did Ann lose her grandfather?', [
      item('a', 'My grandmother passed a few years ago, I still miss her.', '2023-01-23T10:00:00', 1),
      item('b', 'I lost my grandfather two days ago. It has been hard.', '2023-01-23T10:00:00', 0.97),
    ]);
    expect(a.time?.start).toBe('2023-01-21');
  });
  it('a past question prefers the deed to the plan for it, both in its time constraint', () => {
    const a = when('When did Ann go sailing in June?', [
      item('plan', "We're thinking about going sailing next month.", '2023-05-25T10:00:00', 1),
      item('deed', 'We went sailing last week, the kids loved it.', '2023-06-27T10:00:00', 0.97),
    ]);
    expect(a.time).toMatchObject({ start: '2023-06-19', granularity: 'week' });
  });
  it('dates an event told without a time by its first report, not a later retelling', () => {
    const a = when('When did Ann open her bike repair shop?', [
      item('later', 'I opened a bike repair shop and it has been great so far!', '2023-06-16T10:00:00', 1),
      item('first', 'My bike repair shop is open!', '2023-03-16T10:00:00', 0.95),
    ]);
    expect(a.time?.start).toBe('2023-03-16');
    const b = when('When did Ann start writing her book?', [
      item('book', 'I actually started on a book recently!', '2023-07-10T10:00:00', 1),
      item('other', 'I just started writing another screenplay.', '2023-02-25T10:00:00', 0.95),
    ]);
    expect(b.time?.start).toBe('2023-07-10');
    // an earlier message seeking it ("I've applied for the team lead job") is no report of getting it
    const job = (seeking: string) =>
      when('When did Ann get the team lead job?', [
        item('got', 'I just came off a call with my manager. I got the team lead job!', '2021-10-08T18:50:00', 1),
        item('seek', seeking, '2021-09-21T19:15:00', 0.95),
      ]).time?.start;
    expect(job("Fingers crossed, I've applied for the team lead job at work.")).toBe('2021-10-08');
    expect(job("I'm interviewing for the team lead job at work.")).toBe('2021-10-08');
    expect(job('They told me today: the team lead job is mine!')).toBe('2021-09-21');
  });
  it('does not date an event by the time of another placed by it ("In July, so right after the 10K")', () => {
    const placed = item('p', 'In July, so right after the 10K. Speaking of which...', '2022-06-12T18:05:00', 1);
    const done = item('d', 'My legs still hurt. Thank you SO much for coming to the 10K on Saturday.', '2022-06-21T21:30:00', 0.9);
    expect(when('When did Ann run the charity 10K?', [placed, done]).time?.value).toBe('2022-06-18');
    // a time counted from the event is still told of it ("The weekend before the fair, we built the volcano")
    const before = item('b', 'The weekend before the fair, we spent both days building the volcano in the garage.', '2022-03-14T18:30:00');
    expect(when('When did Ann build the volcano for the science fair?', [before]).time?.value).not.toBe('2022-03-14');
  });
  it('does not take a message telling a first still ahead for the first ("trying desperately to crawl")', () => {
    const a = when("When did Ann's daughter Isla crawl for the first time?", [
      item('did', 'Isla crawled this morning!', '2021-09-01T09:30:00', 1),
      item('trying', 'Seven months and trying desperately to crawl. She rocks back and forth, then gets furious.', '2021-08-20T20:40:00', 0.95),
    ]);
    expect(a.time?.value).toBe('2021-09-01');
  });
  it('does not date a deed by a message only weighing it ("I\'m thinking of joining a running club"), with a time from around it', () => {
    const said = '2022-01-06T20:00:00';
    const weighing = item('w', "You'll get there. I'm thinking of joining a running club, by the way. Running alone in the dark is getting a bit much.", said, 1);
    const joined = item('j', 'Ha. I have smaller news: I joined a running club!', '2022-01-20T19:00:00', 0.95);
    const turns = [['w', [turn('w2', 'Our game launches March 3rd!', said, 1, 'Bob')]]] as [string, Turn[]][];
    expect(when('When did Ann join a running club?', [weighing, joined], turns).time?.value).toBe('2022-01-20');
    // a question about the weighing itself is answered by it
    expect(when('When was Ann thinking of joining a running club?', [weighing, joined], turns).time?.value).not.toBe('2022-01-20');
  });
  it('does not date a deed by a message telling the decision to do it ("We\'ve decided to move in together!"), with a time from around it', () => {
    const said = '2021-05-28T18:30:00';
    const decided = item('d', "Noor and I have decided to move in together! We're aiming for August, when my lease runs out.", said, 1);
    const moved = item('m', 'Writing to you from a sea of boxes. We moved in on the 14th!', '2021-08-16T19:00:00', 0.8);
    const turns = [['d', [turn('d1', "Happy Friday! I have news and I'm too excited to wait.", said, -2), turn('d2', 'Go on!', said, -1, 'Bob')]]] as [string, Turn[]][];
    expect(when('When did Ann move in with Noor?', [decided, moved], turns).time?.value).toBe('2021-08-14');
  });
  it('does not date getting a thing by the time a neighbouring turn tells of seeking it ("I sent off the application on Friday")', () => {
    const said = '2023-03-05T19:12:00';
    const master = item('m', "I have some news too, sort of. I've been thinking about going back to university part-time. There's a master's at the uni in town.", said, 1);
    const accepted = item('a', 'The acceptance letter came last Thursday!', '2023-04-03T20:05:00', 0.75);
    const sent = [['m', [
      turn('m2', "Ann, that's brilliant! You've been talking about that for years. Would you still work on the ward?", said, 1, 'Bob'),
      turn('m3', "Yes, that's the whole point, it's designed for working nurses. One day a week in lectures, the rest is placement and study. I sent off the application on Friday, so now I just wait and chew my nails.", said, 2),
    ]]] as [string, Turn[]][];
    expect(when("When did Ann get accepted onto the part-time master's?", [master, accepted], sent).time?.value).toBe('2023-03-30');
  });
  it('ranks events by relevance plus how well their time is attested', () => {
    const events = dateEvents(
      plan('When did Ann see the eclipse?'),
      [item('x', 'The eclipse was unreal.', '2023-10-20T10:00:00', 1), item('y', 'I saw the eclipse yesterday.', '2023-10-20T10:00:00', 0.9)],
      undefined,
      findTimeExpressions,
      5,
    );
    expect(events.map((e) => [e.item.messageId, e.span.value])).toEqual([['y', '2023-10-19'], ['x', '2023-10-20']]);
  });
  it('answers a plan question with a time told ahead over a message as relevant telling none', () => {
    const a = when('When was Ann planning to return to teaching?', [
      item('t', "I'm also thinking ahead to going back to work - my maternity leave is flying by.", '2022-08-30T10:00:00', 1),
      item('n', "I have news - I'm going back to teaching next month. The school has offered me three days a week.", '2022-10-25T10:00:00', 0.8),
    ]);
    expect(a.time?.value).toBe('2022-11');
  });
  it('ranks a message telling the event at a time pointing the other way below one telling it the asked way', () => {
    // a plan question: the proposal yesterday is not when the wedding is planned for
    const wedding = when('When are Ann and Bo planning to get married?', [
      item('p', 'Yesterday I asked Bo to marry me, and he said yes!', '2023-10-04T10:00:00', 1),
      item('w', 'We have booked the orchard for the wedding, it is going to be next June.', '2023-11-28T10:00:00', 0.7),
    ]);
    expect(wedding.time?.value).toBe('2024-06');
    // a past question: a ride still two weeks ahead is not the one asked about
    const ride = when('When did Ann ride her Norton?', [
      item('r', "I'm riding the Norton to a rally in Brittany in two weeks.", '2024-02-26T10:00:00', 1),
      item('t', 'I took my Norton on a track day at Cadwell Park last Saturday!', '2022-11-08T10:00:00', 0.7),
    ]);
    expect(ride.time?.value).toBe('2022-11-05');
  });
  it('ranks a deed told as done in a sentence naming all the event words over a time told of part of them', () => {
    const moved = { ...item('m', "Ha, you're not far off! I moved here yesterday and I love it.", '2023-03-04T10:00:00', 0.95), replyTo: { speaker: 'Bob', text: 'How is Lisbon treating you?' } };
    const flight = item('f', 'I flew back to Lisbon on Wednesday after Christmas with the family.', '2023-12-29T10:00:00', 1);
    expect(when('When did Ann relocate to Lisbon?', [flight, moved]).time?.value).toBe('2023-03-03');
    // told by the other speaker, it is their news
    expect(when('When did Ann relocate to Lisbon?', [flight, { ...moved, speaker: 'Bob', replyTo: { speaker: 'Ann', text: 'How is Lisbon?' } }]).time?.value).toBe('2023-12-27');
  });
  it("attests a time in the sentence before the one naming the event no better than a neighbouring turn's", () => {
    // the photo caption names the hair; "last week" dates the tournament, the sentence before it
    const a = when(
      'When did Ann get purple hair?',
      [
        item('won', 'Last week I won my second tournament! [shared a photo: a woman with purple hair]', '2022-05-02T10:00:00', 0.99),
        item('pic', 'So stoked! Check it out! [shared a photo: a man with purple hair]', '2022-04-15T10:00:00', 1),
      ],
      [['pic', [turn('dyed', 'Guess what? Dyed my hair last week!', '2022-04-15T09:59:00', -1)]]],
    );
    expect(a.time?.start).toBe('2022-04-04');
  });
});

describe('answering at the asked granularity', () => {
  it('gives the month or year a question asks for', () => {
    expect(when('Which month was Ann in Lisbon?', [item('a', 'I had a blast in Lisbon last week.', '2024-01-03T10:00:00')]).time)
      .toMatchObject({ value: '2023-12', granularity: 'month' });
    expect(when('Which year did Ann buy the boat?', [item('a', 'I bought the boat in March 2019.', '2023-01-03T10:00:00')]).time)
      .toMatchObject({ value: '2019', granularity: 'year' });
    expect(when('Which month did Ann move?', [item('a', 'We moved in 2019.', '2023-01-03T10:00:00')]).time).toMatchObject({ value: '2019' });
  });
});

describe('namesAllEventWords', () => {
  it("is true only when every event word of the question is named (the subject's name is none)", () => {
    const q = plan('When did Ann win a chess tournament?');
    expect(namesAllEventWords('I won another chess tourney!', q)).toBe(true);
    expect(namesAllEventWords('I played in a chess tournament.', q)).toBe(false);
    expect(namesAllEventWords('', q)).toBe(false);
  });
  it('takes no time from a plan that did not hold ("Today was supposed to be opening day")', () => {
    const supposed = item('s', "Exactly. Today was supposed to be opening day for the food truck, which is a little funny. Instead I'm testing marinades.", '2023-07-22T10:00:00');
    const opened = item('o', "I'm still recovering. Opening day was Saturday and we sold out of tacos by 2 pm.", '2023-08-15T10:00:00', 0.8);
    expect(when('When did Ann open her food truck?', [supposed, opened]).time?.value).toBe('2023-08-12');
  });
  it('takes the answer to "When does the placement start?" as the plan\'s time, though it names none of it', () => {
    const classes = item('c', 'Orientation packet arrived! Classes start June 5th.', '2023-05-21T10:00:00', 0.57);
    const answer = { ...item('a', "Next Monday, the 4th. 7am sharp. I've already ironed my scrubs.", '2023-08-28T10:00:00', 0.66), replyTo: { speaker: 'Bob', text: 'When does the placement start?' } };
    expect(when('When was Ann going to start her placement at the hospital?', [classes, answer]).time?.value).toBe('2023-09-04');
  });
  it("takes no plan's day from the friend's short turn said before the news ('Planning to launch in early June')", () => {
    const news = item('m', "Also... I've been thinking about asking Hannah to marry me. Don't say anything yet.", '2019-05-04T14:20:00');
    const before = turn('b', 'Planning to launch in early June if the printer cooperates.', '2019-05-04T14:20:00', -1, 'Bob');
    const after = turn('a', 'Do it in June!', '2019-05-04T14:20:00', 1, 'Bob');
    const planned = (around: Turn[]) => reason({ plan: planQuestion('When is Ann planning to marry Hannah?', T('2019-05-10T10:00:00'), { asker: 'Bob', knownNames: ['Ann', 'Bob', 'Hannah'], people: ['Ann', 'Bob', 'Hannah'], findTimes: findTimeExpressions }), evidence: [news], timeline: [], support: 1, turns: new Map([['m', around]]) }, findTimeExpressions).time?.value;
    expect(planned([before])).not.toMatch(/^2019-06/);
    expect(planned([after])).toMatch(/^2019-06/);
  });
  it('dates the answer to "Did the licence ever come through?" by the sentence telling "it" came ("It did! It arrived last month")', () => {
    const reply = { ...item('r', 'It did! It arrived last month, right before Christmas. I actually shouted when I opened the envelope.', '2024-01-09T08:15:00'), replyTo: { speaker: 'Bob', text: 'Did the licence ever come through?' } };
    expect(when("When did Ann's contractor licence come through?", [reply]).time?.value).toBe('2023-12');
  });
  it('dates news told over two sentences by the time said before both ("I finally did it on Friday! Signed the adoption papers.")', () => {
    const news = item('n', 'I finally did it on Friday! Signed the adoption papers. Juniper is officially, legally mine.', '2023-01-17T20:40:00');
    expect(when('When did Ann officially adopt Juniper?', [news]).time?.value).toBe('2023-01-13');
  });
  it('takes no time from a holiday greeted ("Happy Good Friday. I\'ve got news") but the answer to "When was that?"', () => {
    const news = item('n', "Jade's social worker rang and the team agreed that Jade can stay with us long-term.", '2020-04-10T14:00:00');
    const around = [
      turn('g', "Happy Good Friday. I've got news that has made my whole week.", '2020-04-10T14:00:00', -2),
      turn('t', 'Tell me! I could do with some good news.', '2020-04-10T14:00:00', -1, 'Bob'),
      turn('q', "That's wonderful! When was that?", '2020-04-10T14:00:00', 1, 'Bob'),
      turn('a', 'The day before yesterday. I waited to tell you properly.', '2020-04-10T14:00:00', 2),
    ];
    expect(when('When did Ann find out that Jade could stay long-term?', [news], [['n', around]]).time?.value).toBe('2020-04-08');
  });
  it('does not date news told done by a countdown told after it ("WE HIT THE GOAL." / "Seven days left")', () => {
    const news = item('n', 'WE HIT THE GOAL. 100% funded. I screamed at the laptop.', '2023-11-02T22:15:00');
    const later = turn('l', "It's happening! Seven days left, so anything from here goes on stretch goals.", '2023-11-02T22:15:00', 2);
    expect(when("When did Ann's crowdfunding campaign hit its funding goal?", [news], [['n', [later]]]).time?.value).toBe('2023-11-02');
  });
  it('reads the sentence after a bare "Yes!" as the answer to "Has she been moved yet?"', () => {
    const reply = { ...item('r', 'Yes! A lorry with a trailer brought her down last week. I was at work so I missed it.', '2021-02-12T21:05:00'), replyTo: { speaker: 'Bob', text: "How's Marigold? Has she been moved to the boatyard yet?" } };
    expect(when("When was Ann's boat moved to the boatyard?", [reply]).time?.value).toBe('2021-W05');
  });
  it('takes no time from an anniversary of the asked event ("it\'s his adoption anniversary this week - I adopted him back in 2018")', () => {
    const news = item('n', "Speaking of Rufo, it's his adoption anniversary this week - I adopted him back in 2018.", '2022-09-14T10:00:00');
    expect(when('When did Ann adopt Rufo?', [news]).time?.value).toBe('2018');
  });
  it('dates a deed told done by the day it was told, not by the time ahead it was done for ("selected ... for the autumn season")', () => {
    const news = item('n', "Sit down. I got selected for the women's intermediate eight for the autumn season!", '2024-08-22T20:45:00');
    const race = item('r', 'SECOND! We came second in the novice eights on Saturday!', '2024-06-24T21:10:00', 0.6);
    const later = item('l', 'A&E started today. Eight patients in my first hour.', '2024-11-04T20:00:00', 0.5);
    const asked = planQuestion("When was Ann selected for the women's intermediate eight?", T('2025-01-13T10:00:00'), { asker: 'Bob', knownNames: ['Ann', 'Bob'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
    expect(reason({ plan: asked, evidence: [news, race, later], timeline: [], support: 1 }, findTimeExpressions).time?.value).toBe('2024-08-22');
    // a deed still hoped for keeps its time ahead
    const hoped = item('h', "The next big thing is the roof - we're hoping to get it replaced next month.", '2023-05-30T17:05:00');
    const roof = planQuestion('When did Ann get the roof replaced?', T('2023-12-01T10:00:00'), { asker: 'Bob', knownNames: ['Ann', 'Bob'], people: ['Ann', 'Bob'], findTimes: findTimeExpressions });
    expect(reason({ plan: roof, evidence: [hoped], timeline: [], support: 1 }, findTimeExpressions).time?.value).toBe('2023-06');
  });
});
