import { describe, expect, it } from 'vitest';
import type { Fact } from '../domain/memory';
import { currentAsOf, currentOf, holdsAt, knownAsOf, nextOf, previousOf, stateHistory } from './timeline-queries';

const Y = (y: number) => Date.UTC(y, 0, 1);

function fact(id: string, over: Partial<Fact>): Fact {
  return {
    id, text: id, subjectId: 'me', relation: 'lives_in', objectId: id, objectLiteral: null, attributes: {}, kind: 'state', negated: false,
    eventTime: null, validFrom: null, validTo: null, validGranularity: 'year', recordedAt: 0, expiredAt: null, status: 'active',
    confidence: 0.8, supersededBy: null, sourceMessageId: id, sourceMessageIds: [id], cellId: null, embedding: null, embeddingModel: null, ...over,
  };
}

const paris = fact('paris', { validFrom: Y(2015), validTo: Y(2018), status: 'archived', supersededBy: 'london', recordedAt: Y(2015), expiredAt: Y(2018) });
const london = fact('london', { validFrom: Y(2018), validTo: Y(2022), status: 'archived', supersededBy: 'tokyo', recordedAt: Y(2018), expiredAt: Y(2022) });
const tokyo = fact('tokyo', { validFrom: Y(2022), recordedAt: Y(2022) });
const denied = fact('rome', { negated: true, status: 'archived', recordedAt: Y(2019) });
const plan = fact('berlin', { kind: 'plan', validFrom: Y(2030), recordedAt: Y(2023) });
const all = [tokyo, denied, paris, plan, london];

describe('timeline queries', () => {
  it('orders the chain by valid time, leaving out denials and plans', () => {
    expect(stateHistory(all).map((f) => f.id)).toEqual(['paris', 'london', 'tokyo']);
    expect(currentOf(all).map((f) => f.id)).toEqual(['tokyo']);
  });

  it('answers what held at a time, before and after a value', () => {
    expect(holdsAt(all, Y(2019)).map((f) => f.id)).toEqual(['london']);
    expect(holdsAt(all, Y(2018)).map((f) => f.id)).toEqual(['london']);
    expect(holdsAt(all, Y(2010))).toEqual([]);
    expect(previousOf(all, tokyo)?.id).toBe('london');
    expect(previousOf(all, paris)).toBeNull();
    expect(nextOf(all, paris)?.id).toBe('london');
    expect(nextOf(all, tokyo)).toBeNull();
  });

  it('answers as of a record time (what the system knew then)', () => {
    expect(knownAsOf(all, Y(2019)).map((f) => f.id).sort()).toEqual(['london', 'paris', 'rome']);
    expect(currentAsOf(london, Y(2020))).toBe(true);
    expect(currentAsOf(london, Y(2023))).toBe(false);
    expect(currentAsOf(tokyo, Y(2021))).toBe(false);
  });
});
