import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { planQuestion } from './query-plan';
import { statementTerms } from './coverage';
import { assessSupport, unmentionedNames, unmentionedObject, unmentionedOwners } from './support';

const people = new Set(['priya', 'tomas']);
const plan = (q: string) => planQuestion(q, Date.UTC(2023, 9, 1), { asker: 'Priya', knownNames: ['Priya', 'Tomas'], people: ['Priya', 'Tomas'], findTimes: findTimeExpressions });
const item = (speaker: string, text: string): EvidenceItem => ({ messageId: text, text, time: 0, speaker, relevance: 1, facts: [], terms: statementTerms(text) });
const idf = () => 1;

describe('assessSupport', () => {
  it('supports a question the subject answered themself', () => {
    const s = assessSupport(plan('When did Tomas run a charity race?'), [item('Tomas', 'I ran a charity race last Saturday.')], people, idf);
    expect(s).toMatchObject({ abstain: false, attribution: 1 });
    expect(s.coverage).toBe(1); // "ran" is folded to "run"
  });
  it("abstains when the best match is someone else's experience", () => {
    const s = assessSupport(plan('What did Priya realize after her charity race?'), [
      item('Tomas', 'I ran a charity race and realized self-care matters.'),
      item('Priya', 'That sounds great!'),
    ], people, idf);
    expect(s.abstain).toBe(true);
    expect(s.attribution).toBe(0);
  });
  it('does not count questions inside a message as support', () => {
    const s = assessSupport(plan('What motivated Tomas to pursue counseling?'), [item('Tomas', 'What motivated you to pursue counseling?')], people, idf);
    expect(s.coverage).toBe(0);
    expect(s.abstain).toBe(true);
  });
  it('lets a question about two people rest on either, and abstains on nothing found', () => {
    const s = assessSupport(plan('When did Priya and Tomas go to the pride festival?'), [item('Tomas', 'We went to the pride festival last year.')], people, idf);
    expect(s.abstain).toBe(false);
    expect(assessSupport(plan('When did Priya go skydiving?'), [], people, idf).abstain).toBe(true);
  });
});

describe('unmentionedNames', () => {
  const mentioned = (t: string) => ['tokyo', 'acme', 'priya', 'tomas', 'since', 'march'].includes(t);
  it('names the capitalised words of the question that no message mentions', () => {
    expect(unmentionedNames(plan('When did I move to Madrid?'), mentioned)).toEqual(['Madrid']);
    expect(unmentionedNames(plan('When did I move to Tokyo?'), mentioned)).toEqual([]);
    expect(unmentionedNames(plan('Did Tomas visit Lima or Quito?'), mentioned)).toEqual(['Lima', 'Quito']);
  });
  it("ignores known names, the question's first word and words of its time expressions", () => {
    expect(unmentionedNames(plan('Since when has Priya worked at Acme?'), () => false)).toEqual(['Acme']);
    expect(unmentionedNames(plan('Where did Tomas live in June 2021?'), () => false)).toEqual([]);
    expect(unmentionedNames(plan('Where do I live?'), () => false)).toEqual([]);
  });
});

describe('unmentionedObject', () => {
  const mentioned = (t: string) => ['adopt', 'cat', 'car', 'run', 'race', 'charity', 'tomas'].includes(t);
  it('names the object of a "when did" question that no message mentions', () => {
    expect(unmentionedObject(plan('When did I adopt a dog?'), mentioned)).toEqual(['dog']);
    expect(unmentionedObject(plan('When did I go skydiving?'), mentioned)).toEqual(['skydiv']);
    expect(unmentionedObject(plan('When did Tomas get into a skiing accident in June?'), mentioned)).toEqual(['ski', 'accident']);
  });
  it('is silent when part of the object is mentioned, for the verb alone, and for other questions', () => {
    expect(unmentionedObject(plan('When did I adopt a cat?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('When did Tomas get in a car accident?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('When did Tomas run a charity race last May?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('When did I adopt?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('Where did I adopt a dog?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('When'), mentioned)).toEqual([]);
  });
});

describe('unmentionedOwners', () => {
  const mentioned = (t: string) => ['mom', 'name', 'tomas'].includes(t);
  it("names an owner no message mentions, not contractions, names or words that are mentioned", () => {
    expect(unmentionedOwners(plan("What is my sister's name?"), mentioned)).toEqual(['sister']);
    expect(unmentionedOwners(plan("What is my mom's name?"), mentioned)).toEqual([]);
    expect(unmentionedOwners(plan("What's Tomas's job? It's what's left."), mentioned)).toEqual([]);
  });
});
