import { describe, expect, it } from 'vitest';
import { PLACE_ALIASES, PLACES_WITHIN } from './place-table';
import { placesNamed, placesWithin } from './places';

describe('placesWithin', () => {
  it('lists the regions and cities within a country, at any depth', () => {
    expect(placesWithin('Canada')).toEqual(expect.arrayContaining(['Ontario', 'Toronto', 'Vancouver', 'Montréal', 'Montreal']));
    expect(placesWithin('Europe')).toEqual(expect.arrayContaining(['France', 'Paris', 'United Kingdom', 'UK', 'London', 'Edinburgh']));
  });
  it('reads a name in any case, with or without accents, dots or "the", and by its aliases', () => {
    for (const name of ['canada', 'CANADA', 'Canada’s', 'Ｃａｎａｄａ']) expect(placesWithin(name)).toContain('Toronto');
    for (const name of ['USA', 'US', 'U.S.', 'the United States', 'America', 'United States of America']) expect(placesWithin(name)).toContain('Seattle');
    expect(placesWithin('Québec')).toContain('Montréal');
    expect(placesWithin('Brazil')).toEqual(expect.arrayContaining(['São Paulo', 'Sao Paulo', 'Rio de Janeiro']));
  });
  it('does not put a place within the places it holds', () => {
    expect(placesWithin('Toronto')).toEqual([]);
    expect(placesWithin('Ontario')).not.toContain('Canada');
    for (const name of Object.keys(PLACES_WITHIN)) expect(placesWithin(name)).not.toContain(name);
  });
  it('has an entry or a listing for every alias', () => {
    const listed = new Set([...Object.keys(PLACES_WITHIN), ...Object.values(PLACES_WITHIN).flat()]);
    for (const name of Object.values(PLACE_ALIASES)) expect(listed.has(name)).toBe(true);
  });
  it('knows nothing of empty, unknown or hostile names', () => {
    for (const name of ['', '   ', 'Atlantis', 'constructor', '__proto__', 'toString', '🇨🇦', 'كندا', '\u0000', 'Canada'.repeat(20_000), 'x'.repeat(100_000)]) {
      expect(placesWithin(name)).toEqual([]);
    }
  });
});

describe('placesNamed', () => {
  it('finds the places a text names that hold other places, the longest name first', () => {
    expect(placesNamed('When did James depart for his trip to Canada?')).toEqual(['Canada']);
    expect(placesNamed('Was it New Zealand or South America?')).toEqual(['New Zealand', 'South America']);
    expect(placesNamed("Canada's lakes and the U.S. coast")).toEqual(["Canada's", 'U.S']);
  });
  it('needs a capital, and all capitals for a name that is also a word', () => {
    expect(placesNamed('Did they visit us in canada?')).toEqual([]);
    expect(placesNamed('Us two went to the US')).toEqual(['US']);
  });
  it('leaves out places with nothing listed within them', () => {
    expect(placesNamed('I flew to Toronto, then Rio de Janeiro.')).toEqual([]);
  });
  it('survives empty, huge and odd input', () => {
    expect(placesNamed('')).toEqual([]);
    expect(placesNamed('🙂 \u200b Canada\u0301 ')).toEqual(['Canada\u0301']);
    const long = 'Canada and more words '.repeat(20_000);
    const started = performance.now();
    expect(placesNamed(long)).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
