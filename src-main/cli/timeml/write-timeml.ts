import type { TimemlDocument } from './read-timeml';

/** What the writer needs of a tag: where it goes and its TIMEX3 attributes. */
export interface TimexTag {
  start: number;
  end: number;
  type: string;
  value: string;
  mod?: string | null;
}

const escapeAttribute = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The document with <TEXT> holding its plain text re-tagged with `tags`; every other byte of the source is kept. */
export function writeTimeml(doc: TimemlDocument, tags: readonly TimexTag[]): string {
  const text = doc.plainText;
  const out: string[] = [doc.source.slice(0, doc.textStart)];
  let at = 0;
  let n = 1;
  for (const tag of [...tags].sort((a, b) => a.start - b.start)) {
    if (tag.start < at || tag.end > text.length || tag.end <= tag.start) throw new RangeError(`overlapping or out-of-range tag at ${tag.start}`);
    const mod = tag.mod ? ` mod="${escapeAttribute(tag.mod)}"` : '';
    out.push(text.slice(at, tag.start), `<TIMEX3 tid="t${n++}" type="${escapeAttribute(tag.type)}" value="${escapeAttribute(tag.value)}"${mod}>`, text.slice(tag.start, tag.end), '</TIMEX3>');
    at = tag.end;
  }
  out.push(text.slice(at), doc.source.slice(doc.textEnd));
  return out.join('');
}
