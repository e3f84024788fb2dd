import { describe, expect, it } from 'vitest';
import { formatWallDate, parseWallTime } from '../../src-shared/domain/wall-time';
import type { JournalDB } from '../db/journal-db';
import { entry, freshStore } from './memory-test-kit';
import { currentState, factsOf, findEntity, stateAt, stateBefore, stateTimeline } from './memory-queries';

/** Held-out style scenarios: varied phrasing, relative dates, backfill, durations, cumulative facts. */

const day = (ms: number | null) => (ms === null ? null : formatWallDate(ms));
const at = (iso: string) => parseWallTime(iso);

async function subject(db: JournalDB, name = 'Me'): Promise<string> {
  const e = await findEntity(db, name);
  if (!e) throw new Error(`entity ${name} missing`);
  return e.id;
}

async function objectsAt(db: JournalDB, id: string, relation: string, iso: string): Promise<string[]> {
  return (await stateAt(db, id, relation, at(iso))).map((f) => f.text);
}

describe('residence changes in varied phrasing, arriving out of order', () => {
  it('relocated / have been living / moved: current, point-in-time and before', async () => {
    const { db, store } = freshStore();
    await store.addMessage(entry('t', '2023-02-10T20:00:00', 'We relocated to Tokyo last month. The apartment is tiny.'));
    await store.addMessage(entry('p', '2018-04-02T09:00:00', 'I moved to Paris in March 2018. Loving the bakeries.'));
    await store.addMessage(entry('l', '2020-06-15T10:00:00', "I've been living in London since January 2020."));
    const id = await subject(db);
    expect((await currentState(db, id, 'lives_in')).map((f) => f.text)).toEqual([expect.stringMatching(/Tokyo/)]);
    expect(await objectsAt(db, id, 'lives_in', '2021-06-15T00:00:00')).toEqual([expect.stringMatching(/London/)]);
    expect(await objectsAt(db, id, 'lives_in', '2019-06-15T00:00:00')).toEqual([expect.stringMatching(/Paris/)]);
    expect((await stateBefore(db, id, 'lives_in', 'Tokyo'))?.text).toMatch(/London/);
    const chain = await stateTimeline(db, id, 'lives_in');
    expect(chain.map((f) => [day(f.validFrom), day(f.validTo)])).toEqual([
      ['2018-03-01', '2020-01-01'],
      ['2020-01-01', '2023-01-01'],
      ['2023-01-01', null],
    ]);
  });

  it('"no longer live in" ends the state without naming a new one', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('a', '2019-01-05T09:00:00', 'I live in Lisbon.'),
      entry('b', '2021-04-01T09:00:00', 'I no longer live in Lisbon.'),
    ]);
    const id = await subject(db);
    expect(await currentState(db, id, 'lives_in')).toEqual([]);
    expect(day((await stateTimeline(db, id, 'lives_in'))[0]!.validTo)).toBe('2021-04-01');
  });
});

describe('arrival order', () => {
  it('every order of a journal with an approximate stay gives the same timeline', async () => {
    const messages = [
      entry('s', '2019-04-02T18:00:00', 'I have been living in Seattle since 2016.'),
      entry('p', '2023-09-10T18:00:00', 'We moved to Portland in August.'),
      entry('c', '2023-09-11T18:00:00', 'I lived in Chicago for four years.'),
      entry('n', '2023-10-01T18:00:00', 'I no longer live in Portland.'),
    ];
    const orders = [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]];
    const timelines = [];
    for (const order of orders) {
      const { db, store } = freshStore();
      for (const i of order) await store.addMessage(messages[i]!);
      const chain = await stateTimeline(db, await subject(db), 'lives_in');
      timelines.push(chain.map((f) => [f.text, f.status, day(f.validFrom), day(f.validTo)]));
    }
    for (const t of timelines) expect(t).toEqual(timelines[0]);
    expect(timelines[0]!.map((row) => row[3])).toEqual(['2016-01-01', '2023-08-01', '2023-10-01']);
  });
});

describe('job changes', () => {
  it('hired / started a new job / quit / left / retired close the employer', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('h', '2016-05-01T09:00:00', 'Got hired by Initech last month!'),
      entry('s', '2019-09-01T09:00:00', 'Started a new job at Globex three months ago.'),
      entry('q', '2023-09-01T12:00:00', 'I quit Globex today.'),
    ]);
    const id = await subject(db);
    expect(await currentState(db, id, 'works_at')).toEqual([]);
    const chain = await stateTimeline(db, id, 'works_at');
    expect(chain.map((f) => [f.text.includes('Initech') ? 'Initech' : 'Globex', day(f.validFrom), day(f.validTo)])).toEqual([
      ['Initech', '2016-04-01', '2019-06-01'],
      ['Globex', '2019-06-01', '2023-09-02'],
    ]);
  });

  it.each([
    ['I left Umbrella in March.', '2021-03-01'],
    ['I retired from Umbrella today.', '2021-05-11'],
    ['Today was my last day at Umbrella.', '2021-05-11'],
  ])('"%s" ends the job', async (text, end) => {
    const { db, store } = freshStore();
    await store.addMessages([entry('a', '2015-01-01T09:00:00', 'I work at Umbrella.'), entry('b', '2021-05-10T18:00:00', text)]);
    const id = await subject(db);
    expect(await currentState(db, id, 'works_at')).toEqual([]);
    expect(day((await stateTimeline(db, id, 'works_at'))[0]!.validTo)).toBe(end);
  });
});

describe('durations', () => {
  it('"worked at Acme for five years" said in 2020 spans about 2015..2020, ended', async () => {
    const { db, store } = freshStore();
    await store.addMessage(entry('a', '2020-05-01T09:00:00', 'Worked at Acme for five years.'));
    const [acme] = await stateTimeline(db, await subject(db), 'works_at');
    expect([acme!.status, day(acme!.validFrom), day(acme!.validTo), acme!.attributes.duration]).toEqual(['archived', '2015-05-01', '2020-05-01', 'P5Y']);
  });

  it('an approximate stay closes nothing dated and ends where the dated history has the next job', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('g', '2020-02-01T09:00:00', 'I started working at Globex today.'),
      entry('a', '2020-05-01T09:00:00', 'Worked at Acme for five years.'),
    ]);
    const id = await subject(db);
    expect((await currentState(db, id, 'works_at')).map((f) => f.text)).toEqual([expect.stringMatching(/Globex/)]);
    const acme = (await stateTimeline(db, id, 'works_at')).find((f) => f.text.includes('Acme'))!;
    expect([acme.status, day(acme.validFrom), day(acme.validTo)]).toEqual(['archived', '2015-01-31', '2020-02-01']) // the same length in days (a leap day inside);
  });

  it('"lived in Chicago for four years before Seattle", written last, slots in before Seattle', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('s', '2019-04-02T18:00:00', 'I have been living in Seattle since 2016.'),
      entry('p', '2023-09-10T18:00:00', 'We moved to Portland in August.'),
      entry('c', '2023-09-11T18:00:00', 'Note to self: I lived in Chicago for four years before Seattle.'),
    ]);
    const id = await subject(db);
    expect((await currentState(db, id, 'lives_in')).map((f) => f.text)).toEqual([expect.stringMatching(/Portland/)]);
    expect(await objectsAt(db, id, 'lives_in', '2014-06-01T00:00:00')).toEqual([expect.stringMatching(/Chicago/)]);
    expect(await objectsAt(db, id, 'lives_in', '2020-06-01T00:00:00')).toEqual([expect.stringMatching(/Seattle/)]);
    expect((await stateBefore(db, id, 'lives_in', 'Portland'))?.text).toMatch(/Seattle/);
    const chicago = (await stateTimeline(db, id, 'lives_in')).find((f) => f.text.includes('Chicago'))!;
    expect([day(chicago.validFrom), day(chicago.validTo)]).toEqual(['2012-01-01', '2016-01-01']);
  });

  it('"have lived in Paris for 3 years" is ongoing from three years back', async () => {
    const { db, store } = freshStore();
    await store.addMessage(entry('p', '2022-01-10T10:00:00', "I've lived in Paris for 3 years."));
    const id = await subject(db);
    const [now] = await currentState(db, id, 'lives_in');
    expect([day(now!.validFrom), now!.validTo]).toEqual(['2019-01-10', null]);
  });
});

describe('cumulative facts, plans, relationships', () => {
  it('two visits to Rome both stay active', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('r1', '2022-09-01T12:00:00', 'Visited Rome with my sister last spring.'),
      entry('r2', '2023-07-01T12:00:00', 'I visited Rome again in 2023.'),
    ]);
    const visits = await factsOf(db, await subject(db), 'visited');
    expect(visits.filter((f) => f.status === 'active' && f.text.includes('Rome'))).toHaveLength(2);
  });

  it('a flight next Friday is a plan with a date', async () => {
    const { db, store } = freshStore();
    await store.addMessage(entry('b', '2023-07-03T12:00:00', "I'm flying to Berlin next Friday."));
    const id = await subject(db);
    const all = (await db.facts.where('subjectId').equals(id).toArray()).filter((f) => f.text.includes('Berlin'));
    expect(all.map((f) => [f.kind, day(f.eventTime?.start ?? null)])).toEqual([['plan', '2023-07-07']]);
  });

  it('got married then broke up: relationship status follows valid time', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('b', '2022-03-10T12:00:00', 'We broke up last week.'),
      entry('m', '2019-07-01T12:00:00', 'I got married in June 2019.'),
    ]);
    const id = await subject(db);
    expect((await currentState(db, id, 'relationship_status')).map((f) => f.objectLiteral)).toEqual(['single']);
    expect((await stateAt(db, id, 'relationship_status', at('2020-01-01T00:00:00'))).map((f) => f.objectLiteral)).toEqual(['married']);
  });
});

describe('two-person chats added one message at a time', () => {
  it('"you" from one speaker means the other, even when each message is analysed alone', async () => {
    const { db, store } = freshStore();
    const chat = (id: string, iso: string, speaker: string, text: string) => ({ ...entry(id, iso, text, speaker), conversation: 'c1' });
    await store.addMessage(chat('1', '2023-03-01T10:00:00', 'Melanie', 'Hey Caroline, how is the new place?'));
    await store.addMessage(chat('2', '2023-03-01T10:05:00', 'Caroline', 'Great! I moved to Denver last month.'));
    await store.addMessage(chat('3', '2023-03-01T10:06:00', 'Melanie', 'So you work at Globex now.'));
    const caroline = await subject(db, 'Caroline');
    expect((await currentState(db, caroline, 'lives_in')).map((f) => f.text)).toEqual([expect.stringMatching(/Denver/)]);
    expect((await currentState(db, caroline, 'works_at')).map((f) => f.text)).toEqual([expect.stringMatching(/Caroline works at Globex/)]);
    expect(await db.facts.filter((f) => f.sourceMessageIds.some((id) => id.includes('speaker-context'))).count()).toBe(0);
  });

  it('with three speakers "you" stays unresolved (no fact is guessed)', async () => {
    const { db, store } = freshStore();
    const chat = (id: string, iso: string, speaker: string, text: string) => ({ ...entry(id, iso, text, speaker), conversation: 'c2' });
    await store.addMessage(chat('1', '2023-03-01T10:00:00', 'Ann', 'Hi all.'));
    await store.addMessage(chat('2', '2023-03-01T10:01:00', 'Bob', 'Hello.'));
    await store.addMessage(chat('3', '2023-03-01T10:02:00', 'Cy', 'You work at Globex now, right?'));
    expect(await db.facts.filter((f) => f.text.includes('Globex')).count()).toBe(0);
  });
});
