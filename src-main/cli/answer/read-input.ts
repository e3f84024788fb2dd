import { parseWallTime } from '../../../src-shared/domain/wall-time';
import type { WallMs } from '../../../src-shared/domain/time';

/** A bad input file: the CLI prints the message as its one-line reason and exits non-zero. */
export class InputError extends Error {}

export interface HistoryRow {
  id: string;
  speaker: string;
  text: string;
  time: WallMs;
  conversation?: string;
}

export interface QuestionRow {
  id: string;
  question: string;
  now?: WallMs;
  speaker?: string;
}

type Field = { name: string; required: boolean; kind: 'text' | 'nonempty' | 'time' };

const HISTORY_FIELDS: Field[] = [
  { name: 'id', required: true, kind: 'nonempty' },
  { name: 'speaker', required: true, kind: 'nonempty' },
  { name: 'text', required: true, kind: 'text' },
  { name: 'time', required: true, kind: 'time' },
  { name: 'conversation', required: false, kind: 'nonempty' },
];

const QUESTION_FIELDS: Field[] = [
  { name: 'id', required: true, kind: 'nonempty' },
  { name: 'question', required: true, kind: 'nonempty' },
  { name: 'now', required: false, kind: 'time' },
  { name: 'speaker', required: false, kind: 'nonempty' },
];

/** Parse JSON Lines (blank lines skipped), checking each object against `fields`; ids must be unique. */
function readJsonl(content: string, label: string, fields: Field[]): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = [];
  const ids = new Set<string>();
  content.replace(/^\uFEFF/, '').split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const where = `${label} line ${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new InputError(`${where}: not valid JSON`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError(`${where}: expected a JSON object`);
    const obj = value as Record<string, unknown>;
    const row: Record<string, string | number> = {};
    for (const f of fields) {
      const v = obj[f.name];
      if (v === undefined || v === null) {
        if (f.required) throw new InputError(`${where}: missing "${f.name}"`);
        continue;
      }
      if (typeof v !== 'string') throw new InputError(`${where}: "${f.name}" must be a string`);
      if (f.kind === 'nonempty' && !v.trim()) throw new InputError(`${where}: "${f.name}" is empty`);
      if (f.kind === 'time') {
        try {
          row[f.name] = parseWallTime(v);
        } catch (e) {
          throw new InputError(`${where}: "${f.name}" ${(e as Error).message}`);
        }
      } else row[f.name] = v;
    }
    const id = row.id as string;
    if (ids.has(id)) throw new InputError(`${where}: duplicate id ${JSON.stringify(id.slice(0, 80))}`);
    ids.add(id);
    rows.push(row);
  });
  return rows;
}

export function readHistory(content: string): HistoryRow[] {
  return readJsonl(content, 'history', HISTORY_FIELDS) as unknown as HistoryRow[];
}

export function readQuestions(content: string): QuestionRow[] {
  return readJsonl(content, 'questions', QUESTION_FIELDS) as unknown as QuestionRow[];
}

export interface AnswerArgs {
  history: string;
  questions: string;
  out: string | null;
}

const FLAGS = new Set(['--history', '--questions', '--out']);

/** `--history FILE --questions FILE [--out FILE]` (also `--flag=value`). */
export function parseAnswerArgs(argv: readonly string[]): AnswerArgs {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!FLAGS.has(flag)) throw new InputError(`unknown argument ${JSON.stringify(arg.slice(0, 60))} (usage: answer --history FILE --questions FILE [--out FILE])`);
    const value = inline ?? argv[++i];
    if (!value || value.startsWith('--')) throw new InputError(`${flag} needs a file path`);
    values.set(flag, value);
  }
  const history = values.get('--history');
  const questions = values.get('--questions');
  if (!history || !questions) throw new InputError('usage: answer --history FILE --questions FILE [--out FILE]');
  return { history, questions, out: values.get('--out') ?? null };
}
