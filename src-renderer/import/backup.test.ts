import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { Entity, Message } from '../../src-shared/domain/memory';
import { JournalDB } from '../db/journal-db';
import { makeFact } from '../views/fact-fixture';
import { BACKUP_VERSION, BackupError, createBackup, parseBackup, restoreBackup } from './backup';

let n = 0;
const dbs: JournalDB[] = [];
function freshDb(): JournalDB {
  const db = new JournalDB(`backup-test-${n++}`, { indexedDB, IDBKeyRange });
  dbs.push(db);
  return db;
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

const message = (id: string, text: string): Message => ({
  id, conversation: 'journal', speaker: 'Me', text, role: 'entry', time: 1_600_000_000_000, recordedAt: 1_700_000_000_000, analysis: 'done', analysisError: null, embedding: null, embeddingModel: null,
});
const entity = (id: string, name: string): Entity => ({ id, name, key: name.toLowerCase(), aliases: [], type: 'place', firstSeen: 0, lastSeen: 0 });

async function seeded(): Promise<JournalDB> {
  const db = freshDb();
  await db.messages.bulkAdd([message('m1', 'I moved to Paris.'), message('m2', 'مرحبا 👋 <b>x</b>')]);
  await db.entities.bulkAdd([entity('me', 'Me'), entity('paris', 'Paris')]);
  await db.facts.add(makeFact({ id: 'f1', objectId: 'paris', sourceMessageId: 'm1', sourceMessageIds: ['m1'] }));
  await db.cells.add({ id: 'c1', conversation: 'journal', start: 0, end: 1, messageIds: ['m1'], participants: ['Me'], summary: 's' });
  await db.episodes.add({ id: 'e1', cellIds: ['c1'], start: 0, end: 1, narrative: 'n', narrativeFirstPerson: 'n' });
  await db.foresight.add({ id: 'fs1', text: 'exam', subjectId: 'me', sourceMessageId: 'm1', evidence: 'e', start: 0, end: 1, recordedAt: 0, status: 'pending' });
  await db.meta.put({ key: 'profile.speaker', value: 'Me' });
  return db;
}

describe('backup', () => {
  it('round-trips every table through JSON into an empty journal', async () => {
    const source = await seeded();
    const backup = await createBackup(source, new Date('2026-01-02T03:04:05Z'));
    expect(backup).toMatchObject({ format: 'temporal-journal-backup', version: BACKUP_VERSION, exportedAt: '2026-01-02T03:04:05.000Z' });
    const target = freshDb();
    const report = await restoreBackup(target, parseBackup(JSON.stringify(backup)));
    expect(report.rows).toEqual({ messages: 2, facts: 1, entities: 2, cells: 1, episodes: 1, foresight: 1, meta: 1 });
    expect(await createBackup(target, new Date('2026-01-02T03:04:05Z'))).toEqual(backup);
  });

  it('merges entities that already exist under another id and rewrites fact references', async () => {
    const backup = await createBackup(await seeded());
    const target = freshDb();
    await target.entities.add(entity('local-paris', 'Paris'));
    const report = await restoreBackup(target, backup);
    expect(report.mergedEntities).toBe(1);
    expect((await target.facts.get('f1'))?.objectId).toBe('local-paris');
    expect(await target.entities.count()).toBe(2);
  });

  it('refuses malformed, empty, foreign and future backups with clear reasons', () => {
    const refuse = (text: string) => () => parseBackup(text);
    expect(refuse('')).toThrow(/not valid JSON/);
    expect(refuse('{"format": "temporal-journal-backup"')).toThrow(BackupError);
    expect(refuse('[]')).toThrow(/Not a temporal-journal-backup/);
    expect(refuse('{"format":"temporal-journal-backup","version":99}')).toThrow(/newer version/);
    expect(refuse('{"format":"temporal-journal-backup","version":"1"}')).toThrow(/format version/);
    expect(refuse('{"format":"temporal-journal-backup","version":1,"messages":{}}')).toThrow(/"messages" in the backup is not a list/);
    expect(refuse('{"format":"temporal-journal-backup","version":1,"messages":[{"id":"a","text":"t","speaker":"s","time":"2020"}]}')).toThrow(
      'messages[0].time is missing or not a number.',
    );
  });

  it('accepts a minimal backup with missing tables as empty ones', () => {
    const b = parseBackup('{"format":"temporal-journal-backup","version":1,"exportedAt":"x"}');
    expect(b.messages).toEqual([]);
    expect(b.meta).toEqual([]);
  });

  it('restores all or nothing: a conflict inside the backup leaves the journal untouched', async () => {
    const backup = await createBackup(await seeded());
    backup.entities.push(entity('other-paris', 'Paris')); // same unique key twice
    const target = freshDb();
    await expect(restoreBackup(target, backup)).rejects.toThrow();
    expect(await target.messages.count()).toBe(0);
    expect(await target.facts.count()).toBe(0);
  });

  it('handles a large backup', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => message(`m${i}`, `entry ${i} `.repeat(20)));
    const text = JSON.stringify({ format: 'temporal-journal-backup', version: 1, messages: rows });
    const target = freshDb();
    const report = await restoreBackup(target, parseBackup(text));
    expect(report.rows.messages).toBe(5000);
    expect(await target.messages.count()).toBe(5000);
  });
});
