import { describe, expect, it } from 'vitest';
import { parseWallTime as t } from '../../src-shared/domain/wall-time';
import { MAX_ENTRY_CHARS } from './import-types';
import { parseMarkdownJournal } from './markdown-journal';

const opts = { speaker: 'Ana' };
const parse = (path: string, text: string) => parseMarkdownJournal({ path, text }, opts);

describe('parseMarkdownJournal', () => {
  it('dates a whole file from its name, at noon', () => {
    const r = parse('journal/2021-03-04.md', 'Moved to Lisbon today.\n\nIt rained.');
    expect(r.skipped).toEqual([]);
    expect(r.entries).toHaveLength(1);
    expect(r.entries[0]).toMatchObject({ text: 'Moved to Lisbon today.\n\nIt rained.', time: t('2021-03-04T12:00'), speaker: 'Ana', role: 'entry' });
  });

  it('prefers front matter dates (with clock time) over the file name', () => {
    const r = parse('2020-01-01-notes.md', '---\ntitle: "Day"\ndate: "2022-07-09 08:30"\n---\nStarted at Acme.');
    expect(r.entries[0]).toMatchObject({ text: 'Started at Acme.', time: t('2022-07-09T08:30') });
  });

  it('reads year/month/day folders and compact names', () => {
    expect(parse('2019/12/31.md', 'x').entries[0]?.time).toBe(t('2019-12-31T12:00'));
    expect(parse('20190102-trip.md', 'x').entries[0]?.time).toBe(t('2019-01-02T12:00'));
  });

  it('splits a file into one entry per dated heading, keeping undated sub-headings inside', () => {
    const text = [
      '# My 2021 journal',
      'Intro without a date.',
      '## March 4, 2021',
      'Moved to Lisbon.',
      '### Lunch',
      'Had bacalhau.',
      '## 5 March 2021 — Work',
      'First day at the new job.',
      '## 2021-03-06 21:15',
      'Late walk.',
    ].join('\n');
    const r = parse('2021.md', text);
    expect(r.entries.map((e) => e.time)).toEqual([t('2021-03-04T12:00'), t('2021-03-05T12:00'), t('2021-03-06T21:15')]);
    expect(r.entries[0]?.text).toBe('Moved to Lisbon.\n### Lunch\nHad bacalhau.');
    expect(r.entries[1]?.text).toBe('Work\nFirst day at the new job.');
    expect(r.skipped).toEqual([{ source: '2021.md:1', reason: 'text before the first dated heading, and the file itself has no date' }]);
  });

  it('reports impossible dates, undated files and empty input instead of guessing', () => {
    expect(parse('2021-02-30.md', 'x').skipped[0]?.reason).toMatch(/not a real date/);
    expect(parse('notes.md', 'Just text').skipped[0]?.reason).toMatch(/no date found/);
    expect(parse('2021-01-01.md', '').skipped[0]?.reason).toBe('the file is empty');
    expect(parse('2021-01-01.md', '   \n\n  ').entries).toEqual([]);
    const r = parse('x.md', '## 2021-02-29\nLeap?\n## 2021-02-28\n');
    expect(r.entries).toEqual([]);
    expect(r.skipped.map((s) => s.reason)).toEqual(['heading "2021-02-29" is not a real date', 'heading "2021-02-28" has no text under it']);
  });

  it('treats malformed front matter as text and reports a bad front-matter date', () => {
    const unclosed = parse('2021-01-01.md', '---\ndate: 2020-01-01\nno closing fence');
    expect(unclosed.entries[0]?.time).toBe(t('2021-01-01T12:00'));
    const bad = parse('2021-01-01.md', '---\ndate: yesterday\n---\nBody');
    expect(bad.entries).toEqual([]);
    expect(bad.skipped[0]?.reason).toMatch(/front matter date "yesterday"/);
  });

  it('keeps hostile text verbatim as text, minus control characters', () => {
    const hostile = '<img src=x onerror=alert(1)> مرحبا 👋\u0000\u0007 ${process.exit()}';
    const r = parse('2021-01-01.md', hostile);
    expect(r.entries[0]?.text).toBe('<img src=x onerror=alert(1)> مرحبا 👋 ${process.exit()}');
  });

  it('splits a huge entry into parts instead of truncating it, and stays fast', () => {
    const para = 'All work and no play makes a dull day. '.repeat(40);
    const huge = Array.from({ length: 400 }, () => para).join('\n\n');
    const r = parse('2021-01-01.md', huge);
    expect(r.entries.length).toBeGreaterThan(1);
    expect(r.entries.every((e) => e.text.length <= MAX_ENTRY_CHARS)).toBe(true);
    expect(r.entries.map((e) => e.text).join('').replace(/\s/g, '')).toBe(huge.replace(/\s/g, ''));
    expect(new Set(r.entries.map((e) => e.id)).size).toBe(r.entries.length);
  });

  it('gives the same ids for the same content, so re-imports are recognised', () => {
    expect(parse('a/2021-01-01.md', 'Same').entries[0]?.id).toBe(parse('b/2021-01-01.md', 'Same').entries[0]?.id);
  });
});
