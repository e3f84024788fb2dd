import { describe, expect, it } from 'vitest';
import type { FactDraft } from '../../../src-shared/domain/memory';
import { formatWallDate, parseWallTime } from '../../../src-shared/domain/wall-time';
import { findTimeExpressions } from '../../../src-shared/time/index';
import { endOnToldLastDay } from './told-last-day';

type Draft = Omit<FactDraft, 'embedding'>;
const said = parseWallTime('2022-11-14T20:00:00');
const draft = (p: Partial<Draft>): Draft => ({
  text: '', subject: 'Me', relation: 'works_at', object: 'Acme', objectIsEntity: true, attributes: { ends: 'true' }, kind: 'state',
  negated: true, eventTime: null, validFrom: null, validTo: said, validGranularity: 'day', confidence: 0.8, ...p,
});
const ended = (text: string, facts: Draft[]) => endOnToldLastDay(facts, text, findTimeExpressions(text, said));
const lastDay = (f: Draft) => [f.eventTime?.value ?? null, f.validTo === null ? null : formatWallDate(f.validTo)];

describe('endOnToldLastDay', () => {
  it('moves a job\'s end to the last day told in another sentence, past or ahead', () => {
    const notice = ended('Handed in my notice at Acme today. My last day is the 9th of December.', [draft({}), draft({ relation: 'job_title', object: null })]);
    expect(notice.map(lastDay)).toEqual([['2022-12-09', '2022-12-10'], ['2022-12-09', '2022-12-10']]);
    expect(ended('Lukas finally quit the bakery. His last day was yesterday.', [draft({ subject: 'Lukas' })]).map(lastDay)).toEqual([['2022-11-13', '2022-11-14']]);
  });

  it('leaves starts, denials, other relations and messages without a last day or without a day as they were', () => {
    const start = draft({ negated: false, attributes: {} });
    const denial = draft({ attributes: {} });
    const home = draft({ relation: 'lives_in', object: 'Leeds' });
    const text = 'Left Acme. Moved out of Leeds. My last day was yesterday.';
    expect(ended(text, [start, denial, home])).toEqual([start, denial, home]);
    expect(ended('Handed in my notice at Acme today.', [draft({})])).toEqual([draft({})]);
    expect(ended('My last day at Acme is sometime next month.', [draft({})])).toEqual([draft({})]);
  });

  it('handles empty and hostile input', () => {
    expect(ended('', [])).toEqual([]);
    expect(ended('last day '.repeat(5_000), [draft({})])).toEqual([draft({})]);
    expect(ended('My last day is the 99th of Smarch. <script>alert(1)</script>', [draft({})])).toEqual([draft({})]);
  });
});
