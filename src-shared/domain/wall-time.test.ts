import { describe, expect, it } from 'vitest';
import { formatWallDate, formatWallTime, parseWallTime, wallNow } from './wall-time';

describe('wall-clock time', () => {
  it('reads dates and date-times as floating wall-clock time, dropping any offset', () => {
    expect(formatWallTime(parseWallTime('2023-05-08T13:56:00'))).toBe('2023-05-08T13:56:00');
    expect(formatWallTime(parseWallTime('2023-05-08T13:56:00+09:00'))).toBe('2023-05-08T13:56:00');
    expect(formatWallTime(parseWallTime('2023-05-08 13:56'))).toBe('2023-05-08T13:56:00');
    expect(formatWallDate(parseWallTime('2023-05-08'))).toBe('2023-05-08');
    expect(formatWallTime(parseWallTime('2024-02-29T23:59:59.999Z'))).toBe('2024-02-29T23:59:59');
  });

  it('keeps years 0-99 as written (Date.UTC would read them as 1900-1999)', () => {
    expect(formatWallDate(parseWallTime('0045-03-15'))).toBe('0045-03-15');
    expect(formatWallDate(parseWallTime('0099-12-31'))).toBe('0099-12-31');
  });

  it('rejects impossible dates and malformed text with a clear error', () => {
    for (const bad of ['2023-02-30', '2023-02-29', '2023-13-01', '2023-05-08T24:00', '2023-05-08T12:60', '', 'yesterday', '2023-5-8', '\u202e2023-05-08']) {
      expect(() => parseWallTime(bad), bad).toThrow(RangeError);
    }
  });

  it('reads the machine clock as a wall-clock reading in its zone', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(formatWallTime(wallNow(new Date('2024-01-01T12:00:00Z')))).toBe('2024-01-01T21:00:00');
      process.env.TZ = 'America/New_York';
      expect(formatWallTime(wallNow(new Date('2024-07-01T12:00:00Z')))).toBe('2024-07-01T08:00:00');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
