import type { Interval, TimeExpression, TimeSpan, WallMs } from '../domain/time';
import type { Tense } from '../time/rule';
import { dateSpanOf, daySpan, describeWhen, spanOf, toAnswerTime } from './calendar';
import { isEraAttribute } from './era-attribute';
import { alike, isQuestion, SENTENCE } from './coverage';
import type { EvidenceItem } from './evidence';
import type { QueryPlan } from './query-plan';
import { isKinWord } from './kin';
import { isShortTurn } from './short-turn';
import { opensWithMonthOrWeekday } from '../time/lexicon';
import { narrowed } from '../time/narrowed';
import { isComparisonFrame } from '../time/comparison-frame';
import { isOccasion } from '../time/occasion';
import { isPartOfName } from '../time/part-of-name';
import { isSetForLater } from '../time/tense';
import { stem, terms, tokenize } from './stopwords';

/**
 * Dating the event a question asks about from retrieved messages. A message names the event and,
 * usually in the same or the sentence before, when it happened ("Last week I won my second
 * tournament!"). In a chat the time often sits in a turn next to it instead ("Here's a pic from
 * last Friday with some veterans" / "We threw a small party for them"; "I'll come over tomorrow"):
 * date-events.ts looks there. A time that points the wrong way for the question ("next month" for
 * "When did ...") dates some other event.
 */
export type FindTimes = (text: string, reference: WallMs, options?: { tense?: 'past' | 'future' | 'auto' }) => TimeExpression[];

/** A turn of the same sitting near an evidence message; `offset` counts turns (-1 = the one before). */
export interface Turn {
  messageId: string;
  text: string;
  time: WallMs;
  speaker: string;
  offset: number;
}

/** Turns around evidence messages, keyed by the evidence message's id. */
export type TurnsAround = ReadonlyMap<string, readonly Turn[]>;

export interface DatedEvent {
  item: EvidenceItem;
  span: TimeSpan;
  /** The expression that dates it; null when the message's own day is all there is. */
  expr: TimeExpression | null;
  /** When the dating expression was said (its message's time). */
  said: WallMs;
  /** Messages the dating rests on: the evidence message, then the turn that held the time, if another. */
  evidence: string[];
  /** What the other turns the dating rests on say ("When do you get the keys?" / "In March."); empty when none. */
  context: string;
  score: number;
}

/** The answer that a dated event gives: its span as told, resting on its own messages, then `seen` (what else it was picked from). */
export function datedAnswer(pick: DatedEvent, support: number, seen: readonly string[]) {
  return {
    answer: describeWhen(pick.span, pick.expr, pick.said),
    time: toAnswerTime(pick.span),
    duration: null,
    confidence: 0.5 + 0.4 * support,
    evidence: [...pick.evidence, ...seen],
  };
}

type Direction = 'past' | 'future' | 'any';

/**
 * A time in the sentence of the evidence message that names the event beats a bare message date; one
 * from the sentence before it or from a neighbouring turn a little less; a vague one ("a few years
 * ago") less than a precise one ("two days ago").
 */
export const OWN_BONUS = 0.15;
export const TURN_BONUS = 0.1;
const VAGUE_FACTOR = 0.5;
/** "When will you know?", "Have you heard back from the symphony?": asking after word of the news, not the news itself. */
export const WORD_OF_IT = /\b(?:know|find out|hear|heard|decide|announce|tell you|get (?:the )?(?:results?|answer|word))\b/i;

/** A new time for what the sentence before called off ("Had to cancel the Osaka trip. Going in October instead."). */
export const INSTEAD = /\binstead\b/i;
/**
 * With no other content words besides its time, a sentence only gives the time of what went before ("All set for the
 * 10th.", "Maybe in early summer!").
 */
const SCHEDULED: ReadonlySet<string> = new Set(terms('set booked planned scheduled confirmed sorted ready due fixed maybe probably hopefully perhaps possibly likely'));
/** A sentence going on to other news ("I also went hiking last month", "We got one too!"), not "too busy". */
const ANOTHER_EVENT = /\b(?:also|another|as well|too(?=\s*(?:[,.!?;:)]|$)))\b/i;
/** A sentence opening other news: "Also I sprained my wrist", "By the way, ...". */
const OPENS_OTHER_NEWS = /^\s*(?:and\s+)?(?:also|plus|oh and|by the way|btw|in other news)\b/i;
/** A sentence that refers back to the one before ("... there last month", "The first one was last Thursday") and does not start another event ("also", "another"). */
export const BACK_REFERENCE = new RegExp(String.raw`^(?!.*${ANOTHER_EVENT.source}).*\b(?:there|then|it|that|this|those|these|they|them|he|she|him|her|the (?:first|last) (?:one|time))\b`, 'i');

const PAST_QUESTION = /^\s*(?:(?:when|what \w+|which \w+|in which \w+|in what \w+)\s+(?:did|was|were|had)\b|how long ago\b)/i;
const FUTURE_QUESTION = /^\s*when (?:is|are|will)\b/i;
/** The words that tell what will happen, before its verb. */
export const WILL_WORDS = String.raw`will|['’]ll|going to|gonna`;
/** A sentence telling what will happen. */
const WILL = new RegExp(String.raw`\b(?:${WILL_WORDS})\s+\w+`, 'i');

/**
 * Which way the asked event lies: a plan lies ahead of the moment it was said ("next month"), a
 * past event before the moment the question is asked (a plan said earlier may since have happened).
 */
export function askedDirection(plan: Pick<QueryPlan, 'question' | 'future'>): Direction {
  if (plan.future || FUTURE_QUESTION.test(plan.question)) return 'future';
  return PAST_QUESTION.test(plan.question) ? 'past' : 'any';
}

/** 0 = points the asked way, 1 = acceptable, null = points the other way. */
export function directionFit(span: Interval, said: WallMs, asked: Direction, now: WallMs): 0 | 1 | null {
  if (asked === 'any') return 1;
  if (asked === 'past') return span.start < now ? 1 : null;
  const day = daySpan(said);
  if (span.end <= day.start) return null;
  return span.start >= day.end ? 0 : 1;
}

/** Right before a time the thing did not happen at: "it didn't happen on the 20th after all", "not in May" ("wasn't until Friday" it did). */
const NOT_THEN = /\b(?:didn['’]t|did not|won['’]t|will not|isn['’]t|wasn['’]t|not)\s+(?:(?!until\b|till\b)\w+\s+){0,3}?(?:on|in|at)\s+(?:the\s+)?$/i;
/** A time a plan was moved off: "pushed my submission from the end of June to September", "moved the Taco Fest out of May", "instead of April 18th". */
const MOVED = String.raw`\b(?:moved|pushed|postponed|rescheduled|delayed|shifted|put off|bumped|changed)\b[^.!?]{0,40}`;
const MOVED_FROM = new RegExp(String.raw`${MOVED}\bfrom\s+(?:the\s+)?$`, 'i');
const MOVED_OUT_OF = new RegExp(String.raw`${MOVED}\bout of\s+(?:the\s+)?$`, 'i');
const INSTEAD_OF = /\binstead of\s+(?:the\s+)?$/i;
const movedOff = (text: string, t: TimeExpression) => {
  const lead = text.slice(0, t.start);
  return INSTEAD_OF.test(lead) || MOVED_OUT_OF.test(lead) || (MOVED_FROM.test(lead) && /^\s*(?:to|until|till)\b/i.test(text.slice(t.end)));
};
/** Right before a holiday greeted ("Happy Good Friday. I've got news"): a greeting dates no news. */
const GREETED = /\b(?:happy|merry)\s+(?:belated\s+)?$/i;
/** Right before a time that dates a telling, not the thing told: "the grandson I told you about a couple of weeks ago". */
const TOLD_ABOUT = /\b(?:told|mentioned|said|wrote|texted)\s+(?:to\s+)?(?:you|u)?\s*(?:about|of)?\s*$/i;

/**
 * Points and spans of time in a text (not recurring sets, not bare lengths: "in two weeks" is a span,
 * not a thing's era: "a book from the 1900s", not when something was told, not a holiday greeted), resolved against
 * when it was said.
 */
function datedExpressions(text: string, said: WallMs, findTimes: FindTimes, fits: (span: Interval, said: WallMs) => boolean, tense: Tense | 'auto' = 'auto'): TimeExpression[] {
  return findTimes(text, said, { tense }).filter((t) => {
    const span = spanOf(t);
    const lead = text.slice(0, t.start);
    return span && t.timex3Type !== 'SET' && !isEraAttribute(text, t) && !TOLD_ABOUT.test(lead) && !GREETED.test(lead) && !NOT_THEN.test(lead) && !movedOff(text, t) && fits(span, said);
  });
}

/**
 * Where in `text` each question keyword occurs (any of its words: a country, or a city in it):
 * character positions and which keyword. A word counts when it shares the keyword's stem ("met" for
 * "meet", "ran" for "run") or one of the same meaning, or, for a long keyword, its first five letters
 * ("compet" in "competition"), for a five-letter one, its noun in -ion ("adoption" for "adopt").
 */
function keywordPositions(text: string, keywords: readonly (readonly string[])[]): { at: number; end: number; keyword: number }[] {
  const words = [...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ at: m.index, word: m[0], stem: stem(m[0]) }));
  // a short word matches by stem only ("car" is not "care"); a word of the same meaning names it too ("wedding" for "married")
  const matcher = (k: string) => {
    const prefix = k.length > 5 ? k.slice(0, 5) : null;
    const stems = new Set([stem(k), ...alike(stem(k))]);
    const deed = k.length === 5 ? `${k}ion` : null;
    return (w: { word: string; stem: string }) => (prefix !== null && w.word.startsWith(prefix)) || stems.has(w.stem) || (deed !== null && w.word.startsWith(deed));
  };
  const verbs = keywords.flat().filter((k) => !PARTICLES.has(k)).map(matcher);
  const afterVerb = (i: number) => i > 0 && verbs.some((m) => m(words[i - 1]!));
  // "it's his adoption anniversary this week" names a day that recalls the adoption, unless an anniversary is asked of
  const asksAnniversary = keywords.flat().some((k) => ANNIVERSARY.test(k));
  const recalled = (i: number) => !asksAnniversary && ANNIVERSARY.test(words[i + 1]?.word ?? '');
  return keywords.flatMap((alternatives, keyword) =>
    alternatives.flatMap((k) => {
      const matches = matcher(k);
      // a particle names the event only with its verb: "signed up", not "fixed up my bike"
      return words
        .filter((w, i) => matches(w) && (!PARTICLES.has(k) || afterVerb(i)) && !recalled(i))
        .slice(0, 8)
        .map((w) => ({ at: w.at, end: w.at + w.word.length, keyword }));
    }),
  );
}

/** "anniversary", "anniversaries": the day a past event recurs. */
const ANNIVERSARY = /^anniversar/;
/** Particles of phrasal verbs ("sign up", "move out"); not "back", which alone says "get back" ("get" is a stop word). */
const PARTICLES: ReadonlySet<string> = new Set(['up', 'out', 'off', 'down', 'away']);

/** Asked when the news just told happened: "Oh no! When was that?", "When did this happen?". */
const WHEN_WAS_THAT = /\bwhen\s+(?:was|did)\s+(?:that|this|it)(?:\s+happen)?\s*\?\s*$/i;
/** A question asking when something was done: "When did you join again?". */
export const ASKED_WHEN_DONE = /\bwhen\s+(?:did|was|were|had)\b[^.!?]*\?/i;

/**
 * The part of a message that answers another speaker's turn naming the event: all of a short reply ("When's your
 * driving test?" / "This Friday!"), or the opening words of a longer answer to a question ("Did you get the keys
 * yet?" / "Yes!! Friday was the day. We stood in the empty living room...") with a sentence saying what "it" was;
 * null when it answers no such turn.
 */
export function replyAbout(item: Pick<EvidenceItem, 'text' | 'speaker' | 'replyTo'>, plan: QueryPlan): string | null {
  const to = item.replyTo;
  if (!to || to.speaker === item.speaker) return null;
  // "When was that?" / "Last Sunday. He fell off the monkey bars. Broke his left wrist.": the reply names the event
  if (WHEN_WAS_THAT.test(to.text) && eventWordsIn(item.text, plan).size > 0) return item.text.match(SENTENCE)?.[0] ?? null;
  if (eventWordsIn(to.text, plan).size === 0) return null;
  if (isShortTurn(item.text)) return item.text;
  // it asks about the event ("How did the aquarium trip go? I kept thinking about you ..."), or about "it" after naming
  // the event ("I'm SO sorry I missed the soft launch. How did it go??")
  const sentences = to.text.match(SENTENCE) ?? [];
  const asked = sentences.find(
    (sentence, i) =>
      /[?？]\s*$/.test(sentence) && (eventWordsIn(sentence, plan).size > 0 || (/\b(?:it|that)\b/i.test(sentence) && eventWordsIn(sentences.slice(0, i).join(' '), plan).size > 0)),
  );
  if (!asked) return null;
  // "When did you join again?" / "Back in 2019, after their old fiddle player moved to Canada.": the first sentence answers
  const first = ASKED_WHEN_DONE.test(asked) ? (item.text.match(SENTENCE)?.[0] ?? '') : '';
  return [...new Set([first, answerPart(item.text)])].join(' ').trim() || null;
}

/**
 * The part of a turn that answers the question before it: its opening, and a sentence about "it" ("How was the
 * wedding?" / "Magical. Mateo cried through his vows. It was on the 15th and ...": "it" is the wedding).
 */
export function answerPart(text: string): string {
  const sentences = text.match(SENTENCE) ?? [];
  const it = sentences.find((sentence) => IT_WAS.test(sentence) || IT_HAPPENED.test(sentence)) ?? '';
  // "How did the aquarium trip go?" / "Haha, it was madness but so much fun! We went last week and ...": told again
  const done = sentences.slice(0, TOLD_AGAIN_WITHIN).find((sentence) => TOLD_AGAIN.test(sentence)) ?? '';
  return [...new Set([opening(text), it, done])].join(' ').trim();
}
/** A sentence near the start of an answer that tells the asked deed as done, in its opening or a later clause ("My sister organised everything - last weekend we took over a cottage"), or a deed done to "it" ("Your ankle? What happened?" / "I sprained it two weeks ago"). */
const TOLD_AGAIN = /(?:^|[-–—,;:]\s)\s*(?:[\w']+\s+){0,3}?(?:I|we)\s+(?:\w+ly\s+)?(?:went|did|had|ran|played|got|made|finished|visited|saw|tried|took|spent|stayed|\w+ed\s+(?:it|them)\b)\b/i;
const TOLD_AGAIN_WITHIN = 3;
/** A reply that only says yes ("Yes!", "She has!", "Yep, finally."). */
const BARE_YES = /^\W*(?:(?:yes|yep|yup|yeah|yess+|(?:it|she|he|they|we|I)\s+(?:has|have|did|is|are|was|were))\W*)+(?:finally\W*)?$/i;

/**
 * The opening sentences of a turn, 8 words at most, else its first clause: the part that answers the turn before
 * ("Yes!! Friday was the day."), and the sentence after a bare yes, however long ("Has she been moved yet?" / "Yes! A
 * lorry brought her down last week.").
 */
function opening(text: string): string {
  let words = '';
  for (const sentence of text.match(SENTENCE) ?? []) {
    if (wordCount(words + sentence) > ANSWER_WORDS && !BARE_YES.test(words)) break;
    words += sentence;
  }
  // a long first sentence answers in a first clause naming no one ("When was that?" / "Tuesday night, up near Duluth on
  // the way back"), not one telling a deed of its own ("When are you coming back?" / "I plan to return on July 20, ...")
  const clause = words ? '' : (OPENING_CLAUSE.exec(text)?.[1] ?? '');
  return words || (wordCount(clause) <= ANSWER_WORDS && !PERSONAL.test(clause) ? `${clause}.` : '');
}
const OPENING_CLAUSE = /^([^,;:–—.!?]+)[,;:–—]/;
const PERSONAL = /\b(?:I|we|you|he|she|they|it)\b/i;

/** The tense a when-question is asked in: "When does it start?", "When's the move?" look ahead; "When was that?" back. */
const ASKS_AHEAD = /\bwhen(?:['’]s|\s+(?:is|are|will|does|do|shall)\b)/i;
/** A question asking when something is to be done: "When does the placement start?", "When's the gig?". */
export const ASKED_WHEN_AHEAD = new RegExp(String.raw`${ASKS_AHEAD.source}[^.!?]*\?`, 'i');
const ASKS_BACK = /\bwhen\s+(?:was|were|did|had)\b/i;
export const askedTense = (question: string): Tense | undefined => (ASKS_AHEAD.test(question) ? 'future' : ASKS_BACK.test(question) ? 'past' : undefined);
export const IT_WAS = /^\s*(?:it|that)(?:\s+(?:was|is|will be)|['’]s)\b/i;
/** "Did the licence ever come through?" / "It did! It arrived last month": "it" told to have come or happened. */
const IT_HAPPENED = /^\s*(?:it|that)\s+(?:\w+ly\s+)?(?:arrived|came|happened|started|began|finished|opened|ended)\b/i;
/** Words at most in the opening that answers a question before the turn goes on to other news. */
const ANSWER_WORDS = 8;
const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The question's event words a message names, or the turn it answers names. */
export function eventWordsOf(item: Pick<EvidenceItem, 'text' | 'speaker' | 'replyTo'>, plan: QueryPlan): Set<number> {
  return replyAbout(item, plan) !== null ? new Set([...eventWordsIn(item.text, plan), ...eventWordsIn(item.replyTo!.text, plan)]) : eventWordsIn(item.text, plan);
}

/** Which of the question's event words a text names (a retelling of the event names at least those its first report does). */
export function eventWordsIn(text: string, plan: QueryPlan): Set<number> {
  return new Set(keywordPositions(text, eventKeywords(plan)).map((f) => f.keyword));
}

/**
 * Which of the question's thing words (its event words other than the verb of a start or end: "robotics
 * project" of "finish her robotics project") a text names, and how many thing words there are.
 */
function thingWordsIn(text: string, plan: QueryPlan): { things: number[]; named: Set<number> } {
  const keywords = eventKeywords(plan);
  const things = keywords.flatMap((alternatives, keyword) => (tellsBoundary(plan.kind, alternatives[0]!) ? [] : [keyword]));
  return { things, named: things.length ? new Set(keywordPositions(text, keywords).map((f) => f.keyword)) : new Set() };
}

/** Whether a text names all of what a start or end question asks about; false when the question names nothing but the change. */
export function namesTheThing(text: string, plan: QueryPlan): boolean {
  const { things, named } = thingWordsIn(text, plan);
  return things.length > 0 && things.every((keyword) => named.has(keyword));
}

/**
 * Whether a text names nothing of what a start or end question asks about, only perhaps the verb of the
 * change ("I started teaching today" for "When did I start living in Kyoto?"); false when the question
 * names nothing but the change.
 */
export function namesNoneOfTheThing(text: string, plan: QueryPlan): boolean {
  const { things, named } = thingWordsIn(text, plan);
  return things.length > 0 && things.every((keyword) => !named.has(keyword));
}

/**
 * The event word of the verb a "When did <subject> <verb> ...?" question asks about ("buy" of "When did Oksana buy the
 * vintage bass?"), if the verb is one of its event words; null for a question asked of the subject's thing or relative
 * ("When did Ann's dog have surgery?") and for a start or end.
 */
export function askedDeed(plan: QueryPlan): number | null {
  if (!plan.subject) return null;
  // of a light verb, the word that tells the deed ("go back to work", "get married")
  const after = new RegExp(String.raw`^\s*when\s+(?:did|was|were|had)\s+${plan.subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s+(?:(?:go|get|come|take|make)\s+)?(\p{L}+)`, 'iu').exec(plan.question);
  if (!after) return null;
  // a start or end asked ("When did Pepper start to learn to sit?") is told in other words than the verb of the change
  if (tellsBoundary('start', after[1]!) || tellsBoundary('end', after[1]!)) return null;
  const verb = stem(after[1]!.toLowerCase());
  const at = eventKeywords(plan).findIndex((alternatives) => alternatives[0] === verb);
  return at < 0 ? null : at;
}

/** Telling a deed as still ahead, up to its verb: "I'm going to give my notice", "We're planning to finally repaint", "trying desperately to crawl". */
const AHEAD_OF_VERB = new RegExp(String.raw`\b(?:${WILL_WORDS}|(?:planning|plan|hoping|hope|intend|intending|about|(?:have|['’]ve)\s+decided|(?:trying|try)(?:\s+\p{L}+ly)?) to)\s+((?:\p{L}+\s+){0,2})`, 'giu');

/**
 * Whether the sentence of a text naming the most of the question's event words tells one of them as still ahead ("I'm
 * going to give my notice at Marlowe's in the next couple of weeks"): the day it was said is not when it was done.
 * Not "something you'll like: I just signed up for a pottery class", where the plan governs another verb.
 */
export function tellsAsPlan(text: string, plan: QueryPlan): boolean {
  // most messages tell no plan: skip reading their sentences
  if (text.search(AHEAD_OF_VERB) < 0) return false;
  const named = sentenceSpans(text).map((s) => ({ s, n: eventWordsIn(text.slice(s.start, s.end), plan).size }));
  const most = named.reduce<{ s: { start: number; end: number }; n: number } | null>((b, x) => (x.n > (b?.n ?? 0) ? x : b), null);
  if (!most) return false;
  const sentence = text.slice(most.s.start, most.s.end);
  const words = keywordPositions(sentence, eventKeywords(plan));
  return [...sentence.matchAll(AHEAD_OF_VERB)].some((m) => {
    const verbAt = m.index + m[0].length - m[1]!.length;
    const after = sentence.slice(verbAt).match(/^(?:\p{L}+\s+){0,2}\p{L}+/u)?.[0].length ?? 0;
    return words.some((w) => w.at >= verbAt && w.at < verbAt + after);
  });
}

/** How many event words the question has (its words but who it is about). */
export const eventKeywordCount = (plan: QueryPlan): number => eventKeywords(plan).length;

/** Whether a text names every one of the question's event words (a report of an event of the asked kind). */
export function namesAllEventWords(text: string, plan: QueryPlan): boolean {
  const keywords = eventKeywords(plan);
  return keywords.length > 0 && eventWordsIn(text, plan).size === keywords.length;
}

/** What comes right after a length when the length measures what came before something else ("for three years before Kyoto"). */
const FOLLOWED_BY_OTHER = /^\s*(?:of\s+[\p{L}'’-]+\s*)?,?\s*(?:before|after|until|till|prior to|(?:and\s+)?then)\b/iu;
const AFTER_LENGTH = /\bafter\s+(?:about\s+|almost\s+|nearly\s+|over\s+)?$/i;
const AT_NAMED = /^\s+(?:at|with|in)\s+((?:\p{Lu}[\p{L}'’&-]*\s*)+)/u;
/** "a day of teaching teenagers", "two hours of driving": the doing a length is of ("sixteen weeks of pure grind" names none). */
const LENGTH_OF = /^\s+of\s+(\p{L}+ing(?:\s+\p{L}+)?)\b/iu;
/** "a senior tabby who's been there for almost a year": a length told in a relative clause is its subject's. */
const RELATIVE_CLAUSE_LENGTH = /\b(?:who|that|which)(?:['’]s|\s+has|\s+had|\s+have)?\s+been\b[^.!?,]*$/i;

/**
 * Whether a length in `text` measures something other than the asked event: it is followed by "before",
 * "after", "until" or "then" something the question names, which the words before the length in its sentence do
 * not name ("I lived in Osaka for three years before Kyoto" is no length of living in Kyoto, "A couple of weeks of
 * lectures, and then my final placement" none of the placement), or by a
 * place or company the question does not name, in a message naming none of the thing ("Five years at Fernwood
 * today!" for Elm Road; not "Booked our honeymoon! Two weeks in Japan"), or, for a start, it follows "after" in a
 * sentence naming none of the thing ("After seven years there, yes." for the new job), or it is told in a relative
 * clause ("a senior tabby who's been there for almost a year"), or it is of something the question does not name
 * ("after a day of teaching teenagers, the choir is the bit that feels like play").
 */
export function measuresOtherThing(text: string, length: { start: number; end: number }, plan: QueryPlan): boolean {
  const sentence = sentenceSpans(text).find((s) => length.start >= s.start && length.start < s.end);
  if (!sentence) return false;
  const after = text.slice(length.end, sentence.end);
  // "Five years at Fernwood Bakery today!" measures the time at a place the question does not name ("for two weeks in
  // August" says when, not where)
  const at = AT_NAMED.exec(after);
  if (at && !opensWithMonthOrWeekday(at[1]!) && eventWordsIn(at[1]!, plan).size === 0 && namesNoneOfTheThing(text, plan)) return true;
  // "After seven years there, yes. I'm now at the museum": for a start, a stretch that ended with it, in a sentence naming none of the thing
  if (plan.kind === 'start' && AFTER_LENGTH.test(text.slice(sentence.start, length.start)) && namesNoneOfTheThing(text.slice(sentence.start, sentence.end), plan)) return true;
  if (RELATIVE_CLAUSE_LENGTH.test(text.slice(sentence.start, length.start))) return true;
  // "after a day of teaching teenagers, the choir is the bit that feels like play": the length of what it is "of"
  const of = LENGTH_OF.exec(after);
  if (of && eventWordsIn(of[1]!, plan).size === 0) return true;
  if (!FOLLOWED_BY_OTHER.test(after)) return false;
  const front = eventWordsIn(text.slice(sentence.start, length.start), plan);
  return [...eventWordsIn(after, plan)].some((k) => !front.has(k));
}

/** Sentences of a text with their offsets. */
function sentenceSpans(text: string): { start: number; end: number }[] {
  return [...text.matchAll(SENTENCE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Where a sentence joins two clauses of their own ("Our EP comes out on Friday, and we're playing a show on the 14th"). */
const CLAUSE_JOIN = /,\s+(?:and|but|so|then|while)\s+|;\s+|\s+-\s+|,\s+(?=(?:I|we|he|she|they|back|home)\b)/g;

/**
 * The clause naming more of the question than any other, if one does; of clauses naming as much, the one naming
 * more of what happens than of names ("flying to Seoul on Thursday, back on the 15th" for getting back from Seoul).
 */
function clauseNamingMost<S>(clauses: readonly S[], hits: (c: S) => number, deedHits: (c: S) => number): S | null {
  const score = (c: S) => 2 * hits(c) + (deedHits(c) > 0 ? 1 : 0);
  const ranked = [...clauses].sort((a, b) => score(b) - score(a));
  return ranked.length > 1 && score(ranked[0]!) > score(ranked[1]!) ? ranked[0]! : null;
}

function clauseSpans(text: string, sentence: { start: number; end: number }): { start: number; end: number }[] {
  const body = text.slice(sentence.start, sentence.end);
  const cuts = [...body.matchAll(CLAUSE_JOIN)].map((m) => sentence.start + m.index);
  return [sentence.start, ...cuts].map((start, i) => ({ start, end: cuts[i] ?? sentence.end }));
}

/** Verbs that tell a beginning or an end happen ("I started volunteering here a year ago", "I wrapped it up last month"). */
const BOUNDARY_VERBS: Partial<Record<QueryPlan['kind'], RegExp>> = {
  start: /\b(?:start(?:s|ed|ing)?|open(?:s|ed)?|beg[ai]n|begun|join(?:s|ed)?|took up|take up|picked up|got into|signed up|mov(?:e|es|ed|ing)(?: (?!to\b|back\b)[\w'’]+){0,2} in|first (?:day|night|week|shift))\b/i,
  end: /\b(?:mov(?:e|es|ed|ing)(?: (?!to\b|back\b)[\w'’]+){0,2} out|(?:my|our|the|his|her|their|your) last (?:day|night|shift)|finish(?:es|ed|ing)?|quit(?:s|ting)?|stop(?:s|ped|ping)?|leav(?:e|es|ing)|left|ended|wrap(?:ped|ping)? (?:it |that |this )?up|complet(?:e|es|ed|ing)|retir(?:e|ed|ing)|graduat(?:e|ed|ing)|no longer|any ?more|after (?:about |nearly |almost |over |more than )?[\w-]+(?: [\w-]+)? (?:years|months|decades) (?:with|at|in|of)\b)\b/i,
};
/** For a start or end question, a time said with the verb of that change attests the boundary, not just the thing. */
const BOUNDARY_BONUS = 0.05;

/** Whether a text tells the change a start or end question asks about ("I started volunteering here"). */
export function tellsBoundary(kind: QueryPlan['kind'], text: string): boolean {
  return BOUNDARY_VERBS[kind]?.test(text) ?? false;
}

/** The sentence of `text` that holds a time expression. */
export function sentenceAround(text: string, t: Pick<TimeExpression, 'start'>): string {
  const s = sentenceSpans(text).find((s) => t.start >= s.start && t.start < s.end);
  return s ? text.slice(s.start, s.end) : '';
}

/**
 * What the sentence holding a message's own time adds to it: the full bonus when it names the event
 * (one in the sentence before it attests it as a neighbouring turn does), and the boundary bonus when
 * it tells the change a start or end question asks about.
 */
export function ownTimeBonus(text: string, t: TimeExpression, plan: QueryPlan): number {
  const sentence = sentenceAround(text, t);
  return (eventWordsIn(sentence, plan).size > 0 ? OWN_BONUS : TURN_BONUS) * precision(t) + (tellsBoundary(plan.kind, sentence) ? BOUNDARY_BONUS : 0);
}

/** The word after a possessive: "Elena's brother". */
const POSSESSED = /['’]s\s+(\p{L}+)/gu;

/**
 * The question's words that name the event (not the person it is about, nor their relative), each with the words that
 * name it too: for a place, the places within it, each by its longest word ("toronto" for "canada").
 */
function eventKeywords(plan: QueryPlan): string[][] {
  let keywords = EVENT_KEYWORDS.get(plan);
  if (!keywords) EVENT_KEYWORDS.set(plan, (keywords = eventKeywordsOf(plan)));
  return keywords;
}
/** Each plan's event words, worked out once: they are read for every message and turn dated. */
const EVENT_KEYWORDS = new WeakMap<QueryPlan, string[][]>();

/** Groups someone belongs to, which tell their deeds as "we" ("The Paper Lanterns played our first gig"). */
const GROUP = /^(?:band|team|company|business|school|club|choir|family|group|crew|firm|startup)$/;

/** The question's words that tell who: the subject's name, and whose relative or group it asks about ("Elena's brother", "Wrenna's band"). */
export function whoWords(plan: Pick<QueryPlan, 'question' | 'subject'>): Set<string> {
  const possessed = [...plan.question.matchAll(POSSESSED)].map((m) => m[1]!.toLowerCase()).filter((w) => isKinWord(w) || GROUP.test(w));
  // "go camping with her children": who went along, not what was done
  const along = [...plan.question.matchAll(WITH_KIN)].map((m) => m[1]!.toLowerCase()).filter(isKinWord);
  return new Set([...tokenize(plan.subject ?? ''), ...possessed, ...along]);
}
const WITH_KIN = /\bwith (?:my|our|your|his|her|their) (\p{L}+)/giu;

function eventKeywordsOf(plan: QueryPlan): string[][] {
  const subjectWords = whoWords(plan);
  const longest = (words: readonly string[]) => words.reduce((a, b) => (b.length > a.length ? b : a));
  const eventWords = plan.keywords.filter((k) => !subjectWords.has(k));
  // "When is the Taco Fest?": a question naming nothing but its subject asks when that is
  return (eventWords.length ? eventWords : plan.keywords).map((k) => [k, ...(plan.placeTerms.get(stem(k)) ?? []).map(longest)]);
}

/** "When did Sam sign up for the marathon?" asks when it was booked, not the date booked for ("her book" is no booking). */
const ASKS_SETTING = /\b(?:sign(?:ed|s)? up|regist(?:er|ered|ration)|enrol(?:l|led|ls)?|(?<!(?:\b(?:a|the|my|our|your|his|her|their|this|that|new|first)|['’]s)\s+)book(?:ed|s)?|reserv(?:e|ed)|set the date)\b/i;
/** A booking in any tense ("We're booking the orchard next week"). */
const BOOKS = /\b(?:sign(?:s|ed|ing)? up|regist(?:er|ers|ered|ering)|enrol(?:l|ls|led|ling)?|book(?:s|ed|ing)?|reserv(?:e|es|ed|ing))\b/i;
const SIGNED_UP = /\b(?:signed up|registered|enrolled|booked|reserved)\b/i;
const asksSetting = (plan: Pick<QueryPlan, 'question' | 'future'>) => askedDirection(plan) === 'past' && ASKS_SETTING.test(plan.question);
/** Whether the question's words include all of a length a message tells ("in 1 hour 48 minutes"). */
function namesLength(asked: ReadonlySet<string>, t: Pick<TimeExpression, 'text'>): boolean {
  const words = tokenize(t.text);
  return words.length > 0 && words.every((w) => asked.has(w));
}

/** What may stand between a sign-up verb and its time in one clause: no sentence end, nothing joining another clause. */
const SIGNING_CLAUSE = /^[^.!?;]{0,60}$/;
const JOINS_CLAUSE = /,\s*(?:and|but|so|then)\b|\s(?:and then|but)\s/i;
/** Every sign-up verb of a text, for matchAll. */
const SIGNED_UP_ALL = new RegExp(SIGNED_UP.source, 'gi');
/** Whether a time is that of signing up ("Yesterday I signed up for the marathon"): a past time in a sign-up's clause. */
function datesSigningUp(text: string, t: Pick<TimeExpression, 'start' | 'end' | 'interval'>, said: WallMs): boolean {
  // a time ahead is the event's ("signed up for a workshop next month")
  if (isSetForLater(text, t.start) || (t.interval !== null && t.interval.start >= daySpan(said).end)) return false;
  return [...text.matchAll(SIGNED_UP_ALL)].some((m) => {
    const between = m.index < t.start ? text.slice(m.index + m[0].length, t.start) : text.slice(t.end, m.index);
    return SIGNING_CLAUSE.test(between) && !JOINS_CLAUSE.test(between);
  });
}

/**
 * The time expression in a message that dates the asked event: one in the sentence that matches
 * the question best, nearest its words, else one in the sentence before it (an event is often
 * introduced, then named: "I got a puppy two weeks ago! Her name's Coco."). A time said after it
 * belongs to another event ("I'm expanding my studio. I'm also hosting a competition next month.").
 * With `loose`, a message that does not name the event (a short reply, "See you tomorrow!") gives
 * its nearest-to-the-words or first time.
 */
export function eventExpression(
  message: { text: string; time: WallMs },
  plan: QueryPlan,
  findTimes: FindTimes,
  /** loose: any time will do when the text names none of the question's words; tense: the one the text was asked in; direction: the way a time may point, if not the question's. */
  options: { loose?: boolean; tense?: Tense; direction?: Direction } = {},
): TimeExpression | null {
  const asked = options.direction ?? askedDirection(plan);
  const setting = asksSetting(plan);
  // a sign-up told as done ("I just signed up for a pottery class, it starts next month") was not done ahead
  const signedUp = setting && SIGNED_UP.test(message.text);
  // a time ahead is when what was booked happens ("The wedding will be in December"), unless a booking is still to be done
  const bookingAhead = (t: TimeExpression) => t.interval !== null && t.interval.start >= daySpan(message.time).end && (signedUp || !BOOKS.test(sentenceAround(message.text, t)));
  const fitting = datedExpressions(message.text, message.time, findTimes, (span, said) => directionFit(span, said, asked, plan.now) !== null, options.tense).filter(
    (t) =>
      setting
        ? !isSetForLater(message.text, t.start) && !bookingAhead(t)
        : // "Yesterday I signed up for the Harbor City Marathon!" dates the signing, not the marathon (a start of classes, it does)
          plan.kind === 'start' || !datesSigningUp(message.text, t, message.time),
    // a span something is ranked within is never its time ("one of their busiest openings this year"), nor is a time
    // in a thing's name ("bought a 1968 Triumph", "our pre-Thanksgiving food drive")
  ).filter((t) => !isComparisonFrame(message.text, t) && !isPartOfName(message.text, t));
  // "flying to Accra for Christmas on the 22nd": the occasion dates nothing when another time is told; a length the
  // question names is part of the thing ("When did I run a half marathon in 1 hour 48 minutes?")
  const questionWords = new Set(tokenize(plan.question));
  const datesIt = (t: TimeExpression) => !isOccasion(message.text, t) && !(t.type === 'duration' && namesLength(questionWords, t));
  const dated = fitting.some(datesIt) ? fitting.filter(datesIt) : fitting;
  if (dated.length === 0) return null;
  const keywords = eventKeywords(plan);
  const heads = keywords.map((k) => k[0]!);
  const mentioned = keywordPositions(message.text, keywords);
  const found = toldPositions(message.text, mentioned, dated);
  // characters between a time and the nearest of the question's words
  const distance = (t: TimeExpression) => (found.length ? Math.min(...found.map((f) => (f.end <= t.start ? t.start - f.end : f.at >= t.end ? f.at - t.end : 0))) : 0);
  const nearest = (ts: TimeExpression[]) => ts.reduce((best, t) => (distance(t) < distance(best) ? t : best));
  const sentences = sentenceSpans(message.text);
  // how many of the question's words a sentence names
  const hits = (s: { start: number; end: number }) => new Set(found.filter((f) => f.at >= s.start && f.at < s.end).map((f) => f.keyword)).size;
  const inside = (s: { start: number; end: number } | undefined) => (s ? dated.filter((t) => t.start >= s.start && t.start < s.end) : []);
  const bestOf = (ss: { start: number; end: number }[]) => ss.reduce<{ start: number; end: number } | null>((b, s) => (hits(s) > (b ? hits(b) : 0) ? s : b), null);
  const best = bestOf(sentences);
  // loose only when the text names none of the question's words, not when it names them only to recall them
  if (!best) return options.loose && mentioned.length === 0 ? nearest(dated) : null;
  // the best-matching sentence that says a time, if it matches about as well (a photo caption naming the scene often
  // matches best and says none; a sentence with fewer of the question's words is about another event)
  const timedAll = sentences.filter((s) => inside(s).length > 0 && 2 * hits(s) >= hits(best));
  // a question recalls the thing ("You remember the competition I entered in the summer? The results came out last
  // week"); a statement tells what happened
  const told = timedAll.filter((s) => !isQuestion(message.text.slice(s.start, s.end)));
  const timed = told.length ? told : timedAll;
  // a start or end question is dated by the sentence telling that change ("Five years at Fernwood today! Started there
  // on Valentine's Day 2015."), not by another naming the thing; the change of what it names or refers back to, not of
  // another thing ("the kitchen is going to take longer. Track season starts up in two weeks, too")
  const thingAt = (f: { keyword: number }) => !tellsBoundary(plan.kind, heads[f.keyword]!);
  const asksThing = heads.some((h) => !tellsBoundary(plan.kind, h));
  const ofTheThing = (s: { start: number; end: number }, text: string) =>
    !asksThing || BACK_REFERENCE.test(text) || found.some((f) => f.at >= s.start && f.at < s.end && thingAt(f));
  const telling = timed.filter((s) => {
    const text = message.text.slice(s.start, s.end);
    return tellsBoundary(plan.kind, text) && ofTheThing(s, text);
  });
  // of sentences naming as much, one with a time the way a plan question asks ("found a venue today. The wedding
  // will be next August.")
  const ahead = (s: { start: number; end: number }) => asked === 'future' && inside(s).some((t) => directionFit(spanOf(t)!, message.time, asked, plan.now) === 0);
  const candidates = telling.length ? telling : timed;
  const most = Math.max(0, ...candidates.map(hits));
  // the question's words that are not names: what happens
  const names = new Set(plan.entities.flatMap((e) => tokenize(e)));
  const deedHits = (c: { start: number; end: number }) => new Set(found.filter((f) => f.at >= c.start && f.at < c.end && !names.has(heads[f.keyword]!)).map((f) => f.keyword)).size;
  // of sentences naming as many, those telling more of the deed than of names ("Mungo had a party today. We adopted
  // him 3 years ago this week." for "When did I adopt Mungo?")
  const named = most > 0 ? candidates.filter((s) => hits(s) === most) : [];
  const deeds = Math.max(0, ...named.map(deedHits));
  const top = named.filter((s) => deedHits(s) === deeds);
  const dating = top.find(ahead) ?? top[0];
  // of two clauses with a time each, the one naming more of the question ("Our EP comes out on Friday, and we're
  // playing a release show on the 14th" for the release show)
  if (dating) return narrowed(message.text, nearest(inside(clauseNamingMost(clauseSpans(message.text, dating).filter((c) => inside(c).length > 0), hits, deedHits) ?? dating)), dated);
  const at = sentences.indexOf(best);
  const next = sentences[at + 1];
  const nextText = next ? message.text.slice(next.start, next.end) : '';
  const times = next ? inside(next) : [];
  // "I'm working Christmas Day. I'm going to run a marathon! I've signed up for the city one next April.": a next
  // sentence naming the event with a time goes on about it; a sentence before naming none of it is another matter
  const goesOn = times.length > 0 && hits(next!) > 0 && !ANOTHER_EVENT.test(nextText);
  // "This week the agency said we're moving on! It means a social worker will visit.": a time said before a plan
  // that has none is not the plan's, unless it lies ahead
  // nor one said before a question ("... the bidding war you lost in the autumn. Does Pimento like the house?")
  const bestText = message.text.slice(best.start, best.end);
  const planned = WILL.test(bestText);
  // nor one said before other news ("The 30th, you're coming. Also I sprained my wrist carrying boxes.")
  // "I finally did it on Friday! Signed the adoption papers. Juniper is officially mine.": the news may take two
  // sentences naming it, the time said before both
  const prev = sentences[at - 1];
  const newsGoesOn = at >= 2 && hits(prev!) > 0 && inside(prev).length === 0 && !OPENS_OTHER_NEWS.test(message.text.slice(prev!.start, prev!.end));
  const lead = newsGoesOn ? at - 2 : at - 1;
  const before = isQuestion(bestText) || OPENS_OTHER_NEWS.test(bestText) ? [] : inside(sentences[lead]).filter((t) => !planned || pointsAhead(t, message.time));
  if (before.length && !(goesOn && hits(sentences[lead]!) === 0)) return nearest(before);
  if (goesOn) return nearest(times);
  // "Have you been to Italy? I had a blast there last month.": the next sentence, if it only refers back or gives a new
  // time instead, or tells the start or end asked about in the question's words ("I got the job at the bike shop!
  // Started on Monday.")
  // "... same as for your move. We're all set for the 10th.": a sentence saying little but its time goes on about the last
  const untimed = times.reduceRight((text, t) => text.slice(0, t.start - next!.start) + text.slice(t.end - next!.start), nextText);
  // so does a fragment opening with its time, no one doing anything ("my defense date is set. April 22nd, 2pm, in the seminar room.")
  const opensWithTime = times.length > 0 && /^\s*$/.test(message.text.slice(next!.start, times[0]!.start));
  const elliptical =
    times.length > 0 && !ANOTHER_EVENT.test(untimed) && ((opensWithTime && !DOER.test(untimed)) || terms(untimed).every((t) => t.length <= 2 || SCHEDULED.has(t))); // or a contraction's "re"
  const referring = next && (hits(next) === 0 ? BACK_REFERENCE.test(nextText) || INSTEAD.test(nextText) || elliptical : tellsBoundary(plan.kind, nextText));
  return referring ? (times[0] ?? null) : null;
}

/** Someone doing something: a personal pronoun. */
const DOER = /\b(?:I|we|you|he|she|they|it|i['’]\w+|we['’]\w+|you['’]\w+|he['’]s|she['’]s|they['’]\w+|it['’]s)\b/i;

/** A clause opened by "since", up to its sentence's or clause's end. */
const SINCE_CLAUSE = /\bsince\b[^.!?;,–—]*?(?=\s+-\s|[.!?;,–—]|$)/gi;

/** "right after the 10K", "just before our wedding": an event named as what another is placed by, up to the clause's end. */
const PLACED_BY = /\b(?:(?:right|just|straight|soon|shortly)\s+)?(?:after|before)\s+(?:the|my|our|his|her|their|your)\s[^.!?;,–—]*?(?=\s+-\s|[.!?;,–—]|$)/gi;

/**
 * Where a text names the question's words as news: not in a since-clause with no time of its own, which recalls an
 * event as where a stretch began ("our first date night since the twins were born", "skiing for the first time since
 * they were born"), nor where another event is placed by it ("In July, so right after the 10K"); the sentence's time
 * dates something else.
 */
function toldPositions<P extends { at: number }>(text: string, mentioned: readonly P[], times: readonly Pick<TimeExpression, 'start' | 'end'>[], placing = true): P[] {
  // "The weekend before the fair" is a time, and "two days after the wedding" one counted from the event
  const placed = placing ? [...text.matchAll(PLACED_BY)].filter((m) => !times.some((t) => t.start < m.index && t.end >= m.index - 1)) : [];
  const recalled = [...text.matchAll(SINCE_CLAUSE), ...placed]
    .map((m) => ({ start: m.index, end: m.index + m[0].length }))
    .filter((c) => !times.some((t) => t.start >= c.start && t.start < c.end));
  return mentioned.filter((f) => !recalled.some((c) => f.at >= c.start && f.at < c.end));
}

/**
 * Whether a message names one of the question's words only where it recalls it as where a stretch began (see
 * toldPositions): "Took the dogs to the lake this morning. First time Juno's been swimming since her surgery!" tells of
 * Juno today, not of the surgery, so none of its times dates the surgery.
 */
export function onlyRecalls(message: { text: string; time: WallMs }, plan: QueryPlan, findTimes: FindTimes): boolean {
  const mentioned = keywordPositions(message.text, eventKeywords(plan));
  // "I started 5 years ago, straight after my teacher training" still tells the teaching
  const told = new Set(toldPositions(message.text, mentioned, findTimes(message.text, message.time), false).map((f) => f.keyword));
  return mentioned.some((f) => !told.has(f.keyword));
}

/** "a few weeks ago" resolves to PAST_REF over a guessed span: vague. */
export const precision = (t: TimeExpression) => (t.type === 'vague' || t.value.endsWith('_REF') ? VAGUE_FACTOR : 1);

/** Whether a time lies after the day it was said on. */
export function pointsAhead(expr: TimeExpression, said: WallMs): boolean {
  const span = dateSpanOf(expr, said);
  return !!span && span.start >= daySpan(said).end;
}
