import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { withoutDeniedDeeds, withoutDenials } from './denied-events';
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

describe('withoutDeniedDeeds', () => {
  const said = (text: string, facts: FactView[] = []) => ({ text, facts });
  it("drops the speaker's sentences denying a deed and the facts drawn from them", () => {
    const denied = { ...fact('have actually never been skiing', false), text: 'Ann has actually never been skiing' };
    const kept = { ...fact('would love it', false), text: 'Marisol would love it' };
    const out = withoutDeniedDeeds(said("Ha, no, I've actually never been skiing! Marisol would love it though.", [denied, kept]));
    expect(out.text).toBe(' Marisol would love it though.');
    expect(out.facts).toEqual([kept]);
    expect(withoutDeniedDeeds(said("We didn't go to the fair. It rained all day.")).text).toBe(' It rained all day.');
    // a wish for a thing one cannot have
    expect(withoutDeniedDeeds(said("I'd love a dog, but with all my field trips it would never work. I'll just be Pickle's aunt.")).text).toBe(" I'll just be Pickle's aunt.");
    // a plan that did not hold
    expect(withoutDeniedDeeds(said('Exactly. Today was supposed to be opening day, which is a little funny.')).text).toBe('Exactly.');
    expect(withoutDeniedDeeds(said('We were meant to fly out on Friday. Storms.')).text).toBe(' Storms.');
  });
  it('keeps a wish with no reason against it, and a plan', () => {
    for (const text of ["I'd love a dog someday.", "I'd love to go to Lisbon, but not until spring.", 'We adopted a dog, but he hates baths.', "I'd love a ".repeat(20_000)]) {
      const input = said(text);
      expect(withoutDeniedDeeds(input)).toBe(input);
    }
  });
  it('keeps a denial that turns round, other negations, and empty or odd text as it is', () => {
    for (const text of ["I'd never been skiing before last weekend!", "I never thought I'd love running.", "I don't know yet.", '', '!!!?', 'never been '.repeat(5000)]) {
      const input = said(text);
      expect(withoutDeniedDeeds(input)).toBe(input);
    }
  });
});
