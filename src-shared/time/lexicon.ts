/** Word lists the grammar is built from. Regex sources are derived from these tables, never hand-repeated. */

export const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5,
  june: 6, jun: 6, july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9,
  october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
};

/** Full names only: "Sun", "Sat", "Wed" are ordinary words far more often than weekdays. */
export const WEEKDAYS: Record<string, number> = {
  monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7,
};

/** Short weekday forms, read only after "last", "next", "this", "on" ("last Fri"), never alone ("Sun", "sat"). */
export const WEEKDAY_ABBREVIATIONS: Record<string, number> = {
  mon: 1, tue: 2, tues: 2, wed: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6, sun: 7,
};

export const SEASONS: Record<string, string> = {
  spring: 'SP', summer: 'SU', fall: 'FA', autumn: 'FA', winter: 'WI',
};

/** Part of day -> TIMEX3 code. */
export const DAY_PARTS: Record<string, string> = {
  morning: 'MO', afternoon: 'AF', evening: 'EV', night: 'NI', tonight: 'NI',
};

export const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9,
  tenth: 10, eleventh: 11, twelfth: 12, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, last: -1, final: -1,
};

/** Time units -> ISO 8601 duration letter (T-prefixed for clock units) and the granularity they measure. */
export interface UnitInfo {
  iso: string;
  clock: boolean;
  /** How many of `iso` one unit is (a decade is 10 Y). */
  factor: number;
  granularity: 'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'season';
}

export const UNITS: Record<string, UnitInfo> = {
  second: { iso: 'S', clock: true, factor: 1, granularity: 'minute' },
  minute: { iso: 'M', clock: true, factor: 1, granularity: 'minute' },
  hour: { iso: 'H', clock: true, factor: 1, granularity: 'hour' },
  day: { iso: 'D', clock: false, factor: 1, granularity: 'day' },
  night: { iso: 'D', clock: false, factor: 1, granularity: 'day' },
  week: { iso: 'W', clock: false, factor: 1, granularity: 'week' },
  weekend: { iso: 'WE', clock: false, factor: 1, granularity: 'week' },
  fortnight: { iso: 'W', clock: false, factor: 2, granularity: 'week' },
  month: { iso: 'M', clock: false, factor: 1, granularity: 'month' },
  quarter: { iso: 'Q', clock: false, factor: 1, granularity: 'quarter' },
  season: { iso: 'M', clock: false, factor: 3, granularity: 'season' },
  year: { iso: 'Y', clock: false, factor: 1, granularity: 'year' },
  decade: { iso: 'Y', clock: false, factor: 10, granularity: 'year' },
  century: { iso: 'Y', clock: false, factor: 100, granularity: 'year' },
};

/** Singular or plural form of a unit word -> its canonical key in UNITS. */
export function unitKey(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w === 'centuries') return 'century';
  const singular = w.endsWith('s') ? w.slice(0, -1) : w;
  return singular in UNITS ? singular : undefined;
}

/** Regex alternation of the keys of a table, longest first so "sept" wins over "sep". */
export function alternation(words: Iterable<string>): string {
  return [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}

/** Whether words open with a month or weekday name ("August", "Friday the 13th"): a date, not a name. */
export function opensWithMonthOrWeekday(words: string): boolean {
  const first = words.trim().split(/\s+/)[0]!.toLowerCase();
  return first in MONTHS || first in WEEKDAYS;
}
