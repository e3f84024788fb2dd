import { describe, expect, it } from 'vitest';
import { parseWallTime as t } from '../../src-shared/domain/wall-time';
import { MAX_FILE_CHARS, planImport } from './import-plan';

const opts = { speaker: 'Me' };

describe('planImport', () => {
  it('routes files by extension and collects entries and reasons across them', () => {
    const plan = planImport(
      [
        { path: 'journal/2021-03-04.md', text: 'Moved to Lisbon.' },
        { path: 'journal/notes.txt', text: 'undated' },
        { path: 'chat.jsonl', text: '{"id":"c1","speaker":"Bo","text":"hey","time":"2022-01-01T10:00"}' },
        { path: 'photo.jpg', text: '\u0000\u0001binary' },
        { path: 'journal/.DS_Store', text: 'junk' },
      ],
      opts,
    );
    expect(plan.files).toBe(5);
    expect(plan.entries.map((e) => [e.text, e.time])).toEqual([
      ['Moved to Lisbon.', t('2021-03-04T12:00')],
      ['hey', t('2022-01-01T10:00')],
    ]);
    expect(plan.skipped.map((s) => s.source)).toEqual(['journal/notes.txt', 'photo.jpg']);
    expect(plan.skipped[1]?.reason).toMatch(/not a Markdown/);
  });

  it('recognises this app\'s backups and refuses broken ones without stopping', () => {
    const good = JSON.stringify({ format: 'temporal-journal-backup', version: 1, messages: [] });
    const bad = JSON.stringify({ format: 'temporal-journal-backup', version: 7 });
    const plan = planImport([{ path: 'a.json', text: good }, { path: 'b.json', text: bad }], opts);
    expect(plan.backups.map((b) => b.source)).toEqual(['a.json']);
    expect(plan.skipped[0]).toMatchObject({ source: 'b.json', reason: expect.stringMatching(/^backup refused: .*newer version/) });
  });

  it('keeps one copy of an entry that appears twice', () => {
    const plan = planImport([{ path: 'x/2021-01-01.md', text: 'Same' }, { path: 'y/2021-01-01.md', text: 'Same' }], opts);
    expect(plan.entries).toHaveLength(1);
    expect(plan.skipped[0]?.reason).toBe('an entry with the same id was already read from x/2021-01-01.md');
  });

  it('reports an over-large file instead of parsing it, and handles no files', () => {
    const big = { path: 'big.md', text: 'x'.repeat(MAX_FILE_CHARS + 1) };
    expect(planImport([big], opts).skipped[0]?.reason).toMatch(/^too large/);
    expect(planImport([], opts)).toEqual({ entries: [], backups: [], skipped: [], files: 0 });
  });

  it('plans a 5,000-file journal folder', () => {
    const files = Array.from({ length: 5000 }, (_, i) => ({ path: `j/${new Date(Date.UTC(2010, 0, 1 + i)).toISOString().slice(0, 10)}.md`, text: `Day ${i}: walked the dog.` }));
    const plan = planImport(files, opts);
    expect(plan.entries).toHaveLength(5000);
    expect(plan.skipped).toEqual([]);
  });
});
