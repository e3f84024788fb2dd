import { describe, expect, it } from 'vitest';
import { formatWallDate, parseWallTime } from '../../src-shared/domain/wall-time';
import { entry, freshStore, testEngine } from './memory-test-kit';
import { MemoryStore } from './memory-store';
import { currentState, factsOf, findEntity, pendingForesight, stateAt, stateBefore, stateTimeline } from './memory-queries';

const day = (ms: number | null) => (ms === null ? null : formatWallDate(ms));

async function me(db: Parameters<typeof findEntity>[0]) {
  const e = await findEntity(db, 'Me');
  if (!e) throw new Error('speaker entity missing');
  return e.id;
}

describe('time-conflict scenarios', () => {
  it('Paris -> London -> Tokyo: current is Tokyo, before Tokyo was London, older values archived not deleted', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('m1', '2018-03-01T09:00:00', 'I live in Paris.'),
      entry('m2', '2019-06-10T09:00:00', 'I moved to London last week.'),
      entry('m3', '2022-02-01T09:00:00', 'Big news: I moved to Tokyo yesterday!'),
    ]);
    const id = await me(db);
    const now = await currentState(db, id, 'lives_in');
    expect(now.map((f) => f.text)).toEqual(['Me moved to Tokyo on 31 January 2022.']);
    expect((await stateBefore(db, id, 'lives_in', 'Tokyo'))?.text).toMatch(/London/);
    const chain = await stateTimeline(db, id, 'lives_in');
    expect(chain.map((f) => [f.status, day(f.validFrom), day(f.validTo)])).toEqual([
      ['archived', '2018-03-01', '2019-06-03'],
      ['archived', '2019-06-03', '2022-01-31'],
      ['active', '2022-01-31', null],
    ]);
    expect(chain[0]!.supersededBy).toBe(chain[1]!.id);
    expect(chain[0]!.expiredAt).not.toBeNull();
    expect((await stateAt(db, id, 'lives_in', parseWallTime('2020-06-01T00:00:00'))).map((f) => f.text)).toEqual([
      'Me moved to London in the week of 3 June 2019.',
    ]);
  });

  it('a backfilled older entry slots into history and never overrides the current state', async () => {
    const { db, store } = freshStore();
    await store.addMessage(entry('now', '2023-01-10T09:00:00', 'I live in Berlin now.'));
    await store.addMessage(entry('old', '2015-05-01T09:00:00', 'I live in Madrid.'));
    const id = await me(db);
    expect((await currentState(db, id, 'lives_in')).map((f) => f.objectId)).toEqual([(await findEntity(db, 'Berlin'))!.id]);
    const chain = await stateTimeline(db, id, 'lives_in');
    expect(chain.map((f) => [f.text.includes('Madrid'), f.status, day(f.validTo)])).toEqual([
      [true, 'archived', '2023-01-10'],
      [false, 'active', null],
    ]);
  });

  it('job changes with relative times: started two weeks ago, last day today', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('j1', '2021-03-15T18:00:00', 'I started a new job at Acme two weeks ago.'),
      entry('j2', '2023-08-31T18:00:00', 'Today was my last day at Acme.'),
      entry('j3', '2023-09-20T18:00:00', 'I joined Globex on Monday.'),
    ]);
    const id = await me(db);
    const chain = await stateTimeline(db, id, 'works_at');
    const acme = chain.find((f) => f.text.includes('Acme'))!;
    expect([day(acme.validFrom), day(acme.validTo), acme.status]).toEqual(['2021-03-01', '2023-09-01', 'archived']);
    expect(acme.sourceMessageIds).toEqual(['j1', 'j2']);
    const current = await currentState(db, id, 'works_at');
    expect(current.map((f) => f.text)).toEqual(['Me joined Globex on 18 September 2023.']);
  });

  it('cumulative visits coexist and never archive each other; a repeated visit raises confidence', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('v1', '2022-07-20T10:00:00', 'I visited Rome yesterday.'),
      entry('v2', '2022-09-02T10:00:00', 'We visited Lisbon last weekend.'),
      entry('v3', '2022-07-21T10:00:00', 'I visited Rome on July 19.'),
    ]);
    const id = await me(db);
    const visits = await factsOf(db, id, 'visited');
    expect(visits).toHaveLength(2);
    expect(visits.every((f) => f.status === 'active' && f.supersededBy === null)).toBe(true);
    const rome = visits.find((f) => f.text.includes('Rome'))!;
    expect(rome.sourceMessageIds.sort()).toEqual(['v1', 'v3']);
    expect(rome.confidence).toBeGreaterThan(visits.find((f) => f.text.includes('Lisbon'))!.confidence);
    expect(day(rome.eventTime!.start)).toBe('2022-07-19');
  });

  it('negation ends a state without naming a successor', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      entry('n1', '2020-01-05T10:00:00', 'I live in Paris.'),
      entry('n2', '2021-04-01T10:00:00', 'I no longer live in Paris.'),
    ]);
    const id = await me(db);
    expect(await currentState(db, id, 'lives_in')).toEqual([]);
    const [paris] = await stateTimeline(db, id, 'lives_in');
    expect([paris!.status, day(paris!.validFrom), day(paris!.validTo), paris!.supersededBy]).toEqual(['archived', '2020-01-05', '2021-04-01', null]);
    await store.addMessage(entry('n3', '2021-05-01T10:00:00', 'I never lived in Rome.'));
    const rome = (await factsOf(db, id, 'lives_in')).find((f) => f.text.includes('Rome'))!;
    expect(rome).toMatchObject({ negated: true, status: 'archived' });
    expect((await stateTimeline(db, id, 'lives_in')).map((f) => f.id)).toEqual([paris!.id]);
  });

  it('plans become foresight with a validity window that expires when it passes', async () => {
    const { db, store } = freshStore(undefined, '2024-03-11T12:00:00');
    await store.addMessage(entry('p1', '2024-03-11T09:00:00', "I'm going to the dentist next Wednesday."));
    const [f] = await db.foresight.toArray();
    expect(f).toMatchObject({ status: 'pending', sourceMessageId: 'p1' });
    expect(day(f!.end)).toBe('2024-03-14');
    const plan = (await db.facts.toArray()).find((x) => x.kind === 'plan')!;
    expect(plan.text).toBe('Me is going to the dentist on 13 March 2024.');
    expect(await pendingForesight(db, parseWallTime('2024-03-12T00:00:00'))).toHaveLength(1);
    expect(await store.expireForesight(parseWallTime('2024-03-15T00:00:00'))).toBe(1);
    expect((await db.foresight.get(f!.id))!.status).toBe('expired');
  });

  it('the generic fallback dates everyday events ("went to a support group yesterday")', async () => {
    const { db, store } = freshStore();
    await store.addMessages([
      { id: 'D1:3', speaker: 'Priya', conversation: 'c1', text: 'I went to a LGBTQ support group yesterday and it really helped.', time: parseWallTime('2023-05-08T13:56:00') },
      { id: 'D1:4', speaker: 'Tomas', conversation: 'c1', text: 'Wow! I painted a lake sunrise last year.', time: parseWallTime('2023-05-08T13:58:00') },
    ]);
    const texts = (await db.facts.toArray()).map((f) => f.text).sort();
    expect(texts).toEqual(['Priya went to a LGBTQ support group on 7 May 2023.', 'Tomas painted a lake sunrise in 2022.']);
  });
});

describe('record time', () => {
  it('replaying a history records each message at its own time; the default is the clock', async () => {
    const { db } = freshStore();
    const replay = new MemoryStore(db, testEngine(), { recordTime: 'message', clock: () => parseWallTime('2030-01-01T00:00:00') });
    await replay.addMessages([entry('r1', '2019-01-01T10:00:00', 'I live in Oslo.'), entry('r2', '2020-01-01T10:00:00', 'I moved to Bergen yesterday.')]);
    const [oslo] = await db.facts.where('sourceMessageId').equals('r1').toArray();
    expect([day(oslo!.recordedAt), day(oslo!.expiredAt)]).toEqual(['2019-01-01', '2020-01-01']);
    const live = freshStore();
    await live.store.addMessage(entry('c1', '2019-01-01T10:00:00', 'I live in Oslo.'));
    expect(day((await live.db.messages.get('c1'))!.recordedAt)).toBe('2030-01-01');
  });
});
