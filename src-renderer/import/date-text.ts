import type { WallMs } from '../../src-shared/domain/time';

/** A date read from a file name, heading or front matter. `impossible` = looked like a date but is not one (Feb 30). */
export type DateRead = { ok: true; time: WallMs; hasClock: boolean } | { ok: false; impossible: boolean };

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
const WEEKDAY = String.raw`(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+)?`;
const CLOCK = String.raw`(?:[ T,]+(\d{1,2})[:.h](\d{2})(?::\d{2})?\s*(am|pm)?)?`;
const MONTH_NAME = String.raw`([a-z]{3,9})\.?`;

/** Date shapes, each mapping its match to [year, month, day, hour?, minute?, ampm?]. */
const SHAPES: { re: RegExp; read(m: RegExpExecArray): (string | undefined)[] }[] = [
  // 2021-03-04, 2021_03_04, 2021.03.04, 2021/03/04, optionally with a clock
  { re: new RegExp(String.raw`^${WEEKDAY}(\d{4})[-_./](\d{1,2})[-_./](\d{1,2})${CLOCK}$`, 'i'), read: (m) => [m[1], m[2], m[3], m[4], m[5], m[6]] },
  // 20210304
  { re: /^(\d{4})(\d{2})(\d{2})$/, read: (m) => [m[1], m[2], m[3]] },
  // March 4, 2021 / Mar 4th 2021
  { re: new RegExp(String.raw`^${WEEKDAY}${MONTH_NAME}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})${CLOCK}$`, 'i'), read: (m) => [m[3], m[1], m[2], m[4], m[5], m[6]] },
  // 4 March 2021 / Monday, 4th March 2021
  { re: new RegExp(String.raw`^${WEEKDAY}(\d{1,2})(?:st|nd|rd|th)?\s+${MONTH_NAME},?\s+(\d{4})${CLOCK}$`, 'i'), read: (m) => [m[3], m[2], m[1], m[4], m[5], m[6]] },
];

function toNumberMonth(month: string): number | null {
  if (/^\d+$/.test(month)) return Number(month);
  return MONTHS[month.toLowerCase()] ?? null;
}

/** Reads a whole string as a calendar date (with an optional clock time), strictly: partial matches are not dates. */
export function readDate(raw: string): DateRead {
  const text = raw.trim().replace(/\s+/g, ' ');
  for (const shape of SHAPES) {
    const m = shape.re.exec(text);
    if (!m) continue;
    const [y, mo, d, h, mi, ampm] = shape.read(m);
    const year = Number(y);
    const month = toNumberMonth(mo ?? '');
    const day = Number(d);
    if (month === null) return { ok: false, impossible: false };
    let hour = h === undefined ? 12 : Number(h);
    const minute = mi === undefined ? 0 : Number(mi);
    if (ampm) hour = (hour % 12) + (ampm.toLowerCase() === 'pm' ? 12 : 0);
    const time = Date.UTC(year, month - 1, day, hour, minute);
    const back = new Date(time);
    const valid = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day && hour < 24 && minute < 60;
    if (!valid || year < 1000 || year > 2999) return { ok: false, impossible: true };
    return { ok: true, time, hasClock: h !== undefined };
  }
  return { ok: false, impossible: false };
}

/** Finds a date inside a file path (`2021-03-04.md`, `journal/2021/03/04.md`, `20210304-notes.md`). */
export function readDateFromPath(path: string): DateRead {
  const parts = path.split(/[\\/]/);
  const name = (parts[parts.length - 1] ?? '').replace(/\.[^.]+$/, '');
  const inName = /(\d{4}[-_.]\d{1,2}[-_.]\d{1,2})|(?:^|\D)(\d{8})(?:\D|$)/.exec(name);
  const token = inName?.[1] ?? inName?.[2];
  if (token) return readDate(token);
  // Folder layout year/month/day.md
  const tail = parts.slice(-3);
  if (tail.length === 3 && /^\d{4}$/.test(tail[0]!) && /^\d{1,2}$/.test(tail[1]!) && /^\d{1,2}$/.test(name)) {
    return readDate(`${tail[0]}-${tail[1]}-${name}`);
  }
  return { ok: false, impossible: false };
}
