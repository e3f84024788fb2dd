import { describe, expect, it } from 'vitest';
import { contentWords, stem, terms, tokenize } from './stopwords';

describe('tokens', () => {
  it('splits words, folds possessives and splits Han characters', () => {
    expect(tokenize("Caroline's LGBTQ group, 2023!")).toEqual(['caroline', 'lgbtq', 'group', '2023']);
    expect(tokenize('我刚刚问')).toEqual(['我', '刚', '刚', '问']);
    expect(tokenize('')).toEqual([]);
  });
  it('drops question words and folds suffixes', () => {
    expect(contentWords('When did Melanie paint a sunrise?')).toEqual(['melanie', 'paint', 'sunrise']);
    expect(['painting', 'painted', 'paints'].map(stem)).toEqual(['paint', 'paint', 'paint']);
    expect(stem('bus')).toBe('bus');
    expect(terms('Where does Caroline live?')).toEqual(['caroline', 'live']);
  });
});
