import type { Fact, FactClaim } from '../domain/memory';
import type { WallMs } from '../domain/time';
import { combinedConfidence } from './confidence';
import { relationSpec } from './relations';
import { stableId } from './stable-id';
import { compareIds } from '../domain/message-order';

/**
 * Contradiction resolution as a pure function over valid-time intervals (Graphiti style).
 *
 * Facts are derived from claims (one claim per message that said it). Claims are grouped by
 * `factGroupKey`; `resolveGroup` turns one group's claims into facts:
 * - exclusive state relations (lives_in, works_at, ...): claims are sorted by VALID time and
 *   walked as a chain; consecutive claims with the same object form one run (one fact, its
 *   repetitions raise confidence); a run with a different object closes the previous run
 *   (`validTo` = the newcomer's `validFrom`, status 'archived', `supersededBy`, `expiredAt` =
 *   record time the system learned of it). A backfilled older claim therefore slots into
 *   history and never overrides the current value.
 * - a negated state claim ("no longer lives in Paris", "last day at Acme") ends the latest run
 *   with that object; with no such run it becomes an ended fact of unknown start, or, when the
 *   claim only denies ("never lived in Paris": no `ends` attribute), a negated fact.
 * - a past-tense state claim with no start time ("I lived in Paris"), or only an approximate one
 *   ("for five years"), floats: it reinforces a run
 *   with the same object if there is one, else it is an archived fact outside the chain (it
 *   must not close whatever is current).
 * - every other group (cumulative events, plans) is one fact whose claims all agree.
 * The output depends only on the set of claims, never on the order they arrived in.
 */

export interface FactGroup {
  key: string;
  subjectId: string;
  relation: string;
}

/** A derived fact; the store adds the embedding and the memory cell. */
export type ResolvedFact = Omit<Fact, 'embedding' | 'embeddingModel' | 'cellId'>;

/** Lower-cased, whitespace-collapsed object key (an entity id, or a literal). */
export function objectKey(claim: Pick<FactClaim, 'objectId' | 'objectLiteral'>): string {
  if (claim.objectId) return claim.objectId;
  return `lit:${(claim.objectLiteral ?? '').toLowerCase().replace(/\s+/g, ' ').trim()}`;
}

/** Which group a claim belongs to; facts in one group are resolved together. */
export function factGroupKey(subjectId: string, relation: string, claim: FactClaim): string {
  const spec = relationSpec(relation);
  if (spec.class === 'state' && claim.kind !== 'plan') {
    return spec.cardinality === 'one' ? `chain|${subjectId}|${relation}` : `chain|${subjectId}|${relation}|${objectKey(claim)}`;
  }
  const when = claim.eventTime ? claim.eventTime.value : '';
  return `single|${subjectId}|${relation}|${claim.kind}|${claim.negated ? 'not' : ''}|${when}|${objectKey(claim)}`;
}

/** Object keys mapped to the key of the value they are a short form of ("Arcadia" -> "Arcadia Games"; see short-forms.ts). */
export type ObjectAliases = ReadonlyMap<string, string>;

const NO_ALIASES: ObjectAliases = new Map();

/** Derive a group's facts from all of its claims; in a chain, an aliased object is the same value as the one it stands for. */
export function resolveGroup(group: FactGroup, claims: readonly FactClaim[], aliases: ObjectAliases = NO_ALIASES): ResolvedFact[] {
  if (claims.length === 0) return [];
  if (isChainGroup(group)) return resolveStateChain(group, claims, aliases);
  return [toFact(group, { claims: sortClaims(claims), end: null, closer: null, successor: null, floating: false }, 'active')];
}

/** A plan called off this long after its planned start still never began (the move slipped, then was put back). */
const CALL_OFF_GRACE = 31 * 86_400_000;

/**
 * The claims less planned states that will not hold from their planned time, and less the call-off markers
 * (called-off.ts): a plan called off or put back after it was said and before it came due, a plan said again for
 * another time later (the later one stands), and a plan of a value also told as held (the telling dates it).
 */
function withoutUnheldPlans(claims: readonly FactClaim[], aliases: ObjectAliases): FactClaim[] {
  const callOffs = claims.filter((c) => c.attributes.callsOff === 'true');
  const key = (c: FactClaim) => aliases.get(objectKey(c)) ?? objectKey(c);
  const planned = (c: FactClaim) => c.attributes.planned === 'true';
  return claims.filter((c) => {
    if (c.attributes.callsOff === 'true') return false;
    if (!planned(c)) return true;
    const due = c.validFrom ?? c.messageTime;
    if (callOffs.some((k) => k.messageTime >= c.messageTime && k.messageTime < due + CALL_OFF_GRACE)) return false;
    return !claims.some((o) => o !== c && key(o) === key(c) && (!planned(o) || o.messageTime > c.messageTime));
  });
}

interface Run {
  claims: FactClaim[];
  /** Explicit end in the world (an ending claim or a claim's own validTo). */
  end: WallMs | null;
  /** The claim whose arrival closed this run (for expiredAt). */
  closer: FactClaim | null;
  successor: Run | null;
  /** An archived run outside the chain (floating past tense, or an end with nothing to end). */
  floating: boolean;
  /** Valid interval placed by `placeApproximate`, overriding the claims' own. */
  placed?: { from: WallMs; to: WallMs };
}

function resolveStateChain(group: FactGroup, all: readonly FactClaim[], aliases: ObjectAliases): ResolvedFact[] {
  const sameObject = (run: Run, c: FactClaim) => sameValue(run, c, aliases);
  const claims = withoutUnheldPlans(all, aliases);
  const floating = claims.filter(isFloating);
  const chained = sortClaims(claims.filter((c) => !isFloating(c)));
  const runs: Run[] = [];
  const detached: Run[] = [];
  for (const c of chained) {
    const at = anchor(c);
    if (c.negated) {
      const target = findLast(runs, (r) => c.objectId === null && c.objectLiteral === null ? true : sameObject(r, c));
      if (target) {
        target.claims.push(c);
        if (target.end === null || at < target.end) {
          target.end = at;
          target.closer = c;
        }
      } else if ((c.objectId !== null || c.objectLiteral !== null) && c.attributes.closesOnly !== 'true') {
        detached.push({ claims: [c], end: at, closer: c, successor: null, floating: true });
      }
      // An objectless ending with nothing to end ("left my job" before any title is known) says nothing, nor does
      // one that only closes ("done with Delft" when no job there is known).
      continue;
    }
    const cur = runs.at(-1);
    const curEnd = cur ? runEnd(cur) : null;
    if (cur && sameObject(cur, c) && (curEnd === null || at < curEnd)) {
      cur.claims.push(c);
      if (c.validTo !== null && (cur.end === null || c.validTo < cur.end)) cur.end = c.validTo;
      continue;
    }
    const run: Run = { claims: [c], end: c.validTo, closer: null, successor: null, floating: false };
    if (cur && (curEnd === null || curEnd > at)) {
      cur.successor = run;
      cur.closer ??= c;
    }
    runs.push(run);
  }
  for (const c of floating) {
    const target = findLast(runs, (r) => sameObject(r, c)) ?? detached.find((r) => sameObject(r, c) && !r.claims[0]!.negated);
    if (target) target.claims.push(c);
    else detached.push({ claims: [c], end: c.validTo, closer: null, successor: null, floating: true });
  }
  for (const r of detached) placeApproximate(r, runs, sameObject);
  const ids = new Map<Run, string>();
  for (const r of [...runs, ...detached]) {
    r.claims = sortClaims(r.claims);
    ids.set(r, runId(group, r));
  }
  return [...runs, ...detached].map((r) => {
    const archived = r.floating || runEnd(r) !== null;
    const fact = toFact(group, r, archived ? 'archived' : 'active');
    // A denial with nothing to end ("I never lived in Paris") is a negated fact, not an ended state.
    fact.negated = r.floating && r.claims.every((c) => c.negated && c.attributes.ends !== 'true');
    fact.id = ids.get(r)!;
    fact.supersededBy = r.successor ? ids.get(r.successor)! : null;
    return fact;
  });
}

/**
 * An approximate stay ("lived in Chicago for four years", said years later) keeps its length but
 * ends where the dated chain shows the subject with another value: its end moves back to the
 * start of any run that covers it, until none does.
 */
function placeApproximate(run: Run, chain: readonly Run[], sameObject: (run: Run, c: FactClaim) => boolean): void {
  const c = run.claims[0]!;
  if (run.claims.length !== 1 || c.attributes.approximate !== 'true' || c.validFrom === null || c.validTo === null) return;
  const length = c.validTo - c.validFrom;
  let to = c.validTo;
  for (let moved = true; moved; ) {
    moved = false;
    for (const r of chain) {
      const start = anchor(r.claims[0]!);
      const end = runEnd(r);
      if (!sameObject(r, c) && start < to && (end === null || end >= to)) {
        to = start;
        moved = true;
      }
    }
  }
  run.placed = { from: to - length, to };
}

/** The end of a run in the world: its explicit end or its successor's start, whichever is first. */
function runEnd(r: Run): WallMs | null {
  const next = r.successor ? anchor(r.successor.claims[0]!) : null;
  if (r.end === null) return next;
  if (next === null) return r.end;
  return Math.min(r.end, next);
}

function toFact(group: FactGroup, run: Run, status: Fact['status']): ResolvedFact {
  const claims = run.claims;
  const rep = claims.find((c) => !c.negated) ?? claims[0]!;
  const isState = isChainGroup(group);
  const dated = claims.filter((c) => !c.negated && c.validFrom !== null);
  // An approximate start ("for five years") counts only when nothing dated says better.
  const precise = dated.filter((c) => c.attributes.approximate !== 'true');
  const starts = (precise.length ? precise : dated).map((c) => c.validFrom!);
  const validFrom = run.placed?.from ?? (isState ? (starts.length ? Math.min(...starts) : null) : rep.validFrom);
  const validTo = run.placed?.to ?? (isState ? runEnd(run) : rep.validTo);
  const recordedAt = Math.min(...claims.map((c) => c.recordedAt));
  const expiredAt =
    status === 'archived' ? Math.max(recordedAt, run.closer?.recordedAt ?? (run.successor ? run.successor.claims[0]!.recordedAt : recordedAt)) : null;
  const sourceMessageIds = [...new Set(claims.map((c) => c.messageId))];
  return {
    id: runId(group, run),
    text: rep.text,
    subjectId: group.subjectId,
    relation: group.relation,
    objectId: rep.objectId,
    objectLiteral: rep.objectLiteral,
    attributes: { ...rep.attributes },
    kind: rep.kind,
    negated: isState ? false : rep.negated,
    eventTime: rep.eventTime,
    validFrom,
    validTo,
    validGranularity: rep.validGranularity,
    recordedAt,
    expiredAt,
    status,
    confidence: combinedConfidence(claims.map((c) => c.confidence)),
    supersededBy: null,
    sourceMessageId: rep.messageId,
    sourceMessageIds,
    claims,
  };
}

/** A chain run is named by its group and first claim; any other group holds one fact, named by the group alone. */
function runId(group: FactGroup, run: Run): string {
  return isChainGroup(group) ? stableId('f', `${group.key}|${run.claims[0]!.id}`) : factIdForGroup(group.key);
}

/** The id of the single fact of a non-chain group (events, plans): the store finds it without a scan. */
export function factIdForGroup(groupKey: string): string {
  return stableId('f', groupKey);
}

function isChainGroup(group: FactGroup): boolean {
  return isChainGroupKey(group.key);
}

/** True for state-chain groups (several runs, loaded by subject+relation); false for single-fact groups. */
export function isChainGroupKey(key: string): boolean {
  return key.startsWith('chain|');
}

function isFloating(c: FactClaim): boolean {
  return !c.negated && (c.validFrom === null || c.attributes.approximate === 'true');
}

/** Valid-time position of a claim in a state chain. */
function anchor(c: FactClaim): WallMs {
  if (c.negated) return c.validTo ?? c.eventTime?.start ?? c.messageTime;
  return c.validFrom ?? c.eventTime?.start ?? c.messageTime;
}

function sameValue(run: Run, c: FactClaim, aliases: ObjectAliases): boolean {
  const first = run.claims.find((x) => !x.negated) ?? run.claims[0]!;
  const canonical = (key: string) => aliases.get(key) ?? key;
  return canonical(objectKey(first)) === canonical(objectKey(c));
}

/** Valid-time order with deterministic ties (message time, then claim id). */
export function sortClaims(claims: readonly FactClaim[]): FactClaim[] {
  return [...claims].sort((a, b) => anchor(a) - anchor(b) || a.messageTime - b.messageTime || compareIds(a.id, b.id));
}

function findLast<T>(xs: readonly T[], pred: (x: T) => boolean): T | undefined {
  for (let i = xs.length - 1; i >= 0; i--) if (pred(xs[i]!)) return xs[i];
  return undefined;
}
