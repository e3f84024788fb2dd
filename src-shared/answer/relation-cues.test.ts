import { describe, expect, it } from 'vitest';
import { countedNoun, relationsNamed, relationsOf } from './relation-cues';

describe('relationsOf', () => {
  it('reads ending words as the relations that end', () => {
    expect(relationsOf('When did I quit?')).toEqual(['works_at']);
    expect(relationsOf('When did I retire?')).toEqual(['works_at']);
    // the "home" of a journey is no residence
    expect(relationsOf('How long was my flight home delayed?')).toEqual([]);
    expect(relationsOf('When did I get home from Rome?')).toEqual([]);
    expect(relationsOf('How long have I been at home in Glasgow?')).toEqual(['lives_in']);
    expect(relationsOf('When did I leave Hooli?')).toEqual(['works_at', 'lives_in', 'studies_at']);
    expect(relationsOf('When did I stop working at Hooli?')).toEqual(['works_at', 'job_title']);
    expect(relationsOf('What did I have for lunch?')).toEqual([]);
  });

  it('narrows a job question to the employer or the occupation when it says which', () => {
    expect(relationsOf('Where do I work?')).toEqual(['works_at']);
    expect(relationsOf('Who did Sam work for in 2019?')).toEqual(['works_at']);
    expect(relationsOf('What is my job title?')).toEqual(['job_title']);
    expect(relationsOf("What's my title now?")).toEqual(['job_title']);
    expect(relationsOf('When did I sell my Vespa?')).toEqual(['owns']);
    expect(relationsOf('What position did I hold in 2020?')).toEqual(['job_title']);
    expect(relationsOf('What was my job in 2016?')).toEqual(['works_at', 'job_title']);
    // a narrowing that would leave nothing keeps what was found
    expect(relationsOf('Where did I move after that?')).toEqual(['lives_in']);
  });

  it('does not read a partner named as company as the relation asked', () => {
    expect(relationsOf('Where did Jolene and her partner spend most of September?')).toEqual([]);
    expect(relationsOf('What did I cook with my wife and the kids?')).toEqual([]);
    expect(relationsOf('Which year did Jolene and her partner start dating?')).toEqual(['relationship_status', 'partner']);
    expect(relationsOf('Who is my partner?')).toEqual(['relationship_status', 'partner']);
  });

  it('finds the noun a count question counts', () => {
    expect(countedNoun('How many books have I read?')).toBe('books');
    expect(countedNoun('How many old laptops did Sam buy?')).toBe('old laptops');
    expect(countedNoun('How many times have I been to Rome?')).toBeNull();
    expect(countedNoun('When did I read Dune?')).toBeUndefined();
    expect(countedNoun('')).toBeUndefined();
  });

  it('reads plan words as the plans relation', () => {
    expect(relationsOf('What have I got planned for May 3?')).toEqual(['plans']);
    expect(relationsOf('When is my next appointment?')).toEqual(['plans']);
  });

  it('without a cue word, takes the state relations whose value the question names', () => {
    const facts = [
      { relation: 'job_title', object: 'engineering manager', kind: 'state' },
      { relation: 'lives_in', object: 'Tokyo', kind: 'state' },
      { relation: 'visited', object: 'Manager Island', kind: 'event' },
      { relation: 'likes', object: 'managers who listen', kind: 'preference' },
      { relation: 'plans', object: 'become a manager', kind: 'plan' },
    ];
    expect(relationsNamed('What did I do before becoming a manager?', facts)).toEqual(['job_title']);
    expect(relationsNamed('And before Tokyo?', facts)).toEqual(['lives_in']);
    expect(relationsNamed('What did I eat?', facts)).toEqual([]);
  });
});
