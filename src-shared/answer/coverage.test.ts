import { describe, expect, it } from 'vitest';
import { alike, isQuestion, makeCoverage, statements, statementTerms, termOrPlaceWithin } from './coverage';
import { stem, terms } from './stopwords';

describe('coverage', () => {
  it('keeps statements and drops questions', () => {
    expect(statements('That bowl is gorgeous! Did you make it? I made one too.')).toBe('That bowl is gorgeous!  I made one too.');
    expect(statements('')).toBe('');
    expect(statements('no punctuation at all')).toBe('no punctuation at all');
  });
  it('keeps an invitation that ends in a tag ("..., you in?"): it states the plan', () => {
    expect(statements("We're throwing a housewarming party on Saturday the 17th, you in?")).toBe("We're throwing a housewarming party on Saturday the 17th, you in?");
    expect(statements('Going climbing on Sunday, want to join?')).toBe('Going climbing on Sunday, want to join?');
    expect(statements('Seeing him go for it was an inspiration, you know? Are you in?')).toBe('');
  });
  it('keeps a statement ending in a rhetorical tag ("..., can you believe it?")', () => {
    const lesson = 'I had my first ever driving lesson on Thursday, at twenty-nine years old, can you believe it?';
    expect(statements(lesson)).toBe(lesson);
    expect(statements('The view was unreal, right?')).toBe('The view was unreal, right?');
    expect(statements('Did you see the view?')).toBe('');
  });
  it('keeps a riddle that tells news ("Guess who\'s the new team lead?")', () => {
    expect(statements("Hey Jordan, guess who's the new team lead?")).toBe("Hey Jordan, guess who's the new team lead?");
    expect(statements('Guess what I did?')).toBe('Guess what I did?');
    expect(statements('Who guessed the answer?')).toBe('');
  });
  it('keeps news asked as a question ("Did I tell you I capsized?")', () => {
    expect(statements('Did I tell you I capsized?')).toBe('Did I tell you I capsized?');
    expect(statements('Oh, have I mentioned we got a dog?')).toBe('Oh, have I mentioned we got a dog?');
    expect(statements('Did you tell her?')).toBe('');
    expect(statements('Did I tell you?')).toBe('');
  });
  it('keeps a question that the next statement refers back to', () => {
    expect(statements('Have you been to Universal Studios? Planning a trip there next month.')).toBe('Have you been to Universal Studios?  Planning a trip there next month.');
    expect(statements('Have you been to Rome? Planning a trip to Oslo.')).toBe(' Planning a trip to Oslo.');
    expect(statements('Is it ok?')).toBe('');
  });
  it('weights terms by idf and ignores question sentences', () => {
    const idf = (t: string) => (t === stem('pottery') ? 3 : 1);
    const cover = makeCoverage(terms('pottery classes'), idf);
    expect(cover(statementTerms('I went to a pottery class.'))).toBe(1);
    expect(cover(statementTerms('I joined a class.'))).toBe(0.25);
    expect(cover(statementTerms('Did you enjoy the pottery class?'))).toBe(0);
    expect(makeCoverage([], idf)(statementTerms('anything'))).toBe(1);
  });
  it('counts a word of the same meaning as the word asked for', () => {
    const cover = makeCoverage(terms('see Omar'), () => 1, { sameMeaning: true });
    expect(cover(statementTerms('Met Omar for coffee.'))).toBe(1);
    expect(makeCoverage(terms('see Omar'), () => 1)(statementTerms('Met Omar for coffee.'))).toBe(0.5);
    expect(cover(statementTerms('Called Omar.'))).toBe(0.5);
    expect(alike('relocat')).toEqual(['move']);
    expect(alike(stem('excursions'))).toContain('trip');
    expect(alike(stem('ceramics'))).toContain(stem('pottery'));
    // a game is shipped when it is released
    expect(makeCoverage(terms('release Lanternfall'), () => 1, { sameMeaning: true })(statementTerms('We shipped Lanternfall last Thursday!'))).toBe(1);
    expect(alike('unheard-of')).toEqual([]);
    // a baby "arrived" when born, but an arrival asked about is no birth
    expect(alike(stem('born'))).toContain(stem('arrived'));
    expect(alike(stem('born'))).toContain(stem('came'));
    expect(alike(stem('arrive'))).not.toContain(stem('born'));
    expect(alike(stem('come'))).not.toContain(stem('born'));
    // a reservation is booked, but a book asked about is no reservation
    expect(alike(stem('reserve'))).toContain(stem('booked'));
    expect(alike(stem('book'))).not.toContain(stem('reserve'));
    // one is engaged when a proposal is accepted; a book's publisher is the press that took it, a press asked about no publisher
    expect(makeCoverage(terms('get engaged'), () => 1, { sameMeaning: true })(statementTerms("Tunde's been on at me ever since he proposed last summer."))).toBe(1);
    expect(alike(stem('publisher'))).toEqual(expect.arrayContaining([stem('press'), stem('published')]));
    expect(alike(stem('press'))).not.toContain(stem('publisher'));
    // a course is told by its classes, but "of course" is no class
    expect(alike(stem('course'))).toContain(stem('class'));
    expect(alike(stem('class'))).not.toContain(stem('course'));
    // a draft is completed when it is finished
    expect(makeCoverage(terms('complete draft'), () => 1, { sameMeaning: true })(statementTerms('I finished the draft last month!'))).toBe(1);
    // "When was Hana born?" is told as "my sister had her baby on Tuesday, a girl named Hana"
    expect(makeCoverage(terms('Hana born'), () => 1, { sameMeaning: true })(statementTerms('My sister had her baby on Tuesday, a girl named Hana!'))).toBe(1);
    // "When did Maria get in a car accident?" is told as "a car ran a red light and hit us", not as the old car she gave away
    const accident = makeCoverage(terms('car accident'), () => 1, { sameMeaning: true });
    expect(accident(statementTerms('A car ran a red light and hit us.'))).toBe(1);
    expect(accident(statementTerms('I donated my old car yesterday.'))).toBe(0.5);
  });
  it('counts a place within a place asked for, not the reverse', () => {
    const placeTerms = new Map([['canada', [['toronto'], ['quebec', 'city']]]]);
    const cover = makeCoverage(terms('trip Canada'), () => 1, { placeTerms });
    expect(cover(statementTerms('My trip to Toronto was great.'))).toBe(1);
    expect(cover(statementTerms('My trip to Quebec was great.'))).toBe(0.5); // a place is all its words
    expect(makeCoverage(terms('trip Toronto'), () => 1, { placeTerms })(statementTerms('My trip to Canada was great.'))).toBe(0.5);
    const has = (t: string) => t === 'toronto';
    expect([termOrPlaceWithin('canada', placeTerms, has), termOrPlaceWithin('toronto', placeTerms, has), termOrPlaceWithin('france', placeTerms, has)]).toEqual([true, true, false]);
  });
});

describe('isQuestion', () => {
  it.each([
    ['What happened?', true],
    ['What happened?!', true],
    ['Seriously?!?', true],
    ['你去哪儿了？', true],
    ['What happened.', false],
    ['Guess what?', false],
    ['', false],
  ])('%s -> %s', (sentence, expected) => {
    expect(isQuestion(sentence)).toBe(expected);
  });
});
