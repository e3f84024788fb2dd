import { describe, expect, it } from 'vitest';
import { InputError, parseAnswerArgs, readHistory, readQuestions } from './read-input';

describe('readHistory', () => {
  it('reads messages with or without offsets and conversation, skipping blank lines', () => {
    const rows = readHistory(
      '{"id":"D1:3","speaker":"Caroline","text":"I went yesterday.","time":"2023-05-08T13:56:00"}\n\n' +
        '{"id":"x","speaker":"Mel","text":"","time":"2023-05-08T13:57:00+02:00","conversation":"c1"}\r\n',
    );
    expect(rows).toEqual([
      { id: 'D1:3', speaker: 'Caroline', text: 'I went yesterday.', time: Date.UTC(2023, 4, 8, 13, 56) },
      { id: 'x', speaker: 'Mel', text: '', time: Date.UTC(2023, 4, 8, 13, 57), conversation: 'c1' },
    ]);
    expect(readHistory('')).toEqual([]);
  });
  it.each([
    ['{"id":"a","speaker":"A","text":"t"', 'history line 1: not valid JSON'],
    ['[1,2]', 'history line 1: expected a JSON object'],
    ['{"speaker":"A","text":"t","time":"2023-01-01"}', 'history line 1: missing "id"'],
    ['{"id":"a","speaker":"A","text":"t","time":"2023-02-30"}', 'history line 1: "time" Impossible date or time: 2023-02-30'],
    ['{"id":"a","speaker":"A","text":"t","time":"yesterday"}', 'history line 1: "time" Not an ISO 8601'],
    ['{"id":"a","speaker":"A","text":5,"time":"2023-01-01"}', 'history line 1: "text" must be a string'],
    ['{"id":"a","speaker":" ","text":"t","time":"2023-01-01"}', 'history line 1: "speaker" is empty'],
    ['{"id":"a","speaker":"A","text":"t","time":"2023-01-01"}\n{"id":"a","speaker":"A","text":"u","time":"2023-01-02"}', 'history line 2: duplicate id "a"'],
  ])('rejects %s', (input, message) => {
    expect(() => readHistory(input)).toThrow(InputError);
    expect(() => readHistory(input)).toThrow(message);
  });
  it('keeps huge and hostile text verbatim', () => {
    const text = '🙂 مرحبا '.repeat(50_000) + '\u202e<script>';
    expect(readHistory(JSON.stringify({ id: 'h', speaker: 'A', text, time: '2023-01-01' }))[0]!.text).toBe(text);
  });
});

describe('readQuestions', () => {
  it('reads optional now and speaker', () => {
    expect(readQuestions('{"id":"q1","question":"When?","now":"2024-01-01T10:00","speaker":"Ann"}\n{"id":"q2","question":"Where?"}')).toEqual([
      { id: 'q1', question: 'When?', now: Date.UTC(2024, 0, 1, 10), speaker: 'Ann' },
      { id: 'q2', question: 'Where?' },
    ]);
    expect(() => readQuestions('{"id":"q1","question":""}')).toThrow('questions line 1: "question" is empty');
  });
});

describe('parseAnswerArgs', () => {
  it('accepts the contract flags in any order', () => {
    expect(parseAnswerArgs(['--questions', 'q.jsonl', '--history=h.jsonl'])).toEqual({ history: 'h.jsonl', questions: 'q.jsonl', out: null });
    expect(parseAnswerArgs(['--history', 'h', '--questions', 'q', '--out', 'o']).out).toBe('o');
  });
  it('rejects unknown, missing and valueless flags', () => {
    expect(() => parseAnswerArgs(['--history', 'h'])).toThrow('usage');
    expect(() => parseAnswerArgs(['--history', 'h', '--questions'])).toThrow('--questions needs a file path');
    expect(() => parseAnswerArgs(['--bogus', 'x'])).toThrow('unknown argument');
  });
});
