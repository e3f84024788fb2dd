import { dateSpanOf, daySpan, humanDate, humanSpan, toAnswerTime } from './calendar';
import { dateEvents } from './date-events';
import { askedDeed, eventExpression, eventWordsIn, eventWordsOf, type TurnsAround } from './event-dating';
import { isQuestion, sentencesOf } from './coverage';
import type { Handler } from './temporal-reasoner';
import type { EvidenceItem } from './evidence';
import { onlyWeighsGetting } from './weighs-getting';
import { asksFormalAct } from './query-plan';

/**
 * When someone adopted, bought, rescued or met a thing with a name ("When did Ann adopt Toby?"):
 * people tell of a new pet or friend when it arrives ("Meet Toby, my puppy!"), often without the
 * verb the question uses, and name it in every later talk. So the thing was got no later than the
 * first message naming it, and that message (or the time it tells) dates the event unless a report
 * naming it says an earlier time ("I adopted Toby two weeks ago").
 */

const MAX_QUESTION = 300;
/**
 * Verbs of getting a named thing or meeting a named being ("since I adopted Toby" too), then the name (a capitalised
 * run, possibly after "her cat"); not a name told of by what was got ("get the email saying Lantern Drift got in").
 */
const GETS_NAMED = /\b(?:adopt(?:ed|s)?|buy|bought|get|got|gets|rescued?|foster(?:ed)?|meet|met)\s+(?:(?:his|her|my|their|our|your|a|an|the)\s+(?:(?!\p{Ll}+ing\s)\p{Ll}+\s+){0,2})?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*)(?!['’]s)\b/u;

/** The name of what a question asks about getting or meeting ("When did Ann adopt Toby?" -> "Toby"), or null. */
export function acquiredName(question: string): string | null {
  if (question.length > MAX_QUESTION) return null;
  return GETS_NAMED.exec(question)?.[1] ?? null;
}

/**
 * Whether a text names `name` as written (capitalised, whole words): "Buddy", not "my buddy" or "buddies"; nor a
 * kind called after it ("a Bunsen burner" does not name the dog Bunsen).
 */
export function namesThing(text: string, name: string): boolean {
  if (!name.trim()) return false;
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?<!\\b[Aa]n?\\s+)${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

const THIRD_PERSON = /\b(?:he|she|him|his|her)\b/i;
const WE = /\bwe\b/i;

/**
 * Whether a message calls `name` "he" or "she" just after its speaker named them: "Theo's in a cast." / "When was
 * that?" / "Last Sunday. He fell off the monkey bars."; "Mostly long walks with Biscuit." / "How's the big guy?" /
 * "I adopted him three years ago".
 */
export function namedJustBefore(item: Pick<EvidenceItem, 'messageId' | 'speaker' | 'text'>, name: string, turns: TurnsAround | undefined): boolean {
  return (
    THIRD_PERSON.test(item.text) &&
    (turns?.get(item.messageId) ?? []).some((t) => t.offset < 0 && t.offset >= -2 && t.speaker === item.speaker && namesThing(t.text, name))
  );
}

/**
 * Dates a getting or meeting by the first message naming what was got or met (`input.firstMention`);
 * a report naming it that tells an earlier time is dated by `when` (the when handler) instead, and a
 * first mention that tells only a length by `reachBack` (from the length back to its start).
 */
export function firstMentioned(when: Handler, reachBack: Handler): Handler {
  return (input, findTimes) => {
    const { plan, evidence, turns, support, firstMention } = input;
    const name = acquiredName(plan.question);
    // "The staff call him Biscuit ... I'm thinking about it": named before it was got
    if (!name || !firstMention || !namesThing(firstMention.text, name) || onlyWeighsGetting(firstMention.text) || asksFormalAct(plan.question)) return null;
    const first = daySpan(firstMention.time);
    // a first mention that tells how long it has been ("Max was part of our family for 10 years") reaches back that
    // far, before anything later told of it ("Max and I went camping last summer")
    const reached = reachBack({ ...input, evidence: [firstMention] }, findTimes);
    if (reached) return reached;
    // or answer a turn naming it ("How long have you had Pimento now?" / "I adopted her 3 years ago")
    // or calling it "him" or "her" just after the speaker named it ("Long walks with Biscuit." / ... / "I adopted him three years ago")
    // or answering, as the one asked of, a question of the getting or meeting itself ("How did you two actually meet?" /
    // "At the market last summer.")
    const deed = askedDeed(plan);
    const asksDeed = (e: EvidenceItem) => {
      const asked = e.replyTo === null ? '' : (sentencesOf(e.replyTo.text).at(-1) ?? '');
      return deed !== null && e.speaker.toLowerCase() === plan.subject?.toLowerCase() && isQuestion(asked) && eventWordsIn(asked, plan).has(deed);
    };
    // or telling, soon after the first mention and by its speaker, the deed done together ("I asked Fiona to marry me
    // last Saturday." / ... / "We only met three years ago at the Kelso ram sales")
    const together = (e: EvidenceItem) =>
      deed !== null && e.speaker === firstMention.speaker && e.time >= firstMention.time && e.time < first.end && WE.test(e.text) && eventWordsOf(e, plan).has(deed);
    const naming = evidence.filter(
      (e) =>
        namesThing(e.text, name) ||
        (e.replyTo !== null && e.replyTo.speaker !== e.speaker && (namesThing(e.replyTo.text, name) || asksDeed(e))) ||
        namedJustBefore(e, name, turns) ||
        together(e),
    );
    // a time told with the name after its first mention is another event ("Toby and I go camping this weekend")
    const told = dateEvents(plan, naming, turns, findTimes, naming.length).filter((d) => d.expr && d.span.start < first.end);
    // of those, the ones telling the deed itself ("I adopted Toby two weeks ago", "How did you two meet?" / "At the market
    // last summer") over others of the thing ("Marco proposed last Sunday")
    const ofDeed = told.filter((d) => deed !== null && (eventWordsOf(d.item, plan).has(deed) || asksDeed(d.item)));
    if (told.length) return when({ ...input, evidence: (ofDeed.length ? ofDeed : told).map((d) => d.item) }, findTimes);
    // a first mention that tells its own time ("I'm meeting Dan on Friday") is dated by it
    const own = eventExpression(firstMention, plan, findTimes);
    const span = (own && dateSpanOf(own, firstMention.time)) ?? first;
    return {
      answer: `${humanSpan(span)} (${own ? `"${own.text.trim()}", said on ${humanDate(first.start)} when` : 'the day'} ${name} was first mentioned)`,
      time: toAnswerTime(span),
      duration: null,
      confidence: 0.45 + 0.4 * support,
      evidence: [firstMention.messageId],
    };
  };
}
