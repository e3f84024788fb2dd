import type { Candidate } from './rule';

/**
 * Resolve "the following year", "the previous month", "that year", "later that day" against the last explicit
 * date before them, as TimeML annotators anchor narrative expressions to the time last mentioned.
 */
const DATED = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/;
/** An anchor counts only within the same stretch of narrative. */
const REACH = 600;

type Anchor = { year: number; month?: number; day?: number; end: number };

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The anchored value, or undefined when the anchor is too coarse for the unit. */
function anchoredValue(anchor: Anchor, unit: 'year' | 'month' | 'day', offset: number): string | undefined {
  if (unit === 'year') return pad(anchor.year + offset, 4);
  if (anchor.month === undefined) return undefined;
  if (unit === 'month') {
    const months = anchor.year * 12 + anchor.month - 1 + offset;
    return `${pad(Math.floor(months / 12), 4)}-${pad((months % 12) + 1, 2)}`;
  }
  if (anchor.day === undefined) return undefined;
  const d = new Date(Date.UTC(anchor.year, anchor.month - 1, anchor.day + offset));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

export function resolveAgainstAnchor(sorted: Candidate[]): Candidate[] {
  let anchor: Anchor | undefined;
  return sorted.flatMap((c) => {
    const dated = DATED.exec(c.value);
    if (c.type === 'absolute' && dated && c.timex3Type !== 'DURATION') {
      anchor = { year: Number(dated[1]), month: dated[2] ? Number(dated[2]) : undefined, day: dated[3] ? Number(dated[3]) : undefined, end: c.end };
      return [c];
    }
    if (!c.fromAnchor) return [c];
    const near = anchor && c.start - anchor.end <= REACH ? anchor : undefined;
    const value = near && anchoredValue(near, c.fromAnchor.unit, c.fromAnchor.offset);
    if (value) return [{ ...c, value }];
    return c.fromAnchor.required ? [] : [c];
  });
}
