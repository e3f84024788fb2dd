import { describe, expect, it } from 'vitest';
import { readTimeml } from './read-timeml';
import { writeTimeml } from './write-timeml';

const SOURCE = `<?xml version="1.0" ?>
<TimeML>
<DCT><TIMEX3 tid="t0" type="DATE" value="1998-01-08" functionInDocument="CREATION_TIME">19980108</TIMEX3></DCT>
<TEXT>Sales <EVENT eid="e1">fell</EVENT> <TIMEX3 tid="t9" type="DATE" value="X">last week</TIMEX3> &amp; "today".</TEXT>
</TimeML>
`;

describe('writeTimeml', () => {
  it('replaces the TEXT tags with ours, keeping every character and the DCT', () => {
    const doc = readTimeml(SOURCE);
    const out = writeTimeml(doc, [
      { start: 11, end: 20, type: 'DATE', value: '1998-W01' },
      { start: 28, end: 33, type: 'DATE', value: '1998-01-08', mod: 'APPROX' },
    ]);
    expect(out).toContain('<DCT><TIMEX3 tid="t0" type="DATE" value="1998-01-08" functionInDocument="CREATION_TIME">19980108</TIMEX3></DCT>');
    expect(out).toContain('<TEXT>Sales fell <TIMEX3 tid="t1" type="DATE" value="1998-W01">last week</TIMEX3> &amp; "<TIMEX3 tid="t2" type="DATE" value="1998-01-08" mod="APPROX">today</TIMEX3>".</TEXT>');
    const again = readTimeml(out);
    expect(again.plainText).toBe(doc.plainText);
    expect(again.timexes.map((t) => t.text)).toEqual(['last week', 'today']);
  });

  it('escapes attribute values', () => {
    const out = writeTimeml(readTimeml(SOURCE), [{ start: 0, end: 5, type: 'DATE', value: 'a"<&' }]);
    expect(out).toContain('value="a&quot;&lt;&amp;"');
  });

  it('refuses overlapping or out-of-range tags', () => {
    const doc = readTimeml(SOURCE);
    expect(() => writeTimeml(doc, [{ start: 0, end: 5, type: 'DATE', value: 'x' }, { start: 3, end: 8, type: 'DATE', value: 'y' }])).toThrow(RangeError);
    expect(() => writeTimeml(doc, [{ start: 0, end: 999, type: 'DATE', value: 'x' }])).toThrow(RangeError);
  });
});
