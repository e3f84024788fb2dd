import type { Candidate } from './rule';

/**
 * Words around a date that TimeML keeps in the span and records as a mod: "early 2011" (START), "late November"
 * (END), "mid-1990s", "the end of 1990", "earlier this year", "the next year or so" (APPROX).
 */
const PREFIXES: { re: RegExp; mod: string }[] = [
  { re: /(?:the\s+)?(?:very\s+)?(?:beginning|start|dawn)\s+of\s+(?:the\s+)?$/i, mod: 'START' },
  { re: /(?:the\s+)?(?:very\s+)?end\s+of\s+(?:the\s+)?$/i, mod: 'END' },
  { re: /(?:the\s+)?middle\s+of\s+(?:the\s+)?$/i, mod: 'MID' },
  { re: /(?:the\s+)?(?:first|second)\s+half\s+of\s+(?:the\s+)?$/i, mod: '' },
  { re: /(?<![\w-])(?:early|earlier)(?:\s+in)?\s+$/i, mod: 'START' },
  { re: /(?<![\w-])(?:late|later)(?:\s+in)?\s+$/i, mod: 'END' },
  { re: /(?<![\w-])mid-?\s*$/i, mod: 'MID' },
];
const SUFFIXES: { re: RegExp; mod: string }[] = [{ re: /^\s+or\s+so\b/i, mod: 'APPROX' }];

/** Values a position modifier can qualify: calendar dates and decades, not durations or vague references. */
const QUALIFIABLE = /^\d{2,4}(?:-(?:\d{2}|Q\d|H\d|SP|SU|FA|WI|W\d{2}))?$/;

export function applyModifiers(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.map((c) => {
    let out = c;
    if (c.timex3Type === 'DATE' && QUALIFIABLE.test(c.value)) {
      const before = text.slice(Math.max(0, c.start - 40), c.start);
      for (const p of PREFIXES) {
        const m = p.re.exec(before);
        if (m) {
          out = { ...out, start: c.start - m[0].length, mod: p.mod || out.mod };
          break;
        }
      }
    }
    const after = text.slice(c.end, c.end + 12);
    for (const s of SUFFIXES) {
      const m = s.re.exec(after);
      if (m) out = { ...out, end: c.end + m[0].length, mod: s.mod };
    }
    if (out.mod === '') out = { ...out, mod: undefined };
    return out;
  });
}
