import type { Fact } from '../../../src-shared/domain/memory';
import type { WallMs } from '../../../src-shared/domain/time';
import { factAsOf } from '../timeline/timeline-items';

/** A structured query: who, which relation, and when (a point or a range of world time), optionally as known at a record time. */
export interface StructuredQuery {
  entityId: string | null;
  relation: string | null;
  time: { kind: 'any' } | { kind: 'point'; at: WallMs } | { kind: 'range'; from: WallMs; to: WallMs };
  asOf: WallMs | null;
}

export interface FactMatch {
  fact: Fact;
  /** Status as known at the query's record time. */
  status: Fact['status'];
}

/** The world-time span a fact covers; events and undated facts cover their single instant. */
function span(fact: Fact, validTo: WallMs | null): { from: WallMs; to: WallMs } | null {
  const from = fact.validFrom ?? fact.eventTime?.start ?? null;
  if (from === null) return null;
  if (fact.kind !== 'state') return { from, to: fact.eventTime?.end ?? from + 1 };
  return { from, to: validTo ?? Number.POSITIVE_INFINITY };
}

const startOf = (fact: Fact) => fact.validFrom ?? fact.eventTime?.start ?? Number.POSITIVE_INFINITY;

/** Facts matching a structured query: current facts first, each part in chronological order (undated last). */
export function runStructuredQuery(facts: readonly Fact[], query: StructuredQuery): FactMatch[] {
  const matches: FactMatch[] = [];
  for (const fact of facts) {
    if (query.entityId && fact.subjectId !== query.entityId && fact.objectId !== query.entityId) continue;
    if (query.relation && fact.relation !== query.relation) continue;
    const known = factAsOf(fact, query.asOf);
    if (!known) continue;
    if (query.time.kind !== 'any') {
      const s = span(fact, known.validTo);
      if (!s) continue;
      const [from, to] = query.time.kind === 'point' ? [query.time.at, query.time.at + 1] : [query.time.from, query.time.to];
      // Half-open overlap of [s.from, s.to) with [from, to).
      if (!(s.from < to && from < s.to)) continue;
    }
    matches.push({ fact, status: known.status });
  }
  return matches.sort(
    (a, b) =>
      Number(a.status === 'archived') - Number(b.status === 'archived') ||
      startOf(a.fact) - startOf(b.fact) ||
      b.fact.confidence - a.fact.confidence,
  );
}
