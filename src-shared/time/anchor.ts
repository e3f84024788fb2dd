import type { Candidate } from './rule';

/**
 * Resolve "the following year" / "the previous month" against the last explicit date before them, as TimeML
 * annotators anchor narrative expressions to the time last mentioned, not to the document date.
 */
const DATED = /^(\d{4})(?:-(\d{2}))?/;
/** An anchor counts only within the same stretch of narrative. */
const REACH = 600;

export function resolveAgainstAnchor(sorted: Candidate[]): Candidate[] {
  let anchor: { year: number; month: number | undefined; end: number } | undefined;
  return sorted.map((c) => {
    const dated = DATED.exec(c.value);
    if (c.type === 'absolute' && dated && c.timex3Type !== 'DURATION') {
      anchor = { year: Number(dated[1]), month: dated[2] ? Number(dated[2]) : undefined, end: c.end };
      return c;
    }
    if (!c.fromAnchor || !anchor || c.start - anchor.end > REACH) return c;
    const { unit, offset } = c.fromAnchor;
    if (unit === 'year') return { ...c, value: String(anchor.year + offset).padStart(4, '0') };
    if (anchor.month === undefined) return c;
    const months = anchor.year * 12 + anchor.month - 1 + offset;
    return { ...c, value: `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}` };
  });
}
