import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { withoutDenials } from './denied-events';
import type { EvidenceItem, FactView } from './evidence';
import { planQuestion } from './query-plan';

const plan = (question: string) => planQuestion(question, Date.parse('2024-03-01T10:00:00Z'), { asker: 'Ann', knownNames: ['Ann'], people: ['Ann'], findTimes: findTimeExpressions });
const fact = (object: string | null, negated: boolean): FactView => ({
  id: `${object}-${negated}`, relation: 'relationship_status', object, text: '', subject: 'Ann', kind: 'state', negated, validFrom: null, validTo: null,
  validGranularity: 'day', eventTime: null, recordedAt: 0, expiredAt: null, status: 'active', confidence: 0.8, sourceMessageIds: [],
});
const item = (messageId: string, facts: FactView[]): EvidenceItem => ({
  messageId, text: '', time: 0, speaker: 'Ann', relevance: 1, facts, terms: new Set(), replyTo: null,
});
const ids = (items: EvidenceItem[]) => items.map((i) => i.messageId);

describe('withoutDenials', () => {
  const notYet = item('not-yet', [fact('married', true), fact('dating', false)]);
  const wedding = item('wedding', [fact('married', false)]);
  const other = item('other', []);

  it('drops a message that says the asked event has not happened, for questions that date or measure it', () => {
    expect(ids(withoutDenials(plan('When did Ann get married?'), [notYet, wedding, other]))).toEqual(['wedding', 'other']);
    expect(ids(withoutDenials(plan('How long has Ann been married?'), [notYet, other]))).toEqual(['other']);
  });

  it('keeps it when the question asks something else, or asks whether the state holds', () => {
    expect(ids(withoutDenials(plan('When did Ann start dating?'), [notYet, other]))).toEqual(['not-yet', 'other']);
    expect(ids(withoutDenials(plan('Is Ann married?'), [notYet, other]))).toEqual(['not-yet', 'other']);
  });

  it('keeps a message that affirms the value as well, and handles empty evidence and facts without a value', () => {
    const both = item('both', [fact('married', true), fact('married', false)]);
    expect(ids(withoutDenials(plan('When did Ann get married?'), [both]))).toEqual(['both']);
    expect(withoutDenials(plan('When did Ann get married?'), [])).toEqual([]);
    expect(ids(withoutDenials(plan('When did Ann get married?'), [item('none', [fact(null, true), fact('', true)])]))).toEqual(['none']);
  });
});
