import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from './index';
import { isSetForLater, makeToldTenseReader } from './tense';

const WED = Date.UTC(2024, 8, 4, 7); // Wednesday 4 September 2024
const value = (text: string) => findTimeExpressions(text, WED).map((e) => e.value);

describe('tense of bare dates', () => {
  it('a scheduled event said in the present tense is the coming one', () => {
    expect(value('The conference in Porto starts on the 23rd.')).toEqual(['2024-09-23']);
    expect(value('The course begins on Monday.')).toEqual(['2024-09-09']);
    // one's own plan in the present tense too, but not a report of it
    expect(value('Yes, I start on the 23rd.')).toEqual(['2024-09-23']);
    expect(value('We fly out Friday!')).toEqual(['2024-09-06']);
    // and of things named in the plural, or one that comes out
    expect(value("Lectures start in October, but they've offered me a summer course.")).toEqual(['2024-10']);
    expect(value('The kids start school on Monday.')).toEqual(['2024-09-09']);
    expect(value('The kids started school on Monday.')).toEqual(['2024-09-02']);
    expect(value('The book comes out on May 2nd.')).toEqual(['2025-05-02']);
    // what there is, is ahead; what there was, behind
    expect(value("There's a charity bike ride in June, a hundred miles along the coast.")).toEqual(['2025-06']);
    expect(value('There was a charity bike ride in June.')).toEqual(['2024-06']);
    expect(value('I started on the 2nd.')).toEqual(['2024-09-02']);
    // a past verb opening the sentence is past too, though capitalised
    expect(value('Settled in at last. Moved in on the 1st and the cat has finally forgiven us.')).toEqual(['2024-09-01']);
    expect(value('I have a dentist appointment on Friday.')).toEqual(['2024-09-06']);
    // a verbless note of an appointment looks ahead too
    expect(value('Dentist on Thursday at 9.')).toEqual(['2024-09-05']);
    expect(value('Vet appointment for Biscuit on the 20th.')).toEqual(['2024-09-20']);
    expect(value('The meeting on Monday went well.')).toEqual(['2024-09-02']);
    // a guess is at what is ahead, unless it is of what was
    expect(value('We postponed it. Probably April, when the weather is nicer.')).toEqual(['2025-04']);
    expect(value('Hopefully in April!')).toEqual(['2025-04']);
    expect(value('It was probably April when we met.')).toEqual(['2024-04']);
    // "next door" and "next to" say where, not when
    expect(value('I signed the lease for the unit next door on Monday.')).toEqual(['2024-09-02']);
    expect(value('I sat next to her on Monday.')).toEqual(['2024-09-02']);
    expect(value('The next meeting is on Monday.')).toEqual(['2024-09-09']);
    // so does a note of a plan opening with a bare gerund, unless a verb says otherwise
    expect(value('Bought the house! Moving in on the 15th.')).toEqual(['2024-09-15']);
    expect(value('Walking the dog on Monday was lovely.')).toEqual(['2024-09-02']);
    // what is booked for a date lies ahead; the booking itself may be behind
    expect(value('Booked a ferry to Texel for December 14.')).toEqual(['2024-12-14']);
    expect(value('Booked the ferry to Texel on December 14.')).toEqual(['2023-12-14']);
    expect(value('I booked it on Monday.')).toEqual(['2024-09-02']);
    // and so is a date set for something
    expect(value('My sister set the wedding date - September 16th.')).toEqual(['2024-09-16']);
    // so is the date of what one signed up for
    expect(value('I signed up for the Porto marathon in December.')).toEqual(['2024-12']);
    expect(value('I signed up for the gym in March.')).toEqual(['2024-03']);
    // an event called by its name
    expect(value('I also officially signed up for the Northvale Bake-Off in December.')).toEqual(['2024-12']);
  });
  it('a thing described in the present ("It\'s a big competition") is the coming one', () => {
    const may = Date.UTC(2024, 4, 20, 18);
    const months = (text: string) => findTimeExpressions(text, may).map((e) => e.value);
    expect(months("It's a big regional pastry competition, with a qualifying round in early June and a final in August.")).toEqual(['2024-06', '2024-08']);
    expect(months('The final was in August.')).toEqual(['2023-08']);
  });
  it('a past verb keeps the date behind', () => {
    expect(value('The course began on Monday.')).toEqual(['2024-09-02']);
    // irregular past forms too, though a present-tense verb follows; not as a passive ahead
    expect(value("I hurt my knee on a long run on Sunday, so I'm a bit worried.")).toEqual(['2024-09-01']);
    expect(value('Broke my wrist on Monday.')).toEqual(['2024-09-02']);
    expect(value('I finally stood up on the board on Friday!')).toEqual(['2024-08-30']);
    expect(value('We held the party on Saturday.')).toEqual(['2024-08-31']);
    expect(value('The party is held on Saturday.')).toEqual(['2024-09-07']);
    // a clause a conjunction opens after a comma has its own tense
    const told = (text: string) => makeToldTenseReader(text)(text.indexOf('Friday'));
    expect(told('I told him I needed to talk to Elena first, since, you know, baby on Friday.')).toBeUndefined();
    expect(told('I told him I needed to talk to Elena first, since I met her on Friday.')).toBe('past');
    expect(told('I told him I needed to talk to Elena on Friday.')).toBe('past');
    expect(value('The bonus will be paid on Friday.')).toEqual(['2024-09-06']);
    expect(value('We met on the 23rd.')).toEqual(['2024-08-23']);
  });
});

describe('tense cues of chat', () => {
  it('"starting with" or "starting in" looks ahead, whatever the clause before says', () => {
    const august = (text: string) => findTimeExpressions(text, Date.UTC(2021, 7, 26, 10)).map((e) => e.value);
    expect(august("I've been offered a job at the college, starting with the fall semester.")).toEqual(['2021-FA']);
    expect(august('I was hired last week, starting in May.')).toEqual(['2021-W33', '2022-05']);
  });
  it('"coming up" and "I\'ve got" look ahead; "wasn\'t" looks back', () => {
    expect(value("I've got my own trip coming up: Japan in October!")).toEqual(['2024-10']);
    expect(value("I've got a dentist appointment on Friday.")).toEqual(['2024-09-06']);
    expect(value('I got a new phone on Friday.')).toEqual(['2024-08-30']);
    expect(value("Wait, wasn't it your birthday on Sunday?")).toEqual(['2024-09-01']);
    expect(value("It's on Friday, can't wait.")).toEqual(['2024-09-06']);
    expect(value("I signed up for a triathlon. It's in June, at the lake.")).toEqual(['2025-06']);
    // "it's" right before a time says what the time is, whatever went before ("It's finally confirmed, it's this weekend!")
    expect(value("It's finally confirmed, it's this weekend!")).toEqual(['2024-W36-WE']);
    expect(value("A press is publishing my poems! It's coming out in March.")).toEqual(['2025-03']);
    expect(value("Elspeth is expecting! The baby's due in March.")).toEqual(['2025-03']);
    // what one is asked or means to do lies ahead; what one used to do does not
    expect(value("She's trying to convince me to go to Japan with her in April.")).toEqual(['2025-04']);
    expect(value('I used to go to Paris in April.')).toEqual(['2024-04']);
    // "getting married" is no past form
    expect(value('Oh, and Caspar is getting married in March!')).toEqual(['2025-03']);
  });
});

describe('isSetForLater', () => {
  it('knows the date of what a clause signs up for or books, not a date of doing it', () => {
    const text = 'Yesterday I signed up for the Porto marathon in December.';
    expect(isSetForLater(text, text.indexOf('December'))).toBe(true);
    expect(isSetForLater(text, text.indexOf('Yesterday'))).toBe(false);
    const booked = 'We booked a table for Friday. Dinner was great on Monday.';
    expect(isSetForLater(booked, booked.indexOf('Friday'))).toBe(true);
    expect(isSetForLater(booked, booked.indexOf('Monday'))).toBe(false);
    const moved = 'The race got moved from March to April 16th.';
    expect(isSetForLater(moved, moved.indexOf('April'))).toBe(true);
    const mid = "So I've moved my Scotland trip to mid-April instead.";
    expect(isSetForLater(mid, mid.indexOf('April'))).toBe(true);
  });
});
