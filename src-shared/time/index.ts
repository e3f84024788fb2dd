import { resolveAgainstAnchor } from './anchor';
import { interpretValue, toDay } from './calendar';
import { chronoCandidates } from './chrono-pass';
import { composeAdjacent, dateClockTimes, daysOfNamedMonth } from './compose';
import { dropFalsePositives } from './filter';
import { mergeOverlaps } from './merge';
import { applyModifiers } from './modifiers';
import { RULES } from './rules';
import { makeAdjacentTenseReader, makeToldTenseReader } from './tense';
import { resolveAgainstTopic } from './topic';
import { startsCleanly, type Candidate, type RuleContext, type Tense } from './rule';
import type { Interval, TimeExpression, WallMs } from '../domain/time';

export interface FindOptions {
  /** Tense to resolve bare weekdays/months with; 'auto' (default) reads it from the sentence. */
  tense?: Tense | 'auto';
}

/**
 * Every time expression in `text`, resolved against `reference` (the message's own time, never "now").
 * Pure; never throws; sorted by start offset; non-overlapping.
 *
 * Pipeline: the grammar's rules (rules/, one file per expression class) and chrono-node (numeric dates only)
 * propose candidates -> false positives are dropped (filter) -> qualifiers join the span (modifiers: "early",
 * "nearly", "or so") -> overlaps are settled, longest first (merge) -> adjacent pieces naming one time are joined
 * (compose: "10 p.m. Wednesday") -> offsets like "a year earlier" follow the period under discussion (topic).
 */
export function findTimeExpressions(text: string, reference: WallMs, options: FindOptions = {}): TimeExpression[] {
  if (typeof text !== 'string' || text.length === 0 || !Number.isFinite(reference)) return [];
  const ref = toDay(reference);
  if (!ref.isValid || Math.abs(ref.year) > 9999) return [];
  const fixed = options.tense && options.tense !== 'auto' ? options.tense : undefined;
  const toldTense = fixed ? () => fixed : makeToldTenseReader(text);
  const adjacentTense = fixed ? () => fixed : makeAdjacentTenseReader(text);
  const ctx: RuleContext = { text, ref: ref.startOf('minute'), tense: (at) => toldTense(at) ?? 'past', toldTense, adjacentTense };
  const found = applyModifiers(text, dropFalsePositives(text, [...collect(ctx), ...chronoCandidates(ctx)]));
  return resolveAgainstAnchor(resolveAgainstTopic(dateClockTimes(text, daysOfNamedMonth(text, composeAdjacent(text, mergeOverlaps(found, text.length)))))).map((c) =>
    toExpression(text, c, reference),
  );
}

function collect(ctx: RuleContext): Candidate[] {
  const out: Candidate[] = [];
  for (const rule of RULES) {
    const re = new RegExp(rule.pattern.source, rule.pattern.flags);
    for (let m = re.exec(ctx.text); m; m = re.exec(ctx.text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (!startsCleanly(ctx.text, m.index)) {
        re.lastIndex = m.index + 1;
        continue;
      }
      const meaning = interpretSafely(rule.interpret, m, ctx);
      if (!meaning) continue;
      const start = m.index + (meaning.trimStart ?? 0);
      const end = m.index + m[0].length - (meaning.trimEnd ?? 0);
      out.push({ ...meaning, start, end, rule: rule.name, priority: rule.priority ?? 0 });
    }
  }
  return out;
}

/** A rule that fails on one odd match (an impossible date deep in luxon) loses that match, not the whole text. */
function interpretSafely(fn: (typeof RULES)[number]['interpret'], m: RegExpExecArray, ctx: RuleContext) {
  try {
    return fn(m, ctx);
  } catch {
    return null;
  }
}

/** "early 2011" is the first third of 2011, "late November" the last, "mid-1990s" the middle one. */
const MOD_THIRDS: Record<string, number> = { START: 0, MID: 1, END: 2 };
const DAY_MS = 86_400_000;

function narrowByMod(interval: Interval | null, mod: string | undefined): Interval | null {
  const third = mod === undefined ? undefined : MOD_THIRDS[mod];
  if (!interval || third === undefined) return interval;
  // Cut at day boundaries when the interval spans days, so "early 2011" ends on a date, not mid-afternoon.
  const unit = interval.end - interval.start >= 3 * DAY_MS ? DAY_MS : 1;
  const cut = (k: number) => interval.start + Math.floor(((interval.end - interval.start) * k) / 3 / unit) * unit;
  return { start: cut(third), end: third === 2 ? interval.end : cut(third + 1) };
}

/**
 * "Earlier this month" said on the 22nd is the 1st to the 22nd, not the month's first third; "later this week" is
 * the rest of the week after that day. Only for a period that holds the moment of writing, told with "earlier"/"later" (which
 * TimeML keeps in the span for a year or month and leaves out for a week).
 */
function cutAtReference(text: string, c: Candidate, interval: Interval | null, reference: WallMs): Interval | null | undefined {
  if (!interval || reference < interval.start || reference >= interval.end) return undefined;
  const said = /(earlier|later)(?:\s+in)?\s+$/i.exec(text.slice(Math.max(0, c.start - 12), c.start))?.[1] ?? /^(earlier|later)\b/i.exec(text.slice(c.start, c.end))?.[1];
  if (!said) return undefined;
  const day = reference - (((reference % DAY_MS) + DAY_MS) % DAY_MS);
  if (said.toLowerCase() === 'earlier') return { start: interval.start, end: day + DAY_MS };
  // "my exam is later this month": from the next day, when the period has one left
  return { start: day + DAY_MS < interval.end ? day + DAY_MS : day, end: interval.end };
}

function toExpression(text: string, c: Candidate, reference: WallMs): TimeExpression {
  const calendar = interpretValue(c.value);
  const whole = c.interval !== undefined ? c.interval : calendar.interval;
  return {
    text: text.slice(c.start, c.end),
    start: c.start,
    end: c.end,
    type: c.type,
    timex3Type: c.timex3Type,
    granularity: c.granularity !== undefined ? c.granularity : calendar.granularity,
    value: c.value,
    interval: cutAtReference(text, c, whole, reference) ?? narrowByMod(whole, c.mod),
    duration: c.timex3Type === 'DURATION' ? c.value : null,
    mod: c.mod ?? null,
    reference,
    confidence: c.confidence ?? 0.85,
  };
}
