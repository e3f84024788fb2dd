import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './classify';

describe('classifyQuestion', () => {
  it('reads "which year / what month did X start/adopt/get" as a start, like "when did"', () => {
    for (const q of ['Which year did Ines start practicing judo?', 'What month did Marek adopt his dog?', 'When did Ines get her parrots?']) {
      expect(classifyQuestion(q, false), q).toBe('start');
    }
    expect(classifyQuestion('Which year did Ines visit Oslo?', false)).toBe('when');
    expect(classifyQuestion('How many weeks passed between Ines adopting Rex and Bella?', false)).toBe('duration');
  });
  it('falls back to fact / point_in_time and never throws on odd input', () => {
    expect(classifyQuestion('', false)).toBe('fact');
    expect(classifyQuestion('🙂', true)).toBe('point_in_time');
    expect(classifyQuestion(`which year did ${'x '.repeat(10_000)}start`, false)).toBe('when');
  });
});
