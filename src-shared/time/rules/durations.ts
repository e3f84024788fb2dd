import { shift } from '../calendar';
import { alternation, UNITS, unitKey } from '../lexicon';
import { NUMBER_SOURCE, parseNumber } from '../numbers';
import { pattern, type Meaning, type Rule, type RuleContext } from '../rule';
import { fewUnitsAway } from './relative';
import { sentenceBefore } from '../tense';
import type { Granularity, Interval } from '../../domain/time';

/** Lengths of time: "18 months", "a decade", "two-year", "the past two years", "the first nine months", "years". */

const UNIT_WORD = `(?:${alternation(Object.keys(UNITS))})s?|centuries`;
const NUM = `(${NUMBER_SOURCE})`;
/** How a length felt, between its count and its unit: "after two incredible weeks", "five whole days". */
const TOLD_AS_LONG = '(?:more|long|whole|full|entire|straight|solid|short|incredible|amazing|wonderful|glorious|lovely|magical|fantastic|busy|hard|exhausting|crazy|blissful|brilliant|beautiful|great|intense)';
/** "the past/last/next/first N units": anchored durations, TimeML keeps "the" and the qualifier in the span. */
const ANCHOR = '(?:the\\s+)?(past|last|next|first|coming|previous|following|latest|final|initial|remaining|recent)';

/** Smaller unit for fractional counts: "half an hour" -> PT30M, "1.5 years" -> P18M. */
const SMALLER: Record<string, { iso: string; clock: boolean; per: number }> = {
  Y: { iso: 'M', clock: false, per: 12 }, M: { iso: 'D', clock: false, per: 30 }, W: { iso: 'D', clock: false, per: 7 },
  D: { iso: 'H', clock: true, per: 24 }, TH: { iso: 'M', clock: true, per: 60 }, TM: { iso: 'S', clock: true, per: 60 },
};

/** ISO 8601 duration of `n` units ("P18M", "PT2H", "P10Y" for a decade, "PXY" for "several years"). */
export function isoDuration(n: number | 'X', unitWord: string): string | undefined {
  const key = unitKey(unitWord);
  if (!key) return undefined;
  const info = UNITS[key]!;
  const iso = info.iso === 'WE' ? 'WE' : info.iso;
  if (n === 'X') return `P${info.clock ? 'T' : ''}X${iso}`;
  const count = n * info.factor;
  if (Number.isInteger(count)) return `P${info.clock ? 'T' : ''}${count}${iso}`;
  const down = SMALLER[(info.clock ? 'T' : '') + iso];
  const whole = Math.floor(count);
  const part = (count - whole) * (down?.per ?? 0);
  if (!down || !Number.isInteger(part)) return undefined;
  // "2 1/2 years" -> P2Y6M, "1.5 days" -> P1DT12H, "half an hour" -> PT30M.
  const head = whole > 0 ? `${info.clock ? 'T' : ''}${whole}${iso}` : '';
  const tail = `${down.clock && !head.startsWith('T') ? 'T' : ''}${part}${down.iso}`;
  return `P${head}${tail}`;
}

/** The interval "the past two years" covers before (or "the next ..." after) the reference. */
function anchoredInterval(ctx: RuleContext, n: number | 'X', unitWord: string, forward: boolean): Interval | null {
  const key = unitKey(unitWord);
  if (n === 'X' || !key || !Number.isInteger(n)) return null;
  const info = UNITS[key]!;
  const g: Granularity = key === 'weekend' ? 'week' : info.granularity === 'season' ? 'month' : info.granularity;
  const steps = n * info.factor;
  const ref = ctx.ref;
  const other = shift(ref, g, forward ? steps : -steps);
  return forward ? { start: ref.toMillis(), end: other.toMillis() } : { start: other.toMillis(), end: ref.toMillis() };
}

/** The calendar unit `n` units after the reference ("in two days" -> that day); "in a few weeks", a few weeks ahead. */
function unitAhead(ctx: RuleContext, n: number | 'X', unitWord: string): Pick<Meaning, 'interval' | 'granularity' | 'mod'> | undefined {
  const key = unitKey(unitWord);
  const g = key ? UNITS[key]!.granularity : undefined;
  if (n === 'X' && g && (g === 'day' || g === 'week' || g === 'month')) return fewUnitsAway(ctx.ref, g, 1);
  if (n === 'X' || !g || g === 'season' || !Number.isInteger(n) || key === 'decade' || key === 'century') return undefined;
  const start = shift(ctx.ref, g, n).startOf(g);
  return { interval: { start: start.toMillis(), end: shift(start, g, 1).toMillis() }, granularity: g };
}

/**
 * "Two days later", "a week after that": TimeML tags the length, and the point it reaches counts from the date the
 * text named last (resolved in anchor.ts); "two days after the party" counts from an event, so it is left alone.
 */
function laterThanAnchor(ctx: RuleContext, m: RegExpExecArray, n: number | 'X', unitWord: string): Meaning['fromAnchor'] {
  const key = unitKey(unitWord);
  const info = key && key !== 'weekend' ? UNITS[key]! : undefined;
  const unit = info?.granularity;
  if (n === 'X' || !info || !(unit === 'day' || unit === 'week' || unit === 'month' || unit === 'year')) return undefined;
  const steps = n * info.factor;
  const after = ctx.text.slice(m.index + m[0].length, m.index + m[0].length + 16);
  return Number.isInteger(steps) && /^\s+(?:later|afterwards?|after\s+that)\b/i.test(after) ? { unit, offset: steps, point: true } : undefined;
}

/**
 * A countdown: "Eight days until Iceland!", "the race is six weeks away now", "Twelve weeks to go", "two weeks left":
 * the length reaches from the reference to what is ahead, as "in eight days" does. Only where the length opens its
 * clause or follows "is" or "only" ("It took two weeks until I heard back" and "for a few weeks until a kennel opens
 * up" measure a stretch).
 */
const COUNTDOWN_BEFORE = /(?:^|[.!?,;:(—–-]\s*|\b(?:is|are|['’](?:s|re)|be|now|only|just|still)\s+)(?:(?:only|just|still|about|around|roughly|nearly|almost|less than|under|barely)\s+)*$/i;
const COUNTDOWN_AFTER = /^\s+(?:now\s+)?(?:until|till|til|['’]til|to go|away|left)\b/i;
const countsDown = (text: string, start: number, end: number) =>
  COUNTDOWN_AFTER.test(text.slice(end, end + 16)) && COUNTDOWN_BEFORE.test(text.slice(Math.max(0, start - 40), start));

const MODAL = /\b(?:should|could|might|may|must|can)\b/i;

const duration = (value: string, extra: Partial<Meaning> = {}): Meaning => ({ value, timex3Type: 'DURATION', type: 'duration', ...extra });

export const durationRules: Rule[] = [
  {
    name: 'count-unit',
    // TimeML keeps "the" of "the nine months" but not of an adjective ("the two-year contract").
    pattern: pattern(`(the\\s+)?${NUM}(\\s+and\\s+a\\s+half)?[\\s-]+(${TOLD_AS_LONG}\\s+)?(?:${UNIT_WORD})(\\s+and\\s+a\\s+half)?(?:[\\s-]+long|[\\s-]+old)?`),
    interpret(m, ctx) {
      // "a minute and a half", "two years and a half", "three and a half months": the count plus one half.
      const whole = parseNumber(m[2]!);
      const n = (m[3] || m[5]) && typeof whole === 'number' ? whole + 0.5 : whole;
      const unitWord = /([a-z]+?)(?:\s+and\s+a\s+half)?(?:[\s-]+(?:long|old))?$/i.exec(m[0])![1]!;
      const trimStart = m[1] && /-/.test(m[0].slice(m[1].length)) ? m[1].length : 0;
      // "a long day" is no length told, "two long weeks" is
      if (n === undefined || (m[4] && (typeof n !== 'number' || n < 2))) return null;
      const value = isoDuration(n, unitWord);
      // "for three years now" ends at the reference; "in a couple of days" points at the unit that far ahead, unless told
      // in the past ("saw eight places in two days" is how long it took; "Ordered it, should arrive in two weeks" is ahead)
      const untilNow = /^\s+now\b/i.test(ctx.text.slice(m.index + m[0].length, m.index + m[0].length + 8));
      const took = ctx.toldTense(m.index) === 'past' && !MODAL.test(sentenceBefore(ctx.text, m.index));
      const aheadIn = /\bin\s+$/i.test(ctx.text.slice(Math.max(0, m.index - 4), m.index)) && !took;
      const inFuture = !m[1] && (aheadIn || countsDown(ctx.text, m.index, m.index + m[0].length));
      const ahead = inFuture ? unitAhead(ctx, n, unitWord) : undefined;
      const interval = untilNow ? anchoredInterval(ctx, n, unitWord, false) : ahead?.interval;
      const fromAnchor = !m[1] ? laterThanAnchor(ctx, m, n, unitWord) : undefined;
      return value ? duration(value, { confidence: n === 'X' ? 0.7 : 0.9, trimStart, interval, granularity: ahead?.granularity, mod: ahead?.mod, fromAnchor }) : null;
    },
  },
  {
    name: 'anchored-count-unit',
    pattern: pattern(`${ANCHOR}\\s+${NUM}\\s+(${UNIT_WORD})`),
    interpret(m, ctx) {
      const n = parseNumber(m[2]!);
      if (n === undefined) return null;
      const value = isoDuration(n, m[3]!);
      const forward = /^(?:next|coming|following|remaining)$/i.test(m[1]!);
      return value ? duration(value, { interval: anchoredInterval(ctx, n, m[3]!, forward), type: 'relative' }) : null;
    },
  },
  {
    name: 'bare-units',
    pattern: pattern(`(the\\s+)?(?:(recent|coming|past|future)\\s+)?(years|months|weeks|days|quarters|decades|centuries)(\\s+ahead)?`),
    interpret(m) {
      // "the past years", "future quarters": vague references. "recent months", "coming weeks", "the weeks ahead" are
      // annotated as lengths of unknown size (PXM). A bare "decades" is rarely tagged.
      const [, the, qualifier, unit, ahead] = m;
      if (qualifier && ahead) return null;
      if (!qualifier && !ahead) {
        if (/^(?:decades|quarters)$/i.test(unit!)) return null;
        const value = isoDuration('X', unit!);
        return value ? duration(value, { confidence: 0.6, trimStart: the?.length ?? 0 }) : null;
      }
      if (/^(?:past|future)$/i.test(qualifier ?? '')) {
        return { value: /past/i.test(qualifier!) ? 'PAST_REF' : 'FUTURE_REF', timex3Type: 'DATE', type: 'vague', confidence: 0.7 };
      }
      const value = isoDuration('X', unit!);
      return value ? duration(value, { confidence: 0.7 }) : null;
    },
  },
  {
    name: 'the-year',
    pattern: pattern('the\\s+(?:fiscal\\s+)?year'),
    // "the year ended June 30" is a year-long period; otherwise "for the year" means the current year.
    interpret(m, ctx) {
      const end = m.index + m[0].length;
      if (/^\s+(?:ended|ending|to|through)\b/i.test(ctx.text.slice(end, end + 12))) return duration('P1Y', { confidence: 0.6 });
      return { value: String(ctx.ref.year), timex3Type: 'DATE', type: 'relative', confidence: 0.5 };
    },
  },
  {
    name: 'a-unit',
    pattern: pattern(`(?:a|an|one)\\s+(decade|century|fortnight)`),
    interpret: (m) => {
      const value = isoDuration(1, m[1]!);
      return value ? duration(value) : null;
    },
  },
];
