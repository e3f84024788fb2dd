import { describe, expect, it } from 'vitest';
import { makeFact } from '../fact-fixture';
import { parseWallTime as t } from '../../../src-shared/domain/wall-time';
import { runStructuredQuery, type StructuredQuery } from './structured-query';

const fact = makeFact;

const paris = fact({ id: 'paris', objectId: 'paris', validFrom: t('2020-06-01'), validTo: t('2023-02-01'), status: 'archived', expiredAt: t('2024-03-01'), supersededBy: 'london' });
const london = fact({ id: 'london', objectId: 'london', validFrom: t('2023-02-01'), recordedAt: t('2024-03-01') });
const trip = fact({ id: 'trip', kind: 'event', relation: 'visited', objectLiteral: 'Rome', eventTime: { start: t('2021-07-10'), end: t('2021-07-11'), granularity: 'day', value: '2021-07-10' } });
const undated = fact({ id: 'undated', relation: 'likes', kind: 'preference', objectLiteral: 'tea' });
const all = [paris, london, trip, undated];
const q = (over: Partial<StructuredQuery>): StructuredQuery => ({ entityId: null, relation: null, time: { kind: 'any' }, asOf: null, ...over });
const ids = (query: StructuredQuery) => runStructuredQuery(all, query).map((m) => m.fact.id);

describe('runStructuredQuery', () => {
  it('answers "where did I live in June 2021" with the archived Paris fact', () => {
    expect(ids(q({ relation: 'lives_in', time: { kind: 'point', at: t('2021-06-15') } }))).toEqual(['paris']);
  });

  it('treats the boundary day as belonging to the newer state (half-open intervals)', () => {
    expect(ids(q({ relation: 'lives_in', time: { kind: 'point', at: t('2023-02-01') } }))).toEqual(['london']);
  });

  it('finds states and events overlapping a range, current facts first', () => {
    expect(ids(q({ time: { kind: 'range', from: t('2021-01-01'), to: t('2024-01-01') } }))).toEqual(['trip', 'london', 'paris']);
  });

  it('filters by entity as subject or object and leaves undated facts out of time queries', () => {
    expect(ids(q({ entityId: 'london' }))).toEqual(['london']);
    expect(ids(q({}))).toContain('undated');
    expect(ids(q({ time: { kind: 'point', at: t('1999-01-01') } }))).toEqual([]);
  });

  it('replays record time: before London was learned, Paris is current and open-ended', () => {
    const matches = runStructuredQuery(all, q({ relation: 'lives_in', time: { kind: 'point', at: t('2023-06-01') }, asOf: t('2024-02-01') }));
    expect(matches.map((m) => [m.fact.id, m.status])).toEqual([['paris', 'active']]);
  });

  it('returns nothing for no facts', () => {
    expect(runStructuredQuery([], q({}))).toEqual([]);
  });
});
