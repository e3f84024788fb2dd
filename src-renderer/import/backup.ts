import type { Entity, Episode, Fact, Foresight, MemCell, Message } from '../../src-shared/domain/memory';
import { modelTagOf, type JournalDB, type MetaRow } from '../db/journal-db';

export const BACKUP_FORMAT = 'temporal-journal-backup';
export const BACKUP_VERSION = 1;

/** A complete, versioned copy of the journal: raw messages and everything derived from them. */
export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** Real instant of the export, ISO 8601 with offset. */
  exportedAt: string;
  messages: Message[];
  facts: Fact[];
  entities: Entity[];
  cells: MemCell[];
  episodes: Episode[];
  foresight: Foresight[];
  meta: MetaRow[];
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

type Check = Record<string, 'string' | 'number' | 'array'>;

/** The fields each table's rows must have for the app to work with them; the rest is carried as is. */
const TABLE_CHECKS = {
  messages: { id: 'string', text: 'string', speaker: 'string', time: 'number', recordedAt: 'number' },
  facts: { id: 'string', text: 'string', subjectId: 'string', relation: 'string', sourceMessageId: 'string', recordedAt: 'number', sourceMessageIds: 'array' },
  entities: { id: 'string', name: 'string', key: 'string', aliases: 'array' },
  cells: { id: 'string', messageIds: 'array' },
  episodes: { id: 'string', cellIds: 'array' },
  foresight: { id: 'string', subjectId: 'string', start: 'number', end: 'number' },
  meta: { key: 'string' },
} as const satisfies Record<string, Check>;

export type BackupTable = keyof typeof TABLE_CHECKS;
export const BACKUP_TABLES = Object.keys(TABLE_CHECKS) as BackupTable[];

function fieldOk(value: unknown, kind: 'string' | 'number' | 'array'): boolean {
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string';
}

/** Reads every table in one read transaction, so the backup is one consistent snapshot. */
export async function createBackup(db: JournalDB, exportedAt = new Date()): Promise<Backup> {
  return db.transaction('r', [db.messages, db.facts, db.entities, db.cells, db.episodes, db.foresight, db.meta], async () => ({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: exportedAt.toISOString(),
    messages: await db.messages.toArray(),
    facts: await db.facts.toArray(),
    entities: await db.entities.toArray(),
    cells: await db.cells.toArray(),
    episodes: await db.episodes.toArray(),
    foresight: await db.foresight.toArray(),
    meta: await db.meta.toArray(),
  }));
}

/** Parses and checks a backup file; any problem refuses the whole file with a message saying where. */
export function parseBackup(text: string): Backup {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new BackupError(`The backup is not valid JSON (${(err as Error).message.slice(0, 80)}).`);
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== BACKUP_FORMAT) {
    throw new BackupError(`Not a ${BACKUP_FORMAT} file.`);
  }
  const version = (data as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw new BackupError('The backup has no valid format version.');
  if (version > BACKUP_VERSION) throw new BackupError(`The backup was made by a newer version of the app (format ${version}); update the app to restore it.`);
  const record = data as Record<string, unknown>;
  for (const table of BACKUP_TABLES) {
    const rows = record[table] ?? [];
    if (!Array.isArray(rows)) throw new BackupError(`"${table}" in the backup is not a list.`);
    const checks: Check = TABLE_CHECKS[table];
    rows.forEach((row: unknown, i) => {
      if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new BackupError(`${table}[${i}] is not an object.`);
      for (const [field, kind] of Object.entries(checks)) {
        if (!fieldOk((row as Record<string, unknown>)[field], kind)) throw new BackupError(`${table}[${i}].${field} is missing or not a ${kind}.`);
      }
    });
    record[table] = rows;
  }
  return data as Backup;
}

export interface RestoreReport {
  rows: Record<BackupTable, number>;
  /** Entities merged into an existing entity of the same name. */
  mergedEntities: number;
}

/**
 * Restores a backup into the journal in ONE transaction: all rows or none. Rows with the same id
 * are replaced; an entity whose name already exists under another id is merged into it.
 */
export async function restoreBackup(db: JournalDB, backup: Backup): Promise<RestoreReport> {
  return db.transaction('rw', [db.messages, db.facts, db.entities, db.cells, db.episodes, db.foresight, db.meta], async () => {
    const existing = await db.entities.where('key').anyOf(backup.entities.map((e) => e.key)).toArray();
    const byKey = new Map(existing.map((e) => [e.key, e.id]));
    const remap = new Map<string, string>();
    for (const e of backup.entities) {
      const id = byKey.get(e.key);
      if (id && id !== e.id) remap.set(e.id, id);
    }
    const mapId = (id: string) => remap.get(id) ?? id;
    const entities = backup.entities.filter((e) => !remap.has(e.id));
    const facts = backup.facts.map((f) => ({ ...f, subjectId: mapId(f.subjectId), objectId: f.objectId === null ? null : mapId(f.objectId), embeddingModel: modelTagOf(f) }));
    const messages = backup.messages.map((m) => ({ ...m, embeddingModel: modelTagOf(m) }));
    const foresight = backup.foresight.map((f) => ({ ...f, subjectId: mapId(f.subjectId) }));
    await db.messages.bulkPut(messages);
    await db.entities.bulkPut(entities);
    await db.facts.bulkPut(facts);
    await db.cells.bulkPut(backup.cells);
    await db.episodes.bulkPut(backup.episodes);
    await db.foresight.bulkPut(foresight);
    await db.meta.bulkPut(backup.meta);
    return {
      rows: {
        messages: backup.messages.length,
        facts: facts.length,
        entities: entities.length,
        cells: backup.cells.length,
        episodes: backup.episodes.length,
        foresight: foresight.length,
        meta: backup.meta.length,
      },
      mergedEntities: remap.size,
    };
  });
}
