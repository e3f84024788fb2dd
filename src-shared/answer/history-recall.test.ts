import { describe, expect, it } from 'vitest';
import { recallHistory, type HistoryMessage } from './history-recall';

const t = (min: number) => Date.UTC(2024, 0, 1, 10, min);
const history: HistoryMessage[] = [
  { id: 'e1', role: 'entry', speaker: 'Ann', text: 'Moved to Tokyo today.', time: t(0) },
  { id: 'q1', role: 'question', speaker: 'Ann', text: 'Where do I live?', time: t(1) },
  { id: 'a1', role: 'answer', speaker: 'assistant', text: 'You live in Tokyo.', time: t(1) },
  { id: 'q2', role: 'question', speaker: 'Ann', text: '现在几点了？', time: t(2) },
  { id: 'a2', role: 'answer', speaker: 'assistant', text: 'I do not know the time.', time: t(2) },
];

describe('recallHistory', () => {
  it('returns the latest earlier question, in English and Chinese', () => {
    for (const q of ['What did I just ask?', 'What was my previous question?', '我刚刚问了你什么问题？', '我上一个问题是什么？']) {
      const a = recallHistory(q, history, 'Ann');
      expect(a.evidence).toEqual(['q2']);
      expect(a.answer).toContain('现在几点了');
    }
  });
  it('recalls the one before that, all questions, and what was answered', () => {
    expect(recallHistory('我上上个问题是什么？', history, 'Ann').evidence).toEqual(['q1']);
    expect(recallHistory('List all the questions I asked earlier', history, 'Ann').evidence).toEqual(['q2', 'q1']);
    expect(recallHistory('What did you just answer?', history, 'Ann').evidence).toEqual(['a2']);
    expect(recallHistory('What did I just say?', history, 'Ann').evidence).toEqual(['q2']);
  });
  it('abstains when nothing was asked before', () => {
    const a = recallHistory('What did I just ask?', history.slice(0, 1), 'Ann');
    expect(a.abstained).toBe(true);
    expect(a.evidence).toEqual([]);
  });
});
