import { parseWallTime } from '../../../src-shared/domain/wall-time';
import type { WallMs } from '../../../src-shared/domain/time';

/** A TIMEX3 annotation found in a document's text, positioned in the tag-free text. */
export interface TimemlTimex {
  start: number;
  end: number;
  text: string;
  type: string;
  value: string;
  mod: string | null;
}

/** A TimeML document split into the parts the tagger needs; `source` is kept whole so output changes only <TEXT>. */
export interface TimemlDocument {
  source: string;
  /** Offsets of the content between <TEXT> and </TEXT> in `source`. */
  textStart: number;
  textEnd: number;
  /** The content of <TEXT> with every tag removed; entity references are kept as written. */
  plainText: string;
  /** The document creation time as written in the DCT TIMEX3 value, and as wall ms. */
  dctValue: string;
  dct: WallMs;
  /** TIMEX3 tags already inside <TEXT> (gold annotations, for scoring). */
  timexes: TimemlTimex[];
}

export class TimemlError extends Error {
  override name = 'TimemlError';
}

const DCT_TIMEX = /<DCT>[\s\S]*?<TIMEX3\b([^>]*)>/;
/** Some TimeML files carry the creation time without a <DCT> wrapper. */
const CREATION_TIMEX = /<TIMEX3\b([^>]*functionInDocument\s*=\s*"CREATION_TIME"[^>]*)>/;
const ATTR = /([\w:]+)\s*=\s*"([^"]*)"/g;

export function parseAttributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(ATTR)) out[m[1]!] = m[2]!;
  return out;
}

export function readTimeml(source: string): TimemlDocument {
  const open = /<TEXT\b[^>]*>/.exec(source);
  const close = source.lastIndexOf('</TEXT>');
  if (!open || close < open.index) throw new TimemlError('no <TEXT>...</TEXT> element');
  const dctTag = DCT_TIMEX.exec(source) ?? CREATION_TIMEX.exec(source);
  if (!dctTag) throw new TimemlError('no <DCT><TIMEX3 ...> document creation time');
  const dctValue = parseAttributes(dctTag[1]!).value;
  if (!dctValue) throw new TimemlError('the DCT TIMEX3 has no value attribute');
  let dct: WallMs;
  try {
    dct = parseWallTime(/^\d{8}$/.test(dctValue) ? `${dctValue.slice(0, 4)}-${dctValue.slice(4, 6)}-${dctValue.slice(6)}` : dctValue);
  } catch {
    throw new TimemlError(`the DCT value ${JSON.stringify(dctValue)} is not a calendar date`);
  }
  const textStart = open.index + open[0].length;
  const { plainText, timexes } = stripTags(source.slice(textStart, close));
  return { source, textStart, textEnd: close, plainText, dctValue, dct, timexes };
}

/** Remove tags, remembering where each TIMEX3 began and ended in the plain text. */
function stripTags(inner: string): { plainText: string; timexes: TimemlTimex[] } {
  const parts: string[] = [];
  const timexes: TimemlTimex[] = [];
  const open: { start: number; attrs: Record<string, string> }[] = [];
  let length = 0;
  let last = 0;
  for (const m of inner.matchAll(/<(\/?)([\w:]+)([^>]*)>/g)) {
    const chunk = inner.slice(last, m.index);
    parts.push(chunk);
    length += chunk.length;
    last = m.index + m[0].length;
    if (m[2] !== 'TIMEX3') continue;
    if (!m[1]) open.push({ start: length, attrs: parseAttributes(m[3]!) });
    else {
      const o = open.pop();
      if (!o) throw new TimemlError('a </TIMEX3> closes no open TIMEX3');
      timexes.push({ start: o.start, end: length, text: '', type: o.attrs.type ?? '', value: o.attrs.value ?? '', mod: o.attrs.mod ?? null });
    }
  }
  if (open.length > 0) throw new TimemlError('a <TIMEX3> is never closed');
  parts.push(inner.slice(last));
  const plainText = parts.join('');
  if (/[<>]/.test(plainText)) throw new TimemlError('a stray "<" or ">" inside <TEXT> (not well-formed XML)');
  for (const t of timexes) t.text = plainText.slice(t.start, t.end);
  return { plainText, timexes: timexes.sort((a, b) => a.start - b.start) };
}
