import type { TimeSpan } from '../domain/time';
import type { Answer } from './answer-types';
import { MAX_EVIDENCE } from './answer-types';
import { DAY_MS, fromAnswerTime, humanDate, humanSpan, startOfDay } from './calendar';
import { humanLength, UNIT_DAYS, type LengthUnit } from './durations';

/**
 * The length between two dated events (each an answer to a "When ..." question), in the unit the
 * question asks for: measured between the middles of the two answers' spans, so "two weeks ago" and
 * "last week" compare fairly, and refused when the dates are too vague for the length asked
 * ("2023" and "2023" say nothing about the weeks between).
 */
/** Two events of one life lie within a lifetime; a longer length means a date was misread (an era, a history). */
const MAX_YEARS = 100;

/** Without a unit asked, the coarsest that leaves at least two of it: 80 days are "3 months", 40 days "6 weeks". */
function unitFor(days: number): LengthUnit {
  return days >= 2 * UNIT_DAYS.Y ? 'Y' : days >= 2 * UNIT_DAYS.M ? 'M' : days >= 2 * UNIT_DAYS.W ? 'W' : 'D';
}

/** Both answers' own evidence first (the message that dated each event), then the rest of each in turn. */
function interleave(a: readonly string[], b: readonly string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i < Math.max(a.length, b.length) && out.size < MAX_EVIDENCE; i++) {
    if (a[i] !== undefined) out.add(a[i]!);
    if (b[i] !== undefined) out.add(b[i]!);
  }
  return [...out].slice(0, MAX_EVIDENCE);
}

/** One end of the length as a person says it: a run of days ("the other day") by its middle day. */
function endpoint(span: TimeSpan): string {
  return span.granularity === 'day' && span.end - span.start > DAY_MS ? `around ${humanDate(startOfDay((span.start + span.end) / 2))}` : humanSpan(span);
}

export function lengthBetween(first: Answer, second: Answer, unit: LengthUnit | null, kind: Answer['kind']): Answer | null {
  if (first.abstained || second.abstained || !first.time || !second.time) return null;
  // one message dating both "events" means the two questions found the same thing, not two events
  if (first.evidence[0] === second.evidence[0] && first.time.value === second.time.value) return null;
  const [a, b] = [fromAnswerTime(first.time), fromAnswerTime(second.time)].sort((x, y) => x.start + x.end - (y.start + y.end)) as [TimeSpan, TimeSpan];
  const days = Math.abs(b.start + b.end - (a.start + a.end)) / 2 / DAY_MS;
  const vagueness = (a.end - a.start + (b.end - b.start)) / 2 / DAY_MS;
  const asked = unit ?? unitFor(days);
  if (!Number.isFinite(days + vagueness) || vagueness > Math.max(days / 2, UNIT_DAYS[asked]) || days > MAX_YEARS * UNIT_DAYS.Y) return null;
  let n = Math.round(days / UNIT_DAYS[asked]);
  const inUnit = n > 0 ? asked : 'D';
  if (n === 0) n = Math.round(days);
  const iso = `P${n}${inUnit}`;
  const length = humanLength(iso);
  return {
    answer: `${length} (from ${endpoint(a)} to ${endpoint(b)})`,
    time: null,
    duration: iso,
    evidence: interleave(first.evidence, second.evidence),
    abstained: false,
    confidence: Math.round(first.confidence * second.confidence * 100) / 100,
    kind,
  };
}
