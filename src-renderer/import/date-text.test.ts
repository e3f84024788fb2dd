import { describe, expect, it } from 'vitest';
import { parseWallTime as t } from '../../src-shared/domain/wall-time';
import { readDate, readDateFromPath } from './date-text';

const ok = (time: number, hasClock = false) => ({ ok: true, time, hasClock });

describe('readDate', () => {
  it('reads the usual journal date shapes, at noon unless a clock time is given', () => {
    expect(readDate('2021-03-04')).toEqual(ok(t('2021-03-04T12:00')));
    expect(readDate('2021/3/4 9:05 pm')).toEqual(ok(t('2021-03-04T21:05'), true));
    expect(readDate('Thursday, March 4th, 2021')).toEqual(ok(t('2021-03-04T12:00')));
    expect(readDate('4 Mar 2021 07:30')).toEqual(ok(t('2021-03-04T07:30'), true));
    expect(readDate('12:00 am')).toEqual({ ok: false, impossible: false });
    expect(readDate('2021-03-04T00:15')).toEqual(ok(t('2021-03-04T00:15'), true));
  });

  it('calls impossible dates impossible and everything else not a date', () => {
    for (const bad of ['2021-02-30', 'Feb 30, 2021', '2021-13-01', '2021-01-01 25:00', '0999-01-01', '3000-01-01']) expect(readDate(bad)).toEqual({ ok: false, impossible: true });
    for (const not of ['', 'yesterday', 'Smarch 4, 2021', '2021-03-04 and more', 'x'.repeat(10_000), '٢٠٢١-٠٣-٠٤']) expect(readDate(not)).toEqual({ ok: false, impossible: false });
  });
});

describe('readDateFromPath', () => {
  it('finds dates in names and year/month/day folders', () => {
    expect(readDateFromPath('a/b/2021_03_04 notes.md')).toEqual(ok(t('2021-03-04T12:00')));
    expect(readDateFromPath('C:\\journal\\2020\\12\\31.md')).toEqual(ok(t('2020-12-31T12:00')));
    expect(readDateFromPath('x/20200229.md')).toEqual(ok(t('2020-02-29T12:00')));
    expect(readDateFromPath('x/20190229.md')).toEqual({ ok: false, impossible: true });
    expect(readDateFromPath('notes.md')).toEqual({ ok: false, impossible: false });
    expect(readDateFromPath('')).toEqual({ ok: false, impossible: false });
  });
});
