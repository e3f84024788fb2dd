import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { compoundHead, withCompoundHeads } from './compound-head';
import { planQuestion } from './query-plan';
import { stem } from './stopwords';

const heardOf = (...words: string[]) => {
  const stems = new Set(words.map(stem));
  return (term: string) => stems.has(term);
};

describe('compoundHead', () => {
  it('asks an unheard closed compound by its head when both parts were heard', () => {
    expect(compoundHead('beehive', heardOf('bees', 'hives'))).toBe('hive');
    expect(compoundHead('sailboat', heardOf('sailing', 'boat'))).toBe('boat');
  });
  it('keeps a word that was heard, one whose first part was not, and never splits off a relative', () => {
    expect(compoundHead('beehive', heardOf('beehive', 'bee', 'hive'))).toBeNull();
    expect(compoundHead('sailboat', heardOf('boat'))).toBeNull();
    expect(compoundHead('grandmother', heardOf('grand', 'mother'))).toBeNull();
    expect(compoundHead('', heardOf('a'))).toBeNull();
    expect(compoundHead('x'.repeat(10_000), heardOf('xxx', 'xxxx'))).toBeNull();
  });
});

describe('withCompoundHeads', () => {
  const plan = (question: string) =>
    planQuestion(question, Date.UTC(2023, 6, 1), { asker: 'Ann', knownNames: ['Ann', 'Corwin'], people: ['Ann', 'Corwin'], findTimes: findTimeExpressions });
  it('rewrites the question and its keywords', () => {
    const p = withCompoundHeads(plan('When did Corwin get his first beehive?'), heardOf('bees', 'hive', 'corwin'));
    expect(p.question).toBe('When did Corwin get his first hive?');
    expect(p.keywords).toContain('hive');
    expect(p.keywords).not.toContain('beehive');
  });
  it('asks a closed compound the history writes as two words by both ("campervan" for "camper van")', () => {
    const said = ['I bought a camper van! An old blue one.', 'A minor pet peeve.'];
    const says = (phrase: RegExp) => said.some((t) => phrase.test(t));
    const p = withCompoundHeads(plan('When did Corwin purchase a campervan?'), heardOf('camper', 'van', 'corwin'), says);
    expect(p.question).toBe('When did Corwin purchase a camper van?');
    expect(p.keywords).toEqual(expect.arrayContaining(['camper', 'van']));
    // parts heard but never said together: no split into a short head ("carpet" is no "car pet")
    expect(withCompoundHeads(plan('When did Corwin buy a carpet?'), heardOf('car', 'pet', 'corwin'), says).question).toBe('When did Corwin buy a carpet?');
  });
  it('leaves a plan with no unheard compound as it was', () => {
    const p = plan('When did Corwin get his first beehive?');
    expect(withCompoundHeads(p, heardOf('beehive', 'corwin'))).toBe(p);
  });
});
