import type { Tense } from './rule';

/** Tense of the clause around a position, read from auxiliary and verb cues, for resolving bare "Friday" or "in March". */

const FUTURE_CUES = /\b(?:will|won['’]t|shall|going to|gonna|plans? to|planning|scheduled|expects? to|intends? to|'ll|next|upcoming|coming|tomorrow|would like|hope to|soon)\b/gi;
const PAST_CUES = /\b(?:was|were|had|did|didn['’]t|said|told|went|came|made|took|got|saw|met|ago|yesterday|last|earlier|previously|been|\w{3,}ed)\b/gi;
const WINDOW = 120;

/** The nearest cue wins; with no cue, present-tense text about a weekday or month means the coming one. */
export function makeTenseReader(text: string, fallback: Tense): (at: number) => Tense {
  const cache = new Map<number, Tense>();
  return (at: number) => {
    const from = sentenceStart(text, at);
    const key = from * 1_000_003 + Math.floor(at / WINDOW);
    const hit = cache.get(key);
    if (hit) return hit;
    const to = sentenceEnd(text, at);
    const sentence = text.slice(from, to);
    const local = at - from;
    const future = nearest(FUTURE_CUES, sentence, local);
    const past = nearest(PAST_CUES, sentence, local);
    const tense: Tense = future === Infinity && past === Infinity ? fallback : future < past ? 'future' : 'past';
    cache.set(key, tense);
    return tense;
  };
}

function nearest(re: RegExp, s: string, at: number): number {
  let best = Infinity;
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) best = Math.min(best, Math.abs(m.index - at));
  return best;
}

function sentenceStart(text: string, at: number): number {
  const floor = Math.max(0, at - WINDOW);
  for (let i = at - 1; i >= floor; i--) if (/[.!?\n]/.test(text[i]!) && /\s/.test(text[i + 1] ?? ' ')) return i + 1;
  return floor;
}

function sentenceEnd(text: string, at: number): number {
  const ceil = Math.min(text.length, at + WINDOW);
  for (let i = at; i < ceil; i++) if (/[!?\n]/.test(text[i]!) || (text[i] === '.' && /\s/.test(text[i + 1] ?? ' '))) return i;
  return ceil;
}
