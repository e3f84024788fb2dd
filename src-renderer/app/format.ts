import type { WallMs } from '../../src-shared/domain/time';
import { formatWallTime, parseWallTime } from '../../src-shared/domain/wall-time';

// Wall ms are floating wall-clock time computed as if UTC, so every formatter pins timeZone UTC.
const dayFormat = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dateFormat = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const clockFormat = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });

export function formatDay(ms: WallMs): string {
  return dayFormat.format(ms);
}

export function formatDate(ms: WallMs): string {
  return dateFormat.format(ms);
}

export function formatClock(ms: WallMs): string {
  return clockFormat.format(ms);
}

export function formatDateTime(ms: WallMs): string {
  return `${dateFormat.format(ms)}, ${clockFormat.format(ms)}`;
}

/** The value an `<input type="datetime-local">` shows for wall ms. */
export function toDatetimeLocal(ms: WallMs): string {
  return formatWallTime(ms).slice(0, 16);
}

/** Wall ms from an `<input type="datetime-local">` or `<input type="date">` value; null when empty or invalid. */
export function fromDateInput(value: string): WallMs | null {
  if (!value.trim()) return null;
  try {
    return parseWallTime(value);
  } catch {
    return null;
  }
}

/** Message of any thrown value, for showing errors plainly. */
export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}
