import type { WallMs } from './time';

const ISO_LOCAL = /^(-?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parse an ISO 8601 date or date-time into floating wall-clock ms. An explicit offset is
 * dropped on purpose: the writer's wall clock is what their words refer to.
 */
export function parseWallTime(iso: string): WallMs {
  const m = ISO_LOCAL.exec(iso.trim());
  if (!m) throw new RangeError(`Not an ISO 8601 date or date-time: ${JSON.stringify(iso.slice(0, 60))}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = m;
  const month = Number(mo);
  const day = Number(d);
  // setUTCFullYear, because Date.UTC reads years 0-99 as 1900-1999.
  const back = new Date(Date.UTC(2000, month - 1, day, Number(h), Number(mi), Number(s), Number(frac.slice(0, 3).padEnd(3, '0'))));
  back.setUTCFullYear(Number(y), month - 1, day);
  const ms = back.getTime();
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw new RangeError(`Impossible date or time: ${iso}`);
  }
  return ms;
}

/** Format wall ms as `YYYY-MM-DDTHH:mm:ss` (no offset). */
export function formatWallTime(ms: WallMs): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** Format wall ms as `YYYY-MM-DD`. */
export function formatWallDate(ms: WallMs): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The wall-clock reading of a real instant in the machine's zone (for "now" and record times). */
export function wallNow(date: Date = new Date()): WallMs {
  return date.getTime() - date.getTimezoneOffset() * 60_000;
}
