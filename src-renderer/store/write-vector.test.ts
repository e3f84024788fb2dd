import { describe, expect, it } from 'vitest';
import type { JournalDB } from '../db/journal-db';
import { entry, freshStore } from './memory-test-kit';
import { writeVector } from './write-vector';

/** A journal with one analysed entry, and the message as read before a vector write. */
async function journal() {
  const { db, store } = freshStore();
  await store.addMessage(entry('m', '2020-01-01T10:00:00', 'I live in Oslo.'));
  return { db, read: (await db.messages.get('m'))! };
}

const write = (db: JournalDB, read: Parameters<typeof writeVector>[2], vector: number[] | undefined) =>
  db.transaction('rw', db.messages, () => writeVector(db, 'messages', read, vector, 'new-model'));

describe('writeVector', () => {
  it('stores the vector with its model tag on an unchanged row', async () => {
    const { db, read } = await journal();
    expect(await write(db, read, [1, 0])).toBe(true);
    expect(await db.messages.get('m')).toMatchObject({ text: read.text, embedding: [1, 0], embeddingModel: 'new-model' });
  });

  it('leaves a row whose text or vector changed since it was read as the newer write made it', async () => {
    const { db, read } = await journal();
    await db.messages.update('m', { text: 'I live in Bergen.' });
    expect(await write(db, read, [1, 0])).toBe(false);
    await db.messages.update('m', { text: read.text, embedding: [0, 1], embeddingModel: 'other-model' });
    expect(await write(db, read, [1, 0])).toBe(false);
    expect(await db.messages.get('m')).toMatchObject({ embedding: [0, 1], embeddingModel: 'other-model' });
  });

  it('writes nothing without a vector or a row', async () => {
    const { db, read } = await journal();
    expect(await write(db, read, undefined)).toBe(false);
    expect(await db.messages.get('m')).toMatchObject({ embedding: read.embedding, embeddingModel: read.embeddingModel });
    await db.messages.delete('m');
    expect(await write(db, read, [1, 0])).toBe(false);
    expect(await db.messages.get('m')).toBeUndefined();
  });
});
