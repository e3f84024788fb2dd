import type { Tense } from './rule';

/**
 * Tense of the clause around a position, read from auxiliaries and verb cues, to resolve a bare "Friday" or
 * "in March". The nearest cue before the expression in its clause decides ("said Friday", "is scheduled to close
 * Monday"), else the nearest after it; a possessive ("Friday's meeting") or "since" reports a past event, "until" a deadline ahead. Present-tense
 * verbs about a weekday or month mean the coming one ("I have a meeting on Friday", "the course starts on the 23rd").
 */
const CUES: { re: RegExp; tense: Tense }[] = [
  { re: /\b(?:will|won['’]t|shall|would|going to|gonna|set to|(?:is|are|was|were) to|due (?:to|in|on|at|by|around)|plan(?:s|ned|ning)? (?:to|a|an)|scheduled(?: to)?|expect(?:s|ed)? to|intends? to|hopes? to|likely to|next(?!\s+(?:door|to)\b)|upcoming|coming up|tomorrow|as early as|as soon as|starting (?:with|in|on|from)|['’]ll|(?<!\b(?:was|were|had|did|been)\s)(?:probably|hopefully))\b/gi, tense: 'future' },
  { re: /\b(?:was|were|had|did|didn['’]t|wasn['’]t|weren['’]t|hadn['’]t|been|ago|yesterday|last|earlier|went|came|made|took|(?<!(?:['’]ve|have|has)\s+)got|saw|met|began|left|told|said|ran|won|lost|fell|rose|spent|sold|bought)\b/gi, tense: 'past' },
  // irregular past forms, not passive after "be" ("will be paid on the 15th")
  { re: /(?<!\b(?:be|is|are|am|being|get|gets)\s+)\b(?:broke|drove|flew|wrote|threw|gave|found|felt|kept|brought|thought|caught|slept|woke|wore|spoke|chose|forgot|fought|heard|knew|became|swam|sang|rode|ate|drank|paid|sent|built|hurt|stood|held|led|taught|struck|dug|slid|swung|shook|stole|froze|hid|sank|rang|drew|grew|blew|tore|hung)\b/gi, tense: 'past' },
  // Lower-case -ed words ("United" is a name); after "be" or "get" they are passive, not past ("will be named", "is
  // expected", "is getting married").
  // Words that merely end in "-eed" ("succeed", "need", "indeed") are not past forms.
  { re: /(?<!\b(?:be|is|are|am|being|get|gets|getting)\s+)\b[a-z]\w{2,}ed\b(?<!(?:ceed|need|feed|speed|indeed|breed|bleed|heed))/g, tense: 'past' },
  // ... and one that opens a sentence, capitalised ("Moved in on the 1st.")
  { re: /^\s*[A-Z][a-z]{2,}ed\b(?<!(?:ceed|need|feed|speed|breed|bleed|heed))/g, tense: 'past' },
  { re: /\b(?:am|is|are|have|has|do|does|['’]m|['’]re|need|want|there['’]s)\b|\b(?:it|that|this)['’]s\s+(?:on|in|set for|scheduled for|coming|happening|opening|starting)\b|\b(?:it|that|this)['’]s(?=\s+$)|\b(?:it|this)['’]s\s+(?:a|an)\b/gi, tense: 'future' },
  // what one means, wants or is asked to do ("trying to convince me to go to Japan with her in April") lies ahead
  { re: /(?<!\bused\s)\bto (?:go|come|visit|travel|fly|move|head|start|join)\b/gi, tense: 'future' },
  // A scheduled event in the present tense ("the conference starts on the 23rd") is one ahead.
  { re: /\b(?:starts|begins|opens|closes|ends|arrives|departs|leaves|lands|expires|kicks off|takes place|comes out|goes live|premieres)\b/gi, tense: 'future' },
  // ... of things named in the plural too ("Lectures start in September", "the doors open at noon")
  { re: /\b[A-Za-z]{2,}[^s\W]s\s+(?:start|begin|open|close|end|finish|resume)\b(?!\s+(?:to|with)\b)/g, tense: 'future' },
  // ... and so is one's own ("I start on the 17th", "we fly out Friday")
  { re: /\b(?:I|we|you|they)\s+(?:start|begin|open|close|arrive|depart|leave|land|fly(?: out)?|move in|move out)\b/gi, tense: 'future' },
];
const WINDOW = 120;
const BOOKED_FOR = /\b(?:book(?:ed)?|reserv(?:ed|ation)|tickets?|table|flight|ferry|train)\b[^.!?]{0,40}\bfor\s+(?:the\s+)?$/i;
/**
 * "Signed up for the Manchester marathon in April", "for the Northvale Bake-Off in September": the date of the event one
 * signed up for lies ahead of the signing ("signed up for the gym in March" is when).
 */
const SIGNED_UP = String.raw`\b(?:[Ss]ign(?:ed)? up|[Rr]egister(?:ed)?|[Ee]nrol(?:l)?(?:ed)?|[Ee]nter(?:ed)?)\s+(?:for|in)\b[^.!?,]{0,40}`;
const SIGNED_UP_FOR = new RegExp(
  `${SIGNED_UP}\\b(?:marathon|race|run|course|class|workshop|conference|trip|tour|competition|contest|tournament|festival|event|programme|program|retreat|show|exam|bake-?off|fair)s?\\s+(?:in|on)\\s+(?:the\\s+)?$`,
  'i',
);
/** ... or for an event called by its name (case matters here: "the Northvale Bake-Off in September", not "the gym in March"). */
const SIGNED_UP_FOR_NAMED = new RegExp(`${SIGNED_UP}\\b(?:the|a)\\s+(?:\\p{Lu}[\\p{L}'’-]*\\s+)*\\p{Lu}[\\p{L}'’-]*\\s+(?:in|on)\\s+(?:the\\s+)?$`, 'u');
/** "We set the wedding date - September 16th": a date set for something is ahead of the setting. */
const DATE_SET = /\b(?:set|fixed|picked|chose|booked|announced)\s+(?:the|a|our|their|his|her)\s+(?:[\w-]+\s+)?date\b[^.!?]{0,24}$/i;
/** "The race got moved from March to April 16th": the date a plan was moved to lies ahead of the moving. */
const MOVED_TO = /\b(?:moved|pushed|postponed|rescheduled|delayed|shifted|put off)\b[^.!?]{0,40}\b(?:to|until|till)\s+(?:the\s+)?(?:(?:early|mid|late)[-\s])?$/i;
/** "It's planned for May", "the trip is set for the 3rd": the time a thing is now planned for ("was planned for" may have passed). */
const PLANNED_FOR = /(?:\b(?:is|are|been|now)|['’]s|['’]re)\s+(?:planned|scheduled|slated|set|pencil+ed in|arranged)\s+for\s+(?:the\s+)?(?:(?:early|mid|late)[-\s])?$/i;
/** What a clause books, sets, signs up for or moves a plan to before a date lies ahead of it, whatever the verb's tense. */
const SET_FOR_LATER = [BOOKED_FOR, PLANNED_FOR, DATE_SET, SIGNED_UP_FOR, SIGNED_UP_FOR_NAMED, MOVED_TO];
/** A short sentence naming an appointment is a note of one ahead; a long one is more likely a report. */
const NOTE_LENGTH = 60;
const APPOINTMENT = /\b(?:appointment|dentist|doctor|check-?up|meeting|interview|flight|deadline|reminder|reservation|booking)s?\b/i;
const GERUND_OPENING = /^\s*[A-Z][a-z]{2,}ing\b/;
const UNTIL = /\b(?:until|till)\s+(?:(?:\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\.?|noon|midnight)\s+(?:[ECMP][SD]T\s+)?)?$/i;

/** Whether the time at `at` is what its clause books, sets or signs up for ("signed up for the marathon in April"), not when that was done. */
export function isSetForLater(text: string, at: number): boolean {
  const clause = sentenceBefore(text, at);
  return SET_FOR_LATER.some((re) => re.test(clause));
}

export function makeTenseReader(text: string, fallback: Tense): (at: number) => Tense {
  const told = makeToldTenseReader(text);
  return (at: number) => told(at) ?? fallback;
}

/** The tense the words around a position tell (makeTenseReader), or undefined when none does. */
export function makeToldTenseReader(text: string): (at: number) => Tense | undefined {
  return (at: number) => {
    if (/^\w+['’]s\b/.test(text.slice(at, at + 20))) return 'past';
    // "since Tuesday" counts from a day that has already come.
    const lead = text.slice(Math.max(0, at - 32), at);
    if (/\bsince\s+(?:(?:early|late|mid)\s+)?$/i.test(lead)) return 'past';
    // "until Tuesday", "until 9 a.m. EST Tuesday": a deadline still ahead.
    if (UNTIL.test(lead)) return 'future';
    const from = sentenceStart(text, at);
    const to = sentenceEnd(text, at);
    // "booked a ferry for August 14": what is booked for a date lies ahead, whatever the verb's tense
    if (isSetForLater(text, at)) return 'future';
    // a clause a conjunction opens after a comma has its own tense ("I told him I needed to talk first, since, you know,
    // baby in August")
    const sentenceBefore = text.slice(from, at);
    const clause = sentenceBefore.slice(lastClauseOpening(sentenceBefore));
    const before = nearestCue(clause, 'last');
    if (before) return before.tense;
    const after = nearestCue(text.slice(at, to).replace(/^\S+/, ''), 'first');
    if (after) return after.tense;
    // With no cue at all, a question or an exclamation ("See you Friday!", "Dinner on Saturday?") looks
    // ahead, and so does a note of an appointment ("Dentist on Thursday at 9.", "Vet appointment on the 20th.")
    // or of a plan opening with a bare gerund ("Moving in on the 15th.")
    const sentence = text.slice(from, to);
    const note = sentence.length <= NOTE_LENGTH && (APPOINTMENT.test(sentence) || GERUND_OPENING.test(sentence));
    return text[to] === '?' || text[to] === '!' || note ? 'future' : undefined;
  };
}

/** ", since", ", because", ", so": a comma then a conjunction opening a clause of its own. */
const CLAUSE_OPENING = /,\s*(?:since|because|cause|['’]cause|so)\b,?/gi;
/** Where the last clause a conjunction opens after a comma starts in `text`, or 0. */
function lastClauseOpening(text: string): number {
  let at = 0;
  for (const m of text.matchAll(CLAUSE_OPENING)) at = m.index + m[0].length;
  return at;
}

/** The tense of a verb right before a position ("met on August 3", "will start on June 2"), if there is one. */
export function makeAdjacentTenseReader(text: string): (at: number) => Tense | undefined {
  return (at: number) => {
    const before = text.slice(Math.max(0, at - ADJACENT), at);
    const cue = nearestCue(before, 'last');
    return cue && /^\s*(?:on|in|at|by|until|since)?\s*$/i.test(before.slice(cue.at)) ? cue.tense : undefined;
  };
}
const ADJACENT = 24;

/** The last (or first) cue in `s`, with where it ends (or starts). */
function nearestCue(s: string, which: 'first' | 'last'): { at: number; tense: Tense } | undefined {
  let best: { at: number; tense: Tense } | undefined;
  for (const cue of CUES) {
    cue.re.lastIndex = 0;
    for (let m = cue.re.exec(s); m; m = cue.re.exec(s)) {
      const better = !best || (which === 'last' ? m.index + m[0].length > best.at : m.index < best.at);
      if (better) best = { at: which === 'last' ? m.index + m[0].length : m.index, tense: cue.tense };
      if (which === 'first') break;
    }
  }
  return best;
}

const STOPS = new Set(['.', '!', '?', '\n', ';']);
const isSpace = (ch: string | undefined): boolean => ch === undefined || ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r';

/** A period after an initial or a title ("Daniel P. Davison", "Mr. Smith") does not end a sentence. */
const ABBREVIATED = /(?:^|\s)(?:[A-Z]|Mr|Mrs|Ms|Dr|St|Jr|Sr|Gov|Sen|Rep|Gen|Lt|Col|Sgt|Prof|Rev)$/;
const endsSentence = (text: string, i: number): boolean =>
  STOPS.has(text[i]!) && (text[i] !== '.' || !ABBREVIATED.test(text.slice(Math.max(0, i - 5), i)));

/** The part of the sentence around `at` that comes before it. */
export function sentenceBefore(text: string, at: number): string {
  return text.slice(sentenceStart(text, at), at);
}

function sentenceStart(text: string, at: number): number {
  const floor = Math.max(0, at - WINDOW);
  for (let i = at - 1; i >= floor; i--) if (endsSentence(text, i) && isSpace(text[i + 1])) return i + 1;
  return floor;
}

function sentenceEnd(text: string, at: number): number {
  const ceil = Math.min(text.length, at + WINDOW / 2);
  for (let i = at; i < ceil; i++) if (endsSentence(text, i) && (text[i] !== '.' || isSpace(text[i + 1]))) return i;
  return ceil;
}
