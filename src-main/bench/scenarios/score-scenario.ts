import type { Answer } from '../../../src-shared/answer/answer-types';
import { parseIsoLength } from '../../../src-shared/answer/durations';
import type { DurationUnit, Expectation } from './scenario-file';

export type Scored = { correct: boolean; reasons: string[] };

/** Average lengths in days, to express a duration in another unit. */
const DAYS: Record<DurationUnit, number> = { year: 365.25, month: 30.4375, week: 7, day: 1 };

/** An ISO 8601 calendar duration in `unit` (months and years converted exactly, others through days); null when unreadable. */
export function durationIn(iso: string, unit: DurationUnit): number | null {
  const length = parseIsoLength(iso);
  // Calendar lengths only: one with hours ("P1DT12H") would be read short, so it is unreadable.
  if (!length || length.clock) return null;
  const { Y: y, M: mo, W: w, D: d } = length.units;
  const months = y * 12 + mo;
  const days = w * 7 + d;
  if (unit === 'year' || unit === 'month') {
    const inMonths = months + days / DAYS.month;
    return unit === 'year' ? inMonths / 12 : inMonths;
  }
  return (months * DAYS.month + days) / DAYS[unit];
}

/** Does `needle` occur in `text` (case-insensitive, as a whole word where it starts or ends with a Latin letter or digit)? */
export function mentions(text: string, needle: string): boolean {
  const esc = needle.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const head = /^[a-z0-9]/i.test(needle) ? '(?<![a-z0-9])' : '';
  const tail = /[a-z0-9]$/i.test(needle) ? '(?![a-z0-9])' : '';
  return new RegExp(`${head}${esc}${tail}`, 'i').test(text.toLowerCase());
}

/** Score one answer against its expectation; `reasons` says what was wrong. */
export function scoreAnswer(expect: Expectation, answer: Pick<Answer, 'answer' | 'time' | 'duration' | 'abstained'>): Scored {
  const reasons: string[] = [];
  if (expect.abstain) {
    if (!answer.abstained) reasons.push('expected an abstention');
    return { correct: reasons.length === 0, reasons };
  }
  if (answer.abstained) return { correct: false, reasons: ['abstained'] };
  for (const w of expect.words ?? []) {
    const options = Array.isArray(w) ? w : [w];
    if (!options.some((o) => mentions(answer.answer, o))) reasons.push(`answer lacks ${options.map((o) => JSON.stringify(o)).join(' or ')}`);
  }
  for (const w of expect.without ?? []) if (mentions(answer.answer, w)) reasons.push(`answer names ${JSON.stringify(w)}`);
  if (expect.time) {
    const want = expect.time;
    const got = answer.time;
    if (!got) reasons.push('no time');
    else {
      if (!want.granularity.includes(got.granularity)) reasons.push(`granularity ${got.granularity}, expected ${want.granularity.join('|')}`);
      if (got.start < want.start || got.end > want.end) reasons.push(`span ${got.start}..${got.end} not inside ${want.start}..${want.end}`);
    }
  }
  if (expect.duration) {
    const { value, unit, tolerance } = expect.duration;
    const got = answer.duration ? durationIn(answer.duration, unit) : null;
    const wanted = durationIn(value, unit)!;
    if (got === null) reasons.push(answer.duration ? `unreadable duration ${answer.duration}` : 'no duration');
    else if (Math.abs(Math.round(got) - Math.round(wanted)) > tolerance) {
      reasons.push(`duration ${answer.duration} is ${Math.round(got)} ${unit}s, expected ${Math.round(wanted)}${tolerance ? ` ± ${tolerance}` : ''}`);
    }
  }
  return { correct: reasons.length === 0, reasons };
}
