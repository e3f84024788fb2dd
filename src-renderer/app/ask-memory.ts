import type { Answer } from '../../src-shared/answer/answer-types';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import type { WallMs } from '../../src-shared/domain/time';
import type { JournalDB } from '../db/journal-db';
import { answerQuestion } from '../retrieval/answer-question';
import type { MemoryStore } from '../store/memory-store';

/** Speaker name of the memory's own answers in the conversation. */
export const MEMORY_SPEAKER = 'Memory';

/** Stored under meta key `answer:<answer message id>` so the journal can show evidence chips. */
export interface StoredAnswer extends Answer {
  questionId: string;
  question: string;
}

export const answerKey = (answerMessageId: string) => `answer:${answerMessageId}`;

export interface AskDeps {
  db: JournalDB;
  engine: EngineClient;
  store: MemoryStore;
  speaker: string;
}

/**
 * Answers a question, then records question and answer as messages. Answering comes first so
 * history recall ("what did I just ask?") sees the conversation as it was before this question.
 * The answer is returned as soon as it exists; `recorded` settles once both messages are stored.
 */
export async function askMemory(deps: AskDeps, question: string, now: WallMs): Promise<{ answer: StoredAnswer; recorded: Promise<string> }> {
  const answer = await answerQuestion(deps.db, deps.engine, { question, now, speaker: deps.speaker });
  const recorded = (async () => {
    const asked = await deps.store.addMessage({ speaker: deps.speaker, text: question, role: 'question', time: now });
    const replied = await deps.store.addMessage({ speaker: MEMORY_SPEAKER, text: answer.answer, role: 'answer', time: now + 1 });
    await deps.db.meta.put({ key: answerKey(replied.id), value: { ...answer, questionId: asked.id, question } satisfies StoredAnswer });
    return replied.id;
  })();
  return { answer: { ...answer, questionId: '', question }, recorded };
}
