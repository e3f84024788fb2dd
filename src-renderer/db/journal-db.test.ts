import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_EMBEDDING_MODEL } from '../../src-shared/domain/memory';
import { JournalDB } from './journal-db';

/** A journal as the app wrote it before vectors were tagged (schema version 1, rows without embeddingModel). */
async function versionOneJournal(name: string): Promise<void> {
  const old = new Dexie(name, { indexedDB, IDBKeyRange });
  old.version(1).stores({
    messages: 'id, time, recordedAt, conversation, speaker, role, analysis',
    facts: 'id, sourceMessageId, *sourceMessageIds, subjectId, objectId, relation, status, validFrom, validTo, recordedAt, expiredAt, cellId, [subjectId+relation]',
    entities: 'id, &key, *aliases, type',
    cells: 'id, conversation, start, end',
    episodes: 'id, *cellIds, start',
    foresight: 'id, sourceMessageId, subjectId, start, end, status',
    meta: 'key',
  });
  await old.table('messages').bulkPut([
    { id: 'with', text: 'I moved to Oslo.', time: 1, embedding: [1, 0] },
    { id: 'without', text: 'Pending.', time: 2, embedding: null },
  ]);
  await old.table('facts').bulkPut([{ id: 'f', text: 'Me moved to Oslo.', sourceMessageIds: ['with'], embedding: [0, 1] }]);
  old.close();
}

describe('journal schema upgrade', () => {
  it('tags the vectors of an older journal as made by an unknown model, and finds them by that tag', async () => {
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    await versionOneJournal(name);
    const db = new JournalDB(name, { indexedDB, IDBKeyRange });
    expect((await db.messages.get('with'))?.embeddingModel).toBe(UNKNOWN_EMBEDDING_MODEL);
    expect((await db.messages.get('without'))?.embeddingModel).toBeNull();
    expect((await db.facts.get('f'))?.embeddingModel).toBe(UNKNOWN_EMBEDDING_MODEL);
    // Vectors and texts are kept as they were: only the tag is new.
    expect((await db.messages.get('with'))?.embedding).toEqual([1, 0]);
    expect(await db.messages.where('embeddingModel').notEqual('any-model').primaryKeys()).toEqual(['with']);
    db.close();
  });
});
