import { BACKUP_FORMAT, parseBackup, type Backup } from './backup';
import { parseChatJson, parseChatJsonl } from './chat-export';
import type { ImportEntry, ImportFile, ParseOptions, ParseResult, Skipped } from './import-types';
import { parseMarkdownJournal } from './markdown-journal';

/** Largest file read, in characters; bigger files are reported, not half-read. */
export const MAX_FILE_CHARS = 64_000_000;

export interface ImportPlan {
  entries: ImportEntry[];
  backups: { source: string; backup: Backup }[];
  skipped: Skipped[];
  files: number;
}

type Parser = (file: ImportFile, options: ParseOptions) => ParseResult;

/** Which parser reads which file extension. */
const PARSERS: Record<string, Parser> = {
  md: parseMarkdownJournal,
  markdown: parseMarkdownJournal,
  mdown: parseMarkdownJournal,
  txt: parseMarkdownJournal,
  jsonl: parseChatJsonl,
  ndjson: parseChatJsonl,
  json: parseChatJson,
};
export const IMPORT_EXTENSIONS = Object.keys(PARSERS).map((e) => `.${e}`);

const BACKUP_SNIFF = new RegExp(`^\\s*\\{[\\s\\S]{0,200}"format"\\s*:\\s*"${BACKUP_FORMAT}"`);

function extension(path: string): string {
  const name = path.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Reads every file into one plan: entries to add, backups to restore, and what was skipped and why.
 * Pure and total: no file can make it throw. Duplicate entries within the import are kept once.
 */
export function planImport(files: readonly ImportFile[], options: ParseOptions): ImportPlan {
  const plan: ImportPlan = { entries: [], backups: [], skipped: [], files: files.length };
  const seen = new Map<string, string>();
  for (const file of files) {
    const name = file.path.split(/[\\/]/).pop() ?? file.path;
    if (name.startsWith('.')) continue; // hidden files (.DS_Store, .obsidian) are not journal content
    if (file.text.length > MAX_FILE_CHARS) {
      plan.skipped.push({ source: file.path, reason: `too large (${Math.round(file.text.length / 1e6)} M characters; the limit is ${MAX_FILE_CHARS / 1e6} M)` });
      continue;
    }
    const ext = extension(file.path);
    if (ext === 'json' && BACKUP_SNIFF.test(file.text)) {
      try {
        plan.backups.push({ source: file.path, backup: parseBackup(file.text) });
      } catch (err) {
        plan.skipped.push({ source: file.path, reason: `backup refused: ${(err as Error).message}` });
      }
      continue;
    }
    const parser = PARSERS[ext];
    if (!parser) {
      plan.skipped.push({ source: file.path, reason: 'not a Markdown (.md, .txt), JSON or JSONL file' });
      continue;
    }
    let result: ParseResult;
    try {
      result = parser(file, options);
    } catch (err) {
      // Parsers are written not to throw; if one ever does, that file is reported, the rest still import.
      plan.skipped.push({ source: file.path, reason: `could not be read (${(err as Error).message})` });
      continue;
    }
    plan.skipped.push(...result.skipped);
    for (const entry of result.entries) {
      const first = seen.get(entry.id);
      if (first !== undefined) {
        plan.skipped.push({ source: entry.source, reason: `an entry with the same id was already read from ${first}` });
        continue;
      }
      seen.set(entry.id, entry.source);
      plan.entries.push(entry);
    }
  }
  return plan;
}
