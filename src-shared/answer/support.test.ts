import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import type { EvidenceItem } from './evidence';
import { planQuestion } from './query-plan';
import { statementTerms } from './coverage';
import { stem } from './stopwords';
import { assessSupport, DEFAULT_SUPPORT, heardOf, unmentionedKin, unmentionedObject, unmentionedOwners, waiveCoverage } from './support';

const people = new Set(['priya', 'tomas']);
const plan = (q: string) => planQuestion(q, Date.UTC(2023, 9, 1), { asker: 'Priya', knownNames: ['Priya', 'Tomas'], people: ['Priya', 'Tomas'], findTimes: findTimeExpressions });
const item = (speaker: string, text: string, replyTo: EvidenceItem['replyTo'] = null): EvidenceItem => ({ messageId: text, text, time: 0, speaker, relevance: 1, facts: [], terms: statementTerms(text), replyTo });
const lexicon = { idf: () => 1, knows: () => true, mentions: () => true };

describe('assessSupport', () => {
  it('supports a question the subject answered themself', () => {
    const s = assessSupport(plan('When did Tomas run a charity race?'), [item('Tomas', 'I ran a charity race last Saturday.')], people, lexicon);
    expect(s).toMatchObject({ abstain: false, attribution: 1 });
    expect(s.coverage).toBe(1); // "ran" is folded to "run"
  });
  it('counts a word of the same meaning ("cooking" for "cookery")', () => {
    const s = assessSupport(plan('When did Tomas take a Thai cookery lesson?'), [item('Tomas', 'That Thai cooking class last month taught me a curry.')], people, lexicon);
    expect(s.coverage).toBeCloseTo(0.5); // thai and cookery, of thai, cookery, lesson and take
  });
  it("abstains when the subject only cheered someone else's news", () => {
    const news = { speaker: 'Tomas', text: 'I ran a charity race for the animal shelter!' };
    const s = assessSupport(plan('When did Priya run a charity race?'), [
      item('Priya', 'That charity race sounds amazing! So proud of you.', news),
      item('Tomas', news.text),
    ], people, lexicon);
    expect(s.abstain).toBe(true);
    expect(s.attribution).toBeLessThan(1);
  });
  it("abstains when the subject never names the place asked, only cheers the other's trip there", () => {
    const news = { speaker: 'Tomas', text: "I'm going to Japan next month! Two weeks in Tokyo." };
    const evidence = [
      item('Priya', "Japan! That's brilliant, Tomas. A dream trip.", news),
      item('Priya', 'I had the best holiday last summer.'),
      item('Tomas', news.text),
    ];
    expect(assessSupport(plan('When did Priya visit Japan?'), evidence, people, lexicon).abstain).toBe(true);
    expect(assessSupport(plan('When did Tomas visit Japan?'), evidence, people, lexicon).abstain).toBe(false);
    // answering a question that names it is naming it ("How long have you been at Halvorsen?" / "I started there in 2014")
    const asked = item('Priya', 'I started coaching there back in 2014.', { speaker: 'Tomas', text: 'How long have you been at Halvorsen now?' });
    expect(assessSupport(plan('When did Priya start coaching at Halvorsen?'), [asked], people, lexicon).abstain).toBe(false);
  });
  it("abstains when the deed asked of the subject's thing was only told of the other's", () => {
    const surgery = { speaker: 'Tomas', text: 'This morning Pickles had surgery on his knee.' };
    const evidence = [item('Priya', 'I wore cat ears on my shift in honour of Momo, my cat.'), item('Priya', "Oh, poor Pickles! How's he doing?", surgery), item('Tomas', surgery.text)];
    expect(assessSupport(plan("When did Priya's cat have surgery?"), evidence, people, lexicon).abstain).toBe(true);
    // told by the subject, it stands
    const own = [...evidence, item('Priya', 'Momo had surgery yesterday, poor thing.')];
    expect(assessSupport(plan("When did Priya's cat have surgery?"), own, people, lexicon).abstain).toBe(false);
  });
  it("counts what someone says to the subject about the subject's own life", () => {
    const s = assessSupport(plan('How does Priya prioritize sleep?'), [
      item('Tomas', 'Great that you are prioritizing sleep.', { speaker: 'Priya', text: 'Work is busy, but I rest a lot.' }),
    ], people, lexicon);
    expect(s).toMatchObject({ abstain: false, attribution: 1 });
  });
  it("abstains when the best match is someone else's experience", () => {
    const s = assessSupport(plan('What did Priya realize after her charity race?'), [
      item('Tomas', 'I ran a charity race and realized self-care matters.'),
      item('Priya', 'That sounds great!'),
    ], people, lexicon);
    expect(s.abstain).toBe(true);
    expect(s.attribution).toBe(0);
  });
  it('does not date a deed the subject says they never did, unless they did it at last', () => {
    const denial = [
      item('Tomas', 'Hale wants to go skiing this winter and I have no idea where to start.'),
      item('Priya', "Ha, no, I've actually never been skiing! Marisol would love it though.", { speaker: 'Tomas', text: 'Have you been skiing?' }),
    ];
    expect(assessSupport(plan('When did Priya go skiing?'), denial, people, lexicon).abstain).toBe(true);
    // the words still tell what Priya said of skiing when the question does not date it
    expect(assessSupport(plan('Has Priya been skiing?'), denial, people, lexicon).abstain).toBe(false);
    const atLast = [denial[0]!, item('Priya', "I'd never been skiing before last weekend, and I loved it!")];
    expect(assessSupport(plan('When did Priya go skiing?'), atLast, people, lexicon).abstain).toBe(false);
  });
  it('does not count questions inside a message as support', () => {
    const s = assessSupport(plan('What motivated Tomas to pursue counseling?'), [item('Tomas', 'What motivated you to pursue counseling?')], people, lexicon);
    expect(s.coverage).toBe(0);
    expect(s.abstain).toBe(true);
  });
  it('lets a question about two people rest on either, and abstains on nothing found', () => {
    const s = assessSupport(plan('When did Priya and Tomas go to the pride festival?'), [item('Tomas', 'We went to the pride festival last year.')], people, lexicon);
    expect(s.abstain).toBe(false);
    expect(assessSupport(plan('When did Priya go skydiving?'), [], people, lexicon).abstain).toBe(true);
  });
  it('judges a conjecture on attribution alone', () => {
    const evidence = [item('Tomas', 'I love clay and spend weekends at the studio.')];
    const s = assessSupport(plan('Would Tomas enjoy a ceramics workshop?'), evidence, people, lexicon);
    expect(s).toMatchObject({ coverageWaived: true, abstain: false });
    expect(s.coverage).toBe(0);
    expect(assessSupport(plan('Would Priya enjoy a ceramics workshop?'), evidence, people, lexicon).abstain).toBe(true);
  });
  it('abstains on a name the memory never heard of, except in a conjecture or a time word', () => {
    const evidence = [item('Tomas', 'I took a trip to Lisbon in December to clear my mind.')];
    const known = (t: string) => !['barcelona', 'vivaldi', 'december'].includes(t);
    const unknown = { idf: () => 1, knows: known, mentions: known };
    const s = assessSupport(plan('What did Tomas take a trip to Barcelona for?'), evidence, people, unknown);
    expect(s).toMatchObject({ unheard: ['Barcelona'], abstain: true });
    expect(assessSupport(plan('Would Tomas enjoy Vivaldi?'), evidence, people, unknown).unheard).toEqual([]);
    expect(assessSupport(plan('What did Tomas do in December?'), evidence, people, unknown).unheard).toEqual([]);
    expect(assessSupport(plan('What did Tomas take a trip to Lisbon for?'), evidence, people, unknown)).toMatchObject({ unheard: [], abstain: false });
    // a later sentence's first word is capitalised anyway
    const instructed = { idf: () => 1, knows: (t: string) => t !== 'answer', mentions: (t: string) => t !== 'answer' };
    expect(assessSupport(plan('Did Tomas take a trip to Lisbon? Answer yes or no.'), evidence, people, instructed).unheard).toEqual([]);
  });
});

describe('assessSupport: names never heard of', () => {
  const lexiconOf = (known: string[]) => ({ idf: () => 1, knows: (t: string) => known.includes(t), mentions: (t: string) => known.includes(t) });
  const heard = lexiconOf(['tokyo', 'acme', 'priya', 'tomas', 'since', 'march', 'move', 'visit', 'work', 'live']);
  const evidence = [item('Priya', 'I moved to Tokyo and work at Acme.')];
  it('names the capitalised words of the question that no message mentions', () => {
    expect(assessSupport(plan('When did I move to Madrid?'), evidence, people, heard).unheard).toEqual(['Madrid']);
    expect(assessSupport(plan('When did I move to Tokyo?'), evidence, people, heard).unheard).toEqual([]);
    expect(assessSupport(plan('Did Tomas visit Lima or Quito?'), evidence, people, heard).unheard).toEqual(['Lima', 'Quito']);
  });
  it("ignores known people, the question's first word and words of its time expressions", () => {
    expect(assessSupport(plan('Since when has Priya worked at Acme?'), evidence, people, lexiconOf([])).unheard).toEqual(['Acme']);
    expect(assessSupport(plan('Where did Tomas live in June 2021?'), evidence, people, lexiconOf([])).unheard).toEqual([]);
    expect(assessSupport(plan('Where do I live?'), evidence, people, lexiconOf([])).unheard).toEqual([]);
  });
});

describe('assessSupport: places', () => {
  const evidence = [item('Tomas', 'I flew to Toronto last week.')];
  const lexicon = (words: string[], typos: string[] = []) => ({ idf: () => 1, knows: (t: string) => [...words, ...typos].includes(t), mentions: (t: string) => words.includes(t) });
  it('hears of a country when the history names a city in it', () => {
    expect(assessSupport(plan('When did Tomas fly to Canada?'), evidence, people, lexicon(['fly', 'toronto'])).unheard).toEqual([]);
    expect(heardOf(plan('When did Tomas fly to Canada?'), lexicon(['toronto']))('canada')).toBe(true);
  });
  it('hears of a word when the history has one of the same meaning ("married" from a wedding)', () => {
    expect(heardOf(plan('When did Tomas get married?'), lexicon(['wed']))('marri')).toBe(true);
    expect(heardOf(plan('When did Tomas get married?'), lexicon(['engag']))('marri')).toBe(false);
    expect(heardOf(plan("When is Tomas's granddaughter christened?"), lexicon([stem('grandchild')]))(stem('granddaughter'))).toBe(true);
  });
  it('does not hear of a city when only its country is named, nor of a country by a near miss of its city', () => {
    expect(assessSupport(plan('When did Tomas fly to Toronto?'), evidence, people, lexicon(['fly', 'canada'])).unheard).toEqual(['Toronto']);
    expect(assessSupport(plan('When did Tomas fly to Canada?'), evidence, people, lexicon(['fly'], ['toronto'])).unheard).toEqual(['Canada']);
    expect(assessSupport(plan('When did Tomas fly to France?'), evidence, people, lexicon(['fly', 'toronto'])).unheard).toEqual(['France']);
  });
});

describe('unmentionedObject', () => {
  const mentioned = (t: string) => ['adopt', 'cat', 'car', 'run', 'race', 'charity', 'tomas'].map(stem).includes(t);
  it('names the object of a "when did" question that no message mentions', () => {
    expect(unmentionedObject(plan('When did I adopt a dog?'), mentioned)).toEqual(['dog']);
    expect(unmentionedObject(plan('When did I go skydiving?'), mentioned)).toEqual(['skydiv']);
    expect(unmentionedObject(plan('When did Tomas get into a skiing accident in June?'), mentioned)).toEqual(['ski', 'accident']);
    // the subject may be someone's relatives
    expect(unmentionedObject(plan("When did Tomas's family adopt a dog?"), mentioned)).toEqual(['dog']);
    expect(unmentionedObject(plan("When did Tomas's parents adopt a dog?"), mentioned)).toEqual(['dog']);
  });
  it('is silent when part of the object is mentioned, for the verb alone, and for other questions', () => {
    expect(unmentionedObject(plan('When did I adopt a cat?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('When did Tomas get in a car accident?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('When did Tomas run a charity race last May?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('When did I adopt?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('Where did I adopt a dog?'), mentioned)).toEqual([]);
    expect(unmentionedObject(plan('When'), mentioned)).toEqual([]);
  });
  it('names the kind of a thing asked by name when no message mentions it ("dentist" of "dentist appointment")', () => {
    const mentioned = (t: string) => ['vet', 'appointment', 'wed', 'sister'].includes(t);
    expect(unmentionedObject(plan('When is my dentist appointment?'), mentioned)).toEqual(['dentist']);
    expect(unmentionedObject(plan("When is Biscuit's vet appointment?"), mentioned)).toEqual([]);
    expect(unmentionedObject(plan("When is my sister's wedding?"), mentioned)).toEqual([]);
    // the verb after the thing is no part of it: "program" is the head here, not a kind of "start"
    const heard = (t: string) => ['master', 'start'].includes(t);
    expect(unmentionedObject(plan("When is Tomas's master's program going to start?"), heard)).toEqual([]);
    expect(unmentionedObject(plan('When is my dentist appointment going to happen?'), mentioned)).toEqual(['dentist']);
    expect(unmentionedObject(plan('When is the gala dinner?'), mentioned)).toEqual(['gala', 'dinner']);
    // a relative asked about by kin ("son") may be told of by name only: a person, not a thing
    expect(unmentionedObject(plan("When was Tomas's son going to start Beavers?"), mentioned)).toEqual([]);
  });
});

describe('unmentionedOwners', () => {
  const mentioned = (t: string) => ['mom', 'name', 'tomas'].map(stem).includes(t);
  it("names an owner no message mentions, not contractions, names or words that are mentioned", () => {
    expect(unmentionedOwners(plan("What is my sister's name?"), mentioned)).toEqual(['sister']);
    expect(unmentionedOwners(plan("What is my mom's name?"), mentioned)).toEqual([]);
    expect(unmentionedOwners(plan("What's Tomas's job? It's what's left."), mentioned)).toEqual([]);
  });
});

describe('waiveCoverage', () => {
  const weak = { score: 0.2, coverage: 0.2, attribution: 1, coverageWaived: false, unheard: [], abstain: true };
  it('lets weak word coverage stand, but not support about someone else or a name never heard of', () => {
    expect(waiveCoverage(weak, DEFAULT_SUPPORT)).toMatchObject({ coverageWaived: true, abstain: false });
    expect(waiveCoverage({ ...weak, attribution: 0.5 }, DEFAULT_SUPPORT).abstain).toBe(true);
    expect(waiveCoverage({ ...weak, unheard: ['Nara'] }, DEFAULT_SUPPORT).abstain).toBe(true);
  });
});

describe('unmentionedKin', () => {
  const talk = [
    { speaker: 'Tomas', text: 'My little sister Marit got married last Saturday!' },
    { speaker: 'Priya', text: 'Pip had his first swimming lesson yesterday.' },
  ];
  const unmentioned = (q: string) => unmentionedKin(plan(q), people, talk);
  it("pins another's relative on the one asked about only when theirs never comes up", () => {
    expect(unmentioned("When did Priya's sister get married?")).toEqual(["Priya's sister"]);
    expect(unmentioned("When did Tomas's sister get married?")).toEqual([]);
    // a relative no one calls theirs may come up by name ("Pip"): no sign
    expect(unmentioned("When did Priya's son have his first swimming lesson?")).toEqual([]);
    expect(unmentioned('When did Marit get married?')).toEqual([]);
  });
});
