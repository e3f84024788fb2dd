import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import { UNKNOWN_EMBEDDING_MODEL, type Entity, type Episode, type Fact, type Foresight, type MemCell, type Message } from '../../src-shared/domain/memory';

/** A key/value row for small persisted settings and markers (e.g. analyzer version). */
export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * The journal's IndexedDB database: the only owner of IndexedDB. Every schema change is a new
 * `version(n)` so existing journals upgrade in place. Node (tests, CLI, benchmarks) passes
 * fake-indexeddb through `options`.
 */
export class JournalDB extends Dexie {
  messages!: EntityTable<Message, 'id'>;
  facts!: EntityTable<Fact, 'id'>;
  entities!: EntityTable<Entity, 'id'>;
  cells!: EntityTable<MemCell, 'id'>;
  episodes!: EntityTable<Episode, 'id'>;
  foresight!: EntityTable<Foresight, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'temporal-journal', options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      messages: 'id, time, recordedAt, conversation, speaker, role, analysis',
      facts:
        'id, sourceMessageId, *sourceMessageIds, subjectId, objectId, relation, status, validFrom, validTo, recordedAt, expiredAt, cellId, [subjectId+relation]',
      entities: 'id, &key, *aliases, type',
      cells: 'id, conversation, start, end',
      episodes: 'id, *cellIds, start',
      foresight: 'id, sourceMessageId, subjectId, start, end, status',
      meta: 'key',
    });
    // Vectors are tagged with the model that made them, indexed so rows of another model are found
    // without a scan. Older rows' model is unknown: they leave vector search until re-embedded.
    this.version(2)
      .stores({
        messages: 'id, time, recordedAt, conversation, speaker, role, analysis, embeddingModel',
        facts:
          'id, sourceMessageId, *sourceMessageIds, subjectId, objectId, relation, status, validFrom, validTo, recordedAt, expiredAt, cellId, [subjectId+relation], embeddingModel',
      })
      .upgrade(async (tx) => {
        for (const table of ['messages', 'facts'] as const) {
          await tx
            .table<Message | Fact>(table)
            .toCollection()
            .modify((row) => {
              row.embeddingModel = modelTagOf(row);
            });
        }
      });
  }
}

/** A row's model tag; a row written without one (older app, older backup) has the unknown tag when it has a vector. */
export function modelTagOf(row: { embedding: number[] | null; embeddingModel?: string | null }): string | null {
  return row.embeddingModel !== undefined ? row.embeddingModel : row.embedding ? UNKNOWN_EMBEDDING_MODEL : null;
}
