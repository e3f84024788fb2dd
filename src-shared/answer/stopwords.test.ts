import { describe, expect, it } from 'vitest';
import { asWritten, contentWords, stem, terms, tokenize } from './stopwords';

describe('tokens', () => {
  it('splits words, folds possessives and splits Han characters', () => {
    expect(tokenize("Priya's LGBTQ group, 2023!")).toEqual(['priya', 'lgbtq', 'group', '2023']);
    expect(tokenize('我刚刚问')).toEqual(['我', '刚', '刚', '问']);
    expect(tokenize('')).toEqual([]);
  });
  it('drops question words and folds suffixes', () => {
    expect(contentWords('When did Tomas paint a lighthouse?')).toEqual(['tomas', 'paint', 'lighthouse']);
    // "become" only links the subject to what they became ("went pro" for "become a professional gamer")
    expect(contentWords('When did Tavik become a professional gamer?')).toEqual(['tavik', 'professional', 'gamer']);
    // "receive" is a formal "get" ("I finally got the keys on Friday!")
    expect(contentWords('When did Cosimo receive the keys to his new flat?')).toEqual(['cosimo', 'keys', 'new', 'flat']);
    expect(['painting', 'painted', 'paints'].map(stem)).toEqual(['paint', 'paint', 'paint']);
    expect(['hike', 'hiking', 'hiked', 'hikes'].map(stem)).toEqual(['hike', 'hike', 'hike', 'hike']);
    expect(['live', 'lives', 'lived', 'living'].map(stem)).toEqual(['live', 'live', 'live', 'live']);
    expect(['dance', 'dancing', 'danced', 'dances'].map(stem)).toEqual(['danc', 'danc', 'danc', 'danc']);
    expect(stem('bus')).toBe('bus');
    expect(['applied', 'applies', 'apply'].map(stem)).toEqual(['appli', 'appli', 'appli']);
    expect(stem('class')).toBe('class');
    expect(terms('Where does Josephine live?')).toEqual(['josephin', 'live']);
    expect(['bought', 'buy', 'buys', 'buying'].map(stem)).toEqual(['buy', 'buy', 'buy', 'buy']);
    expect(['ran', 'run', 'left', 'leaving', 'met', 'meeting'].map(stem)).toEqual(['run', 'run', 'leav', 'leav', 'meet', 'meet']);
  });
  it('keeps apart words that differ by a silent "e" ("care" and "car", "plane" and "plan")', () => {
    expect(['care', 'caring', 'cared', 'cares'].map(stem)).toEqual(['care', 'care', 'care', 'care']);
    expect(['car', 'cars'].map(stem)).toEqual(['car', 'car']);
    expect(['plane', 'planes'].map(stem)).toEqual(['plane', 'plane']);
    expect(['hope', 'hoping', 'hop', 'hopping'].map(stem)).toEqual(['hope', 'hope', 'hop', 'hop']);
    expect(['box', 'boxes', 'class', 'classes'].map(stem)).toEqual(['box', 'box', 'class', 'class']);
    expect(['paintings', 'painting', 'meetings', 'thoughts'].map(stem)).toEqual(['paint', 'paint', 'meet', 'think']);
    expect(['mentorship', 'mentored', 'internships', 'intern', 'worship', 'ship'].map(stem)).toEqual(['mentor', 'mentor', 'intern', 'intern', 'worship', 'ship']);
  });
  it('folds irregular past forms, doubled consonants and a final y onto the same stem', () => {
    expect(['ran', 'run', 'running', 'runs'].map(stem)).toEqual(['run', 'run', 'run', 'run']);
    expect(['met', 'meet', 'meeting'].map(stem)).toEqual(['meet', 'meet', 'meet']);
    expect(['sworn', 'swore', 'swearing'].map(stem)).toEqual(['swear', 'swear', 'swear']);
    expect(['planned', 'planning', 'plan'].map(stem)).toEqual(['plan', 'plan', 'plan']);
    expect(['falling', 'fall', 'added', 'add'].map(stem)).toEqual(['fall', 'fall', 'add', 'add']);
    expect(['story', 'stories', 'hoodie', 'hoodies'].map(stem)).toEqual(['stori', 'stori', 'hoodi', 'hoodi']);
    expect(['play', 'plays', 'buy'].map(stem)).toEqual(['play', 'play', 'buy']);
  });
  it('folds a noun naming a deed onto its verb', () => {
    expect(['application', 'applications', 'apply', 'applied'].map(stem)).toEqual(['appli', 'appli', 'appli', 'appli']);
    expect(['performance', 'performed', 'retirement', 'retired', 'died', 'die'].map(stem)).toEqual(['perform', 'perform', 'retir', 'retir', 'die', 'die']);
    expect(['defense', 'defence', 'defended', 'flight', 'flew', 'loss', 'lost'].map(stem)).toEqual(['defend', 'defend', 'defend', 'fly', 'fly', 'lose', 'lose']);
    // not a noun more often meaning something else
    expect(stem('presentation')).not.toBe(stem('present'));
  });
  it('folds an adverb onto its adjective ("officially" opened, "an official opening"), not words merely ending in -ly', () => {
    expect(['officially', 'official', 'carefully', 'careful', 'patiently', 'patient'].map(stem)).toEqual(['official', 'official', 'careful', 'careful', 'patient', 'patient']);
    expect(['early', 'only', 'family', 'rally'].map(stem)).toEqual(['earli', 'onli', 'famili', 'ralli']);
  });
  it('reads a clipped word of chat, singular or plural, as the full word', () => {
    expect(['tourney', 'tourneys', 'tournament'].map(stem)).toEqual(['tournament', 'tournament', 'tournament']);
    expect(['auntie', 'aunties', 'aunt', 'granny', 'grandmother', 'hubby', 'husband'].map(stem)).toEqual(['aunt', 'aunt', 'aunt', 'grandmother', 'grandmother', 'husband', 'husband']);
    expect(['comp', 'comps', 'competitions', 'compete'].map(stem)).toEqual(['compet', 'compet', 'compet', 'compet']);
    expect(stem('pics')).toBe(stem('picture'));
    expect(stem('pro')).toBe(stem('professional'));
    expect(['biking', 'bikes', 'bicycles'].map(stem)).toEqual(['bicycl', 'bicycl', 'bicycl']);
    expect(['app', 'vet', 'bro'].map(stem)).toEqual(['app', 'vet', 'bro']);
  });
  it('drops plurals of stop words and reflexive pronouns', () => {
    expect(contentWords('How many times did things change between weeks?')).toEqual(['change']);
    expect(contentWords('Priya painted it herself')).toEqual(['priya', 'painted']);
    expect(contentWords('bus gas')).toEqual(['bus', 'gas']);
    expect(contentWords('I lost a lot of progress, lots of it, a bit sad')).toEqual(['lost', 'progress', 'sad']);
  });
});

describe('asWritten', () => {
  it('finds the word a term came from, or gives the term back', () => {
    expect(asWritten('chariti', "When did the charity's quiz night take place?")).toBe('charity');
    expect(asWritten('hike', 'When did I go hiking?')).toBe('hiking');
    expect(asWritten('zebra', 'When did I go hiking?')).toBe('zebra');
    expect(asWritten('hike', '')).toBe('hike');
  });
});
