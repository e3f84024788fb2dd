import { daySpan, overlaps } from './calendar';
import { dateEvents } from './date-events';
import { askedDirection, datedAnswer, eventWordsIn, namesAllEventWords, type DatedEvent } from './event-dating';
import { isQuestion, sentencesOf } from './coverage';
import { subjectSpeaks } from './evidence';
import type { QueryPlan } from './query-plan';
import { stem, STOPWORDS, tokenize } from './stopwords';
import type { Handler } from './temporal-reasoner';
import { compareTold } from '../domain/message-order';

/**
 * "When did Nate win his third tournament?": the nth of a series of like events. People number some
 * of them ("I won my second tournament!", "my fourth one") and tell the others as "another". So the
 * nth is the event told with its number; else the events told with a time are counted up from the
 * nearest numbered one below (from the start when only a later one is numbered), and a numbered one
 * above must leave exactly the right number between. An event told without a time may be a new one
 * or a retelling: one inside the counted stretch makes the count unsure, and the handler gives way.
 */

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ORDINAL = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(?:[1-9]|10)(?:st|nd|rd|th))\b/gi;
/** How many words after an ordinal may name the thing ("my fourth video game tournament"). */
const THING_WORDS = 3;
/** Enough text either side of an ordinal for its owner and its thing. */
const LOOK_BACK = 20;
const LOOK_AHEAD = 60;
/** "my second one": the thing is the one talked about. */
const PRONOUN = 'one';

export interface AskedOrdinal {
  /** 2 for "second"/"2nd"; "first" is the first-or-latest handler's. */
  n: number;
  /** The ordinal as the question's keywords have it ("third", "3rd"). */
  word: string;
  /** The words naming what is counted ("video game tournament"); "time" for "for the second time". */
  thing: string[];
}

function ordinalValue(word: string): number {
  const at = ORDINAL_WORDS.indexOf(word.toLowerCase());
  return at >= 0 ? at + 1 : parseInt(word, 10);
}

/** The ordinal a question asks for and the thing it numbers, or null ("the second week of May" numbers no event). */
export function askedOrdinal(question: string): AskedOrdinal | null {
  for (const m of question.matchAll(ORDINAL)) {
    const n = ordinalValue(m[1]!);
    if (n < 2) continue;
    const after = tokenize(question.slice(m.index + m[0].length, m.index + m[0].length + LOOK_AHEAD));
    const run = after.slice(0, THING_WORDS);
    const stop = run.findIndex((w) => STOPWORDS.has(w));
    const thing = stop < 0 ? run : run.slice(0, stop);
    if (thing.length) return { n, word: m[1]!.toLowerCase(), thing };
    if (after[0] === 'time') return { n, word: m[1]!.toLowerCase(), thing: ['time'] };
  }
  return null;
}

/** Whose numbered thing it is: "my second", "your third one", "his fourth", "Nate's fifth" ("the first one did" numbers nothing of anyone's). */
const OWNER = /(?:^|[^\p{L}])(my|our|your|his|her|their|\p{L}+['’]s)\s+$/iu;

/**
 * For a question about the first of a thing ("When did Ava start her first sweater?"), whether a text tells of a later
 * one ("I started a second sweater two weeks ago", "we already did a second one"): the thing is the question's words after
 * "first".
 */
export function namesLaterOne(text: string, question: string): boolean {
  const first = /\bfirst\b/i.exec(question);
  if (!first) return false;
  const after = tokenize(question.slice(first.index + first[0].length, first.index + first[0].length + LOOK_AHEAD)).slice(0, THING_WORDS);
  const stop = after.findIndex((w) => STOPWORDS.has(w));
  const thing = (stop < 0 ? after : after.slice(0, stop)).map(stem);
  if (thing.length === 0) return false;
  return [...text.matchAll(ORDINAL)].some((m) => {
    if (ordinalValue(m[1]!) < 2) return false;
    const next = tokenize(text.slice(m.index + m[0].length, m.index + m[0].length + LOOK_AHEAD)).slice(0, THING_WORDS).map(stem);
    // "we already did a second one" stands for the thing just talked about
    return next.includes(thing.at(-1)!) || next[0] === PRONOUN;
  });
}

/** The subject's own when they say "my", when another speaker says "your"; when the subject does not speak, anyone's said of them. */
function ownedBy(owner: string, speaksForSubject: boolean | null): boolean {
  if (speaksForSubject === null) return true;
  return speaksForSubject ? owner === 'my' || owner === 'our' : owner === 'your';
}

/**
 * The ordinals a message gives the asked thing ("my 2nd tournament", "your third one") in a sentence
 * that also names what is done to it (`deed`: "I wrapped up my second script" numbers scripts, not
 * their showings), counting only the subject's (see ownedBy).
 */
export function toldOrdinals(text: string, speaksForSubject: boolean | null, thing: readonly string[], deed: QueryPlan): number[] {
  const thingPlan = { ...deed, keywords: [...thing] };
  const tellsDeed = (sentence: string) => deed.keywords.length === 0 || namesAllEventWords(sentence, deed);
  return sentencesOf(text).filter(tellsDeed).flatMap((sentence) =>
    [...sentence.matchAll(ORDINAL)].flatMap((m) => {
      const end = m.index + m[0].length;
      const after = tokenize(sentence.slice(end, end + LOOK_AHEAD)).slice(0, THING_WORDS);
      const names = after[0] === PRONOUN || eventWordsIn(after.join(' '), thingPlan).size > 0;
      const owner = OWNER.exec(sentence.slice(Math.max(0, m.index - LOOK_BACK), m.index))?.[1]?.toLowerCase();
      return names && owner && ownedBy(owner, speaksForSubject) ? [ordinalValue(m[1]!)] : [];
    }),
  );
}

/** A reply that says yes to the question it answers ("Is that your third one?" / "Yep! ..."). */
const AFFIRMS = /^\s*(?:yes|yep|yeah|yup|it is|sure is|that's right|exactly)\b/i;

/**
 * The ordinals someone else put to the speaker in a question the message says yes to: "Is that your
 * third one?" / "Yep! I wrote about loss" tells the third. Only for the subject's own message.
 */
function confirmedOrdinals(d: DatedEvent, speaksForSubject: boolean | null, thing: readonly string[], deed: QueryPlan): number[] {
  const asked = d.item.replyTo;
  if (speaksForSubject !== true || !asked || asked.speaker === d.item.speaker || !AFFIRMS.test(d.item.text)) return [];
  const question = sentencesOf(asked.text).filter(isQuestion).join(' ');
  // the question names the thing, seldom the deed ("your third one" of a screenplay being written)
  return toldOrdinals(question, false, thing, { ...deed, keywords: [] });
}

/** The report of a numbered event to date it by: the first that tells a time, else the first; null when told times disagree. */
function settle(reports: readonly DatedEvent[]): DatedEvent | null {
  const told = reports.filter((d) => d.expr);
  if (told.some((d) => !overlaps(d.span, told[0]!.span))) return null;
  return told[0] ?? reports[0] ?? null;
}

/** Events told with a time, one per event: a later report overlapping an earlier one retells it. */
function distinct(told: readonly DatedEvent[]): DatedEvent[] {
  return told.reduce<DatedEvent[]>((kept, d) => (kept.some((k) => overlaps(k.span, d.span)) ? kept : [...kept, d]), []).sort((a, b) => a.span.start - b.span.start);
}

const sameDay = (a: number, b: number) => daySpan(a).start === daySpan(b).start;

export const ordinalEvent: Handler = ({ plan, evidence, support, turns }, findTimes) => {
  const asked = plan.timeConstraint ? null : askedOrdinal(plan.question);
  if (!asked) return null;
  // the ordinal itself is no event word: "won another tournament" is about the asked series
  const bare = { ...plan, keywords: plan.keywords.filter((k) => k !== asked.word) };
  const subject = plan.subject?.toLowerCase();
  const speaks = subjectSpeaks(plan.subject, evidence);
  const bySubject = (d: DatedEvent) => (speaks ? d.item.speaker.toLowerCase() === subject : null);
  // for a past question a report of a plan ("my 4th one is next month") is not the event
  const past = askedDirection(plan) === 'past';
  const events = dateEvents(bare, evidence, turns, findTimes, evidence.length)
    .filter((d) => !past || d.span.start < daySpan(d.said).end)
    .sort((a, b) => compareTold(a.item, b.item));
  const deed = { ...bare, keywords: bare.keywords.filter((k) => !asked.thing.includes(k)) };
  const numbered = new Map<number, DatedEvent[]>();
  const unnumbered: DatedEvent[] = [];
  for (const d of events) {
    const numbers = new Set([...toldOrdinals(d.item.text, bySubject(d), asked.thing, deed), ...confirmedOrdinals(d, bySubject(d), asked.thing, deed)]);
    for (const n of numbers) numbered.set(n, [...(numbered.get(n) ?? []), d]);
    if (numbers.size === 0 && bySubject(d) !== false && namesAllEventWords(d.item.text, bare)) unnumbered.push(d);
  }
  // the nth told with its number is dated by that report (not counted, even when its reports disagree)
  const told = numbered.get(asked.n);
  const explicit = told ? settle(told) : null;
  const found = told ? explicit && { pick: explicit, bounds: [] } : counted(asked.n, numbered, unnumbered);
  return found ? datedAnswer(found.pick, support, found.bounds.map((d) => d.item.messageId)) : null;
};

/**
 * The nth event counted between the nearest numbered events below and above it (the start, or the
 * open end, when none is told): exactly as many told-time events as the numbers leave room for, and
 * no report without a time among them, except one made in the same sitting as a counted report.
 * Some number must be told: "I came second" numbers no series of events.
 */
function counted(n: number, numbered: ReadonlyMap<number, DatedEvent[]>, unnumbered: readonly DatedEvent[]): { pick: DatedEvent; bounds: DatedEvent[] } | null {
  const settled = new Map<number, DatedEvent>();
  for (const [k, reports] of numbered) {
    const report = settle(reports);
    if (report) settled.set(k, report);
  }
  if (settled.size === 0) return null;
  const below = Math.max(0, ...[...settled.keys()].filter((k) => k < n));
  const above = Math.min(...[...settled.keys()].filter((k) => k > n));
  const bounds = [settled.get(below), settled.get(above)].filter((d): d is DatedEvent => d !== undefined);
  const from = settled.get(below)?.span.end ?? -Infinity;
  const to = settled.get(above)?.span.start ?? Infinity;
  const series = distinct(unnumbered.filter((d) => d.expr && d.span.start >= from && d.span.end <= to));
  const room = Number.isFinite(above) ? above - below - 1 : Infinity;
  if (series.length < n - below || (room !== Infinity && series.length !== room)) return null;
  const pick = series[n - below - 1]!;
  const counts = [...series, ...settled.values()];
  const until = Number.isFinite(to) ? to : pick.span.end;
  const unsure = unnumbered.some((d) => !d.expr && d.item.time >= from && d.item.time < until && !counts.some((c) => sameDay(c.item.time, d.item.time)));
  return unsure ? null : { pick, bounds };
}
