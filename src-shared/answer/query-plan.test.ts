import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { planQuestion } from './query-plan';

const plan = (q: string) => planQuestion(q, Date.UTC(2024, 0, 1), { asker: 'Ana', knownNames: ['Ana', 'Bruno'], people: ['Ana', 'Bruno'], findTimes: findTimeExpressions });

describe('planQuestion', () => {
  it('marks questions that ask for a judgement as conjectures, not polite requests', () => {
    expect(plan('Would Bruno enjoy a pottery class?').conjecture).toBe(true);
    expect(plan('What might Ana likely choose for dinner?').conjecture).toBe(true);
    expect(plan('Would Ana be considered a night owl?').conjecture).toBe(true);
    expect(plan('Could you tell me when I moved to Lisbon?').conjecture).toBe(false);
    expect(plan('When did Bruno move to Lisbon?').conjecture).toBe(false);
    expect(plan('').conjecture).toBe(false);
  });
  it('finds the subject and keywords of a question about a person', () => {
    const p = plan('What did Bruno paint last summer?');
    expect(p.subject).toBe('Bruno');
    expect(p.keywords).toContain('paint');
    expect(p.timeConstraint).not.toBeNull();
  });
});
