import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src-shared/domain/memory';
import { makeFact } from '../fact-fixture';
import { parseWallTime } from '../../../src-shared/domain/wall-time';
import { buildTimeline, factAsOf } from './timeline-items';

const t = parseWallTime;
const entity = (id: string, name: string): Entity => ({ id, name, key: name.toLowerCase(), aliases: [], type: 'place', firstSeen: 0, lastSeen: 0 });
const entities = new Map([['me', entity('me', 'Me')], ['paris', entity('paris', 'Paris')], ['london', entity('london', 'London')]]);

const fact = makeFact;

// Paris (from 2020, recorded Jan 2024) superseded by London (from 2023, recorded Mar 2024).
const paris = fact({ id: 'paris', objectId: 'paris', validFrom: t('2020-06-01'), validTo: t('2023-02-01'), status: 'archived', expiredAt: t('2024-03-01'), supersededBy: 'london' });
const london = fact({ id: 'london', objectId: 'london', validFrom: t('2023-02-01'), recordedAt: t('2024-03-01') });
const now = t('2024-06-01');

describe('factAsOf', () => {
  it('hides facts not yet recorded and replays later supersessions as still open', () => {
    expect(factAsOf(london, t('2024-02-01'))).toBeNull();
    expect(factAsOf(paris, t('2024-02-01'))).toEqual({ status: 'active', validTo: null });
    expect(factAsOf(paris, t('2024-03-01'))).toEqual({ status: 'archived', validTo: t('2023-02-01') });
    expect(factAsOf(paris, null)?.status).toBe('archived');
  });
});

describe('buildTimeline', () => {
  it('puts both cities in one group, archived and active, as ranges', () => {
    const { groups, items } = buildTimeline({ facts: [paris, london], entities, messageTimes: new Map(), asOf: null, now });
    expect(groups).toEqual([{ id: 'me|lives_in', content: 'Me · lives in', subjectId: 'me', relation: 'lives_in' }]);
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get('paris')).toMatchObject({ type: 'range', content: 'Paris', start: t('2020-06-01'), end: t('2023-02-01') });
    expect(byId.get('paris')?.className.split(' ')).toContain('archived');
    // Still true: runs on past now by a visible tail (8% of the shown span, at least 30 days).
    expect(byId.get('london')).toMatchObject({ type: 'range', content: 'London', end: now + (now - t('2020-06-01')) * 0.08 });
    expect(byId.get('london')?.className.split(' ')).toEqual(expect.arrayContaining(['active', 'open']));
  });

  it('replays an earlier record time: only Paris, active and open-ended', () => {
    const { items } = buildTimeline({ facts: [paris, london], entities, messageTimes: new Map(), asOf: t('2024-02-01'), now });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 'paris', status: 'active' });
    expect(items[0]!.end).toBeGreaterThan(t('2024-02-01'));
  });

  it('places undated events at their source message time, as points', () => {
    const visit = fact({ id: 'v', kind: 'event', relation: 'visited', objectLiteral: 'the Louvre', sourceMessageId: 'm9' });
    const { items } = buildTimeline({ facts: [visit], entities, messageTimes: new Map([['m9', t('2022-05-05T10:00')]]), asOf: null, now });
    expect(items[0]).toMatchObject({ type: 'box', start: t('2022-05-05T10:00'), content: 'the Louvre' });
    expect(items[0]?.className).toContain('undated');
  });

  it('filters by entity, relation and text; unknown entities and empty input do not throw', () => {
    const job = fact({ id: 'job', relation: 'works_at', objectLiteral: 'Acme', subjectId: 'ghost', validFrom: t('2019-01-01') });
    const input = { facts: [paris, london, job], entities, messageTimes: new Map(), asOf: null, now };
    expect(buildTimeline({ ...input, filter: { entityId: 'london' } }).items.map((i) => i.id)).toEqual(['london']);
    expect(buildTimeline({ ...input, filter: { relation: 'works_at' } }).groups[0]?.content).toBe('Unknown · works at');
    expect(buildTimeline({ ...input, filter: { text: 'PAR' } }).items.map((i) => i.id)).toEqual(['paris']);
    expect(buildTimeline({ ...input, facts: [] })).toEqual({ groups: [], items: [] });
  });

  it('never produces an empty or inverted range', () => {
    const future = fact({ id: 'f', validFrom: t('2030-01-01') });
    const [item] = buildTimeline({ facts: [future], entities, messageTimes: new Map(), asOf: null, now }).items;
    expect(item!.end! - item!.start).toBeGreaterThan(0);
  });
});
