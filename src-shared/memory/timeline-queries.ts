import type { Fact } from '../domain/memory';
import type { WallMs } from '../domain/time';

/**
 * Pure questions over the facts of one (subject, relation): the store's queries and the answerer
 * use them alike. Valid time is half-open: a fact holds at t when validFrom <= t < validTo
 * (a missing bound is open).
 */

/** The chain in valid-time order (facts with no known start last, then by record time). */
export function stateHistory(facts: readonly Fact[]): Fact[] {
  return facts
    .filter((f) => !f.negated && f.kind !== 'plan')
    .sort((a, b) => (a.validFrom ?? Infinity) - (b.validFrom ?? Infinity) || a.recordedAt - b.recordedAt || (a.id < b.id ? -1 : 1));
}

/** The current value(s): active, not negated, not a plan. */
export function currentOf(facts: readonly Fact[]): Fact[] {
  return stateHistory(facts).filter((f) => f.status === 'active' && f.validTo === null);
}

/** What held at valid time t. */
export function holdsAt(facts: readonly Fact[], t: WallMs): Fact[] {
  return stateHistory(facts).filter((f) => f.validFrom !== null && f.validFrom <= t && (f.validTo === null || t < f.validTo));
}

/** What held just before a given fact began ("Where did I live before Tokyo?"). */
export function previousOf(facts: readonly Fact[], fact: Fact): Fact | null {
  const chain = stateHistory(facts).filter((f) => f.validFrom !== null);
  const i = chain.findIndex((f) => f.id === fact.id);
  if (i > 0) return chain[i - 1]!;
  const direct = chain.find((f) => f.supersededBy === fact.id);
  return direct ?? null;
}

/** What followed a given fact (the one that superseded it, else the next in the chain). */
export function nextOf(facts: readonly Fact[], fact: Fact): Fact | null {
  if (fact.supersededBy) return facts.find((f) => f.id === fact.supersededBy) ?? null;
  const chain = stateHistory(facts).filter((f) => f.validFrom !== null);
  const i = chain.findIndex((f) => f.id === fact.id);
  return i >= 0 ? (chain[i + 1] ?? null) : null;
}

/** The facts as the system knew them at record time T (bi-temporal "as of"). */
export function knownAsOf(facts: readonly Fact[], recordTime: WallMs): Fact[] {
  return facts.filter((f) => f.recordedAt <= recordTime);
}

/** Was a fact still current in the system's view at record time T (not yet retired)? */
export function currentAsOf(fact: Fact, recordTime: WallMs): boolean {
  return fact.recordedAt <= recordTime && (fact.expiredAt === null || fact.expiredAt > recordTime);
}
