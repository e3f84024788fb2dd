import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { isEraAttribute } from './era-attribute';

const ref = Date.UTC(2022, 6, 10);
const attribute = (text: string) => {
  const [t] = findTimeExpressions(text, ref, { tense: 'auto' });
  return t ? isEraAttribute(text, t) : null;
};

describe('isEraAttribute', () => {
  it('reads a decade or century said of a thing as its age, not an event time', () => {
    expect(attribute('I stumbled upon this super cool book from the 1900s')).toBe(true);
    expect(attribute('I love music of the eighties')).toBe(true);
    expect(attribute('I bought a 1960s car')).toBe(true);
    expect(attribute('It has a kitchen straight out of 1978')).toBe(true);
    expect(attribute('The sofa looks like something out of the fifties')).toBe(true);
  });
  it('keeps a decade that dates what happened, and any finer time', () => {
    expect(attribute('back in the 1990s we met')).toBe(false);
    expect(attribute('In the 1990s I lived in Rome')).toBe(false);
    expect(attribute('a book from 2019')).toBe(false);
    expect(attribute('We moved out of the flat in 2019')).toBe(false);
    expect(attribute('I moved there in 2019')).toBe(false);
  });
  it('tolerates empty and malformed input', () => {
    expect(isEraAttribute('', { value: '190', start: 0 })).toBe(false);
    expect(isEraAttribute('from the ', { value: '190', start: 99 })).toBe(true); // a start past the end reads the whole text
    expect(isEraAttribute('from the 1900s', { value: '', start: -5 })).toBe(false);
  });
});
