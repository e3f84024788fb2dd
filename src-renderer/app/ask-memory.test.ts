import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../src-main/engine/engine';
import { TEST_MODELS_DIR } from '../../src-main/engine/embedding/test-models-dir';
import { createInProcessClient } from '../../src-main/engine/in-process-client';
import { parseWallTime } from '../../src-shared/domain/wall-time';
import { JournalDB } from '../db/journal-db';
import { MemoryStore } from '../store/memory-store';
import { answerKey, askMemory, MEMORY_SPEAKER, type StoredAnswer } from './ask-memory';

const engine = createEngine({ configDir: mkdtempSync(join(tmpdir(), 'ask-memory-')), settings: { modelsDir: TEST_MODELS_DIR } });
afterAll(() => engine.dispose());

describe('askMemory', () => {
  it('answers first, then records question, answer and its evidence for the journal', async () => {
    const db = new JournalDB('ask-memory-test', { indexedDB, IDBKeyRange });
    const client = createInProcessClient(engine);
    const store = new MemoryStore(db, client);
    await store.addMessage({ speaker: 'Me', text: 'I moved to Paris.', time: parseWallTime('2020-03-15T10:00') });
    const now = parseWallTime('2024-01-01T09:00');

    const { answer, recorded } = await askMemory({ db, engine: client, store, speaker: 'Me' }, 'What did I just ask?', now);
    // Nothing had been asked before this question, so it cannot be its own answer.
    expect(answer.answer).not.toContain('What did I just ask');
    const answerId = await recorded;

    const [question, reply] = await db.messages.where('time').aboveOrEqual(now).sortBy('time');
    expect(question).toMatchObject({ role: 'question', speaker: 'Me', text: 'What did I just ask?', time: now });
    expect(reply).toMatchObject({ id: answerId, role: 'answer', speaker: MEMORY_SPEAKER, text: answer.answer, time: now + 1 });
    const stored = (await db.meta.get(answerKey(answerId)))?.value as StoredAnswer;
    expect(stored).toMatchObject({ questionId: question!.id, question: 'What did I just ask?', answer: answer.answer, kind: answer.kind });

    const again = await askMemory({ db, engine: client, store, speaker: 'Me' }, 'What did I just ask?', now + 60_000);
    expect(again.answer.answer).toContain('What did I just ask');
    await again.recorded;
    await db.delete();
  });
});
