import type { Entity, Fact, Foresight } from '../../src-shared/domain/memory';
import type { WallMs } from '../../src-shared/domain/time';
import { currentOf, holdsAt, previousOf, stateHistory } from '../../src-shared/memory/timeline-queries';
import type { JournalDB } from '../db/journal-db';
import { entityKey } from './entity-resolver';

/** Read helpers over the stored fact graph, for retrieval, the answerer and the views. */

/** An entity by name or alias (case-insensitive). */
export async function findEntity(db: JournalDB, name: string): Promise<Entity | undefined> {
  const key = entityKey(name);
  return (await db.entities.where('key').equals(key).first()) ?? (await db.entities.where('aliases').equals(key).first());
}

/** Every fact (active and archived) of a subject and relation. */
export async function factsOf(db: JournalDB, subjectId: string, relation: string): Promise<Fact[]> {
  return db.facts.where('[subjectId+relation]').equals([subjectId, relation]).toArray();
}

/** The current value(s) of a relation: one for exclusive states (lives_in), possibly several for owns/likes. */
export async function currentState(db: JournalDB, subjectId: string, relation: string): Promise<Fact[]> {
  return currentOf(await factsOf(db, subjectId, relation));
}

/** What held at valid time t ("Where did I live in June 2021?"). */
export async function stateAt(db: JournalDB, subjectId: string, relation: string, t: WallMs): Promise<Fact[]> {
  return holdsAt(await factsOf(db, subjectId, relation), t);
}

/** The whole chain in valid-time order, archived values included ("How did my job change?"). */
export async function stateTimeline(db: JournalDB, subjectId: string, relation: string): Promise<Fact[]> {
  return stateHistory(await factsOf(db, subjectId, relation));
}

/** The value held before the one whose object is `objectName` ("Where did I live before Tokyo?"). */
export async function stateBefore(db: JournalDB, subjectId: string, relation: string, objectName: string): Promise<Fact | null> {
  const facts = await factsOf(db, subjectId, relation);
  const object = await findEntity(db, objectName);
  const key = entityKey(objectName);
  const target = stateHistory(facts).find((f) => (object && f.objectId === object.id) || (f.objectLiteral !== null && entityKey(f.objectLiteral) === key));
  return target ? previousOf(facts, target) : null;
}

/** Foresight still pending at time `now` (the window has not passed). */
export async function pendingForesight(db: JournalDB, now: WallMs): Promise<Foresight[]> {
  return db.foresight.where('end').above(now).toArray();
}
