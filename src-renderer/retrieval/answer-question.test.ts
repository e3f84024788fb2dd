import { describe, expect, it } from 'vitest';
import { stem } from '../../src-shared/answer/stopwords';
import { parseWallTime } from '../../src-shared/domain/wall-time';
import { entry, freshStore, testEngine } from '../store/memory-test-kit';
import { answerQuestion } from './answer-question';
import { MemoryIndex } from './memory-index';

/** A two-person chat: Tomas tells his news, Priya cheers, then tells hers. */
const chat = [
  entry('c1', '2024-05-06T18:00:00', 'Guess what, I ran a charity race for the animal shelter on Saturday!', 'Tomas'),
  entry('c2', '2024-05-06T18:01:00', 'That charity race sounds amazing! So proud of you.', 'Priya'),
  entry('c3', '2024-05-06T18:02:00', 'Thanks! It made me realize how much I love running.', 'Tomas'),
  entry('c4', '2024-05-06T18:03:00', 'I started a pottery class last week, it is so calming.', 'Priya'),
  entry('c5', '2024-05-06T18:04:00', 'Pottery sounds great. What do you make?', 'Tomas'),
  entry('c6', '2024-05-06T18:05:00', 'Mostly bowls, I gave one to my sister.', 'Priya'),
];

async function ask(question: string) {
  const { db, store } = freshStore();
  await store.addMessages(chat.map((m) => ({ ...m, conversation: 'chat' })));
  const answer = await answerQuestion(db, testEngine(), { question, now: parseWallTime('2024-05-07T09:00:00'), speaker: 'Priya' });
  return { answer, db };
}

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
