import MiniSearch from 'minisearch';
import type { Entity, Fact, Message } from '../../src-shared/domain/memory';
import type { EvidenceItem, FactView } from '../../src-shared/answer/evidence';
import type { PreviousTurn } from '../../src-shared/answer/statement-owners';
import type { ActivationGraph } from '../../src-shared/answer/spreading-activation';
import { pointSpanOf } from '../../src-shared/answer/calendar';
import { statementTerms } from '../../src-shared/answer/coverage';
import { isShortTurn } from '../../src-shared/answer/short-turn';
import { statesLength } from '../../src-shared/answer/states-length';
import { withinOneEdit } from '../../src-shared/answer/edit-distance';
import { namesThing } from '../../src-shared/answer/first-mention';
import { terms } from '../../src-shared/answer/stopwords';
import { compareByTime } from '../../src-shared/domain/message-order';
import type { TimeExpression, TimeSpan } from '../../src-shared/domain/time';
import { findTimeExpressions } from '../../src-shared/time/index';
import type { JournalDB } from '../db/journal-db';
import { ConversationOrder } from './conversation-order';
import { ModelVectors } from './model-vectors';

/**
 * In-memory search structures over one journal database, built once and then kept up to date
 * incrementally: Dexie table hooks mark changed rows, and `refresh()` re-reads only those. So a
 * question costs a few index look-ups, not a scan of the database (p95 latency at 10k messages).
 * Changes made through another JournalDB instance are seen after `invalidate()`.
 */
export interface IndexedMessage {
  id: string;
  conversation: string;
  speaker: string;
  text: string;
  time: number;
  recordedAt: number;
  /** Stemmed terms of its statements (questions inside a message state nothing). */
  terms: ReadonlySet<string>;
  /** The turn it follows in the same sitting (often the question it answers), null when none. */
  replyTo: PreviousTurn | null;
  /** Words that give it context in search: the turn it follows and, when that one is short ("How long have you had them?"), the one before. */
  context: string;
  contextTerms: ReadonlySet<string>;
}

/** A message as evidence found by a lookup rather than ranked by search (relevance 1, its own terms, no facts). */
export function evidenceOf(m: IndexedMessage): EvidenceItem {
  return { messageId: m.id, text: m.text, time: m.time, speaker: m.speaker, relevance: 1, facts: [], terms: m.terms, replyTo: m.replyTo };
}

export interface IndexedFact extends FactView {
  subjectId: string;
  objectId: string | null;
  terms: ReadonlySet<string>;
}

type Table = 'messages' | 'facts' | 'entities';

/** A turn within this time of the one before it continues the same sitting (its context). */
const CONTEXT_WINDOW_MS = 3 * 3_600_000;
/** Fields a re-embedding writes. */
const VECTOR_FIELDS: ReadonlySet<string> = new Set(['embedding', 'embeddingModel']);

const processTerm = (term: string) => terms(term)[0] ?? null;

function newMiniSearch(fields: string[]) {
  return new MiniSearch<{ id: string }>({ fields, storeFields: [], processTerm, tokenize: (t) => t.split(/[^\p{L}\p{N}']+/u) });
}

export class MemoryIndex implements ActivationGraph {
  readonly messages = new Map<string, IndexedMessage>();
  readonly facts = new Map<string, IndexedFact>();
  readonly entities = new Map<string, Entity>();
  /** Lower-cased name or alias -> entity id. */
  readonly entityByKey = new Map<string, string>();
  readonly speakerCounts = new Map<string, number>();
  readonly bm25Messages = newMiniSearch(['text', 'context']);
  readonly bm25Facts = newMiniSearch(['text']);
  readonly messageVectors = new ModelVectors();
  readonly factVectors = new ModelVectors();
  private readonly factIdsByEntity = new Map<string, Set<string>>();
  /** Document frequency of each term over indexed messages, for IDF weights. */
  private readonly termDf = new Map<string, number>();
  private readonly order = new ConversationOrder();
  /** The time expressions of each message, parsed on first use (by the time retriever and the length scope). */
  private readonly expressions = new Map<string, TimeExpression[]>();
  /** Stored facts as read, to re-resolve names when an entity changes. */
  private readonly rawFacts = new Map<string, Fact>();
  private readonly dirty: Record<Table, Set<string>> = { messages: new Set(), facts: new Set(), entities: new Set() };
  private readonly vectorsDirty = { messages: new Set<string>(), facts: new Set<string>() };
  private loaded = false;

  private constructor(private readonly db: JournalDB) {
    for (const table of ['messages', 'facts', 'entities'] as const) {
      const mark = (key: unknown) => {
        if (typeof key === 'string') this.dirty[table].add(key);
      };
      db[table].hook('creating', (key, obj) => mark((obj as { id?: unknown }).id ?? key));
      db[table].hook('updating', (mods, key) => {
        // a re-embedding changes only the vector: the row's words, terms and context stay as indexed
        if (table !== 'entities' && typeof key === 'string' && Object.keys(mods).every((k) => VECTOR_FIELDS.has(k))) this.vectorsDirty[table].add(key);
        else mark(key);
      });
      db[table].hook('deleting', (key) => mark(key));
    }
  }

  private static readonly cache = new WeakMap<JournalDB, MemoryIndex>();

  /** The index of `db`, refreshed with every change since the last call. */
  static async of(db: JournalDB): Promise<MemoryIndex> {
    let index = MemoryIndex.cache.get(db);
    if (!index) {
      index = new MemoryIndex(db);
      MemoryIndex.cache.set(db, index);
    }
    await index.refresh();
    return index;
  }

  /** Forget everything and rebuild on next use (after writes through another connection). */
  invalidate(): void {
    this.loaded = false;
  }

  async refresh(): Promise<void> {
    if (!this.loaded) {
      for (const d of [...Object.values(this.dirty), ...Object.values(this.vectorsDirty)]) d.clear();
      const [entities, messages, facts] = await Promise.all([this.db.entities.toArray(), this.db.messages.orderBy('time').toArray(), this.db.facts.toArray()]);
      this.clear();
      entities.forEach((e) => this.putEntity(e));
      messages.forEach((m) => this.putMessage(m)); // in time order, so no context is computed twice
      facts.forEach((f) => this.putFact(f));
      this.loaded = true;
      return;
    }
    const take = (t: Table) => {
      const ids = [...this.dirty[t]];
      this.dirty[t].clear();
      return ids;
    };
    const [entityIds, messageIds, factIds] = [take('entities'), take('messages'), take('facts')];
    await this.refreshVectors(new Set(messageIds), new Set(factIds));
    if (entityIds.length) (await this.db.entities.bulkGet(entityIds)).forEach((e, i) => (e ? this.putEntity(e) : this.removeEntity(entityIds[i]!)));
    if (messageIds.length) (await this.db.messages.bulkGet(messageIds)).forEach((m, i) => (m ? this.putMessage(m) : this.removeMessage(messageIds[i]!)));
    if (factIds.length) (await this.db.facts.bulkGet(factIds)).forEach((f, i) => (f ? this.putFact(f) : this.removeFact(factIds[i]!)));
    // a renamed entity changes how its facts read
    if (entityIds.length) for (const f of this.facts.values()) if (entityIds.includes(f.subjectId) || (f.objectId && entityIds.includes(f.objectId))) this.putFact(this.rawFacts.get(f.id)!);
  }

  /** New vectors of rows otherwise unchanged (and not about to be re-read whole). */
  private async refreshVectors(messagesRead: ReadonlySet<string>, factsRead: ReadonlySet<string>): Promise<void> {
    const take = (ids: Set<string>, read: ReadonlySet<string>, indexed: ReadonlyMap<string, unknown>) => {
      const out = [...ids].filter((id) => !read.has(id) && indexed.has(id));
      ids.clear();
      return out;
    };
    const messageIds = take(this.vectorsDirty.messages, messagesRead, this.messages);
    const factIds = take(this.vectorsDirty.facts, factsRead, this.facts);
    if (messageIds.length) for (const m of await this.db.messages.bulkGet(messageIds)) if (m) this.messageVectors.put(m.id, m.embedding, m.embeddingModel);
    if (factIds.length) for (const f of await this.db.facts.bulkGet(factIds)) if (f) this.factVectors.put(f.id, f.embedding, f.embeddingModel);
  }

  /** Turns of the same sitting up to `radius` places around a message, nearest first, with their offsets. */
  turnsAround(id: string, radius: number): { message: IndexedMessage; offset: number }[] {
    const m = this.messages.get(id);
    if (!m) return [];
    return this.order.around(m.conversation, m.time, id, radius).flatMap(({ id: other, offset }) => {
      const n = this.messages.get(other);
      return n && Math.abs(n.time - m.time) <= CONTEXT_WINDOW_MS ? [{ message: n, offset }] : [];
    });
  }

  factsOfEntity(entityId: string): readonly string[] {
    return [...(this.factIdsByEntity.get(entityId) ?? [])];
  }

  entitiesOfFact(factId: string): readonly string[] {
    const f = this.facts.get(factId);
    return f ? (f.objectId ? [f.subjectId, f.objectId] : [f.subjectId]) : [];
  }

  entityName(id: string | null): string | null {
    return id === null ? null : (this.entities.get(id)?.name ?? null);
  }

  private clear(): void {
    this.messages.clear();
    this.facts.clear();
    this.rawFacts.clear();
    this.entities.clear();
    this.entityByKey.clear();
    this.speakerCounts.clear();
    this.termDf.clear();
    this.expressions.clear();
    this.order.clear();
    this.factIdsByEntity.clear();
    this.bm25Messages.removeAll();
    this.bm25Facts.removeAll();
    this.messageVectors.clear();
    this.factVectors.clear();
  }

  private putEntity(e: Entity): void {
    this.removeEntity(e.id);
    this.entities.set(e.id, e);
    for (const key of [e.key, e.name.toLowerCase(), ...e.aliases]) if (key) this.entityByKey.set(key, e.id);
  }

  private removeEntity(id: string): void {
    const old = this.entities.get(id);
    if (!old) return;
    for (const [key, value] of this.entityByKey) if (value === id) this.entityByKey.delete(key);
    this.entities.delete(id);
  }

  /** Only entries are retrieval material; questions and answers are conversation history, not memory. */
  private putMessage(m: Message): void {
    this.removeMessage(m.id);
    if (m.role !== 'entry') return;
    const { prev, next } = this.order.insert(m.conversation, m.time, m.id);
    const { context, replyTo } = this.contextFrom(prev, m.time);
    this.messages.set(m.id, {
      id: m.id,
      conversation: m.conversation,
      speaker: m.speaker,
      text: m.text,
      time: m.time,
      recordedAt: m.recordedAt,
      terms: statementTerms(m.text),
      replyTo,
      context,
      contextTerms: new Set(terms(context)),
    });
    this.speakerCounts.set(m.speaker, (this.speakerCounts.get(m.speaker) ?? 0) + 1);
    this.countTerms(m.text, 1);
    this.bm25Messages.add({ id: m.id, text: m.text, context } as { id: string });
    this.messageVectors.put(m.id, m.embedding, m.embeddingModel);
    if (next) this.refreshFollowers(next);
  }

  private removeMessage(id: string): void {
    const old = this.messages.get(id);
    if (!old) return;
    this.messages.delete(id);
    this.expressions.delete(id);
    this.speakerCounts.set(old.speaker, (this.speakerCounts.get(old.speaker) ?? 1) - 1);
    this.countTerms(old.text, -1);
    this.bm25Messages.discard(id);
    this.messageVectors.remove(id);
    const { next } = this.order.remove(old.conversation, old.time, id);
    if (next) this.refreshFollowers(next);
  }

  /** The previous turn's text and speaker when it belongs to the same sitting, and the turn before a short one. */
  private contextFrom(prevId: string | null, time: number): Pick<IndexedMessage, 'replyTo' | 'context'> {
    const prev = prevId ? this.messages.get(prevId) : undefined;
    if (!prev || time - prev.time > CONTEXT_WINDOW_MS) return { context: '', replyTo: null };
    const earlierId = isShortTurn(prev.text) ? this.order.previous(prev.conversation, prev.time, prev.id) : null;
    const earlier = earlierId ? this.messages.get(earlierId) : undefined;
    const context = earlier && prev.time - earlier.time <= CONTEXT_WINDOW_MS ? `${prev.text}\n${earlier.text}` : prev.text;
    const before = prev.replyTo && { speaker: prev.replyTo.speaker, text: prev.replyTo.text };
    return { context, replyTo: { speaker: prev.speaker, text: prev.text, replyTo: before } };
  }

  /** A message's context reaches two turns back: both turns after a changed one are refreshed. */
  private refreshFollowers(id: string): void {
    const m = this.messages.get(id);
    this.refreshContext(id);
    const after = m ? this.order.around(m.conversation, m.time, id, 1).find((t) => t.offset === 1) : undefined;
    if (after) this.refreshContext(after.id);
  }

  private refreshContext(id: string): void {
    const m = this.messages.get(id);
    if (!m) return;
    const { context, replyTo } = this.contextFrom(this.order.previous(m.conversation, m.time, id), m.time);
    if (context === m.context && replyTo?.speaker === m.replyTo?.speaker && replyTo?.replyTo?.text === m.replyTo?.replyTo?.text) return;
    this.messages.set(id, { ...m, replyTo, context, contextTerms: new Set(terms(context)) });
    this.bm25Messages.discard(id);
    this.bm25Messages.add({ id, text: m.text, context } as { id: string });
  }

  private countTerms(text: string, delta: number): void {
    for (const t of new Set(terms(text))) this.termDf.set(t, (this.termDf.get(t) ?? 0) + delta);
  }

  private expressionsOf(id: string): readonly TimeExpression[] {
    let found = this.expressions.get(id);
    const m = this.messages.get(id);
    if (!found && m) {
      found = findTimeExpressions(m.text, m.time);
      this.expressions.set(id, found);
    }
    return found ?? [];
  }

  /** The calendar spans a message's own words name ("on Friday", "in March"), resolved against when it was written. */
  timesIn(id: string): readonly TimeSpan[] {
    return this.expressionsOf(id).flatMap((t) => pointSpanOf(t) ?? []);
  }

  /** Whether a message states a length of time or one it implies ("for 3 years", "two years ago"); see states-length.ts. */
  statesLength(id: string): boolean {
    const m = this.messages.get(id);
    return !!m && statesLength(m.text, m.time, () => [...this.expressionsOf(id)]);
  }

  /** The earliest message up to `until` that names `name` as written (its words, capitalised as given). */
  firstNaming(name: string, until: number): IndexedMessage | null {
    const hits = this.bm25Messages.search(name, { combineWith: 'AND', fields: ['text'] });
    return hits.reduce<IndexedMessage | null>((first, h) => {
      const m = this.messages.get(h.id as string);
      // a sitting's turns often share its time: the earlier turn is the first naming
      return m && m.time <= until && (!first || compareByTime(m, first) < 0) && namesThing(m.text, name) ? m : first;
    }, null);
  }

  /** Whether a stemmed term occurs in some message. */
  mentions(term: string): boolean {
    return (this.termDf.get(term) ?? 0) > 0;
  }

  /** Whether a stemmed term occurs in some message, or one typo away from one (then the question misspelt it). */
  knows(term: string): boolean {
    if (this.mentions(term)) return true;
    if (term.length < 4) return false;
    for (const [known, df] of this.termDf) if (df > 0 && withinOneEdit(term, known)) return true;
    return false;
  }

  /** BM25-style inverse document frequency of a stemmed term over the indexed messages. */
  idf(term: string): number {
    const n = this.messages.size;
    const df = this.termDf.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private putFact(f: Fact): void {
    this.removeFact(f.id);
    this.rawFacts.set(f.id, f);
    this.facts.set(f.id, {
      id: f.id,
      text: f.text,
      subject: this.entityName(f.subjectId) ?? f.subjectId,
      subjectId: f.subjectId,
      relation: f.relation,
      object: this.entityName(f.objectId) ?? f.objectLiteral,
      objectId: f.objectId,
      kind: f.kind,
      negated: f.negated,
      eventTime: f.eventTime,
      validFrom: f.validFrom,
      validTo: f.validTo,
      validGranularity: f.validGranularity,
      recordedAt: f.recordedAt,
      expiredAt: f.expiredAt,
      status: f.status,
      confidence: f.confidence,
      sourceMessageIds: f.sourceMessageIds?.length ? f.sourceMessageIds : [f.sourceMessageId],
      terms: statementTerms(f.text),
    });
    for (const e of [f.subjectId, f.objectId]) {
      if (!e) continue;
      let set = this.factIdsByEntity.get(e);
      if (!set) this.factIdsByEntity.set(e, (set = new Set()));
      set.add(f.id);
    }
    this.bm25Facts.add({ id: f.id, text: f.text } as { id: string });
    this.factVectors.put(f.id, f.embedding, f.embeddingModel);
  }

  private removeFact(id: string): void {
    const old = this.facts.get(id);
    if (!old) return;
    this.facts.delete(id);
    this.rawFacts.delete(id);
    for (const e of [old.subjectId, old.objectId]) if (e) this.factIdsByEntity.get(e)?.delete(id);
    this.bm25Facts.discard(id);
    this.factVectors.remove(id);
  }
}
