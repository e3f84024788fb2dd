import type { TimeExpression, WallMs } from '../domain/time';
import { DAY_MS } from './calendar';

const UNITS = [
  { key: 'Y', name: 'year', days: 365.25 },
  { key: 'M', name: 'month', days: 30.44 },
  { key: 'W', name: 'week', days: 7 },
  { key: 'D', name: 'day', days: 1 },
] as const;

/** An ISO length unit: years, months, weeks or days. */
export type LengthUnit = (typeof UNITS)[number]['key'];

/** The unit a word names ("month" -> "M"), null for another word. */
export function unitNamed(name: string): LengthUnit | null {
  return UNITS.find((u) => u.name === name.toLowerCase())?.key ?? null;
}

const ISO = /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(T.*)?$/;

/** The calendar part of an ISO length, and whether a time part ("T12H") follows it. */
interface IsoLength {
  units: Record<LengthUnit, number>;
  clock: boolean;
}

/** "P1Y6M" -> 1 year and 6 months (0 weeks, 0 days); null for anything else (incl. "P", "PXY"). */
export function parseIsoLength(iso: string): IsoLength | null {
  const m = ISO.exec(iso);
  if (!m || iso === 'P') return null;
  const units = Object.fromEntries(UNITS.map((u, i) => [u.key, Number(m[i + 1] ?? 0)])) as Record<LengthUnit, number>;
  return { units, clock: m[5] !== undefined };
}

const CLOCK = /^T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?$/;
const CLOCK_UNITS = ['hour', 'minute'] as const;

/** "P4Y" -> "4 years", "P1Y6M" -> "1 year and 6 months", "PT6H" -> "6 hours"; null for anything else (incl. PXY). */
export function humanDuration(iso: string): string | null {
  const length = parseIsoLength(iso);
  if (!length) return null;
  const named = (n: number, name: string) => (n > 0 ? [`${n} ${name}${n === 1 ? '' : 's'}`] : []);
  const clock = length.clock ? CLOCK.exec(iso.slice(iso.indexOf('T'))) : null;
  if (length.clock && !clock) return null;
  const parts = [...UNITS.flatMap((u) => named(length.units[u.key], u.name)), ...CLOCK_UNITS.flatMap((name, i) => named(Number(clock?.[i + 1] ?? 0), name))];
  return parts.length ? parts.join(' and ') : null;
}

/** The moment a calendar length before `at` ("P8Y" before November 2023 -> November 2015); null for a clock length or PXY. */
export function lengthBefore(iso: string, at: WallMs): WallMs | null {
  const length = parseIsoLength(iso);
  if (!length || length.clock) return null;
  const d = new Date(at);
  const { Y, M, W, D } = length.units;
  // a month back from 31 March is the last day of February, not 3 March; a part month ("P1.5M") counts in days
  const back = 12 * Y + M;
  const months = d.getUTCFullYear() * 12 + d.getUTCMonth() - Math.floor(back);
  const [year, month] = [Math.floor(months / 12), ((months % 12) + 12) % 12];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  d.setUTCFullYear(year, month, Math.min(d.getUTCDate(), lastDay));
  d.setUTCDate(d.getUTCDate() - Math.round((back % 1) * UNIT_DAYS.M + 7 * W + D));
  return d.getTime();
}

/** A length as said in an answer: "3 months", or "Less than a day" for a zero length. */
export function humanLength(iso: string): string {
  return humanDuration(iso) ?? 'Less than a day';
}

/** Days in one of each ISO length unit. */
export const UNIT_DAYS: Readonly<Record<LengthUnit, number>> = Object.fromEntries(UNITS.map((u) => [u.key, u.days])) as Record<LengthUnit, number>;

/** Days in the smallest unit of an ISO length ("P10Y" -> 365.25, "P2W" -> 7); a day for anything else. */
export function unitDays(iso: string): number {
  const key = /([YMWD])$/.exec(iso)?.[1] as LengthUnit | undefined;
  return key ? UNIT_DAYS[key] : 1;
}

/** Whole calendar months between two wall times (floor). */
function monthsBetween(from: WallMs, to: WallMs): number {
  const a = new Date(from);
  const b = new Date(to);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/** The length from `from` to `to` in the coarsest unit that fits (years, then months, weeks, days), rounded. */
export function durationBetween(from: WallMs, to: WallMs): string {
  const months = monthsBetween(from, to);
  const days = Math.max(0, Math.round((to - from) / DAY_MS));
  if (months >= 12) return `P${Math.round(months / 12)}Y`;
  if (months >= 1) return `P${months}M`;
  if (days >= 14) return `P${Math.round(days / 7)}W`;
  return `P${days}D`;
}

/**
 * A tenure's length in years and months ("P3Y6M"), months rounded from days: tenure ends are often
 * known only to the month ("left last month"), so whole calendar months would undercount by one.
 * Under a month it is `durationBetween`.
 */
export function tenureLength(from: WallMs, to: WallMs): string {
  const days = (to - from) / DAY_MS;
  if (days < UNITS[1].days) return durationBetween(from, to);
  const months = Math.round(days / UNITS[1].days);
  const [years, rest] = [Math.floor(months / 12), months % 12];
  return `P${years ? `${years}Y` : ''}${rest ? `${rest}M` : ''}`;
}

/** A length as told: its ISO form, its words, and whether the number is a reading of "few". */
export interface ToldLength {
  iso: string;
  words: string;
  approximate: boolean;
}

/**
 * A time expression that tells a length: "for 3 years" -> P3Y, "3 years"; "for the past few months"
 * (PXM, tagged like a span) -> about three, P3M, "a few months", so a start can be reached back to;
 * null for a length that is no number ("several weeks", "ages") and for anything not a length.
 */
export function toldLength(t: Pick<TimeExpression, 'text' | 'type' | 'value' | 'duration'>): ToldLength | null {
  if (!t.duration || (t.type !== 'duration' && !t.value.startsWith('PX'))) return null;
  const exact = humanDuration(t.duration);
  if (exact) return { iso: t.duration, words: exact, approximate: false };
  const unit = /^PX([YMWD])$/.exec(t.duration)?.[1];
  const name = UNITS.find((u) => u.key === unit)?.name;
  return name && /\bfew\b/i.test(t.text) ? { iso: `P3${unit}`, words: `a few ${name}s`, approximate: true } : null;
}
