import { describe, expect, it } from 'vitest';
import { eventPair } from './event-pair';

const pair = (q: string, subject: string | null = null) => eventPair(q, subject);

describe('eventPair: two named events', () => {
  it('splits "between A and B", completing B from A', () => {
    expect(pair('How many weeks passed between Priya adopting Rex and Bella?')).toEqual({
      first: 'When did Priya adopt Rex?', second: 'When did Priya adopt Bella?', unit: 'W', form: 'between',
    });
    expect(pair('How many months passed between Tomas adopting his first kitten and his second one')).toMatchObject({
      first: 'When did Tomas adopt his first kitten?', second: 'When did Tomas adopt his second kitten?', unit: 'M',
    });
    expect(pair('How many years passed between Priya buying a bike and her other two bikes?')?.second).toBe('When did Priya buy her other two bikes?');
    // a phrase of its own on the right is also offered as an event of its own, for when the memory knows no such object
    expect(pair("How many weeks passed between Sam adopting Mochi and Mochi's first vet visit?")).toEqual({
      first: 'When did Sam adopt Mochi?', second: "When did Sam adopt Mochi's first vet visit?", ownSecond: "When was Mochi's first vet visit?", unit: 'W', form: 'between',
    });
    expect(pair('How long was it between Tomas starting karate and winning his first belt?')).toMatchObject({
      first: 'When did Tomas start karate?', second: 'When did Tomas win his first belt?', unit: null,
    });
    expect(pair('How much time passed between Ann and Bob meeting and their wedding?')).toMatchObject({
      first: 'When did Ann and Bob meet?', second: 'When was their wedding?',
    });
    expect(pair('How many days were there between the concert and the party?')).toMatchObject({
      first: 'When was the concert?', second: 'When was the party?', unit: 'D',
    });
  });
  it('uses the given subject for events named without one', () => {
    expect(pair('How many weeks between adopting Rex and adopting Bella?', 'Priya')).toMatchObject({
      first: 'When did Priya adopt Rex?', second: 'When did Priya adopt Bella?',
    });
  });
  it('reads "how long did it take X to finish Y" as from starting Y to finishing it', () => {
    expect(pair('How long did it take for Priya to finish writing her thesis?')).toEqual({
      first: 'When did Priya start writing her thesis?', second: 'When did Priya finish writing her thesis?', unit: null, form: 'between',
    });
    expect(pair('How long did it take Tomas to complete his garden shed?')).toMatchObject({
      first: 'When did Tomas start his garden shed?', second: 'When did Tomas complete his garden shed?',
    });
    expect(pair('How many months did it take her to learn Spanish?')).toMatchObject({
      first: 'When did she start to learn Spanish?', second: 'When did she learn Spanish?', unit: 'M',
    });
    expect(pair('How long did Tomas take to paint the fence?')?.first).toBe('When did Tomas start to paint the fence?');
  });
  it('reads "how long did X take a course" as from the first time to the last, as attending it', () => {
    expect(pair('How long did Kenji take the small business course at the community college?')).toMatchObject({
      first: 'When did Kenji first take the small business course at the community college?', form: 'span',
    });
    expect(pair('How long did Wilhelmina take sugar-work classes?')?.form).toBe('span');
  });
  it('reads "how long did X\'s thing take" as from the thing\'s start to its finish, a length told of it first', () => {
    expect(pair("How long did Hannelore's garden renovation take?")).toMatchObject({
      first: "When did Hannelore's garden renovation start?", second: "When did Hannelore's garden renovation finish?", form: 'span',
    });
    expect(pair('How long did the party last?')?.second).toBe('When did the party finish?');
    for (const q of ['How long did the trip last?', "How long did Priya's trip last?", 'How long did the boat tour that Priya went on with her aunt take?']) {
      expect(pair(q)?.form, q).toBe('span');
    }
  });
  it('reads "how long did X do Y before E" as from starting Y to E', () => {
    expect(pair('How long did Tomas practice the cello for before winning the audition?')).toMatchObject({
      first: 'When did Tomas start to practice the cello?', second: 'When did Tomas win the audition?', form: 'between',
    });
    expect(pair('How long did Ann and Bob date before deciding to get a flat together?')).toMatchObject({
      first: 'When did Ann and Bob start to date?', second: 'When did Ann and Bob decide to get a flat together?',
    });
    expect(pair('How long had Ann been dating Bob before they got engaged?')).toMatchObject({
      first: 'When did Ann start dating Bob?', second: 'When was it that they got engaged?',
    });
    expect(pair('How many weeks after moving to Lisbon did Priya find a job?')).toMatchObject({
      first: 'When did Priya move to Lisbon?', second: 'When did Priya find a job?', unit: 'W',
    });
  });
  it('reads "after how many weeks did X reconnect / do it again" as from the first time', () => {
    expect(pair('After how many weeks did Tomas reconnect with his old teacher?')).toMatchObject({
      first: 'When did Tomas first connect with his old teacher?', second: 'When did Tomas reconnect with his old teacher?', unit: 'W',
    });
    expect(pair('After how many months did Priya visit the museum again?')?.first).toBe('When did Priya first visit the museum?');
    expect(pair('After how many months of dating did Ann and Bob get engaged?')?.first).toBe('When did Ann and Bob start dating?');
    expect(pair('After how many weeks did Tomas sell the car?')).toBeNull(); // from when? the question does not say
  });
});

describe('eventPair: one activity', () => {
  it('reads "how long did X do Y" as from first to last doing it (a span, tried only when no length is stated)', () => {
    expect(pair('How long did Priya work on the mural for the library?')).toEqual({
      first: 'When did Priya first work on the mural for the library?', second: 'When did Priya last work on the mural for the library?', unit: null, form: 'span',
      finished: 'When did Priya finish the mural for the library?',
    });
    expect(pair('How long did Priya practise the piano?')).not.toHaveProperty('finished');
  });
  it('leaves lengths that are not an activity or a thing\'s, and ongoing lengths, to the stated-length handlers', () => {
    for (const q of [
      'How long did the choir rehearse?', 'How many days did Tomas plan to spend in Oslo?',
      'How long has Priya been painting?', 'How long ago did Tomas move?', 'How long is the river?', 'When did Priya adopt Rex?',
      'How many pets does Tomas have?', 'How many times did Priya go swimming?',
    ]) expect(pair(q), q).toBeNull();
  });
});

describe('eventPair: odd and hostile input', () => {
  it('never throws and returns null for junk', () => {
    for (const q of ['', '   ', '?', 'how long', 'How many weeks passed between', 'How many weeks passed between and', 'between A and B', '🙂🙂 how long 🙂', 'כמה זמן עבר בין', '多久']) {
      expect(() => pair(q), q).not.toThrow();
    }
    expect(pair('')).toBeNull();
    expect(pair('How many weeks passed between')).toBeNull();
    expect(pair('How many weeks passed between and')).toBeNull();
  });
  it('rejects huge questions quickly, and sub-questions that would read as length questions again', () => {
    const huge = `How long did it take ${'very '.repeat(20_000)}long to finish?`;
    const t0 = performance.now();
    expect(pair(huge)).toBeNull();
    expect(pair(`How many weeks passed between ${' and'.repeat(5000)}`)).toBeNull();
    expect(performance.now() - t0).toBeLessThan(200);
    expect(pair('How many weeks passed between how long Ann ran and how many days Bob rested?')).toBeNull();
  });
  it('keeps right-to-left and emoji text of the events intact', () => {
    expect(pair('How many weeks passed between Dana adopting 🐶 and שרה?')).toMatchObject({ first: 'When did Dana adopt 🐶?', second: 'When did Dana adopt שרה?' });
  });
});
