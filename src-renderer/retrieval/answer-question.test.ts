import { describe, expect, it } from 'vitest';
import { stem } from '../../src-shared/answer/stopwords';
import { parseWallTime } from '../../src-shared/domain/wall-time';
import { entry, freshStore, testEngine } from '../store/memory-test-kit';
import { answerQuestion, planFor } from './answer-question';
import { hybridSearch } from './hybrid-search';
import { MemoryIndex } from './memory-index';
import { SEARCH_RECIPES } from './search-config';

const at = (iso: string) => parseWallTime(iso);

async function journal(entries: [string, string][]) {
  const { db, store } = freshStore();
  await store.addMessages(entries.map(([iso, text], i) => entry(`e${i}`, iso, text)));
  return db;
}

describe('answerQuestion', () => {
  it('finds what a day holds by the messages that name it, among unrelated ones', async () => {
    const filler: [string, string][] = Array.from({ length: 30 }, (_, i) => [`2024-08-${String(i + 1).padStart(2, '0')}T20:00:00`, `Quiet day number ${i}, read a little and cooked soup.`]);
    const db = await journal([...filler, ['2024-09-02T08:00:00', 'Flight to Oslo on Friday morning, need to pack.'], ['2024-09-03T08:00:00', 'Lunch with Sara was lovely.']]);
    const a = await answerQuestion(db, testEngine(), { question: 'What am I doing on Friday?', now: at('2024-09-04T12:00:00'), speaker: 'Me' });
    expect(a).toMatchObject({ kind: 'point_in_time', abstained: false });
    expect(a.answer).toMatch(/Oslo/);
  });

  it('searches words whose stem is not a fixed point of stemming ("greenhouse" -> "greenhous")', async () => {
    const filler: [string, string][] = Array.from({ length: 30 }, (_, i) => [`2024-05-${String(i + 1).padStart(2, '0')}T20:00:00`, `Planted seeds number ${i} in the garden.`]);
    const db = await journal([...filler, ['2024-06-03T20:00:00', 'Built a small greenhouse for the tomatoes.']]);
    const { plan, index } = await planFor(db, { question: 'When did I get the greenhouse?', now: at('2024-07-01T00:00:00'), speaker: 'Me' });
    const lexical = { ...SEARCH_RECIPES[plan.kind], retrievers: SEARCH_RECIPES[plan.kind].retrievers.filter((r) => r.method === 'bm25') };
    expect(hybridSearch(index, plan, null, lexical)[0]?.messageId).toBe('e30');
  });

  it('searches the words of the same meaning as the question\'s, ranked below its own', async () => {
    const filler: [string, string][] = Array.from({ length: 30 }, (_, i) => [`2024-05-${String(i + 1).padStart(2, '0')}T20:00:00`, `Planted seeds number ${i} in the garden.`]);
    const db = await journal([...filler, ['2024-06-03T20:00:00', 'Moved to Oslo for the new role.'], ['2024-06-04T20:00:00', 'Helped Sam relocate his piano.']]);
    const { plan, index } = await planFor(db, { question: 'When did I relocate to Oslo?', now: at('2024-07-01T00:00:00'), speaker: 'Me' });
    const lexical = { ...SEARCH_RECIPES[plan.kind], retrievers: SEARCH_RECIPES[plan.kind].retrievers.filter((r) => r.method === 'bm25') };
    expect(hybridSearch(index, plan, null, lexical).map((e) => e.messageId)).toEqual(['e30', 'e31']);
    const { plan: moved } = await planFor(db, { question: 'When did I relocate?', now: at('2024-07-01T00:00:00'), speaker: 'Me' });
    expect(hybridSearch(index, moved, null, lexical).map((e) => e.messageId)).toEqual(['e31', 'e30']);
  });

  it('answers a closed compound the history never says by its head ("beehive" of "hive")', async () => {
    const filler: [string, string][] = Array.from({ length: 30 }, (_, i) => [`2024-05-${String(i + 1).padStart(2, '0')}T20:00:00`, `Checked on the bees, batch ${i}.`]);
    const db = await journal([...filler, ['2024-06-03T20:00:00', 'My granddad gave me my first hive back in 2009.']]);
    const a = await answerQuestion(db, testEngine(), { question: 'When did I get my first beehive?', now: at('2024-07-01T00:00:00'), speaker: 'Me' });
    expect(a).toMatchObject({ abstained: false, time: { value: '2009' } });
  });

  it('abstains on a name no message mentions, and still shows the closest messages', async () => {
    const db = await journal([['2021-06-01T20:00:00', 'I moved to Porto last week.'], ['2022-02-01T20:00:00', 'Visited Lisbon for a weekend.']]);
    const a = await answerQuestion(db, testEngine(), { question: 'When did I move to Madrid?', now: at('2024-01-01T00:00:00'), speaker: 'Me' });
    expect(a).toMatchObject({ abstained: true, time: null });
    expect(a.answer).toBe("I don't know: nothing in your history mentions Madrid.");
    expect(a.evidence.length).toBeGreaterThan(0);
    // an unmentioned word is shown as the question wrote it, not as its stem ("chariti")
    const quiz = await journal([['2023-11-20T20:00:00', 'The quiz night took place on Friday, great turnout.']]);
    const owner = await answerQuestion(quiz, testEngine(), { question: "When did the charity's quiz night take place?", now: at('2024-01-01T00:00:00'), speaker: 'Me' });
    expect(owner.answer).toBe("I don't know: nothing in your history mentions charity.");
  });

  it('answers about a country from a message naming one of its cities, and abstains on a country none names', async () => {
    const db = await journal([
      ['2024-03-01T20:00:00', 'Quiet day at home, cooked soup.'],
      ['2024-03-04T20:00:00', 'Booked flights to Toronto, I am leaving next Friday.'],
      ['2024-03-05T20:00:00', 'Lunch with Sara was lovely.'],
    ]);
    const leftFor = (country: string) => answerQuestion(db, testEngine(), { question: `When did I leave for ${country}?`, now: at('2024-06-01T00:00:00'), speaker: 'Me' });
    const canada = await leftFor('Canada');
    expect(canada).toMatchObject({ abstained: false, time: { start: '2024-03-08' } });
    expect(canada.evidence[0]).toBe('e1');
    expect(await leftFor('Brazil')).toMatchObject({ abstained: true, answer: "I don't know: nothing in your history mentions Brazil." });
  });

  it('dates an event told as "two days later" or "the next day" from the date the entry named before it', async () => {
    const db = await journal([
      ['2024-05-20T21:00:00', 'Back from Peru. We landed in Lima on 3 May. Two days later we took the night bus to Cusco. The next day we hiked to Rainbow Mountain.'],
      ['2024-05-21T21:00:00', 'Laundry and a long nap.'],
    ]);
    const ask = (question: string) => answerQuestion(db, testEngine(), { question, now: at('2024-06-01T00:00:00'), speaker: 'Me' });
    expect(await ask('When did I take the bus to Cusco?')).toMatchObject({ abstained: false, time: { start: '2024-05-05', end: '2024-05-05' } });
    expect(await ask('When did I hike to Rainbow Mountain?')).toMatchObject({ abstained: false, time: { start: '2024-05-06', end: '2024-05-06' } });
  });

  it('measures how long I worked on a project to the day I said it was done, though that message names it in other words', async () => {
    const filler: [string, string][] = Array.from({ length: 20 }, (_, i) => [`2024-03-${String(i + 1).padStart(2, '0')}T20:00:00`, `Quiet evening number ${i}, cooked soup.`]);
    const db = await journal([
      ['2024-02-01T19:00:00', 'My engineering professor gave us a huge robotics project. Tough but fun.'],
      ...filler,
      ['2024-06-06T19:00:00', 'Remember that tough engineering project? I finally wrapped it up last month!'],
    ]);
    const a = await answerQuestion(db, testEngine(), { question: 'How long did I work on the robotics project?', now: at('2024-07-01T00:00:00'), speaker: 'Me' });
    expect(a).toMatchObject({ kind: 'duration', abstained: false, duration: 'P3M' });
    expect(a.evidence.slice(0, 2).sort()).toEqual(['e0', 'e21']);
  });

  it('counts a move planned for a time now past as done, unless it was put back', async () => {
    const moving = await journal([
      ['2019-04-28T17:00:00', 'Got the keys to a little terrace in Sheffield.'],
      ['2022-08-31T22:00:00', "I'm moving to Copenhagen next month for a new job."],
      ['2022-10-02T19:00:00', "I've already bought a bike. Nobody warned me about the wind."],
    ]);
    const ask = (db: Awaited<ReturnType<typeof journal>>, question: string, now = '2024-01-10T12:00:00') =>
      answerQuestion(db, testEngine(), { question, now: at(now), speaker: 'Me' });
    expect((await ask(moving, 'Where do I live?')).answer).toBe('You live in Copenhagen.');
    expect((await ask(moving, 'Where do I live?', '2022-08-31T23:00:00')).answer).toBe('You live in Sheffield.');
    expect(await ask(moving, 'When did I move to Copenhagen?')).toMatchObject({ time: { start: '2022-09-01', end: '2022-09-30' } });
    const putBack = await journal([
      ['2023-03-01T19:00:00', 'I live in Ankara, near the old town.'],
      ['2023-05-10T19:00:00', "We're going to move to Izmir in September."],
      ['2023-09-20T19:00:00', "The move is postponed, we're staying in Ankara until spring."],
    ]);
    expect((await ask(putBack, 'Where do I live?', '2023-12-01T12:00:00')).answer).toBe('You live in Ankara.');
  });

  it('a first-person question naming someone else is about the asker', async () => {
    const db = await journal([['2017-04-14T23:30:00', 'Met Daniel at a friend\'s party tonight.']]);
    const { plan } = await planFor(db, { question: 'When did I meet Daniel?', now: at('2024-01-01T00:00:00'), speaker: 'Me' });
    expect(plan.subject).toBe('Me');
    const about = await planFor(db, { question: 'Where does Daniel live?', now: at('2024-01-01T00:00:00'), speaker: 'Me' });
    expect(about.plan.subject).toBe('Daniel');
  });

  it('measures between two adoptions dated by when each pet was first named', async () => {
    const db = await journal([
      ['2023-03-01T20:00:00', "I've been looking for a kitten to adopt, visiting shelters every weekend."],
      ['2023-03-05T20:00:00', 'Say hi to Miso, my new kitten! Could not resist bringing her home.'],
      ['2023-04-01T20:00:00', 'Miso and I napped all day.'],
      ['2023-06-10T20:00:00', 'Big news: I adopted another kitten from the shelter!'],
      ['2023-06-10T20:05:00', 'I named her Yuzu, she and Miso are already friends.'],
    ]);
    const now = at('2024-01-01T00:00:00');
    const index = await MemoryIndex.of(db);
    expect(index.firstNaming('Miso', now)?.id).toBe('e1');
    expect(index.firstNaming('Miso', at('2023-03-02T00:00:00'))).toBeNull();
    expect(index.firstNaming('Pixie', now)).toBeNull();
    const a = await answerQuestion(db, testEngine(), { question: 'How many months passed between adopting Miso and Yuzu?', now, speaker: 'Me' });
    expect(a).toMatchObject({ duration: 'P3M', abstained: false });
  });

  it('dates news announced by a teaser with a time ("Guess what happened yesterday?" / "What?" / "We\'re engaged!")', async () => {
    const sitting = '2022-10-05T18:00:00';
    const talk = [
      entry('S1:3', sitting, "You'll smash it. Guess what happened yesterday?", 'Nora'),
      entry('S1:4', sitting, 'What?', 'Eli'),
      entry('S1:5', sitting, "Sam proposed!! We're engaged!", 'Nora'),
    ];
    const { answer } = await askChat(talk, 'When did Nora get engaged?', '2022-11-01T09:00:00', 'Eli');
    expect(answer).toMatchObject({ abstained: false, time: { value: '2022-10-04' } });
  });

  it('dates a start from a reply telling a length "since" a month, the question naming two of its words', async () => {
    const talk = [
      entry('S1:2', '2023-07-18T20:30:00', "I started volunteering at the food bank a couple of weeks ago. And I'm running the Berlin marathon in September!", 'Omar'),
      entry('S1:3', '2023-07-18T20:30:00', 'Berlin! How long have you been training?', 'Jess'),
      entry('S1:4', '2023-07-18T20:30:00', 'Since March, so about four months now.', 'Omar'),
    ];
    const { answer } = await askChat(talk, 'When did Omar start training for the Berlin marathon?', '2023-10-01T09:00:00', 'Jess');
    expect(answer).toMatchObject({ abstained: false, time: { value: '2023-03' } });
    expect(answer.evidence[0]).toBe('S1:4');
  });

  it('dates an event by the reply to "When did you ...?" about it, which names none of it', async () => {
    const sitting = '2022-08-17T20:30:00';
    const talk = [
      entry('S1:6', sitting, 'Well, the Marrow Lanterns are going into the studio next week to record our second album.', 'Anselm'),
      entry('S1:7', sitting, "That's so exciting! I still can't believe you've been with them this long. When did you join again?", 'Perpetua'),
      entry('S1:8', sitting, 'Back in 2019, after their old fiddle player moved to Canada. I turned up with a borrowed bow and somehow they kept me.', 'Anselm'),
      entry('S2:1', '2022-09-27T20:30:00', 'The Marrow Lanterns played a packed show in Galway on Saturday!', 'Anselm'),
    ];
    const { answer } = await askChat(talk, 'When did Anselm join the Marrow Lanterns?', '2023-07-10T09:00:00', 'Perpetua');
    expect(answer).toMatchObject({ abstained: false, time: { value: '2019' } });
    expect(answer.evidence[0]).toBe('S1:8');
  });

  it("measures how long a thing took from its start to its finish, not by a length told of something else", async () => {
    const db = await journal([
      ['2023-04-13T19:00:00', 'The garden project has officially begun! We started the renovation on Monday.'],
      ['2023-06-14T21:00:00', 'Big news: Lotte took her first steps this morning!'],
      ['2023-06-14T21:01:00', "Ten months old and already walking. She's in a hurry, that one."],
      ['2023-07-20T20:30:00', "It's done! The garden is officially finished. The last paving stone went in yesterday."],
    ]);
    const a = await answerQuestion(db, testEngine(), { question: 'How long did my garden renovation take?', now: at('2023-08-01T00:00:00'), speaker: 'Me' });
    expect(a).toMatchObject({ duration: 'P3M', abstained: false });
  });
  it("measures between an adoption and the pet's own later event, named as a thing of its own", async () => {
    const talk = [
      entry('D1:2', '2022-08-18T14:20:00', 'Fun! I adopted a kitten two weeks ago, her name is Mochi.', 'Sam'),
      entry('D1:3', '2022-08-18T14:20:00', 'Aww. I also finally finished my thesis draft a few days ago.', 'Leo'),
      entry('D2:1', '2022-09-05T09:40:00', 'Mochi had her first vet visit last Friday, all good.', 'Sam'),
      entry('D2:2', '2022-09-05T09:40:00', 'Glad to hear! I defended my thesis on Wednesday!', 'Leo'),
    ];
    const { answer } = await askChat(talk, "How many weeks passed between Sam adopting Mochi and Mochi's first vet visit?", '2022-10-01T09:00:00', 'Leo');
    expect(answer).toMatchObject({ abstained: false, duration: 'P4W' });
    expect(answer.evidence.slice(0, 2)).toEqual(['D1:2', 'D2:1']);
  });

  it('counts a time told from another event from that event, dated on its own ("the day after the tournament")', async () => {
    const talk = [
      entry('D1:1', '2024-05-03T10:00:00', 'Big stretch coming up! The Riverside Cup is a week from tomorrow - our first tournament of the year.', 'Hal'),
      entry('D1:2', '2024-05-03T10:00:00', 'A tournament! Good luck to the kids.', 'Nadia'),
      entry('D2:1', '2024-05-23T10:00:00', 'The engine purrs now. I found an original carburetor at the swap meet the day after the tournament.', 'Hal'),
      entry('D2:2', '2024-05-23T10:00:00', 'The treasure hunt worked!', 'Nadia'),
    ];
    const { answer } = await askChat(talk, 'When did Hal find an original carburetor?', '2024-11-17T10:00:00', 'Nadia');
    expect(answer).toMatchObject({ abstained: false, time: { value: '2024-05-12' } });
    expect(answer.answer).toBe('12 May 2024 (the day after the tournament, which was 11 May 2024)');
    expect(answer.evidence.slice(0, 2)).toEqual(['D2:1', 'D1:1']);
    // an event it hangs on that cannot be dated near the telling leaves the telling's own date
    const { answer: alone } = await askChat(talk.slice(2), 'When did Hal find an original carburetor?', '2024-11-17T10:00:00', 'Nadia');
    expect(alone).toMatchObject({ abstained: false, time: { value: '2024-05-23' } });
  });

  it('measures a length still running from a start told with a time, not from one told only to the year', async () => {
    const db = await journal([
      ['2021-04-02T10:00:00', 'Got my two turtles today, named them Tic and Tac!'],
      ['2024-03-12T09:00:00', 'I started volunteering at the animal shelter about a year ago.'],
      ['2024-03-13T09:00:00', 'I started learning Greek five years ago.'],
    ]);
    const ask = (question: string) => answerQuestion(db, testEngine(), { question, now: at('2024-03-20T00:00:00'), speaker: 'Me' });
    const shelter = await ask('How long have I volunteered at the shelter?');
    expect(shelter).toMatchObject({ kind: 'duration', duration: 'P1Y', time: { value: '2023-03' } });
    expect(shelter.answer).toBe('1 year; started March 2023 ("about a year ago", said on 12 March 2024)');
    expect((await ask('How long have I been learning Greek?')).duration).not.toBe('P6Y');
  });

  it('answers when a move began from a stay told as a length, the other words of the question unsaid', async () => {
    const db = await journal([
      ['2021-04-01T19:00:00', 'I started teaching at Doshisha University today.'],
      ['2023-11-05T10:00:00', "I've lived in Kyoto for eight years and I still get lost in Gion."],
      ['2023-11-05T10:05:00', 'I lived in Osaka for three years before Kyoto.'],
      ['2023-11-05T10:10:00', 'I have been running every morning for two years.'],
    ]);
    const ask = (question: string) => answerQuestion(db, testEngine(), { question, now: at('2023-11-06T09:00:00'), speaker: 'Me' });
    const moved = await ask('When did I move to Kyoto?');
    expect(moved).toMatchObject({ kind: 'start', abstained: false, time: { value: '2015' } });
    expect(moved.evidence[0]).toBe('e1');
    // a place never lived in is still unknown
    expect((await ask('When did I move to Nara?')).abstained).toBe(true);
  });

  it('measures a length still running from a start told to the day in years and months, not rounded to years', async () => {
    const db = await journal([['2021-04-01T19:00:00', 'I started teaching at Doshisha University today.']]);
    const a = await answerQuestion(db, testEngine(), { question: 'How long have I been teaching at Doshisha?', now: at('2023-11-06T09:00:00'), speaker: 'Me' });
    expect(a).toMatchObject({ kind: 'duration', duration: 'P2Y7M', time: { value: '2021-04-01' } });
    expect(a.answer).toMatch(/^2 years and 7 months; started 1 April 2021/);
  });

  it('dates the event of a "when" clause first, then answers what held then', async () => {
    const db = await journal([
      ['2016-03-01T20:00:00', 'I moved to Leeds today.'],
      ['2019-05-20T20:00:00', 'We moved to York last week.'],
      ['2018-07-07T23:00:00', 'Got married to Sam this afternoon!'],
    ]);
    const now = at('2024-01-01T00:00:00');
    const married = await answerQuestion(db, testEngine(), { question: 'Where was I living when I got married?', now, speaker: 'Me' });
    expect(married).toMatchObject({ kind: 'point_in_time', abstained: false });
    expect(married.answer).toMatch(/Leeds/);
    expect(married.answer).not.toMatch(/York/);
    expect(married.evidence).toContain('e2');
    const never = await answerQuestion(db, testEngine(), { question: 'Where did I live when I got divorced?', now, speaker: 'Me' });
    expect(never.abstained).toBe(true);
  });
});

/** A two-person chat: Tomas tells his news, Priya cheers, then tells hers. */
const chat = [
  entry('c1', '2024-05-06T18:00:00', 'Guess what, I ran a charity race for the animal shelter on Saturday!', 'Tomas'),
  entry('c2', '2024-05-06T18:01:00', 'That charity race sounds amazing! So proud of you.', 'Priya'),
  entry('c3', '2024-05-06T18:02:00', 'Thanks! It made me realize how much I love running.', 'Tomas'),
  entry('c4', '2024-05-06T18:03:00', 'I started a pottery class last week, it is so calming.', 'Priya'),
  entry('c5', '2024-05-06T18:04:00', 'Pottery sounds great. What do you make?', 'Tomas'),
  entry('c6', '2024-05-06T18:05:00', 'Mostly bowls, I gave one to my sister.', 'Priya'),
];

/** Asks `question` of a fresh store holding `messages` as one conversation. */
async function askChat(messages: typeof chat, question: string, nowIso: string, speaker: string) {
  const { db, store } = freshStore();
  await store.addMessages(messages.map((m) => ({ ...m, conversation: 'chat' })));
  const answer = await answerQuestion(db, testEngine(), { question, now: parseWallTime(nowIso), speaker });
  return { answer, db };
}

const ask = (question: string) => askChat(chat, question, '2024-05-07T09:00:00', 'Priya');

describe('answerQuestion abstention', () => {
  it("answers about a person's own experience and abstains when it is pinned on the one who only cheered", async () => {
    expect((await ask('When did Tomas run a charity race?')).answer.abstained).toBe(false);
    expect((await ask('When did Priya run a charity race?')).answer.abstained).toBe(true);
    expect((await ask('What did Priya start last week?')).answer.abstained).toBe(false);
  });

  it('names what the history never mentions when that is why it abstains', async () => {
    const { answer } = await ask('What did Tomas do in Barcelona?');
    expect(answer).toMatchObject({ abstained: true, answer: expect.stringContaining('Barcelona') });
  });

  it('knows the words of the history, and misspellings of them, but not new ones', async () => {
    const { db } = await ask('When did Tomas run a charity race?');
    const index = await MemoryIndex.of(db);
    expect(index.knows(stem('pottery'))).toBe(true);
    expect(index.knows('shelte')).toBe(true); // one letter short of "shelter"
    expect(index.knows('barcelona')).toBe(false);
  });
});

describe('answerQuestion about an employer named short', () => {
  it('ends the job at "St Brigid\'s Hospital" on the last day told at "St Brigid\'s"', async () => {
    const db = await journal([
      ['2022-04-05T22:10:00', "I've been a nurse at St Brigid's Hospital since 2019 and honestly I'm exhausted."],
      ['2022-11-14T20:00:00', "Handed in my notice at St Brigid's today. My last day is the 9th of December."],
    ]);
    const now = at('2023-06-01T10:00:00');
    expect(await answerQuestion(db, testEngine(), { question: "When was my last day at St Brigid's?", now, speaker: 'Me' })).toMatchObject({ time: { value: '2022-12-09' } });
    const where = await answerQuestion(db, testEngine(), { question: 'Where did I work on 1 December 2022?', now, speaker: 'Me' });
    expect(where.answer).toMatch(/St Brigid's Hospital/);
    expect((await answerQuestion(db, testEngine(), { question: 'Where do I work?', now, speaker: 'Me' })).answer).not.toMatch(/St Brigid/);
  });
});

describe('answerQuestion counting', () => {
  it('counts the books read though no message says "book", each on its day', async () => {
    const db = await journal([
      ['2023-01-08T10:00:00', 'Finished reading Dune last night.'],
      ['2023-02-19T21:00:00', 'Read Project Hail Mary this weekend, loved it.'],
      ['2023-06-03T23:00:00', 'Went to the cinema to see Past Lives.'],
      ['2023-06-11T21:00:00', 'I finished reading Dune Messiah today.'],
    ]);
    const a = await answerQuestion(db, testEngine(), { question: 'How many books have I read?', now: at('2024-01-10T12:00:00'), speaker: 'Me' });
    expect(a).toMatchObject({ kind: 'count', abstained: false, answer: '3 books: 7 January 2023; the weekend of 18 February 2023; 11 June 2023.' });
    expect((await answerQuestion(db, testEngine(), { question: 'How many films have I watched?', now: at('2024-01-10T12:00:00'), speaker: 'Me' })).abstained).toBe(true);
  });
});

describe('answerQuestion about a couple', () => {
  const couple = () =>
    journal([
      ['2023-02-25T16:50:00', "Dinner with Alex's parents tonight. We're not married yet but we've been together for three years."],
      ['2023-03-10T09:00:00', 'Started a new pottery class today, it was fun.'],
    ]);
  const now = at('2023-10-01T00:00:00');
  it('dates the start of a relationship told only as a length, in other words than the question', async () => {
    const db = await couple();
    expect(await answerQuestion(db, testEngine(), { question: 'When did I start dating?', now, speaker: 'Me' })).toMatchObject({ abstained: false, time: { value: '2020' }, evidence: ['e0', 'e1'] });
    expect(await answerQuestion(db, testEngine(), { question: 'Which year did Alex and I start dating?', now, speaker: 'Me' })).toMatchObject({ time: { value: '2020' } });
  });
  it('does not date a wedding from "not married yet", nor from another message', async () => {
    const a = await answerQuestion(await couple(), testEngine(), { question: 'When did I get married?', now, speaker: 'Me' });
    expect(a).toMatchObject({ abstained: true, time: null });
    expect(a.evidence).toContain('e0');
  });
});

describe('answerQuestion from a length said in answer to "how long"', () => {
  const turtles = [
    entry('t1', '2024-03-10T18:00:00', 'Look at these little guys sunbathing! [shared a photo: two turtles on a rock]', 'Lena'),
    entry('t2', '2024-03-10T18:01:00', 'Aww! How long have you had them?', 'Omar'),
    entry('t3', '2024-03-10T18:02:00', "I've had them for 3 years now and they bring me tons of joy!", 'Lena'),
    entry('t4', '2024-03-10T18:03:00', 'How long do you usually walk the turtles?', 'Omar'),
    entry('t5', '2024-03-10T18:04:00', 'Usually for about an hour.', 'Lena'),
    entry('t6', '2024-06-02T18:00:00', 'Took my turtles to the pond today, they loved the sun.', 'Lena'),
    entry('t7', '2024-06-02T18:01:00', 'How long have you had such a good support system?', 'Omar'),
    entry('t8', '2024-06-02T18:02:00', "I've known these friends for 10 years now.", 'Lena'),
  ];
  const askTurtles = async (question: string) => (await askChat(turtles, question, '2024-07-01T09:00:00', 'Omar')).answer;

  it('dates a start and measures a length from the reply, though the reply names neither the thing nor a date (the question refers back to it)', async () => {
    const start = await askTurtles('When did Lena get her first two turtles?');
    expect(start).toMatchObject({ kind: 'start', abstained: false, time: { value: '2021' } });
    expect(start.evidence[0]).toBe('t3');
    expect(await askTurtles('How long has Lena had her turtles?')).toMatchObject({ kind: 'duration', duration: 'P3Y' });
  });

  it('answers how long a habit takes from the reply to that question, as told', async () => {
    const walk = await askTurtles('How long does Lena usually walk her turtles?');
    expect(walk).toMatchObject({ kind: 'duration', duration: 'PT1H', answer: 'About an hour' });
    expect(walk.evidence[0]).toBe('t5');
  });

  it("reads no other person's length into it", async () => {
    expect((await askTurtles('When did Omar get his turtles?')).time?.value).not.toBe('2021');
  });

  it('dates a getting by the first turn naming it when a sitting stamps all its turns with one time, in any arrival order', async () => {
    const sitting = '2023-06-03T11:51:00';
    const talk = [
      entry('D17:1', sitting, 'We had to say goodbye to Max. He was part of our family for 10 years.', 'John'),
      entry('D17:2', sitting, "I'm sorry about Max. It's tough to lose a pet.", 'Maria'),
      entry('D17:8', sitting, 'Max was truly awesome. Let us cherish the lessons he taught.', 'John'),
      entry('D30:6', '2023-08-11T00:10:00', 'Max and I had a blast on our camping trip last summer.', 'John'),
    ];
    for (const order of [talk, [...talk].reverse()]) {
      const { answer } = await askChat(order, 'When did John get his dog Max?', '2023-09-01T09:00:00', 'Maria');
      expect(answer).toMatchObject({ abstained: false, time: { value: '2013' } });
      expect(answer.evidence[0]).toBe('D17:1');
    }
  });

  it("dates someone's first time from a turn before a message ranked deep, without asking their name of it", async () => {
    // many better-matching talks of the class; the earliest class is told by its time in the turn before
    const said = [
      'First pottery class on glazing: blue glaze everywhere.',
      'Pottery class at the wheel, first try centring wet clay.',
      'My first pottery class taught me patience with clay.',
      'Pottery class kiln day, first firing cracked two cups.',
      'First pottery class bowl came out lopsided but charming.',
      'Pottery class mugs: first handle attached without breaking.',
      'The pottery class teacher praised my first vase.',
      'Pottery class again; first time trimming feet on a plate.',
      'Bought an apron for pottery class, my first proper one.',
    ];
    const talks = said.map((text, i) => entry(`p${i}`, `2024-06-${10 + i}T18:00:00`, text, 'Ana'));
    const first = [
      entry('j1', '2024-06-20T18:00:00', 'I went two months ago, can you believe it?', 'Ana'),
      entry('j2', '2024-06-20T18:01:00', 'Went where?', 'Ben'),
      entry('j3', '2024-06-20T18:02:00', 'The pottery class, of course, my first one ever, at the old community centre by the river where I used to walk the dog every single morning before work.', 'Ana'),
    ];
    const question = 'When did Ana first go to pottery class?';
    const now = '2024-07-02T09:00:00';
    const { answer, db } = await askChat([...talks, ...first], question, now, 'Ben');
    const planned = await planFor(db, { question, now: at(now), speaker: 'Ben' });
    const rank = hybridSearch(planned.index, planned.plan, null, SEARCH_RECIPES[planned.plan.kind]).findIndex((e) => e.messageId === 'j3');
    expect(rank).toBeGreaterThanOrEqual(6);
    expect(answer).toMatchObject({ abstained: false, time: { value: '2024-04' } });
    expect(answer.evidence.slice(0, 2)).toEqual(['j3', 'j1']);
  });

  it('finds what "this game" is several turns before the question, and no further than the talk about it', async () => {
    const game = [
      entry('g1', '2024-04-29T14:00:00', "I'm trying out some strategy games lately [shared a photo: a map of the world on a screen]", 'Jan'),
      entry('g2', '2024-04-29T14:01:00', 'Is that Civilization VI? Heard good things about it.', 'Omar'),
      entry('g3', '2024-04-29T14:02:00', 'It is a turn-based strategy game where you manage resources and lead armies.', 'Jan'),
      entry('g4', '2024-04-29T14:03:00', 'Does it require a lot of planning?', 'Omar'),
      entry('g5', '2024-04-29T14:04:00', 'Sure, every move matters and you have to beat your rivals.', 'Jan'),
      entry('g6', '2024-04-29T14:05:00', 'How long have you been playing this game?', 'Omar'),
      entry('g7', '2024-04-29T14:06:00', 'Been at it for a month now - it really challenges me.', 'Jan'),
    ];
    const asked = (q: string, talk = game) => askChat(talk, q, '2024-07-01T09:00:00', 'Omar').then((r) => r.answer);
    const start = await asked('When did Jan start playing Civilization VI?');
    expect(start).toMatchObject({ kind: 'start', abstained: false, time: { value: '2024-03' } });
    expect(start.evidence[0]).toBe('g7');
    // a talk of many turns in between is about something else by the time of the question
    const filler = Array.from({ length: 8 }, (_, i) => entry(`f${i}`, `2024-04-29T14:0${2}:${10 + i}`, `Weather talk number ${i + 1} about rain and sun.`, i % 2 ? 'Omar' : 'Jan'));
    const far = await asked('When did Jan start playing Civilization VI?', [...game.slice(0, 2), ...filler, ...game.slice(5)]);
    expect(far.evidence[0]).not.toBe('g7');
  });
});

describe('MemoryIndex reply context', () => {
  const contextOf = async (messages: typeof chat) => {
    const { db, store } = freshStore();
    await store.addMessages(messages.map((m) => ({ ...m, conversation: 'chat' })));
    return (await MemoryIndex.of(db)).messages.get('c6')!;
  };

  it('gives a reply to a short question the turn before that question too, in any arrival order', async () => {
    const reply = await contextOf(chat);
    // with the turn that one follows, which the reply may go on about ("What was it?" / "A pottery class")
    expect(reply.replyTo).toEqual({ speaker: 'Tomas', text: chat[4]!.text, replyTo: { speaker: chat[3]!.speaker, text: chat[3]!.text } });
    expect(reply.context).toContain('pottery class');
    expect(reply.contextTerms.has(stem('pottery'))).toBe(true);
    const shuffled = await contextOf([chat[5]!, chat[3]!, chat[0]!, chat[4]!, chat[2]!, chat[1]!]);
    expect(shuffled.context).toBe(reply.context);
    expect(shuffled.replyTo).toEqual(reply.replyTo);
  });

  it('stops at a long turn: its own words name the topic', async () => {
    const long = { ...chat[4]!, text: 'Pottery sounds great, I always wanted to try it but the studio near me closed down last year sadly. What do you make?' };
    const reply = await contextOf([...chat.slice(0, 4), long, chat[5]!]);
    expect(reply.context).toBe(long.text);
  });
});
