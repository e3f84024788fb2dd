import type { Candidate } from './rule';

/**
 * Resolve expressions relative to the period under discussion: "Profit rose in the third quarter from a year
 * earlier" compares with the third quarter a year before, not with the year before the reference.
 */
const PERIOD = /^(\d{4})-((?:Q|H)\d)$/;
/** Reports keep talking about the same period for paragraphs, so a topic lasts until another period is named. */
const REACH = 5000;

export function resolveAgainstTopic(sorted: Candidate[]): Candidate[] {
  let topic: { year: number; part: string; end: number } | undefined;
  return sorted.map((c) => {
    if (topic && c.start - topic.end > REACH) topic = undefined;
    const period = PERIOD.exec(c.value);
    if (period && !c.fromTopic) {
      topic = { year: Number(period[1]), part: period[2]!, end: c.end };
      return c;
    }
    if (!c.fromTopic || !topic) return c;
    const year = 'year' in c.fromTopic ? c.fromTopic.year : topic.year + c.fromTopic.years;
    return { ...c, value: `${year}-${topic.part}` };
  });
}
