import type { MessageRole } from '../../src-shared/domain/memory';
import type { WallMs } from '../../src-shared/domain/time';
import { parseWallTime, wallNow } from '../../src-shared/domain/wall-time';
import type { ImportEntry, ImportFile, ParseOptions, ParseResult } from './import-types';
import { cleanText, hashText, splitLongText } from './text-utils';

type Json = Record<string, unknown>;

// Field names chat exports use, tried in order: data, not if/else chains.
const TEXT_FIELDS = ['text', 'content', 'message', 'body', 'parts'];
const SPEAKER_FIELDS = ['speaker', 'author', 'sender', 'from', 'name', 'user'];
const TIME_FIELDS = ['time', 'timestamp', 'date', 'created_at', 'create_time', 'createdAt', 'datetime', 'ts'];
const ROLE_SPEAKER: Record<string, (user: string) => string> = {
  user: (user) => user,
  human: (user) => user,
  assistant: () => 'Assistant',
  ai: () => 'Assistant',
  bot: () => 'Assistant',
  model: () => 'Assistant',
};
const MAX_ID_CHARS = 200;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text of a message: a string, a list of parts (strings or {text}), or a nested {parts}, a few levels deep at most. */
function readText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value;
  if (depth > 3) return null;
  if (Array.isArray(value)) {
    const parts = value.map((p) => (typeof p === 'string' ? p : isObject(p) && typeof p.text === 'string' ? p.text : '')).filter(Boolean);
    return parts.length ? parts.join('\n') : null;
  }
  if (isObject(value)) return readText(value.parts ?? value.text, depth + 1);
  return null;
}

/** Wall time from ISO 8601 text or a Unix timestamp (seconds or milliseconds); null when unreadable. */
export function readTimestamp(value: unknown): WallMs | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const ms = value < 1e11 ? value * 1000 : value;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? null : wallNow(date);
  }
  if (typeof value === 'string' && value.trim()) {
    if (/^\d+(\.\d+)?$/.test(value.trim())) return readTimestamp(Number(value));
    try {
      return parseWallTime(value);
    } catch {
      return null;
    }
  }
  return null;
}

function pick(obj: Json, fields: readonly string[]): unknown {
  for (const f of fields) if (obj[f] !== undefined && obj[f] !== null) return obj[f];
  return undefined;
}

function readSpeaker(obj: Json, options: ParseOptions): string | null {
  const direct = pick(obj, SPEAKER_FIELDS);
  if (typeof direct === 'string' && direct.trim()) return direct.trim().slice(0, 100);
  if (isObject(direct)) {
    const name = direct.name ?? direct.role;
    if (typeof name === 'string') return (ROLE_SPEAKER[name.toLowerCase()]?.(options.speaker) ?? name).slice(0, 100);
  }
  const role = typeof obj.role === 'string' ? obj.role.toLowerCase() : null;
  return role ? (ROLE_SPEAKER[role]?.(options.speaker) ?? null) : null;
}

/**
 * Where each of a message's parts goes in time. Exports often stamp several messages with the same minute or
 * second; they get 1 ms steps in file order so that they keep it (ids without a number would order them at
 * random). A message stamped earlier than the one before it keeps its time.
 */
type Placer = (conversation: string, time: WallMs, parts: number) => WallMs;

function fileOrderPlacer(): Placer {
  const last = new Map<string, { time: WallMs; next: WallMs }>();
  return (conversation, time, parts) => {
    const prev = last.get(conversation);
    const start = prev && prev.time === time ? prev.next : time;
    last.set(conversation, { time, next: start + parts });
    return start;
  };
}

/** One chat message object -> entry, or the reason it was left out. */
function readMessage(obj: unknown, source: string, conversation: string, options: ParseOptions, place: Placer): ImportEntry[] | string {
  if (!isObject(obj)) return 'not a message object';
  const raw = readText(pick(obj, TEXT_FIELDS));
  if (raw === null) return 'no text field (text, content, message)';
  const text = cleanText(raw).trim();
  if (!text) return 'empty text';
  const speaker = readSpeaker(obj, options);
  if (!speaker) return 'no speaker (speaker, author, sender or role)';
  const rawTime = pick(obj, TIME_FIELDS);
  if (rawTime === undefined) return 'no time (time, timestamp or date)';
  const time = readTimestamp(rawTime);
  if (time === null) return `time ${JSON.stringify(rawTime).slice(0, 40)} is not a date`;
  const givenId = typeof obj.id === 'string' || typeof obj.id === 'number' ? String(obj.id).slice(0, MAX_ID_CHARS) : null;
  const conv = typeof obj.conversation === 'string' && obj.conversation.trim() ? obj.conversation.trim().slice(0, 200) : conversation;
  const role: MessageRole = 'entry';
  const parts = splitLongText(text);
  const start = place(conv, time, parts.length);
  // the id keeps the stamped time, so re-importing an export imported before finds the same ids
  return parts.map((part, i, all) => ({
    id: givenId !== null ? (all.length > 1 ? `${givenId}#${i + 1}` : givenId) : `chat-${hashText(`${speaker}\n${time + i}\n${part}`)}`,
    conversation: conv,
    speaker,
    text: part,
    role,
    time: start + i,
    source,
  }));
}

function collect(items: unknown[], sourceOf: (i: number) => string, conversation: string, options: ParseOptions, out: ParseResult, place: Placer): void {
  items.forEach((item, i) => {
    const read = readMessage(item, sourceOf(i), conversation, options, place);
    if (typeof read === 'string') out.skipped.push({ source: sourceOf(i), reason: read });
    else out.entries.push(...read);
  });
}

/** ChatGPT-style export: conversations with a `mapping` of nodes holding `message`s. */
function collectMapping(conv: Json, index: number, file: ImportFile, options: ParseOptions, out: ParseResult, place: Placer): void {
  const title = typeof conv.title === 'string' && conv.title.trim() ? conv.title.trim().slice(0, 200) : `${file.path}#${index + 1}`;
  const nodes = Object.values(conv.mapping as Json)
    .map((n) => (isObject(n) ? n.message : null))
    .filter((m): m is Json => isObject(m) && readText(m.content) !== null);
  collect(nodes.map((m) => ({ ...m, text: readText(m.content), role: isObject(m.author) ? m.author.role : m.role })), (i) => `${title} message ${i + 1}`, title, options, out, place);
}

/** Parses a JSON chat export: an array of messages, `{messages: [...]}`, or ChatGPT-style conversations. */
export function parseChatJson(file: ImportFile, options: ParseOptions): ParseResult {
  const out: ParseResult = { entries: [], skipped: [] };
  let data: unknown;
  try {
    data = JSON.parse(file.text.replace(/^\uFEFF/, ''));
  } catch (err) {
    out.skipped.push({ source: file.path, reason: `not valid JSON (${(err as Error).message.slice(0, 80)})` });
    return out;
  }
  const conversation = file.path;
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.messages) ? data.messages : null;
  if (!list) {
    out.skipped.push({ source: file.path, reason: 'JSON is neither a list of messages nor an object with "messages"' });
    return out;
  }
  if (list.length === 0) {
    out.skipped.push({ source: file.path, reason: 'no messages in the file' });
    return out;
  }
  const place = fileOrderPlacer();
  list.forEach((item, i) => {
    if (isObject(item) && isObject(item.mapping)) collectMapping(item, i, file, options, out, place);
    else collect([item], () => `${file.path} item ${i + 1}`, conversation, options, out, place);
  });
  return out;
}

/** Parses JSON Lines chat messages (CONTRACTS.md §2 history format included); blank lines are ignored. */
export function parseChatJsonl(file: ImportFile, options: ParseOptions): ParseResult {
  const out: ParseResult = { entries: [], skipped: [] };
  const lines = file.text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const place = fileOrderPlacer();
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const source = `${file.path}:${i + 1}`;
    let obj: unknown;
    try {
      obj = JSON.parse(line);
    } catch {
      out.skipped.push({ source, reason: 'line is not valid JSON' });
      return;
    }
    collect([obj], () => source, file.path, options, out, place);
  });
  if (out.entries.length === 0 && out.skipped.length === 0) out.skipped.push({ source: file.path, reason: 'the file is empty' });
  return out;
}
