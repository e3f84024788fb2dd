import { describe, expect, it } from 'vitest';
import { convertConversation, parseSessionTime } from './locomo-data';

describe('LoCoMo conversion', () => {
  it('reads session times', () => {
    expect(parseSessionTime('1:56 pm on 8 May, 2023')).toBe(Date.UTC(2023, 4, 8, 13, 56));
    expect(parseSessionTime('12:09 am on 13 September, 2023')).toBe(Date.UTC(2023, 8, 13, 0, 9));
    expect(() => parseSessionTime('yesterday')).toThrow('unreadable');
  });
  const raw = {
    conversation: {
      speaker_a: 'Ann',
      speaker_b: 'Bob',
      session_2_date_time: '10:00 am on 2 June, 2023',
      session_2: [{ speaker: 'Bob', dia_id: 'D2:1', text: 'Back again.' }],
      session_1_date_time: '9:00 am on 1 June, 2023',
      session_1: [
        { speaker: 'Ann', dia_id: 'D1:1', text: 'Hi' },
        { speaker: 'Bob', dia_id: 'D1:2', text: 'Look', blip_caption: 'a dog on a beach' },
      ],
    },
    qa: [
      { question: 'When?', answer: 2022, evidence: ['D1:2; D2:1'], category: 2 },
      { question: 'Why?', adversarial_answer: 'because', evidence: ['D:1:1'], category: 5 },
    ],
  };
  it('turns sessions into timed history and keeps questions with their evidence', () => {
    const c = convertConversation('t', raw);
    expect(c.history.map((h) => [h.id, h.time])).toEqual([
      ['D1:1', Date.UTC(2023, 5, 1, 9)],
      ['D1:2', Date.UTC(2023, 5, 1, 9)],
      ['D2:1', Date.UTC(2023, 5, 2, 10)],
    ]);
    expect(c.history[1]!.text).toBe('Look [shared a photo: a dog on a beach]');
    expect(c.questions).toEqual([
      { id: 't:q1', question: 'When?', category: 2, answer: '2022', evidence: ['D1:2', 'D2:1'] },
      { id: 't:q2', question: 'Why?', category: 5, answer: 'because', evidence: ['D1:1'] },
    ]);
  });
  it('leaves photo captions out when asked, as a scorer reading only the text field would', () => {
    expect(convertConversation('t', raw, { captions: false }).history.map((h) => h.text)).toEqual(['Hi', 'Look', 'Back again.']);
  });
});
