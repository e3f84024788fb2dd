import { describe, expect, it } from 'vitest';
import { parseWallTime as t, wallNow } from '../../src-shared/domain/wall-time';
import { parseChatJson, parseChatJsonl, readTimestamp } from './chat-export';

const opts = { speaker: 'Me' };

describe('parseChatJsonl', () => {
  it('reads the CONTRACTS §2 history format, keeping ids and conversations', () => {
    const text = [
      '{"id": "D1:3", "speaker": "Caroline", "text": "I went to a support group yesterday.", "time": "2023-05-08T13:56:00"}',
      '',
      '{"id": "D1:4", "speaker": "Mel", "text": "How was it?", "time": "2023-05-08T13:57:00+02:00", "conversation": "c1"}',
    ].join('\n');
    const r = parseChatJsonl({ path: 'h.jsonl', text }, opts);
    expect(r.skipped).toEqual([]);
    expect(r.entries).toEqual([
      { id: 'D1:3', conversation: 'h.jsonl', speaker: 'Caroline', text: 'I went to a support group yesterday.', role: 'entry', time: t('2023-05-08T13:56'), source: 'h.jsonl:1' },
      { id: 'D1:4', conversation: 'c1', speaker: 'Mel', text: 'How was it?', role: 'entry', time: t('2023-05-08T13:57'), source: 'h.jsonl:3' },
    ]);
  });

  it('reports each malformed line with its number and reason, keeping the good ones', () => {
    const text = ['{"speaker":"A","text":"ok","time":"2023-01-01"}', '{broken', '[]', '{"speaker":"A","time":"2023-01-01"}', '{"speaker":"A","text":"  ","time":"2023-01-01"}', '{"text":"who","time":"2023-01-01"}', '{"speaker":"A","text":"when"}', '{"speaker":"A","text":"x","time":"2023-02-30"}'].join('\n');
    const r = parseChatJsonl({ path: 'f.jsonl', text }, opts);
    expect(r.entries.map((e) => e.text)).toEqual(['ok']);
    expect(r.skipped.map((s) => `${s.source} ${s.reason}`)).toEqual([
      'f.jsonl:2 line is not valid JSON',
      'f.jsonl:3 not a message object',
      'f.jsonl:4 no text field (text, content, message)',
      'f.jsonl:5 empty text',
      'f.jsonl:6 no speaker (speaker, author, sender or role)',
      'f.jsonl:7 no time (time, timestamp or date)',
      'f.jsonl:8 time "2023-02-30" is not a date',
    ]);
  });

  it('keeps messages stamped with the same minute in file order, a millisecond apart, with ids from the stamped time', () => {
    const lines = ['Zed: first', 'Amy: second', 'Zed: third', 'Amy: a minute on', 'Zed: told late'].map((s, i) => {
      const [speaker, text] = s.split(': ');
      const time = ['2023-05-08T13:56', '2023-05-08T13:56', '2023-05-08T13:56', '2023-05-08T13:57', '2023-05-08T13:50'][i];
      return JSON.stringify({ speaker, text, time });
    });
    const r = parseChatJsonl({ path: 'w.jsonl', text: lines.join('\n') }, opts);
    const base = t('2023-05-08T13:56');
    expect(r.entries.map((e) => [e.text, e.time - base])).toEqual([
      ['first', 0],
      ['second', 1],
      ['third', 2],
      ['a minute on', 60_000],
      ['told late', -360_000],
    ]);
    // an export imported before this ordering (each line on its own) finds the same ids again
    const alone = lines.map((line) => parseChatJsonl({ path: 'w.jsonl', text: line }, opts).entries[0]!.id);
    expect(r.entries.map((e) => e.id)).toEqual(alone);
    expect(new Set(alone).size).toBe(5);
  });

  it('says an empty file is empty', () => {
    expect(parseChatJsonl({ path: 'e.jsonl', text: '\n \n' }, opts).skipped).toEqual([{ source: 'e.jsonl', reason: 'the file is empty' }]);
  });

  it('handles many lines and prototype-polluting keys without side effects', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `{"__proto__": {"polluted": true}, "id": "m${i}", "speaker": "A", "text": "line ${i}", "time": "2023-01-01T10:00"}`);
    const r = parseChatJsonl({ path: 'big.jsonl', text: lines.join('\n') }, opts);
    expect(r.entries).toHaveLength(20_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseChatJson', () => {
  it('reads arrays and {messages}, mapping roles to speakers and epoch seconds to wall time', () => {
    const arr = parseChatJson({ path: 'a.json', text: JSON.stringify([{ role: 'user', content: 'I adopted a cat.', timestamp: 1_600_000_000 }, { role: 'assistant', content: [{ text: 'Nice!' }], timestamp: 1_600_000_060 }]) }, opts);
    expect(arr.entries.map((e) => [e.speaker, e.text, e.time])).toEqual([
      ['Me', 'I adopted a cat.', wallNow(new Date(1_600_000_000_000))],
      ['Assistant', 'Nice!', wallNow(new Date(1_600_000_060_000))],
    ]);
    const obj = parseChatJson({ path: 'b.json', text: JSON.stringify({ messages: [{ author: 'Zoe', message: 'hi', date: '2020-02-02' }] }) }, opts);
    expect(obj.entries[0]).toMatchObject({ speaker: 'Zoe', text: 'hi', time: t('2020-02-02') });
  });

  it('reads ChatGPT-style conversations with a node mapping', () => {
    const conv = {
      title: 'Moving',
      mapping: {
        a: { message: null },
        b: { message: { id: 'b', author: { role: 'user' }, content: { parts: ['We moved to Oslo.'] }, create_time: 1_700_000_000.5 } },
        c: { message: { id: 'c', author: { role: 'system' }, content: { parts: [''] }, create_time: 1_700_000_001 } },
      },
    };
    const r = parseChatJson({ path: 'conversations.json', text: JSON.stringify([conv]) }, opts);
    expect(r.entries).toHaveLength(1);
    expect(r.entries[0]).toMatchObject({ id: 'b', speaker: 'Me', text: 'We moved to Oslo.', conversation: 'Moving' });
  });

  it('survives deeply nested hostile content without recursing into it', () => {
    const deep = `${'{"parts":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
    const r = parseChatJson({ path: 'deep.json', text: `[{"speaker":"A","time":"2020-01-01","content":${deep}}]` }, opts);
    expect(r.entries).toEqual([]);
    expect(r.skipped[0]?.reason).toBe('no text field (text, content, message)');
  });

  it('refuses malformed, empty and wrongly shaped JSON with reasons', () => {
    expect(parseChatJson({ path: 'x.json', text: '{"messages": [' }, opts).skipped[0]?.reason).toMatch(/^not valid JSON/);
    expect(parseChatJson({ path: 'x.json', text: '' }, opts).skipped[0]?.reason).toMatch(/^not valid JSON/);
    expect(parseChatJson({ path: 'x.json', text: '{"a":1}' }, opts).skipped[0]?.reason).toMatch(/neither a list/);
    expect(parseChatJson({ path: 'x.json', text: '[]' }, opts).skipped[0]?.reason).toBe('no messages in the file');
    expect(parseChatJson({ path: 'x.json', text: '[1, null, "s"]' }, opts).skipped).toHaveLength(3);
  });
});

describe('readTimestamp', () => {
  it('accepts ISO text and epoch seconds or ms, and refuses nonsense', () => {
    expect(readTimestamp('2023-05-08T13:56:00Z')).toBe(t('2023-05-08T13:56'));
    expect(readTimestamp(1_600_000_000_000)).toBe(readTimestamp(1_600_000_000));
    expect(readTimestamp('1600000000')).toBe(readTimestamp(1_600_000_000));
    for (const bad of ['', 'soon', Number.NaN, Infinity, {}, [], true, '2023-13-01']) expect(readTimestamp(bad)).toBeNull();
  });
});
