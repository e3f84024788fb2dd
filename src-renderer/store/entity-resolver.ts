import type { Entity, EntityType } from '../../src-shared/domain/memory';
import type { WallMs } from '../../src-shared/domain/time';
import { stableId } from '../../src-shared/memory/stable-id';
import type { JournalDB } from '../db/journal-db';

/** When two mentions disagree on a type, the more specific wins (independent of arrival order). */
const TYPE_RANK: Record<EntityType, number> = { person: 5, organisation: 4, place: 3, thing: 2, other: 1 };

export function entityKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The deterministic id of an entity key, so the same name gets the same id in any order. */
export function entityIdFor(key: string): string {
  return stableId('e', key);
}

/**
 * Resolves names to entity ids inside a store transaction: by key, then by alias; creates the
 * entity when unknown and widens its first/last seen. Call `flush()` before the transaction ends.
 * Resolve every name up front and use `idOf` afterwards: long chains of awaits that touch no
 * table make Dexie lose the transaction zone.
 */
export class EntityResolver {
  private readonly touched = new Map<string, Entity>();

  constructor(
    private readonly db: JournalDB,
    private readonly seenAt: WallMs,
  ) {}

  async resolve(name: string, type: EntityType): Promise<string> {
    const key = entityKey(name);
    const cached = this.touched.get(key);
    if (cached) return this.widen(cached, type).id;
    const found = (await this.db.entities.where('key').equals(key).first()) ?? (await this.db.entities.where('aliases').equals(key).first());
    const entity: Entity = found
      ? { ...found }
      : { id: entityIdFor(key), name: name.trim(), key, aliases: [], type, firstSeen: this.seenAt, lastSeen: this.seenAt };
    this.touched.set(key, entity);
    return this.widen(entity, type).id;
  }

  private widen(e: Entity, type: EntityType): Entity {
    if (TYPE_RANK[type] > TYPE_RANK[e.type]) e.type = type;
    e.firstSeen = Math.min(e.firstSeen, this.seenAt);
    e.lastSeen = Math.max(e.lastSeen, this.seenAt);
    return e;
  }

  /** The id of a name already resolved in this transaction (synchronous: no await, no lost transaction). */
  idOf(name: string): string {
    const e = this.touched.get(entityKey(name));
    if (!e) throw new Error(`Entity ${JSON.stringify(name)} was not resolved first`);
    return e.id;
  }

  /** Names of entities by id, from this transaction's resolved names first, else from the table. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const touched = new Map([...this.touched.values()].map((e) => [e.id, e.name]));
    const missing = ids.filter((id) => !touched.has(id));
    const stored = missing.length ? await this.db.entities.bulkGet(missing) : [];
    for (const e of stored) if (e) touched.set(e.id, e.name);
    return new Map(ids.flatMap((id) => (touched.has(id) ? [[id, touched.get(id)!] as const] : [])));
  }

  async flush(): Promise<void> {
    if (this.touched.size) await this.db.entities.bulkPut([...this.touched.values()]);
  }
}
