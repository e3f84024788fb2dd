import { describe, expect, it } from 'vitest';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import type { MessageAnalysis } from '../../src-shared/domain/memory';
import type { JournalDB } from '../db/journal-db';
import { BAG_OF_WORDS, entry, freshDb, freshStore, testEngine } from './memory-test-kit';
import { currentState, findEntity } from './memory-queries';
import { MemoryStore, type NewMessage } from './memory-store';

/** The valid-time view of the memory: everything except record-time bookkeeping. */
async function timeline(db: JournalDB) {
  const facts = (await db.facts.toArray()).map((f) => ({
    id: f.id,
    text: f.text,
    relation: f.relation,
    subjectId: f.subjectId,
    object: f.objectId ?? f.objectLiteral,
    status: f.status,
    validFrom: f.validFrom,
    validTo: f.validTo,
    supersededBy: f.supersededBy,
    confidence: Math.round(f.confidence * 1e6),
    sources: [...f.sourceMessageIds].sort(),
  }));
  const cells = (await db.cells.toArray()).map((c) => ({ id: c.id, messageIds: c.messageIds }));
  const foresight = (await db.foresight.toArray()).map((f) => ({ id: f.id, text: f.text, end: f.end }));
  const byId = <T extends { id: string }>(xs: T[]) => xs.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { facts: byId(facts), cells: byId(cells), foresight: byId(foresight) };
}

/** The test engine, with each analysis result passed through `rewrite` before the store sees it. */
function rewritingAnalysis(rewrite: (r: MessageAnalysis) => MessageAnalysis): EngineClient {
  const base = testEngine();
  return {
    ...base,
    call: (async (method: string, req: never) => {
      const out = await base.call(method as never, req);
      return method === 'analysis.analyze' ? (out as MessageAnalysis[]).map(rewrite) : out;
    }) as EngineClient['call'],
  };
}

const HISTORY: NewMessage[] = [
  entry('h1', '2015-02-01T10:00:00', 'I live in Paris.'),
  entry('h2', '2016-09-12T10:00:00', 'I started working at Acme last week.'),
  entry('h3', '2017-05-03T10:00:00', 'I visited Rome yesterday.'),
  entry('h4', '2018-01-20T10:00:00', 'I moved to London two weeks ago.'),
  entry('h5', '2018-01-21T10:00:00', 'I live in London now.'),
  entry('h6', '2019-06-30T10:00:00', 'Today was my last day at Acme.'),
  entry('h7', '2019-07-15T10:00:00', 'I joined Globex today.'),
  entry('h8', '2019-08-02T10:00:00', 'I visited Rome again last weekend.'),
  entry('h9', '2020-03-01T10:00:00', 'I no longer live in London.'),
  entry('h10', '2020-03-02T10:00:00', 'I moved to Tokyo yesterday.'),
  entry('h11', '2020-03-09T10:00:00', 'I am going to the dentist next Wednesday.'),
  entry('h12', '2017-05-04T10:00:00', 'I visited Rome on May 2.'),
];

/** A small seeded PRNG so a failing permutation can be replayed. */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('order independence and idempotence', () => {
  it('random permutations of the same messages, added one at a time, give the same timeline', async () => {
    const reference = freshStore();
    await reference.store.addMessages(HISTORY);
    const expected = await timeline(reference.db);
    expect(expected.facts.length).toBeGreaterThanOrEqual(8);
    const me = (await findEntity(reference.db, 'Me'))!.id;
    expect((await currentState(reference.db, me, 'lives_in'))[0]!.text).toMatch(/Tokyo/);
    for (const seed of [1, 7, 42, 99, 1234, 2024]) {
      const run = freshStore();
      for (const m of shuffled(HISTORY, seed)) await run.store.addMessage(m);
      expect(await timeline(run.db), `permutation seed ${seed}`).toEqual(expected);
    }
  });

  it('cells rebuilt incrementally, in any order, equal a full rebuild', async () => {
    const chat: NewMessage[] = [];
    const topics = ['I love hiking in the mountains near Oslo.', 'The trail was steep and the view was great.', 'We saw snow on the peaks above the lake.', 'Hiking boots matter on wet rock.'];
    const work = ['My manager asked for the quarterly report.', 'The spreadsheet formulas broke again today.', 'Budget meetings take all afternoon.'];
    [...topics, ...work, ...topics].forEach((text, i) => chat.push({ ...entry(`c${i}`, `2023-03-01T10:${String(i * 3).padStart(2, '0')}:00`, text), conversation: 'chat' }));
    chat.push({ ...entry('late', '2023-03-02T09:00:00', 'Back at it the next morning.'), conversation: 'chat' });
    const reference = freshStore();
    await reference.store.addMessages(chat);
    const cells = async (db: JournalDB) => (await db.cells.orderBy('start').toArray()).map((c) => c.messageIds);
    const expected = await cells(reference.db);
    expect(expected.length).toBeGreaterThan(1);
    for (const seed of [3, 11, 2025]) {
      const run = freshStore();
      for (const m of shuffled(chat, seed)) await run.store.addMessage(m);
      expect(await cells(run.db), `seed ${seed}`).toEqual(expected);
      await run.store.deleteMessage('c5');
      await reference.store.deleteMessage('c5');
      expect(await cells(run.db)).toEqual(await cells(reference.db));
      await reference.store.addMessage(chat[5]!);
    }
  });

  it('re-ingesting the same messages changes nothing', async () => {
    const { db, store } = freshStore();
    await store.addMessages(HISTORY);
    const once = await timeline(db);
    await store.addMessages(HISTORY);
    await store.addMessages(shuffled(HISTORY, 5).slice(0, 4));
    expect(await timeline(db)).toEqual(once);
    expect(await db.messages.count()).toBe(HISTORY.length);
  });

  it('reanalyzeAll rebuilds the same facts, reports progress, and can be cancelled', async () => {
    const { db, store } = freshStore();
    await store.addMessages(HISTORY);
    const before = await timeline(db);
    const progress: Array<[number, number]> = [];
    await store.reanalyzeAll({ onProgress: (done, total) => progress.push([done, total]) });
    expect(await timeline(db)).toEqual(before);
    expect(progress.at(-1)).toEqual([HISTORY.length, HISTORY.length]);
    const controller = new AbortController();
    controller.abort();
    await expect(store.reanalyzeAll({ signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
    expect(await db.messages.count()).toBe(HISTORY.length);
  });

  it('resumePending finishes messages left pending by an interrupted analysis, and only those', async () => {
    const { db, store } = freshStore();
    const controller = new AbortController();
    controller.abort();
    await expect(store.addMessages(HISTORY, { signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
    expect(await db.messages.where('analysis').equals('pending').count()).toBe(HISTORY.length);
    expect(await db.facts.count()).toBe(0);

    expect(await store.resumePending()).toBe(HISTORY.length);
    expect(await db.messages.where('analysis').equals('pending').count()).toBe(0);
    const reference = freshStore();
    await reference.store.addMessages(HISTORY);
    expect(await timeline(db)).toEqual(await timeline(reference.db));
    expect(await store.resumePending()).toBe(0);
  });
});

describe('editing and deleting keep the graph consistent', () => {
  it('deleting the newest residence makes the previous one current again', async () => {
    const { db, store } = freshStore();
    await store.addMessages(HISTORY.slice(0, 5));
    const me = (await findEntity(db, 'Me'))!.id;
    expect((await currentState(db, me, 'lives_in'))[0]!.text).toMatch(/London/);
    await store.deleteMessage('h4');
    await store.deleteMessage('h5');
    const [paris] = await currentState(db, me, 'lives_in');
    expect(paris).toMatchObject({ status: 'active', validTo: null, supersededBy: null });
    expect(paris!.text).toMatch(/Paris/);
    expect(await db.facts.where('sourceMessageIds').equals('h4').count()).toBe(0);
  });

  it('editing a message re-derives its facts', async () => {
    const { db, store } = freshStore();
    await store.addMessages(HISTORY.slice(0, 3));
    await store.editMessage('h1', { text: 'I live in Vienna.' });
    const texts = (await db.facts.toArray()).map((f) => f.text).join(' ');
    expect(texts).toMatch(/Vienna/);
    expect(texts).not.toMatch(/Paris/);
    expect((await db.messages.get('h1'))!.text).toBe('I live in Vienna.');
  });

  it('a shared fact survives the deletion of one of its sources, with lower confidence', async () => {
    const { db, store } = freshStore();
    await store.addMessages([HISTORY[2]!, HISTORY[11]!]);
    const [rome] = await db.facts.toArray();
    expect(rome!.sourceMessageIds.sort()).toEqual(['h12', 'h3']);
    await store.deleteMessage('h12');
    const [after] = await db.facts.toArray();
    expect(after!.sourceMessageIds).toEqual(['h3']);
    expect(after!.confidence).toBeLessThan(rome!.confidence);
  });
});

describe('bad input loses nothing and half-applies nothing', () => {
  it('rejects malformed messages with a clear error before writing anything', async () => {
    const { db, store } = freshStore();
    const bad = [
      { speaker: '', text: 'hi', time: 0 },
      { speaker: 'Me', text: 'hi', time: Number.NaN },
      { speaker: 'Me', text: 42, time: 0 },
      { speaker: 'Me', text: 'hi', time: 0, role: 'system' },
      null,
    ] as unknown as NewMessage[];
    for (const b of bad) {
      await expect(store.addMessages([entry('ok', '2020-01-01T00:00:00', 'I live in Oslo.'), b])).rejects.toMatchObject({ code: 'bad_request' });
    }
    expect(await db.messages.count()).toBe(0);
  });

  it('keeps empty, huge, emoji, right-to-left and markup-laden messages verbatim', async () => {
    const { db, store } = freshStore();
    const huge = `${'I went to the market yesterday. '.repeat(8000)}I moved to Lima today.`;
    const odd = ['', '   ', '🙂🙂 I moved to Kyiv 🇺🇦 yesterday!', 'אני גר בתל אביב. I live in Haifa.', '<script>alert(1)</script> I live in "Nowhere\u0000"', 'Feb 30 was when I moved to Oslo.', 'In 99999 I will live on Mars.'];
    const inputs = [huge, ...odd].map((text, i) => entry(`x${i}`, '2021-05-05T10:00:00', text));
    const stored = await store.addMessages(inputs);
    expect(stored.map((m) => m.analysis)).toEqual(inputs.map(() => 'done'));
    for (const m of inputs) expect((await db.messages.get(m.id!))!.text).toBe(m.text);
    const texts = (await db.facts.toArray()).map((f) => f.text).join('\n');
    expect(texts).toMatch(/Kyiv/);
    expect(texts).toMatch(/Haifa/);
  });

  it('an analysis failure marks only that message failed and keeps it', async () => {
    const base = testEngine();
    const engine: EngineClient = {
      ...base,
      call: (async (method: string, req: { messages: Array<{ text: string }> }) => {
        if (method === 'analysis.analyze' && req.messages.some((m) => m.text.includes('POISON'))) throw new Error('analyser crashed');
        return base.call(method as never, req as never);
      }) as EngineClient['call'],
    };
    const { db, store } = freshStore(engine);
    await store.addMessages([entry('a', '2020-01-01T10:00:00', 'I live in Oslo.'), entry('b', '2020-01-02T10:00:00', 'POISON I live in Bergen.')]);
    expect(await db.messages.get('b')).toMatchObject({ analysis: 'failed', analysisError: 'analyser crashed', text: 'POISON I live in Bergen.' });
    expect(await db.messages.get('a')).toMatchObject({ analysis: 'done' });
    expect((await db.facts.toArray()).map((f) => f.text)).toEqual(['Me lives in Oslo (as of 1 January 2020).']);
  });

  it('sends the next batch for analysis before applying the current one, with the same result', async () => {
    const base = testEngine();
    const events: string[] = [];
    const db = freshDb();
    db.messages.hook('updating', (changes, id) => {
      if ((changes as { analysis?: string }).analysis === 'done') events.push(`applied ${String(id)}`);
    });
    const engine: EngineClient = {
      ...base,
      call: (async (method: string, req: { messages: { id: string }[] }) => {
        if (method === 'analysis.analyze') events.push(`analyse ${req.messages.map((m) => m.id).join(',')}`);
        return base.call(method as never, req as never);
      }) as EngineClient['call'],
    };
    const store = new MemoryStore(db, engine, { batchSize: 2, clock: () => Date.UTC(2030, 0, 1) });
    const history = HISTORY.slice(0, 6).map((m, i) => ({ ...m, id: `h${i}` }));
    await store.addMessages(history);
    expect(events).toEqual(['analyse h0,h1', 'analyse h2,h3', 'applied h0', 'applied h1', 'analyse h4,h5', 'applied h2', 'applied h3', 'applied h4', 'applied h5']);
    const reference = freshStore();
    await reference.store.addMessages(history);
    expect(await timeline(db)).toEqual(await timeline(reference.db));
  });

  it('facts analysed without a vector get one, tagged with the model that made it', async () => {
    const { db, store } = freshStore(rewritingAnalysis((r) => ({ ...r, facts: r.facts.map((f) => ({ ...f, embedding: null })) })));
    await store.addMessages(HISTORY.slice(0, 3));
    const reference = freshStore();
    await reference.store.addMessages(HISTORY.slice(0, 3));
    const vectors = async (d: JournalDB) => (await d.facts.orderBy('id').toArray()).map((f) => ({ text: f.text, embedding: f.embedding, model: f.embeddingModel }));
    expect(await vectors(db)).toEqual(await vectors(reference.db));
    expect((await vectors(db)).every((f) => f.embedding && f.model === BAG_OF_WORDS)).toBe(true);
  });

  it('a malformed analysis result rolls back its whole transaction', async () => {
    // The second fact of the poisoned message names no subject: applying it must fail midway.
    const engine = rewritingAnalysis((r) => (r.messageId === 'bad' ? { ...r, facts: [...r.facts, { ...r.facts[0]!, subject: null as unknown as string }] } : r));
    const { db, store } = freshStore(engine);
    await store.addMessages([entry('good', '2020-01-01T10:00:00', 'I live in Oslo.'), entry('bad', '2020-02-01T10:00:00', 'I moved to Bergen yesterday.')]);
    expect(await db.messages.get('bad')).toMatchObject({ analysis: 'failed' });
    expect(await db.facts.where('sourceMessageIds').equals('bad').count()).toBe(0);
    expect(await db.entities.where('key').equals('bergen').count()).toBe(0);
    const me = (await findEntity(db, 'Me'))!.id;
    expect((await currentState(db, me, 'lives_in'))[0]!.text).toMatch(/Oslo/);
  });
});
