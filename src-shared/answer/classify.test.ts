import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './classify';

describe('classifyQuestion', () => {
  it('reads "which year / what month did X start/adopt/get" as a start, like "when did"', () => {
    for (const q of ['Which year did Ines start practicing judo?', 'What month did Marek adopt his dog?', 'When did Ines get her parrots?', 'When did Marek resume playing drums?']) {
      expect(classifyQuestion(q, false), q).toBe('start');
    }
    expect(classifyQuestion('Which year did Ines visit Oslo?', false)).toBe('when');
    // getting word of something is an event, not the start of having it
    for (const q of ['When did Tom get the email saying his game got into Next Fest?', 'When did Ines get the call from the hospital?', 'When did Marek get a letter from the council?']) {
      expect(classifyQuestion(q, false), q).toBe('when');
    }
    for (const q of ['In which month did Ines visit Oslo?', "In which month's game did Marek score 40 points?", 'On what date did we meet?', 'During which season did Ines swim?']) {
      expect(classifyQuestion(q, false), q).toBe('when');
    }
    expect(classifyQuestion('How many weeks passed between Ines adopting Rex and Bella?', false)).toBe('duration');
  });
  it('falls back to fact / point_in_time and never throws on odd input', () => {
    expect(classifyQuestion('', false)).toBe('fact');
    expect(classifyQuestion('🙂', true)).toBe('point_in_time');
    expect(classifyQuestion(`which year did ${'x '.repeat(10_000)}start`, false)).toBe('when');
  });
  it.each([
    ['What did I just ask?', 'history_recall'],
    ['刚才我问了什么？', 'history_recall'],
    ['What was the last thing I asked you?', 'history_recall'],
    ['Can you repeat my previous question?', 'history_recall'],
    ['What did you say just now?', 'history_recall'],
    ['What did I ask you a moment ago?', 'history_recall'],
    ['What was your last answer?', 'history_recall'],
    ['List all the questions I asked.', 'history_recall'],
    ['What questions have I asked?', 'history_recall'],
    ['What did I say about Paris before I moved?', 'ordering'],
    ['What was the last thing I bought?', 'fact'],
    ['How long did I work at Acme?', 'duration'],
    ['How many years did I live in Oslo?', 'duration'],
    ['How many times have I been to Rome?', 'count'],
    ['How many laptops have I bought?', 'count'],
    ['How often do I go running?', 'count'],
    ['When did I move to London?', 'start'],
    ['When did I originally plan to move to Izmir?', 'when'],
    ['When did I leave Acme?', 'end'],
    ['When did Bran leave for his deployment?', 'when'],
    // an end after "after" is when the asked thing began, not the thing asked
    ['When was Ann planning to return to teaching after her maternity leave?', 'when'],
    ['When did Ann stop running after the injury?', 'end'],
    ['When did Ann and Bob leave for Lisbon?', 'when'],
    ['When did Ysella finish the first draft of her novel?', 'end'],
    ['When did Tovah complete her first half-marathon?', 'end'],
    ["When did Ann's band quit touring?", 'end'],
    // the question closes on a verb ending the thing, whatever "first" comes before
    ["When did Ilsabet's first semester of classes end?", 'end'],
    ['When did Ann first start to close the shop?', 'start'],
    // a word describing a thing is no end of it
    ['When did Ottoline take in the retired racing greyhound as a foster?', 'when'],
    ['When was my last day at St Brigid\'s?', 'end'],
    ['When is your last day at the bakery?', 'end'],
    ['When is my dentist appointment?', 'when'],
    ['Where did I live before Tokyo?', 'ordering'],
    ['Where do I live?', 'current_state'],
    ['How did my job change over the years?', 'evolution'],
  ])('%s -> %s', (q, kind) => expect(classifyQuestion(q, false)).toBe(kind));

  it('reads "what is my X" about a one-value state as its current value, other "what is" questions as facts', () => {
    expect(classifyQuestion('What is my job title?', false)).toBe('current_state');
    expect(classifyQuestion("What's Priya's relationship status?", false)).toBe('current_state');
    expect(classifyQuestion('Who is my husband?', false)).toBe('current_state');
    expect(classifyQuestion("What is my sister's name?", false)).toBe('fact');
    expect(classifyQuestion('What are my favourite books?', false)).toBe('fact');
    expect(classifyQuestion('What is something that Ann misses while working in the city?', false)).toBe('fact');
  });

  it('a time constraint makes a plain question point-in-time', () => {
    expect(classifyQuestion('Where did I live in 2019?', true)).toBe('point_in_time');
    expect(classifyQuestion('What is my job title?', true)).toBe('point_in_time');
  });

  it('survives empty and hostile input', () => {
    expect(classifyQuestion('', false)).toBe('fact');
    expect(classifyQuestion('?'.repeat(100_000), false)).toBe('fact');
    expect(classifyQuestion('\u202e🙂 how many', false)).toBe('count');
  });
});
