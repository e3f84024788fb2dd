/** A sentence of a message: its original text and offsets, and a normalised copy for matching. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
  /** Curly quotes straightened and contractions expanded ("I'm" -> "I am", "didn't" -> "did not"). */
  normal: string;
}

/** Rewrites applied in order; expanding contractions makes the verb patterns simple. */
const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/[\u2018\u2019\u02bc]/g, "'"],
  [/[\u201c\u201d]/g, '"'],
  [/\bcan't\b/gi, 'can not'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(\w+)n't\b/gi, '$1 not'],
  [/\bI'm\b/gi, 'I am'],
  [/\b(\w+)'ve\b/gi, '$1 have'],
  [/\b(\w+)'ll\b/gi, '$1 will'],
  [/\b(I|you|we|they|he|she)'d\b/gi, '$1 would'],
  [/\b(you|we|they)'re\b/gi, '$1 are'],
  // "he's been", "she's already got": "has" before a past participle, else "is"
  [/\b(he|she|it|that|there|what|who)'s((?:\s+(?:already|just|never|always|finally|recently|also|still|ever|not))*)(?=\s+(?:been|got|gotten|had|done|seen|made|taken|given|gone|left|started|finished|moved|lived|worked|found|bought|become|come|known|joined|quit|decided|told|said|met)\b)/gi, '$1 has$2'],
  [/\b(he|she|it|that|there|what|who)'s\b/gi, '$1 is'],
  [/\bgonna\b/gi, 'going to'],
  // A shared photo with its caption, as chat imports render it: a sentence of its own.
  [/\[shared an? (?:photo|picture|image):\s*([^\]]{1,300})\]/gi, 'I shared a picture showing $1.'],
  [/\bwanna\b/gi, 'want to'],
];

export function normaliseText(text: string): string {
  let out = text;
  for (const [re, rep] of CONTRACTIONS) out = out.replace(re, rep);
  return out;
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'vs', 'etc', 'e.g', 'i.e', 'a.m', 'p.m', 'no', 'approx', 'dept', 'inc', 'ltd', 'co', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);

/**
 * Split a text into sentences with offsets: at . ! ? (and runs of them) followed by space, and at
 * line breaks. Never throws; empty and whitespace-only pieces are dropped.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) out.push({ text: body, start: start + lead, end: start + lead + body.length, normal: normaliseText(body) });
    start = end;
  };
  const boundary = /([.!?]+["')\]]*)(\s+)|\n+/g;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    if (m[1]) {
      const before = text.slice(start, m.index).split(/\s+/).pop() ?? '';
      const word = before.toLowerCase().replace(/^[^a-z.]+/, '');
      if (m[1] === '.' && (ABBREVIATIONS.has(word) || /^[a-z]$/i.test(word))) continue;
      push(m.index + m[1].length);
    } else {
      push(m.index);
    }
  }
  push(text.length);
  return out;
}
