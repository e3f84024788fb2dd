import { describe, expect, it } from 'vitest';
import type { FactClaim } from '../domain/memory';
import { combinedConfidence, reinforce } from './confidence';
import { factGroupKey, resolveGroup, type FactGroup } from './resolve-facts';

const DAY = 86_400_000;
const t = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

function claim(id: string, over: Partial<FactClaim>): FactClaim {
  const messageTime = over.messageTime ?? over.validFrom ?? over.validTo ?? t('2020-01-01');
  return {
    id,
    messageId: id.split('#')[0]!,
    messageTime,
    recordedAt: over.recordedAt ?? messageTime,
    text: `${id} text`,
    objectId: null,
    objectLiteral: null,
    kind: 'state',
    negated: false,
    eventTime: null,
    validFrom: null,
    validTo: null,
    validGranularity: 'day',
    confidence: 0.8,
    attributes: {},
    ...over,
  };
}

const livesIn = (claims: FactClaim[]) => {
  const group: FactGroup = { key: factGroupKey('me', 'lives_in', claims[0]!), subjectId: 'me', relation: 'lives_in' };
  return resolveGroup(group, claims);
};

describe('state chains by valid time', () => {
  const paris = claim('m1#0', { objectId: 'paris', validFrom: t('2015-01-01') });
  const london = claim('m2#0', { objectId: 'london', validFrom: t('2018-06-01') });
  const tokyo = claim('m3#0', { objectId: 'tokyo', validFrom: t('2022-02-01') });

  it('closes each value at the start of the next and archives it', () => {
    const facts = livesIn([paris, london, tokyo]);
    expect(facts.map((f) => [f.objectId, f.status, f.validFrom, f.validTo])).toEqual([
      ['paris', 'archived', t('2015-01-01'), t('2018-06-01')],
      ['london', 'archived', t('2018-06-01'), t('2022-02-01')],
      ['tokyo', 'active', t('2022-02-01'), null],
    ]);
    expect(facts[0]!.supersededBy).toBe(facts[1]!.id);
    expect(facts[1]!.supersededBy).toBe(facts[2]!.id);
  });

  it('gives the same facts for every arrival order', () => {
    const reference = JSON.stringify(livesIn([paris, london, tokyo]));
    for (const order of [[tokyo, paris, london], [london, tokyo, paris], [tokyo, london, paris]]) expect(JSON.stringify(livesIn(order))).toBe(reference);
  });

  it('records when the system retired a value, apart from when it ended in the world', () => {
    const late = claim('m4#0', { objectId: 'tokyo', validFrom: t('2022-02-01'), recordedAt: t('2023-05-05') });
    const [p, tk] = livesIn([claim('m1#0', { objectId: 'paris', validFrom: t('2015-01-01') }), late]);
    expect(p!.validTo).toBe(t('2022-02-01'));
    expect(p!.expiredAt).toBe(t('2023-05-05'));
    expect(tk!.expiredAt).toBeNull();
  });

  it('merges a repeated value into one fact, raising its confidence and widening its start', () => {
    const again = claim('m5#0', { objectId: 'paris', validFrom: t('2014-03-01') });
    const facts = livesIn([paris, again, london]);
    expect(facts).toHaveLength(2);
    expect(facts[0]).toMatchObject({ validFrom: t('2014-03-01'), sourceMessageIds: ['m5', 'm1'] });
    expect(facts[0]!.confidence).toBeCloseTo(reinforce(0.8));
  });

  it('a negated claim ends the value it names without a successor', () => {
    const noMore = claim('m6#0', { objectId: 'paris', negated: true, validTo: t('2016-01-01') });
    const [p] = livesIn([paris, noMore]);
    expect(p).toMatchObject({ status: 'archived', validTo: t('2016-01-01'), supersededBy: null, negated: false });
    expect(p!.sourceMessageIds).toEqual(['m1', 'm6']);
  });

  it('an ending with nothing to end is kept as an ended fact of unknown start; a bare denial as a negated fact', () => {
    const [ended] = livesIn([claim('m7#0', { objectId: 'rome', negated: true, validTo: t('2019-01-01'), attributes: { ends: 'true' } })]);
    expect(ended).toMatchObject({ status: 'archived', validFrom: null, validTo: t('2019-01-01'), negated: false });
    const [denied] = livesIn([claim('m8#0', { objectId: 'rome', negated: true, validTo: t('2019-01-01') })]);
    expect(denied).toMatchObject({ status: 'archived', negated: true });
  });

  it('an ending that only closes ("done with Delft") ends a known state of its value, and tells none otherwise', () => {
    const done = claim('m11#0', { objectId: 'paris', negated: true, validTo: t('2016-01-01'), attributes: { ends: 'true', closesOnly: 'true' } });
    expect(livesIn([paris, done]).map((f) => [f.objectId, f.status, f.validTo])).toEqual([['paris', 'archived', t('2016-01-01')]]);
    expect(livesIn([done])).toEqual([]);
  });

  it('a planned state holds from its planned time, unless called off before it came due, said again for later, or told as done', () => {
    const sheffield = claim('k3#0', { objectId: 'sheffield', validFrom: t('2019-04-28') });
    const plan = (id: string, objectId: string, from: string, said: string) =>
      claim(id, { objectId, validFrom: t(from), messageTime: t(said), attributes: { planned: 'true' } });
    const copenhagen = plan('k4#1', 'copenhagen', '2022-09-01', '2022-08-31');
    expect(livesIn([sheffield, copenhagen]).map((f) => [f.objectId, f.validFrom, f.validTo])).toEqual([
      ['sheffield', t('2019-04-28'), t('2022-09-01')],
      ['copenhagen', t('2022-09-01'), null],
    ]);
    const izmir = plan('y2#0', 'izmir', '2023-09-01', '2023-05-10');
    const postponed = claim('y3#9', { validFrom: t('2023-09-20'), messageTime: t('2023-09-20'), attributes: { callsOff: 'true' } });
    expect(livesIn([sheffield, izmir, postponed]).map((f) => f.objectId)).toEqual(['sheffield']);
    // a call-off long after the plan came due does not undo it
    const late = claim('y9#9', { validFrom: t('2024-06-01'), messageTime: t('2024-06-01'), attributes: { callsOff: 'true' } });
    expect(livesIn([sheffield, izmir, late]).map((f) => f.objectId)).toEqual(['sheffield', 'izmir']);
    const again = plan('y5#0', 'izmir', '2024-04-01', '2023-12-01');
    expect(livesIn([sheffield, izmir, again]).map((f) => [f.objectId, f.validFrom])).toEqual([
      ['sheffield', t('2019-04-28')],
      ['izmir', t('2024-04-01')],
    ]);
    const moved = claim('y4#0', { objectId: 'izmir', validFrom: t('2024-04-08') });
    expect(livesIn([sheffield, izmir, moved]).map((f) => [f.objectId, f.validFrom])).toEqual([
      ['sheffield', t('2019-04-28')],
      ['izmir', t('2024-04-08')],
    ]);
  });

  it('an ending that names no value ends the current one, and says nothing when there is none', () => {
    const leave = claim('m10#1', { negated: true, validTo: t('2020-01-01'), attributes: { ends: 'true' } });
    const facts = livesIn([paris, london, leave]);
    expect(facts.map((f) => [f.objectId, f.status, f.validTo])).toEqual([
      ['paris', 'archived', t('2018-06-01')],
      ['london', 'archived', t('2020-01-01')],
    ]);
    expect(livesIn([leave])).toEqual([]);
  });

  it('a past statement with no date never closes the current value', () => {
    const floating = claim('m8#0', { objectId: 'madrid', validFrom: null, messageTime: t('2023-01-01') });
    const facts = livesIn([paris, london, floating]);
    const current = facts.filter((f) => f.status === 'active');
    expect(current.map((f) => f.objectId)).toEqual(['london']);
    expect(facts.find((f) => f.objectId === 'madrid')).toMatchObject({ status: 'archived', validFrom: null });
  });

  it('a value that ended by its own date is followed by a gap, not stretched to the next value', () => {
    const past = claim('m9#0', { objectId: 'paris', validFrom: t('2015-01-01'), validTo: t('2016-01-01') });
    const [p, l] = livesIn([past, london]);
    expect([p!.validTo, l!.status]).toEqual([t('2016-01-01'), 'active']);
  });
});

describe('cumulative facts', () => {
  it('different dates are different events; the same date is one event stated twice', () => {
    const visit = (id: string, day: string, messageDay: string) =>
      claim(id, { kind: 'event', objectId: 'rome', eventTime: { start: t(day), end: t(day) + DAY, granularity: 'day', value: day }, messageTime: t(messageDay) });
    const claims = [visit('a#0', '2019-05-02', '2019-05-03'), visit('b#0', '2019-05-02', '2019-05-10'), visit('c#0', '2021-07-01', '2021-07-02')];
    const groups = new Map<string, FactClaim[]>();
    for (const c of claims) groups.set(factGroupKey('me', 'visited', c), [...(groups.get(factGroupKey('me', 'visited', c)) ?? []), c]);
    expect(groups.size).toBe(2);
    const facts = [...groups].flatMap(([key, cs]) => resolveGroup({ key, subjectId: 'me', relation: 'visited' }, cs));
    expect(facts.every((f) => f.status === 'active')).toBe(true);
    expect(facts.find((f) => f.sourceMessageIds.length === 2)?.text).toBe('a#0 text');
  });
});

describe('confidence', () => {
  it('follows sigma + eta (1 - sigma) and depends only on the set of claims', () => {
    expect(reinforce(0.5)).toBeCloseTo(0.65);
    expect(combinedConfidence([0.6, 0.9, 0.6])).toBeCloseTo(reinforce(reinforce(0.9)));
    expect(combinedConfidence([0.6, 0.6, 0.9])).toBeCloseTo(combinedConfidence([0.9, 0.6, 0.6]));
    expect(combinedConfidence([])).toBe(0);
    expect(combinedConfidence([Number.NaN, 2])).toBe(1);
  });
});

describe('a value and its short form', () => {
  const worksAt = (claims: FactClaim[], aliases?: ReadonlyMap<string, string>) =>
    resolveGroup({ key: factGroupKey('me', 'works_at', claims[0]!), subjectId: 'me', relation: 'works_at' }, claims, aliases);
  const started = claim('m1#0', { objectId: 'arcadia-games', validFrom: t('2019-01-07') });
  const lastDay = claim('m2#0', { objectId: 'arcadia', negated: true, validTo: t('2022-09-01'), attributes: { ends: 'true' } });
  it('ends the run of the full name when the short form is aliased to it', () => {
    const facts = worksAt([started, lastDay], new Map([['arcadia', 'arcadia-games']]));
    expect(facts.map((f) => [f.objectId, f.validTo, f.sourceMessageIds])).toEqual([['arcadia-games', t('2022-09-01'), ['m1', 'm2']]]);
  });
  it('keeps them apart without the alias', () => {
    expect(worksAt([started, lastDay]).map((f) => [f.objectId, f.validTo])).toEqual([
      ['arcadia-games', null],
      ['arcadia', t('2022-09-01')],
    ]);
  });
});
