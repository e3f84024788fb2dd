import type { EngineClient, MessageInput } from '../../src-shared/contract/engine-api';
import { ConversationSpeakers } from './conversation-speakers';
import { EngineError } from '../../src-shared/contract/engine-error';
import type { Fact, Message, MessageAnalysis, MessageRole } from '../../src-shared/domain/memory';
import type { WallMs } from '../../src-shared/domain/time';
import { wallNow } from '../../src-shared/domain/wall-time';
import type { JournalDB } from '../db/journal-db';
import { applyMessageAnalysis } from './apply-analysis';
import { rebuildConversationCells } from './memory-cells';
import { writeVector } from './write-vector';

export interface NewMessage {
  id?: string;
  conversation?: string;
  speaker: string;
  text: string;
  role?: MessageRole;
  time: WallMs;
}

export interface ProgressOptions {
  onProgress?(done: number, total: number): void;
  signal?: AbortSignal;
}

export interface MemoryStoreOptions {
  /** Record-time clock (tests pass a fixed one). */
  clock?: () => WallMs;
  /** Messages per engine analysis call. */
  batchSize?: number;
  /**
   * Record time of new messages: 'clock' (default: when the app stored them) or 'message' (their
   * own time: for replaying a history, e.g. `cli answer`, where the questions' "now" is in the
   * history's time and the as-of filter `recordedAt <= now` must keep the history).
   */
  recordTime?: 'clock' | 'message';
}

export const DEFAULT_CONVERSATION = 'journal';
const MAX_TEXT_CHARS = 1_000_000;
const ROLES: readonly MessageRole[] = ['entry', 'question', 'answer'];

/**
 * The memory store: applies engine analysis results to the journal database. Raw messages are
 * written first and never lost; each message's facts, entities and foresight are then applied
 * in one transaction; cells and episodes are rebuilt per conversation after each batch.
 */
export class MemoryStore {
  private readonly clock: () => WallMs;
  private readonly batchSize: number;
  private readonly recordTime: 'clock' | 'message';
  private readonly speakers: ConversationSpeakers;

  constructor(
    private readonly db: JournalDB,
    private readonly engine: EngineClient,
    options: MemoryStoreOptions = {},
  ) {
    this.clock = options.clock ?? (() => wallNow());
    this.batchSize = options.batchSize ?? 32;
    this.recordTime = options.recordTime ?? 'clock';
    this.speakers = new ConversationSpeakers(db);
  }

  async addMessage(input: NewMessage): Promise<Message> {
    const [message] = await this.addMessages([input]);
    return message!;
  }

  /**
   * Store every raw message (one transaction), then analyse in batches and apply per message.
   * On abort the remaining messages stay stored as 'pending' (re-analyse picks them up) and the
   * promise rejects with an EngineError 'cancelled'. Returns the messages as finally stored.
   */
  async addMessages(inputs: NewMessage[], opts: ProgressOptions = {}): Promise<Message[]> {
    const now = this.clock();
    const fresh = inputs.map((input, i) => toMessage(input, i, now)).map((m) => (this.recordTime === 'message' ? { ...m, recordedAt: m.time } : m));
    const messages = await this.db.transaction('rw', this.db.messages, async () => {
      const existing = await this.db.messages.bulkGet(fresh.map((m) => m.id));
      // Re-ingesting a message keeps its first record time, so the result is the same.
      const rows = fresh.map((m, i) => (existing[i] ? { ...m, recordedAt: existing[i]!.recordedAt } : m));
      await this.db.messages.bulkPut(rows);
      return rows;
    });
    await this.analyseAndApply(messages, opts);
    const stored = await this.db.messages.bulkGet(messages.map((m) => m.id));
    return stored.map((m, i) => m ?? messages[i]!);
  }

  /** Change a message's text or time; its facts are re-derived (contradictions resolved again). */
  async editMessage(id: string, patch: { text?: string; time?: WallMs }): Promise<void> {
    const current = await this.db.messages.get(id);
    if (!current) throw new EngineError('bad_request', `No message with id ${JSON.stringify(id)}`);
    const next = toMessage({ ...current, ...patch }, 0, current.recordedAt);
    await this.db.messages.put({ ...next, recordedAt: current.recordedAt });
    await this.analyseAndApply([{ ...next, recordedAt: current.recordedAt }], {}, new Map([[current.conversation, current.time]]));
  }

  /** Delete a message and everything derived only from it; facts it shared with others are re-derived. */
  async deleteMessage(id: string): Promise<void> {
    const current = await this.db.messages.get(id);
    if (!current) return;
    await applyMessageAnalysis(this.db, current, null, this.clock());
    await rebuildConversationCells(this.db, current.conversation, current.time);
  }

  /** Rebuild all facts from the raw messages (after a rule or model change), oldest first, with progress. */
  async reanalyzeAll(opts: ProgressOptions = {}): Promise<void> {
    const all = await this.db.messages.orderBy('time').toArray();
    await this.analyseAndApply(all, opts);
  }

  /**
   * Analyse the messages still 'pending' (the app closed or reloaded mid-analysis, or an import
   * was cancelled), oldest first. Returns how many were picked up.
   */
  async resumePending(opts: ProgressOptions = {}): Promise<number> {
    const pending = await this.db.messages.where('analysis').equals('pending').sortBy('time');
    if (pending.length) await this.analyseAndApply(pending, opts);
    return pending.length;
  }

  /** Mark foresight whose window has passed as expired; returns how many changed. */
  async expireForesight(now: WallMs = this.clock()): Promise<number> {
    return this.db.foresight.where('status').equals('pending').and((f) => f.end <= now).modify({ status: 'expired' });
  }

  /**
   * Analyse and apply in batches, then rebuild the cells of every touched conversation from the
   * earliest time that changed (`alsoChanged` adds times outside `messages`, e.g. an edit's old time).
   * The next batch is sent for analysis before this one is applied: the engine works in its own
   * process or thread, so analysis and storage overlap (analysis never reads what is applied).
   */
  private async analyseAndApply(messages: Message[], opts: ProgressOptions, alsoChanged: ReadonlyMap<string, WallMs> = new Map()): Promise<void> {
    const changedFrom = new Map(alsoChanged);
    const touch = (conversation: string, time: WallMs) => changedFrom.set(conversation, Math.min(changedFrom.get(conversation) ?? Infinity, time));
    let done = 0;
    opts.onProgress?.(0, messages.length);
    let next: ReturnType<MemoryStore['analyseBatch']> | null = null;
    try {
      for (let i = 0; i < messages.length; i += this.batchSize) {
        if (opts.signal?.aborted) throw new EngineError('cancelled', 'Analysis cancelled; unanalysed messages are kept as pending.');
        const batch = messages.slice(i, i + this.batchSize);
        const results = await (next ?? this.analyseBatch(batch));
        const following = messages.slice(i + this.batchSize, i + 2 * this.batchSize);
        next = following.length ? this.analyseBatch(following) : null;
        const needsEmbedding: string[] = [];
        for (const m of batch) {
          const result = results.get(m.id);
          if (result instanceof Error) await this.markFailed(m, result);
          else if (result) needsEmbedding.push(...(await this.apply(m, result)));
          // Cells hold journal entries only: questions and answers never change them.
          if (m.role === 'entry') touch(m.conversation, m.time);
        }
        await this.embedFacts(needsEmbedding);
        done += batch.length;
        opts.onProgress?.(done, messages.length);
      }
    } finally {
      for (const [conversation, from] of changedFrom) await rebuildConversationCells(this.db, conversation, from);
      await this.expireForesight();
    }
  }

  /** Analyse a batch; if the batch fails, retry message by message so one bad message fails alone. */
  private async analyseBatch(batch: Message[]): Promise<Map<string, MessageAnalysis | Error>> {
    const out = new Map<string, MessageAnalysis | Error>();
    try {
      const addressees = await this.speakers.addressees(batch);
      const results = await this.engine.call('analysis.analyze', { messages: batch.map((m) => toInput(m, addressees.get(m.id))) });
      for (const r of results) out.set(r.messageId, r);
      return out;
    } catch (err) {
      if (batch.length === 1) {
        out.set(batch[0]!.id, asError(err));
        return out;
      }
    }
    for (const m of batch) {
      try {
        const addressee = (await this.speakers.addressees([m])).get(m.id);
        const [r] = await this.engine.call('analysis.analyze', { messages: [toInput(m, addressee)] });
        out.set(m.id, r ?? new Error('The engine returned no analysis'));
      } catch (err) {
        out.set(m.id, asError(err));
      }
    }
    return out;
  }

  /** Apply one message's analysis; a failure rolls its transaction back and marks the message failed. */
  private async apply(m: Message, analysis: MessageAnalysis): Promise<string[]> {
    try {
      return (await applyMessageAnalysis(this.db, m, analysis, this.clock())).needsEmbedding;
    } catch (err) {
      await this.markFailed(m, asError(err));
      return [];
    }
  }

  private async markFailed(m: Message, err: Error): Promise<void> {
    await this.db.messages.update(m.id, { analysis: 'failed', analysisError: err.message.slice(0, 500) });
  }

  /** Facts whose representative text changed without a vector (e.g. after a deletion) get one now. */
  private async embedFacts(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const facts = (await this.db.facts.bulkGet(ids)).filter((f): f is Fact => f !== undefined && !f.embedding);
    if (!facts.length) return;
    try {
      const { vectors, model } = await this.engine.call('embedding.embed', { texts: facts.map((f) => f.text) });
      await this.db.transaction('rw', this.db.facts, async () => {
        for (const [i, f] of facts.entries()) await writeVector(this.db, 'facts', f, vectors[i], model);
      });
    } catch {
      // A missing vector only weakens dense retrieval; the fact itself is stored. Re-analysis fills it.
    }
  }
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

/** Validate and complete a new message; bad input is a clear EngineError before anything is written. */
function toMessage(input: NewMessage, index: number, recordedAt: WallMs): Message {
  const where = `message ${index + 1}`;
  if (typeof input !== 'object' || input === null) throw new EngineError('bad_request', `${where}: not an object`);
  if (typeof input.text !== 'string') throw new EngineError('bad_request', `${where}: text must be a string`);
  if (input.text.length > MAX_TEXT_CHARS) throw new EngineError('bad_request', `${where}: text is longer than ${MAX_TEXT_CHARS} characters`);
  if (typeof input.speaker !== 'string' || !input.speaker.trim()) throw new EngineError('bad_request', `${where}: speaker must be a non-empty string`);
  if (typeof input.time !== 'number' || !Number.isFinite(input.time)) throw new EngineError('bad_request', `${where}: time must be a finite number (wall-clock ms)`);
  const role = input.role ?? 'entry';
  if (!ROLES.includes(role)) throw new EngineError('bad_request', `${where}: unknown role ${JSON.stringify(role)}`);
  if (input.id !== undefined && (typeof input.id !== 'string' || !input.id)) throw new EngineError('bad_request', `${where}: id must be a non-empty string`);
  return {
    id: input.id ?? globalThis.crypto.randomUUID(),
    conversation: input.conversation?.trim() || DEFAULT_CONVERSATION,
    speaker: input.speaker.trim(),
    text: input.text,
    role,
    time: input.time,
    recordedAt,
    analysis: 'pending',
    analysisError: null,
    embedding: null,
    embeddingModel: null,
  };
}

/**
 * What the engine needs of a message. The analyser reads only the first 20,000 characters (the raw
 * message is kept whole here), so a very long entry is sent cut, within the engine's request limits.
 */
export const ANALYSED_TEXT_CHARS = 50_000;

function toInput(m: Message, addressee?: string): MessageInput {
  const input: MessageInput = { id: m.id, conversation: m.conversation, speaker: m.speaker, text: m.text.slice(0, ANALYSED_TEXT_CHARS), role: m.role, time: m.time };
  return addressee === undefined ? input : { ...input, addressee };
}
