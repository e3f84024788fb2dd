import { describe, expect, it } from 'vitest';
import { asksHabitLength, howLongQuestion } from './answered-length';

describe('howLongQuestion', () => {
  it('finds the question asking the person addressed how long something has lasted', () => {
    expect(howLongQuestion('Cute little guys! What are their names and how long have you had them?')).toBe(
      ' What are their names and how long have you had them?',
    );
    expect(howLongQuestion('Nice job! How long have you been doing yoga? It looks like it helps.')).toBe(' How long have you been doing yoga?');
    expect(howLongQuestion('How long ago did you adopt her?')).toBe('How long ago did you adopt her?');
    expect(howLongQuestion('how long were u in Lisbon?')).toBe('how long were u in Lisbon?');
  });

  it('finds a question about a habit only when asked to', () => {
    expect(howLongQuestion('Aww! How long do you usually walk them for?', true)).toBe(' How long do you usually walk them for?');
    expect(howLongQuestion('How long have you had them?', true)).toBeNull();
  });

  it('ignores habits, statements and questions about someone not addressed', () => {
    expect(howLongQuestion('How long do you usually walk them for?')).toBeNull();
    expect(howLongQuestion("I wonder how long you have had them.")).toBeNull();
    expect(howLongQuestion('How long has the shop been open?')).toBeNull();
    expect(howLongQuestion('')).toBeNull();
  });

  it('copes with huge and hostile text', () => {
    expect(howLongQuestion('how long have '.repeat(20_000) + '?')).toBeNull();
    expect(howLongQuestion(`${'a'.repeat(100_000)} How long have you known her?`)).toMatch(/known her\?$/);
  });
});

describe('asksHabitLength', () => {
  it('tells a question about how long a habit takes from one about what began', () => {
    expect(asksHabitLength('How long does Lena usually walk her dogs?')).toBe(true);
    expect(asksHabitLength('How long has Lena had her turtles?')).toBe(false);
    expect(asksHabitLength('When did Lena start yoga?')).toBe(false);
  });
});
