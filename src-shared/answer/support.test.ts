import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { planQuestion } from './query-plan';
import { statementTerms } from './coverage';
import { assessSupport } from './support';

const people = new Set(['caroline', 'melanie']);
const plan = (q: string) => planQuestion(q, Date.UTC(2023, 9, 1), { asker: 'Caroline', knownNames: ['Caroline', 'Melanie'], people: ['Caroline', 'Melanie'], findTimes: findTimeExpressions });
const item = (speaker: string, text: string): EvidenceItem => ({ messageId: text, text, time: 0, speaker, relevance: 1, facts: [], terms: statementTerms(text) });
const idf = () => 1;

describe('assessSupport', () => {
  it('supports a question the subject answered themself', () => {
    const s = assessSupport(plan('When did Melanie run a charity race?'), [item('Melanie', 'I ran a charity race last Saturday.')], people, idf);
    expect(s).toMatchObject({ abstain: false, attribution: 1 });
    expect(s.coverage).toBeGreaterThan(0.6); // "ran" is not folded to "run"
  });
  it("abstains when the best match is someone else's experience", () => {
    const s = assessSupport(plan('What did Caroline realize after her charity race?'), [
      item('Melanie', 'I ran a charity race and realized self-care matters.'),
      item('Caroline', 'That sounds great!'),
    ], people, idf);
    expect(s.abstain).toBe(true);
    expect(s.attribution).toBe(0);
  });
  it('does not count questions inside a message as support', () => {
    const s = assessSupport(plan('What motivated Melanie to pursue counseling?'), [item('Melanie', 'What motivated you to pursue counseling?')], people, idf);
    expect(s.coverage).toBe(0);
    expect(s.abstain).toBe(true);
  });
  it('lets a question about two people rest on either, and abstains on nothing found', () => {
    const s = assessSupport(plan('When did Caroline and Melanie go to the pride festival?'), [item('Melanie', 'We went to the pride festival last year.')], people, idf);
    expect(s.abstain).toBe(false);
    expect(assessSupport(plan('When did Caroline go skydiving?'), [], people, idf).abstain).toBe(true);
  });
});
