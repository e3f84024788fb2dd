import type { Message } from '../../src-shared/domain/memory';
import type { JournalDB } from '../db/journal-db';

/** What a vector write reads and writes of a message or a fact. */
export type Vectored = Pick<Message, 'id' | 'text' | 'embedding' | 'embeddingModel'>;

/**
 * Store a row's new vector unless there is none or the row changed since it was read (its text,
 * or its vector: a newer write wins). Call it inside a transaction over the table, so the check
 * and the write are one step. Returns whether it wrote.
 */
export async function writeVector(db: JournalDB, name: 'messages' | 'facts', read: Vectored, vector: number[] | undefined, model: string): Promise<boolean> {
  const table = db.table<Vectored, string>(name);
  const now = await table.get(read.id);
  if (!now || !vector || now.text !== read.text || now.embeddingModel !== read.embeddingModel) return false;
  await table.update(read.id, { embedding: vector, embeddingModel: model });
  return true;
}
