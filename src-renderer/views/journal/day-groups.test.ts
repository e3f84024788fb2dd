import { describe, expect, it } from 'vitest';
import { parseWallTime } from '../../../src-shared/domain/wall-time';
import { groupByDay } from './day-groups';

const at = (iso: string, id: string) => ({ id, time: parseWallTime(iso) });

describe('groupByDay', () => {
  it('returns no groups for no items', () => {
    expect(groupByDay([])).toEqual([]);
  });

  it('sorts out-of-order entries and splits them at midnight', () => {
    const groups = groupByDay([
      at('2021-03-02T00:00', 'c'),
      at('2020-01-01T09:00', 'a'),
      at('2021-03-01T23:59', 'b'),
      at('2021-03-02T12:00', 'd'),
    ]);
    expect(groups.map((g) => g.day)).toEqual(['2020-01-01', '2021-03-01', '2021-03-02']);
    expect(groups[2]?.items.map((i) => i.id)).toEqual(['c', 'd']);
    expect(groups[1]?.start).toBe(parseWallTime('2021-03-01'));
  });

  it('keeps equal times in input order and handles far past years', () => {
    const groups = groupByDay([at('0900-05-05T10:00', 'x'), at('0900-05-05T10:00', 'y')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((i) => i.id)).toEqual(['x', 'y']);
  });
});
