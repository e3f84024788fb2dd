import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoryRow } from '../../cli/answer/read-input';
import { formatWallTime } from '../../../src-shared/domain/wall-time';

/** One LoCoMo question with what the benchmark scores it against. */
export interface LocomoQuestion {
  id: string;
  question: string;
  category: number;
  /** Gold answer (categories 1-4) or the adversarial answer (category 5, where abstaining is right). */
  answer: string;
  evidence: string[];
}

export interface LocomoConversation {
  name: string;
  speakers: string[];
  history: HistoryRow[];
  questions: LocomoQuestion[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "1:56 pm on 8 May, 2023" -> wall ms. */
export function parseSessionTime(text: string): number {
  const m = /^(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})$/i.exec(text.trim());
  const month = m ? MONTHS.indexOf(m[5]!.toLowerCase()) : -1;
  if (!m || month < 0) throw new Error(`unreadable session date_time ${JSON.stringify(text)}`);
  const hour = (Number(m[1]) % 12) + (m[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return Date.UTC(Number(m[6]), month, Number(m[4]), hour, Number(m[2]));
}

/** Gold evidence ids, tolerating the data's occasional "D10:3; D10:4" or "D:11:26" spellings. */
function evidenceIds(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [];
  return list.flatMap((e) => String(e).split(/[;,\s]+/)).map((e) => e.replace(/^D:/, 'D')).filter((e) => /^D\d+:\d+$/.test(e));
}

interface Turn {
  speaker: string;
  dia_id: string;
  text: string;
  blip_caption?: string;
}

export interface ConvertOptions {
  /**
   * A shared photo's caption joins its turn as a chat import renders it (default). Off, a turn is its text alone, as a
   * scorer feeding LoCoMo's `text` field to `cli answer` would give it.
   */
  captions?: boolean;
}

/**
 * A conversation as the CLI history plus its questions. Every turn carries its session's date_time, as LoCoMo
 * records it (and as CONTRACTS §2's example stamps D1:3); the turn order lives in the ids alone.
 */
export function convertConversation(name: string, raw: Record<string, unknown>, options: ConvertOptions = {}): LocomoConversation {
  const conv = (raw.conversation ?? raw) as Record<string, unknown>;
  const history: HistoryRow[] = [];
  const sessions = Object.keys(conv)
    .map((k) => /^session_(\d+)$/.exec(k))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  for (const n of sessions) {
    const start = parseSessionTime(String(conv[`session_${n}_date_time`]));
    for (const turn of conv[`session_${n}`] as Turn[]) {
      const photo = turn.blip_caption && options.captions !== false ? ` [shared a photo: ${turn.blip_caption}]` : '';
      history.push({ id: turn.dia_id, speaker: turn.speaker, text: `${turn.text}${photo}`, time: start, conversation: name });
    }
  }
  const qa = (raw.qa ?? []) as Record<string, unknown>[];
  const questions = qa.map((q, i) => ({
    id: `${name}:q${i + 1}`,
    question: String(q.question),
    category: Number(q.category),
    answer: String(q.answer ?? q.adversarial_answer ?? ''),
    evidence: evidenceIds(q.evidence),
  }));
  return { name, speakers: [String(conv.speaker_a), String(conv.speaker_b)], history, questions };
}

/** Every `*.json` conversation in `dir`, or only those named in `only` (comma-separated, e.g. "26,30"). */
export function loadLocomo(dir: string, only?: string, options: ConvertOptions = {}): LocomoConversation[] {
  const names = only ? new Set(only.split(',').map((n) => n.trim())) : null;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && (!names || names.has(f.replace(/\.json$/, ''))))
    .sort()
    .map((f) => convertConversation(f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')), options));
}

/** The history as CONTRACTS §2 JSON Lines (for running the real CLI on a conversation). */
export function historyJsonl(c: LocomoConversation): string {
  return c.history.map((h) => JSON.stringify({ id: h.id, speaker: h.speaker, text: h.text, time: formatWallTime(h.time) })).join('\n') + '\n';
}
