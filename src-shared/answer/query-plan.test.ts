import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { planQuestion } from './query-plan';

const plan = (q: string) =>
  planQuestion(q, Date.UTC(2024, 0, 1), { asker: 'Ann', knownNames: ['Ann', 'Bob', 'Daniel', 'Tokyo'], people: ['Ann', 'Bob', 'Daniel'], speakers: ['Ann', 'Bob'], findTimes: findTimeExpressions });

const planAna = (q: string) => planQuestion(q, Date.UTC(2024, 0, 1), { asker: 'Ana', knownNames: ['Ana', 'Bruno'], people: ['Ana', 'Bruno'], findTimes: findTimeExpressions });

describe('planQuestion', () => {
  it('splits a state asked at an event into the main question and the question that dates the event', () => {
    expect(plan('Where was I living when I got married?')).toMatchObject({ question: 'Where was I living?', anchor: 'When I got married?', subject: 'Ann' });
    expect(plan('Who was Bob dating when he moved to Tokyo?')).toMatchObject({ question: 'Who was Bob dating?', anchor: 'When he moved to Tokyo?', subject: 'Bob' });
    // no state relation in the main clause, or no "when" clause: an ordinary question
    expect(plan('What did I eat when I was in Tokyo?').anchor).toBeNull();
    expect(plan('When did I move to Tokyo?').anchor).toBeNull();
  });

  it('measures a length asked "as of" a date up to that date, without restricting the event to it', () => {
    const p = plan('How long has it been since Bob adopted his first pet, as of November 2023?');
    expect(p).toMatchObject({ kind: 'duration', now: Date.UTC(2023, 11, 1), timeConstraint: null, asOf: null });
    expect(plan('As of March 2023, where did I work?')).toMatchObject({ kind: 'as_of', asOf: Date.UTC(2023, 3, 1) });
  });

  it('a first-person question naming a non-speaker is about the asker; a named speaker is the subject', () => {
    expect(plan('When did I meet Daniel?').subject).toBe('Ann');
    expect(plan('Where does Daniel live?').subject).toBe('Daniel');
    expect(plan('What did Bob tell me about Tokyo?').subject).toBe('Bob');
    expect(plan('Where did we live in 2019?').subject).toBe('Ann');
  });

  it("is about a relative named after whose relative they are (\"Ann's niece Ada\"), without the words saying whose", () => {
    const p = planQuestion("When did Ann's niece Ada take her first steps?", Date.UTC(2024, 0, 1), { asker: 'Ann', knownNames: ['Ann', 'Bob', 'Ada'], people: ['Ann', 'Bob', 'Ada'], speakers: ['Ann', 'Bob'], findTimes: findTimeExpressions });
    expect(p).toMatchObject({ subject: 'Ada', keywords: ['ada', 'take', 'steps'] });
    // a thing owned, or a relative without a name, leaves the owner the subject
    expect(plan("When did Ann's brother get married?").subject).toBe('Ann');
    expect(plan("When did Ann's band Tokyo play?").subject).toBe('Ann');
  });

  it('reads a run of capitalised words the memory does not know as one name', () => {
    expect(plan('When did Low Tide first play at the Rosewood Bar?').entities).toEqual(['Low Tide', 'Rosewood Bar']);
    // a run holding a known name is read word by word
    expect(plan('When did Bob and Ann Tokyo?').entities).toEqual(['Bob', 'Ann', 'Tokyo']);
    expect(plan('Did Bob Visit Kyoto?').entities).toEqual(['Bob', 'Visit', 'Kyoto']);
    // a word after a known place says what kind of place it is
    expect(plan('When did Bob start teaching at Tokyo Primary?').entities).toEqual(['Bob', 'Tokyo']);
  });

  it('of two speakers named, the subject is the one named first, whatever order the memory knows them in', () => {
    expect(plan("When did Bob plan to go over to Ann's?").subject).toBe('Bob');
    expect(plan("When did Ann plan to go over to Bob's?").subject).toBe('Ann');
    expect(plan('When did Bob and Ann meet?').entities.slice(0, 2)).toEqual(['Bob', 'Ann']);
  });

  it('gives the terms of the places within a place the question names, unless the name is a person', () => {
    const { placeTerms } = plan('When did I leave for New Zealand?');
    expect(placeTerms.get('zealand')).toEqual(expect.arrayContaining([['auckland'], ['queenstown']]));
    expect(plan('When did I leave for Toronto?').placeTerms.size).toBe(0);
    const india = planQuestion('When did India visit Brazil?', Date.UTC(2024, 0, 1), { knownNames: ['India'], people: ['India'], findTimes: findTimeExpressions });
    expect([...india.placeTerms.keys()]).toEqual(['brazil']);
  });

  it('survives empty and huge questions', () => {
    expect(plan('').kind).toBe('fact');
    expect(plan(`Where did I live when ${'I moved '.repeat(5000)}?`).question.length).toBeLessThanOrEqual(2001);
  });
});

describe('planQuestion: conjectures', () => {
  it('marks questions that ask for a judgement as conjectures, not polite requests', () => {
    expect(planAna('Would Bruno enjoy a pottery class?').conjecture).toBe(true);
    expect(planAna('What might Ana likely choose for dinner?').conjecture).toBe(true);
    expect(planAna('Would Ana be considered a night owl?').conjecture).toBe(true);
    expect(planAna('Could you tell me when I moved to Lisbon?').conjecture).toBe(false);
    expect(planAna('When did Bruno move to Lisbon?').conjecture).toBe(false);
    expect(planAna('').conjecture).toBe(false);
  });
  it('finds the subject and keywords of a question about a person', () => {
    const p = planAna('What did Bruno paint last summer?');
    expect(p.subject).toBe('Bruno');
    expect(p.keywords).toContain('paint');
    expect(p.timeConstraint).not.toBeNull();
  });
  it('reads a named day after "for" as the occasion, not a time the answer must fall in', () => {
    expect(planAna('When did Bruno fly to Accra for Christmas?').timeConstraint).toBeNull();
    expect(planAna('When did Bruno fly to Accra on Christmas?').timeConstraint).not.toBeNull();
  });
  it('reads "Next" opening a name ("Next Fest") as no plan, but "next" before a time or a thing as one', () => {
    expect(planAna('When did Bruno get the email saying his game got into Next Fest?').future).toBe(false);
    expect(planAna('When did Bruno win the Next Generation Award?').future).toBe(false);
    expect(planAna('What is Bruno doing Next Monday?').future).toBe(true);
    expect(planAna('When is Bruno going to the next meetup?').future).toBe(true);
  });
  it('reads a time after "after" as the season from its end on ("after Christmas")', () => {
    const after = planAna('When did Bruno fly back to the field station after Christmas?').timeConstraint;
    expect(after && [new Date(after.start).toISOString().slice(0, 10), new Date(after.end).toISOString().slice(0, 10)]).toEqual(['2023-12-26', '2024-03-27']);
    const on = planAna('When did Bruno fly back to the field station on Christmas?').timeConstraint;
    expect(on && new Date(on.start).toISOString().slice(0, 10)).toBe('2023-12-25');
  });
  it('reads a model year ("his 1968 Triumph") as part of a name, not a time the answer must fall in', () => {
    expect(planAna('When did Bruno buy his 1968 Triumph Bonneville?').timeConstraint).toBeNull();
    expect(planAna('When did Bruno buy a motorbike in 1968?').timeConstraint).not.toBeNull();
  });
  it('reads "planned" with a time named as asking what that time holds, not as a word to find', () => {
    expect(planAna('What have I got planned for March 14?').keywords).toEqual([]);
    expect(planAna('What did I plan to cook on Friday?').keywords).toEqual(['cook']);
    expect(planAna('When did I plan to move to Lisbon?').keywords).toContain('plan');
  });
  it('reads an idiom by the plain word a message would use ("tie the knot" for "marry")', () => {
    expect(planAna("When did Ana's sister tie the knot?").keywords).toEqual(['ana', 'sister', 'marry']);
    expect(planAna('When did Tom pop the question?').keywords).toEqual(['tom', 'propose']);
    expect(planAna("When did Tom's cat go under the knife?").keywords).toEqual(['tom', 'cat', 'surgery']);
    expect(planAna('When did Tom take possession of his new flat?').keywords).toEqual(['tom', 'keys', 'new', 'flat']);
    expect(planAna('When did Tom sign a rental agreement for his cafe?').keywords).toEqual(['tom', 'sign', 'lease', 'cafe']);
    expect(planAna("When is Ana's graduation ceremony going to take place?").keywords).toEqual(['ana', 'graduation', 'ceremony']);
  });
  it('reads "planning to" as the frame of a question about the planned thing, not as a word to find', () => {
    expect(planAna('When is Tavish planning to hold his housewarming party?').keywords).toEqual(['tavish', 'hold', 'housewarming', 'party']);
    expect(planAna('When was Ana scheduled to leave for her research cruise?').keywords).not.toContain('scheduled');
  });
  it('reads a bare date in a question about plans as the coming one, and in one about a past plan as gone', () => {
    const asked = (q: string) => planQuestion(q, Date.UTC(2026, 10, 24, 10), { asker: 'Ana', findTimes: findTimeExpressions }).timeConstraint;
    expect(asked('What have I got planned for March 14?')?.start).toBe(Date.UTC(2027, 2, 14));
    expect(asked('What did I plan for March 14?')?.start).toBe(Date.UTC(2026, 2, 14));
  });
});
