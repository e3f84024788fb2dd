import type { EntityType, Fact, FactClaim, FactDraft, Foresight, Message, MessageAnalysis } from '../../src-shared/domain/memory';
import type { WallMs } from '../../src-shared/domain/time';
import { relationSpec } from '../../src-shared/memory/relations';
import { factGroupKey, factIdForGroup, isChainGroupKey, resolveGroup, type FactGroup, type ObjectAliases } from '../../src-shared/memory/resolve-facts';
import { shortFormAliases } from '../../src-shared/memory/short-forms';
import { stableId } from '../../src-shared/memory/stable-id';
import type { JournalDB } from '../db/journal-db';
import { EntityResolver } from './entity-resolver';

/** Facts whose text changed representative and need a fresh embedding after the transaction. */
export interface ApplyResult {
  applied: boolean;
  needsEmbedding: string[];
}

/**
 * Re-derive everything one message contributes, in ONE transaction: its old claims are taken
 * out of their facts, its new claims (from `analysis`, or none when the message is deleted) put
 * in, and every touched fact group is resolved again from all of its claims (pure function, by
 * valid time). Entities, foresight and the message's own analysis state change in the same
 * transaction, so a crash leaves either all of it or none.
 *
 * `analysis: null` deletes the message (with everything derived from it only).
 * `expected` guards against races: if the stored message no longer has the analysed text/time
 * (it was edited meanwhile), nothing is applied.
 */
export async function applyMessageAnalysis(
  db: JournalDB,
  expected: Pick<Message, 'id' | 'text' | 'time'>,
  analysis: MessageAnalysis | null,
  now: WallMs,
): Promise<ApplyResult> {
  return db.transaction('rw', [db.messages, db.facts, db.entities, db.foresight, db.meta], async () => {
    const message = await db.messages.get(expected.id);
    if (analysis && (!message || message.text !== expected.text || message.time !== expected.time)) return { applied: false, needsEmbedding: [] };
    const deriveFacts = analysis !== null && message !== undefined && message.role === 'entry';
    const entities = new EntityResolver(db, expected.time);
    const newClaims = new Map<string, { group: FactGroup; claims: FactClaim[] }>();
    const draftVectors = new Map<string, TaggedVector>();
    if (deriveFacts && analysis) {
      for (const [name, type] of namesIn(analysis)) await entities.resolve(name, type);
      for (const [i, draft] of analysis.facts.entries()) {
        const claim = claimFromDraft(draft, `${message.id}#${i}`, message, entities);
        const subjectId = entities.idOf(draft.subject);
        const key = factGroupKey(subjectId, draft.relation, claim);
        const slot = newClaims.get(key) ?? { group: { key, subjectId, relation: draft.relation }, claims: [] };
        slot.claims.push(claim);
        newClaims.set(key, slot);
        if (draft.embedding) draftVectors.set(claim.id, { embedding: draft.embedding, embeddingModel: analysis.embeddingModel });
      }
    }
    const oldFacts = await db.facts.where('sourceMessageIds').equals(expected.id).toArray();
    const groups = new Map<string, FactGroup>();
    for (const f of oldFacts) {
      const g = groupOf(f);
      groups.set(g.key, g);
    }
    for (const [key, slot] of newClaims) groups.set(key, slot.group);

    const needsEmbedding: string[] = [];
    for (const group of groups.values()) {
      const loaded = await loadGroup(db, group);
      const legacy = oldFacts.filter((f) => !loaded.some((l) => l.id === f.id) && groupOf(f).key === group.key);
      const existing = [...loaded, ...legacy];
      const kept = existing.flatMap(claimsOf).filter((c) => c.messageId !== expected.id);
      const claims = [...kept, ...(newClaims.get(group.key)?.claims ?? [])];
      const resolved = resolveGroup(group, claims, await aliasesIn(group, claims, entities));
      const byId = new Map(existing.map((f) => [f.id, f]));
      const byText = new Map(existing.filter(hasVector).map((f) => [f.text, f]));
      const next: Fact[] = resolved.map((r) => {
        const rep = r.claims?.find((c) => c.text === r.text && c.messageId === r.sourceMessageId);
        const old = byId.get(r.id);
        const reused = old?.text === r.text && hasVector(old) ? old : byText.get(r.text);
        const vector = (rep && draftVectors.get(rep.id)) ?? (reused ? { embedding: reused.embedding, embeddingModel: reused.embeddingModel } : NO_VECTOR);
        if (!vector.embedding) needsEmbedding.push(r.id);
        return { ...r, ...vector, cellId: old?.cellId ?? null };
      });
      const nextIds = new Set(next.map((f) => f.id));
      const gone = existing.filter((f) => !nextIds.has(f.id)).map((f) => f.id);
      if (gone.length) await db.facts.bulkDelete(gone);
      if (next.length) await db.facts.bulkPut(next);
    }

    await db.foresight.where('sourceMessageId').equals(expected.id).delete();
    if (deriveFacts && analysis) {
      const rows: Foresight[] = [];
      for (const [i, d] of analysis.foresight.entries()) {
        rows.push({
          id: stableId('fs', `${expected.id}#${i}`),
          text: d.text,
          subjectId: entities.idOf(d.subject),
          sourceMessageId: expected.id,
          evidence: d.evidence,
          start: d.start,
          end: d.end,
          recordedAt: now,
          status: d.end <= now ? 'expired' : 'pending',
        });
      }
      if (rows.length) await db.foresight.bulkPut(rows);
    }
    await entities.flush();
    if (analysis && message) {
      await db.messages.update(expected.id, { analysis: 'done', analysisError: null, embedding: analysis.embedding, embeddingModel: analysis.embedding ? analysis.embeddingModel : null });
      await db.meta.put({ key: 'analyzerVersion', value: analysis.analyzerVersion });
    } else if (!analysis) {
      await db.messages.delete(expected.id);
    }
    return { applied: true, needsEmbedding };
  });
}

/** A vector with the model that made it: they are always stored together. */
type TaggedVector = Pick<Fact, 'embedding' | 'embeddingModel'>;
const NO_VECTOR: TaggedVector = { embedding: null, embeddingModel: null };

function hasVector(f: Fact): f is Fact & { embedding: number[] } {
  return f.embedding !== null;
}

/** Every name an analysis refers to, with its type: entities, fact subjects, entity objects, foresight subjects. */
function namesIn(analysis: MessageAnalysis): Map<string, EntityType> {
  const names = new Map<string, EntityType>();
  for (const m of analysis.entities) names.set(m.name, m.type);
  for (const d of analysis.facts) {
    names.set(d.subject, 'person');
    if (d.objectIsEntity && d.object) names.set(d.object, objectTypeOf(d.relation));
  }
  for (const f of analysis.foresight) names.set(f.subject, 'person');
  return names;
}

function objectTypeOf(relation: string): EntityType {
  const t = relationSpec(relation).objectType;
  return t === 'literal' ? 'thing' : t;
}

function claimFromDraft(draft: FactDraft, id: string, message: Message, entities: EntityResolver): FactClaim {
  const objectId = draft.objectIsEntity && draft.object ? entities.idOf(draft.object) : null;
  return {
    id,
    messageId: message.id,
    messageTime: message.time,
    recordedAt: message.recordedAt,
    text: draft.text,
    objectId,
    objectLiteral: objectId ? null : draft.object,
    kind: draft.kind,
    negated: draft.negated,
    eventTime: draft.eventTime,
    validFrom: draft.validFrom,
    validTo: draft.validTo,
    validGranularity: draft.validGranularity,
    confidence: draft.confidence,
    attributes: draft.attributes,
  };
}

/** A fact's claims; a fact written without claims (older data) stands for one claim of its own. */
export function claimsOf(f: Fact): FactClaim[] {
  if (f.claims?.length) return f.claims;
  return [
    {
      id: f.id,
      messageId: f.sourceMessageId,
      messageTime: f.validFrom ?? f.recordedAt,
      recordedAt: f.recordedAt,
      text: f.text,
      objectId: f.objectId,
      objectLiteral: f.objectLiteral,
      kind: f.kind,
      negated: f.negated,
      eventTime: f.eventTime,
      validFrom: f.validFrom,
      validTo: f.validTo,
      validGranularity: f.validGranularity,
      confidence: f.confidence,
      attributes: f.attributes,
    },
  ];
}

/** Relations whose values are organisations people shorten ("my last day at Arcadia" after "Arcadia Games"). */
const SHORTENED: ReadonlySet<string> = new Set(['works_at', 'studies_at']);

/** A chain's object entities that are short forms of another of its objects (short-forms.ts). */
async function aliasesIn(group: FactGroup, claims: readonly FactClaim[], entities: EntityResolver): Promise<ObjectAliases | undefined> {
  if (!isChainGroupKey(group.key) || !SHORTENED.has(group.relation)) return undefined;
  const ids = [...new Set(claims.flatMap((c) => (c.objectId ? [c.objectId] : [])))];
  return ids.length > 1 ? shortFormAliases(await entities.namesOf(ids)) : undefined;
}

function groupOf(f: Fact): FactGroup {
  return { key: factGroupKey(f.subjectId, f.relation, claimsOf(f)[0]!), subjectId: f.subjectId, relation: f.relation };
}

/** Every stored fact of a group: a chain by (subject, relation), a single fact by its id. */
async function loadGroup(db: JournalDB, group: FactGroup): Promise<Fact[]> {
  if (!isChainGroupKey(group.key)) {
    const f = await db.facts.get(factIdForGroup(group.key));
    return f ? [f] : [];
  }
  const all = await db.facts.where('[subjectId+relation]').equals([group.subjectId, group.relation]).toArray();
  return all.filter((f) => groupOf(f).key === group.key);
}
