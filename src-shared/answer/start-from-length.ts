import type { TimeExpression } from '../domain/time';
import { fromAnswerTime, humanDate, humanSpan } from './calendar';
import { toldLength, type ToldLength } from './durations';
import type { EvidenceItem } from './evidence';
import { measuresOtherThing, namesNoneOfTheThing, sentenceAround, tellsBoundary } from './event-dating';
import { namedValues, type QueryPlan } from './query-plan';
import { tokenize } from './stopwords';
import type { FindTimes, Handler } from './temporal-reasoner';

/**
 * When something began, from a length said without a date: "I've had them for 3 years" said in
 * March 2023 -> 2020, "I've been playing for four months now" said in December -> August, "I left
 * my job after 3 years" -> the job began 3 years before. For when/start questions whose best
 * time-telling evidence states a length and no point in time. The length and where it reaches back
 * to are read by the stated-length handler this wraps.
 */

/** How many top evidence messages are looked through for the first one that tells a time. */
const DEPTH = 5;

/** A point in time ("last May", "two weeks ago"); "now" goes with lengths ("for 3 years now"). */
const isPoint = (t: TimeExpression) => t.interval !== null && t.type !== 'duration' && t.timex3Type !== 'SET' && t.value !== 'PRESENT_REF';
const SINCE = /\bsince\s+$/i;
/** "recently", "lately": the message's own date then dates the event. */
const isVaguePast = (t: TimeExpression) => t.value === 'PAST_REF';
/** Said as how long something went on ("for 3 years", "after 3 years", "seven years now"), not "one day I'll ..." nor a wait ahead ("takes six weeks to arrive"). */
const saidAsLength = (text: string, t: TimeExpression) =>
  !ADJECTIVE_LENGTH.test(t.text) && (/\b(for|after|past|took|lasted)\b[^.!?]{0,12}$/i.test(text.slice(0, t.start)) || /^\s*(now|already|so far)\b/i.test(text.slice(t.end)));
/** "signed up for a six-week course": a length describing a thing, not one gone by. */
const ADJECTIVE_LENGTH = /\w-(?:year|month|week|day|hour|minute)$/i;

/** A thing asked or told of as new ("her new flat", not "somewhere new", nor a name: "New York"). */
const NEW = /\bnew\s+[a-z]/;

/** A pronoun for something said before ("I've had them for 3 years"). */
const POINTS_BACK = /\b(?:it|them|they|this|that|these|those|he|she|him|her)\b/i;

/** The best evidence about the asked thing that tells a time at all, with the length it tells if that is all it tells. */
function firstTelling(evidence: readonly EvidenceItem[], plan: QueryPlan, findTimes: FindTimes, reply?: EvidenceItem): { item: EvidenceItem; length: ToldLength | null } | null {
  const leading = evidence.slice(0, DEPTH);
  // "When did Soraya move into her new flat?": "After six years in this flat" measures the old one
  const asksNew = NEW.test(plan.question);
  // "When did Tamsin get offered the teaching job in Leith?": "I've been teaching for nine years now" names no Leith
  const names = namedValues(plan).map(tokenize);
  const namesAsked = (item: EvidenceItem) => {
    const said = new Set(tokenize(`${item.text} ${item.replyTo?.text ?? ''}`));
    return names.length === 0 || names.some((name) => name.every((w) => said.has(w)));
  };
  // a length that names nothing of the thing may be another's ("How are he and Juniper getting along?" / "Juniper
  // ignored him for three days"): a message naming the thing with a point in time, a little further down, tells more
  const namingAtPoint = (from: number) =>
    leading.slice(from).find((item) => item !== reply && !namesNoneOfTheThing(item.text, plan) && findTimes(item.text, item.time, { tense: 'past' }).some((t) => isPoint(t) && !SINCE.test(item.text.slice(0, t.start))));
  for (const [at, item] of leading.entries()) {
    const times = findTimes(item.text, item.time, { tense: 'past' });
    // "I started teaching today" tells nothing of when living in Kyoto began, nor "Back in Lisbon for a few days" of a
    // laptop; but a length often names nothing itself, said in reply or of "them" ("I've had them for 3 years now"),
    // and the reply found to a "how long" question about the thing is about it
    const aboutOther = item !== reply && namesNoneOfTheThing(item.text, plan);
    if (aboutOther && times.some(isPoint)) continue;
    // "Since March, so about four months now": the point a length runs from is no other time; nor is one in a
    // sentence about something else ("I've been learning the cello for two years now. First rehearsal is next Tuesday.")
    // nor, for a start, the time of its end ("finished knitting my first sweater last night. Took me three months!")
    const elsewhere = (t: TimeExpression) =>
      (item !== reply && namesNoneOfTheThing(sentenceAround(item.text, t), plan)) || (plan.kind === 'start' && tellsBoundary('end', sentenceAround(item.text, t)));
    if (times.some((t) => isPoint(t) && !SINCE.test(item.text.slice(0, t.start)) && !elsewhere(t))) return { item, length: null };
    const inReply = item.replyTo !== null && item.replyTo.speaker !== item.speaker;
    if (aboutOther && !inReply && !POINTS_BACK.test(item.text)) continue;
    // "I recently left my job after 3 years": the length dates the start, "recently" the leaving
    const length = times
      .filter((t) => saidAsLength(item.text, t) && !measuresOtherThing(item.text, t, plan) && !(asksNew && !NEW.test(sentenceAround(item.text, t))))
      .map(toldLength)
      .find((l) => l !== null);
    if (length && (item === reply || namesAsked(item))) {
      const named = aboutOther && item !== reply ? namingAtPoint(at + 1) : undefined;
      return named ? { item: named, length: null } : { item, length };
    }
    if (times.some(isVaguePast)) return { item, length: null };
  }
  return null;
}

export function startFromStatedLength(statedLength: Handler): Handler {
  return (input, findTimes) => {
    if (input.plan.future) return null;
    const best = firstTelling(input.evidence, input.plan, findTimes, input.lengthAnswer);
    if (!best?.length) return null;
    const stated = statedLength({ ...input, evidence: [best.item] }, findTimes);
    if (!stated?.time || !stated.duration) return null;
    const around = best.length.approximate ? 'Around ' : '';
    return {
      answer: `${around}${humanSpan(fromAnswerTime(stated.time))} (${best.length.words} before ${humanDate(best.item.time)})`,
      time: stated.time,
      duration: null,
      confidence: stated.confidence,
      evidence: stated.evidence ?? [best.item.messageId],
    };
  };
}

/** Granularities a length reached back over is told to ("about ten months" -> a month): coarser than a day told. */
const COARSE: ReadonlySet<string> = new Set(['month', 'season', 'quarter', 'year']);

/**
 * A start reached back to from a length ("I've been climbing for about ten months now" -> September), made exact by
 * the event told with a day inside it ("last Saturday I finally tried bouldering!"): two tellings that agree, the
 * finer one dates it.
 */
export function sharpened(coarse: Handler, fine: Handler): Handler {
  return (input, findTimes) => {
    const rough = coarse(input, findTimes);
    if (!rough?.time || !COARSE.has(rough.time.granularity)) return rough;
    // another telling than the length's
    const exact = fine({ ...input, evidence: input.evidence.filter((e) => !rough.evidence?.includes(e.messageId)) }, findTimes);
    if (!exact?.time || COARSE.has(exact.time.granularity)) return rough;
    const within = fromAnswerTime(rough.time);
    const day = fromAnswerTime(exact.time);
    return day.start >= within.start && day.end <= within.end ? exact : rough;
  };
}
