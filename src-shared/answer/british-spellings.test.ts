import { describe, expect, it } from 'vitest';
import { americanSpelling } from './british-spellings';
import { stem } from './stopwords';

describe('americanSpelling', () => {
  it('spells listed words and "-our" words the American way', () => {
    expect(['licence', 'licences', 'centre', 'colour', 'coloured', 'neighbourhood', 'favourite', 'behaviour'].map(americanSpelling)).toEqual([
      'license', 'licenses', 'center', 'color', 'colored', 'neighborhood', 'favorite', 'behavior',
    ]);
  });
  it('leaves short "-our" words, other words, empty and odd input alone', () => {
    for (const word of ['hour', 'four', 'tour', 'your', 'flour', 'license', 'color', '', 'our', 'x'.repeat(10_000)]) expect(americanSpelling(word)).toBe(word);
  });
  it('lets both spellings meet as one term', () => {
    expect(stem('licence')).toBe(stem('licensed'));
    expect(stem('favourite')).toBe(stem('favorite'));
    expect(stem('hour')).not.toBe(stem('hor'));
  });
});
