import type { WallMs } from '../../src-shared/domain/time';
import { readDate, readDateFromPath, type DateRead } from './date-text';
import type { ImportEntry, ImportFile, ParseOptions, ParseResult, Skipped } from './import-types';
import { cleanText, hashText, splitLongText } from './text-utils';

export const JOURNAL_CONVERSATION = 'journal';
const DATE_KEYS = ['date', 'created', 'created_at', 'day'];

interface Section {
  heading: string | null;
  date: DateRead | null;
  body: string;
  line: number;
}

/** Splits `---` front matter (simple `key: value` lines) from the body. */
function splitFrontMatter(text: string): { fields: Map<string, string>; body: string; bodyLine: number } {
  const fields = new Map<string, string>();
  const m = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!m) return { fields, body: text, bodyLine: 1 };
  for (const line of m[1]!.split('\n')) {
    const kv = /^\s*([A-Za-z_][\w-]*)\s*:\s*(.*?)\s*$/.exec(line);
    if (kv) fields.set(kv[1]!.toLowerCase(), kv[2]!.replace(/^(['"])(.*)\1$/, '$2'));
  }
  return { fields, body: text.slice(m[0].length), bodyLine: m[0].split('\n').length };
}

/** A heading's date: the whole heading, or a leading date before a separator ("2021-03-04 — Moving day"). */
function headingDate(heading: string): { date: DateRead; title: string } {
  const whole = readDate(heading);
  if (whole.ok || whole.impossible) return { date: whole, title: '' };
  const sep = /\s+[-–—|]\s+|:\s+/.exec(heading);
  if (sep) {
    const lead = readDate(heading.slice(0, sep.index));
    if (lead.ok || lead.impossible) return { date: lead, title: heading.slice(sep.index + sep[0].length).trim() };
  }
  return { date: whole, title: '' };
}

/** Splits the body at Markdown headings that are dates; other headings stay inside their section. */
function sections(body: string, firstLine: number): Section[] {
  const lines = body.split('\n');
  const out: Section[] = [{ heading: null, date: null, body: '', line: firstLine }];
  lines.forEach((line, i) => {
    const h = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) {
      const { date, title } = headingDate(h[1]!);
      if (date.ok || date.impossible) {
        out.push({ heading: h[1]!, date, body: title ? `${title}\n` : '', line: firstLine + i });
        return;
      }
    }
    const current = out[out.length - 1]!;
    current.body += `${line}\n`;
  });
  return out;
}

/**
 * Parses one Markdown journal file: one entry per dated heading when it has any, else one entry
 * for the whole file dated by its front matter or file name. Never throws; what it cannot date is
 * reported in `skipped`.
 */
export function parseMarkdownJournal(file: ImportFile, options: ParseOptions): ParseResult {
  const entries: ImportEntry[] = [];
  const skipped: Skipped[] = [];
  const { fields, body, bodyLine } = splitFrontMatter(cleanText(file.text));
  const fmValue = DATE_KEYS.map((k) => fields.get(k)).find((v) => v !== undefined);
  const fileDate = fmValue !== undefined ? readDate(fmValue) : readDateFromPath(file.path);
  if (fmValue !== undefined && !fileDate.ok) {
    skipped.push({ source: file.path, reason: `front matter date "${fmValue.slice(0, 40)}" is ${fileDate.impossible ? 'not a real date' : 'not a date this importer reads'}` });
  }

  const add = (text: string, time: WallMs, source: string) => {
    splitLongText(text).forEach((part, i) => {
      const at = time + i;
      entries.push({ id: `md-${hashText(`${at}\n${part}`)}`, conversation: JOURNAL_CONVERSATION, speaker: options.speaker, text: part, role: 'entry', time: at, source });
    });
  };

  const parts = sections(body, bodyLine);
  const dated = parts.slice(1);
  if (dated.length === 0) {
    const text = body.trim();
    if (!text) skipped.push({ source: file.path, reason: 'the file is empty' });
    else if (!fileDate.ok) skipped.push({ source: file.path, reason: noDateReason(fileDate) });
    else add(text, fileDate.time, file.path);
    return { entries, skipped };
  }

  const preamble = parts[0]!.body.replace(/^#\s+.*$/m, '').trim();
  if (preamble) {
    if (fileDate.ok) add(preamble, fileDate.time, `${file.path}:${parts[0]!.line}`);
    else skipped.push({ source: `${file.path}:${parts[0]!.line}`, reason: 'text before the first dated heading, and the file itself has no date' });
  }
  for (const s of dated) {
    const source = `${file.path}:${s.line}`;
    const text = s.body.trim();
    if (!s.date?.ok) skipped.push({ source, reason: `heading "${s.heading?.slice(0, 40)}" is not a real date` });
    else if (!text) skipped.push({ source, reason: `heading "${s.heading?.slice(0, 40)}" has no text under it` });
    else add(text, s.date.time, source);
  }
  return { entries, skipped };
}

function noDateReason(date: DateRead): string {
  if (!date.ok && date.impossible) return 'the date in its name is not a real date';
  return 'no date found (name it like 2021-03-04.md, add "date: 2021-03-04" front matter, or use dated headings)';
}
