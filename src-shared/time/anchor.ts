import { interpretValue, makeDate, shift, valueAt, type Day } from './calendar';
import type { Candidate } from './rule';

/**
 * Resolve "the following year", "the next day", "that year", "later that day" and "two days later" against the
 * last date before them, as TimeML annotators anchor narrative expressions to the time last mentioned: a journal
 * entry's "We landed in Lima on 3 May. Two days later we took the bus" puts the bus on 5 May, not two days after
 * the entry was written.
 */
const DATED = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/;
/** An anchor counts only within the same stretch of narrative. */
const REACH = 600;

type Unit = NonNullable<Candidate['fromAnchor']>['unit'];
type Anchor = { day: Day; granularity: 'year' | 'month' | 'day'; end: number };

/** A date the text names, to count from: a year, month or day, written out or said relative to the reference ("last Saturday"). */
function anchorOf(c: Candidate): Anchor | undefined {
  if (c.timex3Type === 'DURATION' || (c.type !== 'absolute' && c.type !== 'relative')) return undefined;
  const dated = DATED.exec(c.value);
  const day = dated && makeDate(Number(dated[1]), dated[2] ? Number(dated[2]) : 1, dated[3] ? Number(dated[3]) : 1);
  if (!day) return undefined;
  return { day, granularity: dated[3] ? 'day' : dated[2] ? 'month' : 'year', end: c.end };
}

/** The day `offset` units from the anchor, or undefined when the anchor is too coarse for the unit. */
function anchoredDay(anchor: Anchor, unit: Unit, offset: number): Day | undefined {
  if (unit === 'year') return shift(anchor.day, 'year', offset);
  if (anchor.granularity === 'year') return undefined;
  if (unit === 'month') return shift(anchor.day, 'month', offset);
  return anchor.granularity === 'day' ? shift(anchor.day, unit, offset) : undefined;
}

/** The candidate resolved against `anchor`, and the date it names in turn; undefined when the anchor is too coarse. */
function resolved(c: Candidate, anchor: Anchor): { candidate: Candidate; names: Anchor } | undefined {
  const { unit, offset, point } = c.fromAnchor!;
  const day = anchoredDay(anchor, unit, offset);
  if (!day) return undefined;
  const names: Anchor = { day, granularity: unit === 'year' || unit === 'month' ? unit : 'day', end: c.end };
  if (!point) return { candidate: { ...c, value: valueAt(day, unit) }, names };
  // a length counted from the anchor keeps its value and gains the point it reaches, named by day for days and weeks
  const { interval, granularity } = interpretValue(valueAt(day, names.granularity));
  return interval ? { candidate: { ...c, interval, granularity }, names } : undefined;
}

export function resolveAgainstAnchor(sorted: Candidate[]): Candidate[] {
  let anchor: Anchor | undefined;
  return sorted.flatMap((c) => {
    if (!c.fromAnchor) {
      anchor = anchorOf(c) ?? anchor;
      return [c];
    }
    const near = anchor && c.start - anchor.end <= REACH ? anchor : undefined;
    const done = near && resolved(c, near);
    if (!done) return c.fromAnchor.required ? [] : [c];
    // "the next day" after "two days later" counts from the day that reached
    anchor = done.names;
    return [done.candidate];
  });
}
