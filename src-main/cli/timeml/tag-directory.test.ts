import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTimeml } from './read-timeml';
import { tagDirectory, UsageError } from './tag-directory';
import { tagDocument } from './tag-document';

const GOOD = `<TimeML>
<DCT><TIMEX3 tid="t0" type="DATE" value="1998-01-08" functionInDocument="CREATION_TIME">19980108</TIMEX3></DCT>
<TEXT>Stocks <TIMEX3 tid="t5" type="DATE" value="1998-01-07">yesterday</TIMEX3> fell 5% in the third quarter.</TEXT>
</TimeML>
`;

function corpus(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'timex-in-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

describe('tagDirectory', () => {
  it('writes one tagged file per input, text unchanged, gold tags replaced by ours', () => {
    const inDir = corpus({ 'a.tml': GOOD, 'notes.txt': 'ignored' });
    const outDir = join(mkdtempSync(join(tmpdir(), 'timex-out-')), 'nested');
    const report = tagDirectory(inDir, outDir, tagDocument, () => {});
    expect(report).toEqual({ written: 1, failed: [] });
    expect(readdirSync(outDir)).toEqual(['a.tml']);
    const out = readTimeml(readFileSync(join(outDir, 'a.tml'), 'utf8'));
    expect(out.plainText).toBe(readTimeml(GOOD).plainText);
    expect(out.timexes.map((t) => [t.text, t.value])).toEqual([
      ['yesterday', '1998-01-07'],
      ['the third quarter', '1997-Q3'],
    ]);
  });

  it('skips and reports a malformed file without losing the others', () => {
    const inDir = corpus({ 'a.tml': GOOD, 'b.tml': '<TimeML><TEXT>no dct</TEXT></TimeML>' });
    const lines: string[] = [];
    const report = tagDirectory(inDir, mkdtempSync(join(tmpdir(), 'timex-out-')), tagDocument, (l) => lines.push(l));
    expect(report.written).toBe(1);
    expect(report.failed).toEqual([{ file: 'b.tml', reason: 'no <DCT><TIMEX3 ...> document creation time' }]);
    expect(lines).toHaveLength(1);
  });

  it('gives a usage error for a missing directory, a file, or a directory without .tml files', () => {
    const out = mkdtempSync(join(tmpdir(), 'timex-out-'));
    expect(() => tagDirectory('/nonexistent/dir', out, tagDocument, () => {})).toThrow(UsageError);
    const file = join(corpus({ 'a.tml': GOOD }), 'a.tml');
    expect(() => tagDirectory(file, out, tagDocument, () => {})).toThrow(/not a directory/);
    expect(() => tagDirectory(corpus({ 'x.txt': '' }), out, tagDocument, () => {})).toThrow(/no \*\.tml files/);
  });
});
