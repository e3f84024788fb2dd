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
  it('leaves a plan with no unheard compound as it was', () => {
    const p = plan('When did Corwin get his first beehive?');
    expect(withCompoundHeads(p, heardOf('beehive', 'corwin'))).toBe(p);
  });
});
