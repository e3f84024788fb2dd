import type { Entity, Fact, FactStatus } from '../../../src-shared/domain/memory';
import type { WallMs } from '../../../src-shared/domain/time';

const DAY = 86_400_000;

export interface TimelineGroup {
  id: string;
  content: string;
  subjectId: string;
  relation: string;
}

export interface TimelineItem {
  id: string;
  group: string;
  content: string;
  title: string;
  start: WallMs;
  end?: WallMs;
  type: 'range' | 'box';
  className: string;
  /** Status as known at the replayed record time. */
  status: FactStatus;
}

export interface TimelineFilter {
  entityId?: string | null;
  relation?: string | null;
  text?: string;
}

export interface TimelineInput {
  facts: readonly Fact[];
  entities: ReadonlyMap<string, Entity>;
  /** Message times, the fallback position of facts the text gave no time for. */
  messageTimes: ReadonlyMap<string, WallMs>;
  /** Replay the graph as known at this record time; null = as known now. */
  asOf: WallMs | null;
  now: WallMs;
  filter?: TimelineFilter;
}

export const relationLabel = (relation: string) => relation.replace(/[_.]+/g, ' ').trim();

/**
 * A fact as it was known at record time `asOf`: unknown before it was recorded; active until it was
 * expired; a supersession recorded after `asOf` had not yet closed its validity.
 */
export function factAsOf(fact: Fact, asOf: WallMs | null): { status: FactStatus; validTo: WallMs | null } | null {
  if (asOf === null) return { status: fact.status, validTo: fact.validTo };
  if (fact.recordedAt > asOf) return null;
  if (fact.expiredAt !== null && fact.expiredAt <= asOf) return { status: 'archived', validTo: fact.validTo };
  if (fact.expiredAt !== null || fact.status === 'archived') {
    // Archived only later: the closing of its validity by the newer fact was not known yet.
    return { status: 'active', validTo: fact.supersededBy ? null : fact.validTo };
  }
  return { status: fact.status, validTo: fact.validTo };
}

function objectName(fact: Fact, entities: ReadonlyMap<string, Entity>): string {
  if (fact.objectId) return entities.get(fact.objectId)?.name ?? fact.objectLiteral ?? fact.text;
  return fact.objectLiteral ?? fact.text;
}

function matches(fact: Fact, filter: TimelineFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.entityId && fact.subjectId !== filter.entityId && fact.objectId !== filter.entityId) return false;
  if (filter.relation && fact.relation !== filter.relation) return false;
  const text = filter.text?.trim().toLowerCase();
  return !text || fact.text.toLowerCase().includes(text);
}

/** Facts -> vis-timeline groups (one per subject and relation) and items (ranges for states, points otherwise). */
export function buildTimeline(input: TimelineInput): { groups: TimelineGroup[]; items: TimelineItem[] } {
  const { facts, entities, messageTimes, asOf, now, filter } = input;
  const horizon = asOf ?? now;
  const groups = new Map<string, TimelineGroup>();
  const items: TimelineItem[] = [];
  const openEnded: TimelineItem[] = [];
  for (const fact of facts) {
    if (!matches(fact, filter)) continue;
    const known = factAsOf(fact, asOf);
    if (!known) continue;
    const subject = entities.get(fact.subjectId)?.name ?? 'Unknown';
    const groupId = `${fact.subjectId}|${fact.relation}`;
    if (!groups.has(groupId)) {
      groups.set(groupId, { id: groupId, content: `${subject} · ${relationLabel(fact.relation)}`, subjectId: fact.subjectId, relation: fact.relation });
    }
    const undated = fact.validFrom === null && fact.eventTime === null;
    const start = fact.validFrom ?? fact.eventTime?.start ?? messageTimes.get(fact.sourceMessageId) ?? fact.recordedAt;
    const classes = [known.status, `kind-${fact.kind}`, fact.negated ? 'negated' : '', undated ? 'undated' : ''];
    const base = { id: fact.id, group: groupId, content: objectName(fact, entities), title: fact.text, start, status: known.status };
    if (fact.kind === 'state') {
      const open = known.validTo === null;
      const end = Math.max(known.validTo ?? Math.max(horizon, start), start + DAY);
      const item: TimelineItem = { ...base, type: 'range', end, className: [...classes, open ? 'open' : ''].filter(Boolean).join(' ') };
      items.push(item);
      if (open) openEnded.push(item);
    } else {
      items.push({ ...base, type: 'box', className: classes.filter(Boolean).join(' ') });
    }
  }
  // A state still true runs on past the horizon, so one that began recently is still a visible bar.
  const earliest = Math.min(...items.map((i) => i.start));
  const tail = Math.max(30 * DAY, (horizon - earliest) * 0.08);
  for (const item of openEnded) item.end = Math.max(item.end ?? item.start, horizon) + tail;
  const sortedGroups = [...groups.values()].sort((a, b) => a.content.localeCompare(b.content));
  return { groups: sortedGroups, items };
}
