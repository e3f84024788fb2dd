import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { planQuestion } from './query-plan';
import { reason } from './temporal-reasoner';

const T = (iso: string) => Date.parse(`${iso}Z`);
const NOW = T('2024-03-14T09:00:00');
const item = (messageId: string, text: string, time: string, relevance: number): EvidenceItem => ({
  messageId, text, time: T(time), speaker: 'Ann', relevance, facts: [], terms: new Set(), replyTo: null,
});
const when = (question: string, evidence: EvidenceItem[]) =>
  reason({ plan: planQuestion(question, NOW, { asker: 'Ann', knownNames: ['Ann'], people: ['Ann'], findTimes: findTimeExpressions }), evidence, timeline: [], support: 1 }, findTimeExpressions).time?.value;

describe('latestSchedule', () => {
  const booked = item('p1', 'Dentist appointment booked for next Friday at 9. Ugh.', '2024-03-06T08:15:00', 1);
  it('answers a plan with the time it was moved to, said later', () => {
    expect(when('When is my dentist appointment?', [booked, item('p5', 'Had to move the dentist to Monday the 18th because of a work thing.', '2024-03-13T12:30:00', 0.6)])).toBe('2024-03-18');
    expect(when('When is my dentist appointment?', [booked, item('p5', 'The dentist got pushed back to Wednesday the 20th, sigh.', '2024-03-13T12:30:00', 0.6)])).toBe('2024-03-20');
  });
  it('answers with a new time given instead of the one called off', () => {
    const visit = item('v1', "I'm visiting my sister in Osaka next month.", '2024-01-02T10:00:00', 1);
    const instead = item('v2', 'Had to cancel the Osaka trip, work got crazy. Going in April instead.', '2024-02-28T19:00:00', 0.7);
    expect(when('When am I visiting my sister in Osaka?', [visit, instead])).toBe('2024-04');
    // called off with no new time, or a new time for something else: the plan stands as told
    expect(when('When am I visiting my sister in Osaka?', [visit, item('v3', 'Had to cancel the Osaka trip.', '2024-02-28T19:00:00', 0.7)])).toBe('2024-02');
    expect(when('When am I visiting my sister in Osaka?', [visit, item('v4', 'Cancelled the gym. Going to yoga in April instead.', '2024-02-28T19:00:00', 0.7)])).toBe('2024-02');
  });
  it('keeps the first time for a move of something else, a move said earlier, or a question about the original plan', () => {
    expect(when('When is my dentist appointment?', [booked, item('p5', 'We moved to Leeds on Monday the 18th, the dentist is nearby.', '2024-03-13T12:30:00', 0.6)])).toBe('2024-03-08');
    expect(when('When is my dentist appointment?', [booked, item('p0', 'Had to move the dentist to the 4th.', '2024-03-01T12:30:00', 0.6)])).toBe('2024-03-08');
    expect(when('When was my dentist appointment originally planned?', [booked, item('p5', 'Had to move the dentist to Monday the 18th.', '2024-03-13T12:30:00', 0.6)])).toBe('2024-03-08');
  });
});
