import { readFileSync, writeFileSync } from 'node:fs';
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import type { Answer } from '../../../src-shared/answer/answer-types';
import { defaultSpeaker } from '../../../src-shared/answer/default-speaker';
import type { WallMs } from '../../../src-shared/domain/time';
import type { EngineClient } from '../../../src-shared/contract/engine-api';
import { JournalDB } from '../../../src-renderer/db/journal-db';
import { answerQuestion, type AnswerOptions } from '../../../src-renderer/retrieval/answer-question';
import { MemoryStore } from '../../../src-renderer/store/memory-store';
import { InputError, parseAnswerArgs, readHistory, readQuestions, type HistoryRow, type QuestionRow } from './read-input';

/** "Just after the last message": the default moment questions are asked. */
const JUST_AFTER_MS = 60_000;
const ASSISTANT = 'assistant';
const SAME_INSTANT_STEP_MS = 2;

/** One CONTRACTS §2 output line, fields in the documented order. */
export function outputLine(id: string, a: Answer): string {
  const { answer, time, duration, evidence, abstained, confidence, kind } = a;
  return JSON.stringify({ id, answer, time, duration, evidence, abstained, confidence, kind });
}

export interface Session {
  db: JournalDB;
  store: MemoryStore;
  engine: EngineClient;
}

/**
 * A fresh in-memory journal (fake-indexeddb) with the memory store in front of it. The history is
 * a journal replayed, so each message counts as recorded when it was written (as-of questions
 * then see what was known at the time).
 */
export function openSession(engine: EngineClient, name = `cli-${process.pid}-${Date.now()}-${Math.random()}`): Session {
  const db = new JournalDB(name, { indexedDB, IDBKeyRange });
  return { db, engine, store: new MemoryStore(db, engine, { recordTime: 'message' }) };
}

export async function ingestHistory(session: Session, history: readonly HistoryRow[], onProgress?: (done: number, total: number) => void): Promise<void> {
  await session.store.addMessages(
    history.map((h) => ({ id: h.id, speaker: h.speaker, text: h.text, time: h.time, role: 'entry' as const, conversation: h.conversation ?? 'default' })),
    { onProgress },
  );
}

export function defaultsFor(history: readonly HistoryRow[]): { speaker: string | null; now: WallMs } {
  const counts = new Map<string, number>();
  for (const h of history) counts.set(h.speaker, (counts.get(h.speaker) ?? 0) + 1);
  const last = history.reduce((m, h) => Math.max(m, h.time), -Infinity);
  return { speaker: defaultSpeaker(counts), now: Number.isFinite(last) ? last + JUST_AFTER_MS : Date.now() };
}

/**
 * Answer questions in order; after each, store it (role 'question') and its answer (role 'answer')
 * at its `now`, so a later "what did I just ask?" sees it, while ordinary retrieval ignores them.
 */
export async function* answerAll(
  session: Session,
  questions: readonly QuestionRow[],
  defaults: { speaker: string | null; now: WallMs },
  options: AnswerOptions = {},
): AsyncGenerator<{ question: QuestionRow; answer: Answer; ms: number }> {
  let previous: { asked: WallMs; at: WallMs } | null = null;
  for (const q of questions) {
    const asked = q.now ?? defaults.now;
    // questions asked at the same instant are taken in file order, a few ms apart, so history recall can order them
    const now: WallMs = previous && previous.asked === asked ? previous.at + SAME_INSTANT_STEP_MS : asked;
    previous = { asked, at: now };
    const speaker = q.speaker ?? defaults.speaker ?? undefined;
    const started = performance.now();
    const answer = await answerQuestion(session.db, session.engine, { question: q.question, now, speaker }, options);
    yield { question: q, answer, ms: performance.now() - started };
    await session.store.addMessage({ id: `question:${q.id}`, speaker: speaker ?? 'user', text: q.question, role: 'question', time: now, conversation: 'default' });
    await session.store.addMessage({ id: `answer:${q.id}`, speaker: ASSISTANT, text: answer.answer, role: 'answer', time: now + 1, conversation: 'default' });
  }
}

function readText(path: string, label: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new InputError(`cannot read ${label} file ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** `answer --history FILE --questions FILE [--out FILE]`: output JSON Lines only; progress on stderr. */
export async function runAnswer(argv: readonly string[], engine: EngineClient): Promise<void> {
  const args = parseAnswerArgs(argv);
  const history = readHistory(readText(args.history, 'history'));
  const questions = readQuestions(readText(args.questions, 'questions'));
  const session = openSession(engine);
  try {
    const started = Date.now();
    await ingestHistory(session, history, (done, total) => {
      if (done === total || done % 200 === 0) process.stderr.write(`ingested ${done}/${total} messages\n`);
    });
    process.stderr.write(`ingest took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const lines: string[] = [];
    for await (const { question, answer } of answerAll(session, questions, defaultsFor(history))) {
      const line = outputLine(question.id, answer);
      if (args.out) lines.push(line);
      else process.stdout.write(`${line}\n`);
    }
    if (args.out) writeFileSync(args.out, lines.length ? `${lines.join('\n')}\n` : '');
  } finally {
    session.db.close();
  }
}
