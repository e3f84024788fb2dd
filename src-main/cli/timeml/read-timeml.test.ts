import { describe, expect, it } from 'vitest';
import { readTimeml, TimemlError } from './read-timeml';

const doc = (text: string, dct = '<DCT><TIMEX3 tid="t0" type="DATE" value="1998-01-08" temporalFunction="false" functionInDocument="CREATION_TIME">19980108</TIMEX3></DCT>') =>
  `<?xml version="1.0" ?>\n<TimeML>\n<DOCID>X</DOCID>\n${dct}\n<TEXT>${text}</TEXT>\n</TimeML>\n`;

describe('readTimeml', () => {
  it('reads the DCT, the plain text and the gold TIMEX3 offsets', () => {
    const d = readTimeml(doc('It <EVENT eid="e1">fell</EVENT> <TIMEX3 tid="t1" type="DATE" value="1998-01-07">yesterday</TIMEX3> &amp; <TIMEX3 tid="t2" type="DURATION" value="P1W" mod="APPROX">about a week</TIMEX3>.'));
    expect(d.dctValue).toBe('1998-01-08');
    expect(new Date(d.dct).toISOString()).toBe('1998-01-08T00:00:00.000Z');
    expect(d.plainText).toBe('It fell yesterday &amp; about a week.');
    expect(d.timexes).toEqual([
      { start: 8, end: 17, text: 'yesterday', type: 'DATE', value: '1998-01-07', mod: null },
      { start: 24, end: 36, text: 'about a week', type: 'DURATION', value: 'P1W', mod: 'APPROX' },
    ]);
  });

  it('accepts a DCT with a time and a compact DCT value', () => {
    expect(readTimeml(doc('x', '<DCT><TIMEX3 tid="t0" value="1998-01-08T18:30:00" functionInDocument="CREATION_TIME">x</TIMEX3></DCT>')).dctValue).toBe('1998-01-08T18:30:00');
    expect(new Date(readTimeml(doc('x', '<DCT><TIMEX3 tid="t0" value="19980108" functionInDocument="CREATION_TIME">x</TIMEX3></DCT>')).dct).toISOString()).toBe('1998-01-08T00:00:00.000Z');
  });

  it('falls back to a CREATION_TIME TIMEX3 outside a DCT element', () => {
    const d = readTimeml('<TimeML><TIMEX3 tid="t0" value="2013-03-22" functionInDocument="CREATION_TIME">x</TIMEX3><TEXT>y</TEXT></TimeML>');
    expect(d.dctValue).toBe('2013-03-22');
  });

  it.each([
    ['no TEXT', '<TimeML><DCT><TIMEX3 tid="t0" value="1998-01-08"></TIMEX3></DCT></TimeML>', /no <TEXT>/],
    ['no DCT', '<TimeML><TEXT>x</TEXT></TimeML>', /no <DCT>/],
    ['DCT without value', doc('x', '<DCT><TIMEX3 tid="t0"></TIMEX3></DCT>'), /no value/],
    ['impossible DCT', doc('x', '<DCT><TIMEX3 tid="t0" value="1998-02-30"></TIMEX3></DCT>'), /not a calendar date/],
    ['unclosed TIMEX3', doc('<TIMEX3 tid="t1">x'), /never closed/],
    ['stray close', doc('x</TIMEX3>'), /closes no open/],
    ['stray angle bracket', doc('a < b'), /stray/],
    ['empty file', '', /no <TEXT>/],
    ['binary junk', '\u0000\u0001\uFFFD'.repeat(100), /no <TEXT>/],
  ])('rejects %s with a clear error', (_name, source, message) => {
    expect(() => readTimeml(source)).toThrow(TimemlError);
    expect(() => readTimeml(source)).toThrow(message);
  });
});
