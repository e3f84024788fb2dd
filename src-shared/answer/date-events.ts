import type { Interval, TimeExpression, WallMs } from '../domain/time';
import { dateSpanOf, daySpan } from './calendar';
import { isQuestion, SENTENCE, sentencesOf } from './coverage';
import {
  answerPart,
  ASKED_WHEN_AHEAD,
  ASKED_WHEN_DONE,
  askedDeed,
  askedDirection,
  askedTense,
  directionFit,
  eventExpression,
  eventKeywordCount,
  eventWordsIn,
  eventWordsOf,
  IT_WAS,
  OWN_BONUS,
  onlyRecalls,
  ownTimeBonus,
  pointsAhead,
  precision,
  replyAbout,
  sentenceAround,
  tellsAsPlan,
  TURN_BONUS,
  type DatedEvent,
  type FindTimes,
  type Turn,
  type TurnsAround,
  WILL_WORDS,
  WORD_OF_IT,
} from './event-dating';
import { fellThrough } from './denied-events';
import { subjectSpeaks, type EvidenceItem } from './evidence';
import { toldDone } from './told-done';
import { makeToldTenseReader } from '../time/tense';
import { onlyWeighsGetting } from './weighs-getting';
import type { QueryPlan } from './query-plan';
import { isShortTurn } from './short-turn';
import { asksWhatItWas } from './statement-owners';
import { isStopword } from './stopwords';
import { opensWithMonthOrWeekday } from '../time/lexicon';
import { narrows } from '../time/narrowed';

/**
 * Dating the event of each evidence message: the time its own text tells (event-dating.ts), else one told in the
 * turns around it in the same sitting: a teaser before the news ("Guess what happened last week?" / "What?" / "I got
 * the job!"), an answer to "When was that?", a short reply ("See you tomorrow!"), or the speaker's own turn naming
 * the event.
 */
/** What a time ahead of when it was said (a plan) loses for a past question: a done deed over a plan for it. */
const AHEAD_BONUS = 0.05;
/**
 * For a question about a plan, a time ahead of when it was said over one that spans that moment ("today") or a
 * message telling no time ("I'm thinking ahead to going back to work" / "I'm going back to teaching next month").
 */
const PLAN_AHEAD_BONUS = 0.1;
/** A dated message naming all the question's event words over one naming part of them. */
const ALL_WORDS_BONUS = 0.1;
/** What a message telling the asked event at a time pointing the other way (a past time for a plan question) loses. */
const OTHER_WAY_PENALTY = 0.3;
/** Scores this close count as a tie between tellings of a first ("Yesterday I flew solo for the first time!", "my first solo cross-country"). */
const FIRST_TIE = (d: Pick<DatedEvent, 'score'>) => Math.round(d.score / 0.02);
/** "our first real gig", "my very first video game", "First V4. Topped it.": the thing called the first, in the few words after. */
const FIRST_OF = /(?:\b(?:my|our|his|her|their|the)(?:\s+very)?\s+|(?:^|(?<=[.!?]\s+))(?=first\b))first((?:\s+[\p{L}\p{N}'’-]+){1,3})/giu;
/** For a question about a first, what a message calling the thing asked of its first gains ("We booked our first real gig!"). */
const FIRST_OF_BONUS = 0.15;
/** "I flew solo for the first time!": the sentence's deed is the first. */
const FIRST_TIME = /\bfor the (?:very )?first time\b/i;
const callsItselfFirst = (text: string, plan: QueryPlan) =>
  [...text.matchAll(FIRST_OF)].some((m) => eventWordsIn(m[1]!, plan).size > 0) || sentencesOf(text).some((s) => FIRST_TIME.test(s) && eventWordsIn(s, plan).size > 0);
/** "her last wedding of 2021", "my final exam": a question about the last of a run of things (not "the last time"). */
const ASKS_LAST = /\b(?:my|our|his|her|their|the)\s+(?:very\s+)?(?:last|final)\s+(?!(?:time|week|weekend|month|year|day|night)\b)\p{L}/iu;
/** "I did my last wedding of the year": the thing called the last, in the few words after. */
const LAST_OF = /\b(?:my|our|his|her|their|the)(?:\s+very)?\s+(?:last|final)((?:\s+[\p{L}\p{N}'’-]+){1,3})/giu;
const callsItselfLast = (text: string, plan: QueryPlan) => [...text.matchAll(LAST_OF)].some((m) => eventWordsIn(m[1]!, plan).size > 0);
/** How far (in turns) a neighbour may hold the time. */
const TURN_RADIUS = 2;
/** A turn asking when what was just told happened: "Oh no! When was that?", "Have they given him a new date?", "When? Which one?" */
const ASKS_WHEN = /\b(?:when|(?:a new|what|which) (?:date|day))\b[^.!?]*\?/i;
/** "I saw my first kingfisher!" / "Where?" / "On the club walk two weekends ago.": asked where, the answer may tell when too. */
const ASKS_WHERE = /\bwhere\b[^.!?]*\?/i;
/** "When's the gig?", "When does he start?": asked when another thing, named, is, or what someone else does. */
const OF_NAMED = /^when(?:['’]s|\s+(?:is|was|are|were|does|did|do|will))\s+(?:(?:the|your|his|her|their|my|our)\s+\p{L}+|(?:he|she|they)\b)/iu;
/** Whether a turn asks when something else than the event asked of happens: word of it, or another thing it names. */
const asksWhenOfOther = (text: string, plan: QueryPlan) => {
  const asking = text.match(ASKS_WHEN)?.[0];
  return asking !== undefined && eventWordsIn(asking, plan).size === 0 && (WORD_OF_IT.test(asking) || OF_NAMED.test(asking));
};

/** "No, my neighbour cat-sat." answering "Did you bring Pixel?": the deed asked about did not happen. */
const OPENS_NO = /^\W*(?:no|nope|nah|sadly not|unfortunately not|not this time)\b(?![-'’])/i;
const YES_NO_QUESTION = /\b(?:did|do|does|have|has|had|were|was|are|is|will|would|could|can)\s+(?:you|u|he|she|they|it|the|your)\b[^.!?]*\?\s*$/i;
/** A reply saying no to the other speaker's question naming the asked event: the times around it do not date that event (a guess at news said no to does: "Is it a new game?" / "No, a charity tournament!"). */
const deniesTheAsked = (item: EvidenceItem, plan: QueryPlan) =>
  item.replyTo !== null && item.replyTo.speaker !== item.speaker && OPENS_NO.test(item.text) && YES_NO_QUESTION.test(item.replyTo.text) && eventWordsIn(item.replyTo.text, plan).size > 0;

const ASKS_DECISION = /\b(?:decide[ds]?|agree[ds]?)\b/i;
const TELLS_DECISION = /\b(?:let's|let us|we(?: have|'ve)? (?:decided|agreed)|(?:decided|agreed) to|it's a deal)\b/i;
const DECISION_BONUS = 0.1;
const UNNAMED_PENALTY = 0.2;
/** What a message telling no time loses for a plan question. */
const UNTOLD_PLAN_PENALTY = 0.2;
/** What a message telling no time and not the deed asked of the subject loses for a past question. */
const UNDONE_PENALTY = 0.15;

/**
 * A neighbouring turn's time for an event its evidence message names without one (`teased`: the speaker's turn it
 * reveals the news of, see `revealed`): the nearest turn
 * of the same sitting that names the event too ("We're going to a baseball game next Sunday, want to
 * join?" / "Yeah, let's do it!"), or a short one ("See you tomorrow!", "I'm starting next month."), or
 * the speaker's earlier turn naming what the message points back to ("I signed up for a workshop next
 * month." / "I saw this workshop flyer ..."); a long turn that does none of these is about other news.
 */
function timeFromTurns(
  item: EvidenceItem,
  turns: readonly Turn[],
  plan: QueryPlan,
  findTimes: FindTimes,
  teased: Turn | undefined,
): { turn: Turn; expr: TimeExpression; teaser: boolean; context: string } | null {
  const own = eventWordsIn(item.text, plan).size;
  const referred = referents(item.text);
  // news revealed after a teaser is dated by the teaser ("Last night was unreal." / ... / "When's the final?"), one
  // telling no time by the answer when asked ("I'm typing this with one hand." / ... / "When was that?" / "Tuesday.")
  const answered = teased && findTimes(teased.text, teased.time).length > 0 ? null : answerToWhen(item, turns, plan, findTimes);
  if (answered) return answered;
  // the speaker's own teaser goes before the talk around it ("I did something huge this past Sunday!" / ... / "I finished
  // the half marathon!" / "Eight months ago you were dying after sixty seconds of running")
  const near = turns.filter((t) => Math.abs(t.offset) <= TURN_RADIUS);
  const teaserFirst = new Set([...near.filter((t) => t.speaker === item.speaker && t.offset < 0 && (teases(t.text) || t === teased)), ...near]);
  // "When will you know?" / "Sometime in November.", "When's the gig?" / "It's on the 22nd": the answer dates another thing
  const answersOther = (turn: Turn) => turns.some((t) => t.offset === turn.offset - 1 && t.speaker !== turn.speaker && asksWhenOfOther(t.text, plan));
  for (const turn of teaserFirst) {
    if (answersOther(turn)) continue;
    // "Something not so great happened yesterday..." / "A car ran a red light and hit us": the teaser's time is the news's;
    // "Guess who's the new team lead?" / "You?!" / "They told me the day before yesterday": so is the time told next
    // "I got an email last Friday that made me scream" / "What was it?": asked what it was, the turn before teased
    const teaser = turn.offset < 0 ? teases(turn.text) || turn === teased : teases(item.text) && !teases(turn.text);
    if (teaser && turn.speaker === item.speaker) {
      // "Sage goes to her new family this Friday. But I did something fun last weekend!": a teasing sentence's time, not
      // another's ("We painted last weekend. Also, we got some news about the adoption.")
      // asked what happened, the turn's last sentence with a time teased it ("We were in Seville all last week. But last
      // Saturday was the best night of my life." / "What happened?")
      const sentences = turn.offset < 0 ? (turn.text.match(SENTENCE) ?? []) : [];
      const teasing = sentences.some(teases) ? sentences.filter(teases) : turn === teased ? sentences.reverse() : [];
      const expr = teasing.length
        ? teasing.reduce<TimeExpression | null>((found, text) => found ?? eventExpression({ text, time: turn.time }, plan, findTimes, { loose: true }), null)
        : eventExpression(turn, plan, findTimes, { loose: true });
      // "Two weeks ago I did something terrifying!" / ... / "I signed the lease. I'm finally opening my own restaurant!": a
      // past teaser dates what was done, not what the news says lies ahead
      if (expr && !pointsAhead(expr, turn.time) && toldAhead(item.text, plan)) continue;
      // and news told done ("Okay, big news. ... the athletic director offered me the head coach job!") is not dated by
      // a time ahead the speaker tells next ("since, you know, baby in August")
      if (expr && turn.offset > 0 && pointsAhead(expr, turn.time) && toldDone(item.text, plan)) continue;
      if (expr) return { turn, expr, teaser: true, context: turn.text };
    }
    // a short turn leans on the talk around it, unless it adds news of its own ("Also I made my first bowl two days ago")
    const short = isShortTurn(turn.text) && !ADDS_NEWS.test(turn.text);
    // another speaker's long turn is about the same event only if it names at least as much of it ("I went to a pet
    // store last Monday" is not "I adopted another pup")
    const named = eventWordsIn(turn.text, plan).size;
    const names = named > 0 && (turn.speaker === item.speaker || named >= own);
    // "I saw this workshop flyer at the pet store" is dated by the speaker's "I signed up for a workshop next month"
    const refers = referred.length > 0 && turn.offset < 0 && turn.speaker === item.speaker;
    // "photos from Isla's naming ceremony" / "You didn't have to!" / "It was such a beautiful afternoon on the 14th": the
    // speaker's "it" just after is the news
    const itWas = own > 0 && turn.offset > 0 && turn.speaker === item.speaker ? (turn.text.match(SENTENCE) ?? []).find((s) => IT_WAS.test(s)) : undefined;
    const expr =
      ((names || short) && eventExpression(turn, plan, findTimes, { loose: short })) ||
      (refers && eventExpression(turn, { ...plan, keywords: referred, placeTerms: new Map() }, findTimes)) ||
      (itWas !== undefined && eventExpression({ text: itWas, time: turn.time }, plan, findTimes, { loose: true }));
    // another speaker's short turn fixes the day of a plan ("See you tomorrow!"); a past time there is their own news ("I
    // made my first bowl two days ago"), nor of news told after it ("Planning to launch in early June" / "I've been
    // thinking about asking Hannah to marry me")
    if (expr && short && !names && turn.speaker !== item.speaker && (turn.offset < 0 || !pointsAhead(expr, turn.time) || namesOwnName(turn.text, item.text))) continue;
    // nor does any later turn's time ahead date a deed told done ("I've gone and bought a tablet" / "Shall we try it
    // tomorrow evening?", "WE HIT THE GOAL." / ... / "Seven days left, so anything from here goes on stretch goals")
    if (expr && turn.offset > 0 && pointsAhead(expr, turn.time) && toldDone(item.text, plan)) continue;
    // the speaker's short question turns to the friend's news ("How did the exam go?? Was it this week?")
    if (expr && short && !names && turn.speaker === item.speaker && isQuestion(turn.text)) continue;
    if (expr) return { turn, expr, teaser: false, context: turn.text };
  }
  return null;
}

/**
 * The time the speaker gives when the friend asks when the news happened: "I sprained my ankle." / "Oh no! When was
 * that?" / "Last Tuesday, walking home from the gym. ...": the answer's opening; also after the speaker said more of it
 * ("Mom walked the loop without her cane." / "That's two miles, right?" / "A little over two." / "When was that?" /
 * "The day after Thanksgiving.").
 */
function answerToWhen(item: EvidenceItem, turns: readonly Turn[], plan: QueryPlan, findTimes: FindTimes): { turn: Turn; expr: TimeExpression; teaser: true; context: string } | null {
  const at = (offset: number) => turns.find((t) => t.offset === offset);
  const asksWhen = (t: Turn | undefined) => t !== undefined && t.speaker !== item.speaker && (ASKS_WHEN.test(t.text) || ASKS_WHERE.test(t.text)) && !asksWhenOfOther(t.text, plan);
  const saysMore = (t: Turn | undefined) => t !== undefined && t.speaker === item.speaker && !ADDS_NEWS.test(t.text) && findTimes(t.text, t.time).length === 0;
  const whenAt = asksWhen(at(1)) ? 1 : at(1)?.speaker !== item.speaker && saysMore(at(2)) && asksWhen(at(3)) ? 3 : null;
  const askedWhen = whenAt === null ? undefined : at(whenAt);
  const answer = askedWhen ? turns.find((t) => t.offset === whenAt! + 1 && t.speaker === item.speaker) : undefined;
  // "When does it start?" / "In September.": the answer's bare month is read in the question's tense
  // asked where, the place opens the answer and the time may close its first sentence
  const part = (text: string) => (ASKS_WHEN.test(askedWhen!.text) ? answerPart(text) : (text.match(SENTENCE)?.[0] ?? text));
  const expr = answer && eventExpression({ text: part(answer.text), time: answer.time }, plan, findTimes, { loose: true, tense: askedTense(askedWhen!.text) });
  // "Guess who's going to the final?" / "You made it through the qualifier? When was that?" / "Wednesday.": a past time
  // is of a deed done, not of the news told ahead
  if (!answer || !expr || (!pointsAhead(expr, answer.time) && toldAhead(item.text, plan))) return null;
  return { turn: answer, expr, teaser: true, context: `${askedWhen!.text} ${answer.text}` };
}

/** A sentence telling what lies ahead: "I'm finally opening my own restaurant!", "We'll move in May". */
const TELLS_AHEAD = new RegExp(String.raw`\b(?:(?:I|we)(?:['’](?:m|re)|\s+(?:am|are))\s+(?:\w+ly\s+)?\w+ing\b|(?:${WILL_WORDS})\s+\w+)`, 'i');

/** Whether every sentence of a text that names the asked event tells it as lying ahead. */
function toldAhead(text: string, plan: QueryPlan): boolean {
  const naming = (text.match(SENTENCE) ?? []).filter((sentence) => eventWordsIn(sentence, plan).size > 0);
  return naming.length > 0 && naming.every((sentence) => TELLS_AHEAD.test(sentence));
}

/** Whether a turn names someone or somewhere the message it would date does not ("I'm off to Iceland on Thursday"): its own plan. */
function namesOwnName(turn: string, message: string): boolean {
  // a capitalised word mid-sentence, not a day or month ("See you on Friday!")
  return [...turn.matchAll(/(?<=[\p{L}\p{N},]\s+)\p{Lu}\p{Ll}+/gu)].some((m) => !message.includes(m[0]) && !opensWithMonthOrWeekday(m[0]) && !isStopword(m[0].toLowerCase()));
}

/**
 * The speaker's turn a message tells the news of, the friend answering in between: one that teases ("Want to guess
 * what happened?" / "Tell me right now!"), or one the friend asks what it was ("I got an email last Friday!" / "What
 * was it?").
 */
function revealed(item: Pick<EvidenceItem, 'speaker'>, turns: readonly Turn[]): Turn | undefined {
  const between = turns.find((t) => t.offset === -1 && t.speaker !== item.speaker);
  const before = turns.find((t) => t.offset === -2 && t.speaker === item.speaker);
  return between && before && (asksWhatItWas(between.text) || teases(before.text)) ? before : undefined;
}

const ADDS_NEWS = /\b(?:also|another|as well|by the way|btw|oh and)\b/i;

/** Whether the speaker announced a message's news with a time a turn or two before ("Guess what happened yesterday?"). */
export function teasedWithTime(item: Pick<EvidenceItem, 'speaker'>, turns: readonly Turn[], findTimes: FindTimes): boolean {
  return turns.some((t) => t.offset < 0 && t.offset >= -TURN_RADIUS && t.speaker === item.speaker && teases(t.text) && findTimes(t.text, t.time).length > 0);
}

/** A turn that announces news the speaker tells next, without telling it: "Guess what happened last week?" */
const TEASER =
  /\b(?:something\b[^.!?]*\bhappened|(?:did|done|tried)(?: \w+)? something|something (?:fun|exciting|cool|amazing|crazy|special|wild)|guess (?:what|who|where)|(?:some|big|great|good|bad|exciting|sad|crazy|huge) news|(?:have|got|had) (?:some )?news|(?:was|is) a (?:big|huge|great|special) (?:day|week|weekend|one)|bursting to tell|found out (?:what|who|where|whether|if)\b)\b/i;

/** Whether a text announces news without telling it: "Big news: I got invited back!", "My big news is that I ran my first 10K" tell it. */
function teases(text: string): boolean {
  const m = TEASER.exec(text);
  return m !== null && !/^\s*(?:[:—–-]|is\b|was\b)\s*\p{L}/u.test(text.slice(m.index + m[0].length));
}

const DEMONSTRATIVE = /\b(?:this|that|these|those)\s+([\p{L}]+)/giu;

/** The things a text points back to with "this" or "that" ("this workshop", "those shoes"), not "that is" or "that I". */
function referents(text: string): string[] {
  return [...text.matchAll(DEMONSTRATIVE)].map((m) => m[1]!.toLowerCase()).filter((w) => w.length > 2 && !isStopword(w));
}

/**
 * Each of the first `depth` evidence messages with the time of the event it names: its own
 * expression, else one from a neighbouring turn, else the day it was written. Scored by relevance
 * plus how well the time is attested; best first.
 */
export function dateEvents(plan: QueryPlan, evidence: readonly EvidenceItem[], turns: TurnsAround | undefined, findTimes: FindTimes, depth: number): DatedEvent[] {
  const asked = askedDirection(plan);
  const asksFirst = /\bfirst\b/i.test(plan.question);
  const asksLast = ASKS_LAST.test(plan.question);
  // a plan question prefers a time ahead of when it was said; a past question prefers a done deed to a plan for it
  const fitBonus = (span: Interval, said: WallMs) =>
    asked === 'past' ? (span.start >= daySpan(said).end ? -AHEAD_BONUS : 0) : directionFit(span, said, asked, plan.now) === 0 ? PLAN_AHEAD_BONUS : 0;
  const keywordCount = eventKeywordCount(plan);
  // the deed asked of the subject, when some message tells it with a time
  const asksDeed = askedDeed(plan);
  const deed = asksDeed !== null && evidence.slice(0, depth).some((item) => eventWordsOf(item, plan).has(asksDeed) && findTimes(item.text, item.time).length > 0) ? asksDeed : null;
  // "I'm thinking of joining a running club" only weighs the deed a past question asks of ("join a running club"), as "I
  // sent off the application on Friday" only seeks it
  const asksWeighing = onlyWeighsGetting(plan.question);
  const onlySeeks = (text: string) => asked === 'past' && !asksWeighing && onlyWeighsGetting(text);
  // "Happy Friday! I have news" / "We've decided to move in together!": a time not ahead dates the telling of the plan,
  // not the deed (one ahead is the planned time, which fitBonus weighs)
  const toldPlanned = (item: EvidenceItem, span: Interval, said: WallMs) => asked === 'past' && span.start < daySpan(said).end && tellsAsPlan(item.text, plan);
  // "How is Lisbon treating you?" / "I moved here last month" names all of "relocate to Lisbon"; "I fly back to Lisbon on
  // Wednesday" names only the place. It takes the sentence telling the time (or the news a teaser's time dates) to name
  // them ("Eight months ago you were dying after sixty seconds of running" does not name a half marathon), said by the
  // one asked about when they speak, of a deed done unless a plan is asked for ("a job teaching carpentry, starting with
  // the fall semester" does not date the start told later: "I started teaching at the community college last month")
  const speaks = subjectSpeaks(plan.subject, evidence);
  const allBonus = (item: EvidenceItem, told: string, reply: boolean, span: Interval, said: WallMs) => {
    if (speaks && item.speaker.toLowerCase() !== plan.subject!.toLowerCase()) return 0;
    if (asked !== 'future' && span.start >= daySpan(said).end) return 0;
    const named = new Set([...eventWordsIn(told, plan), ...(reply ? eventWordsIn(item.replyTo!.text, plan) : [])]);
    return keywordCount >= 2 && named.size === keywordCount ? ALL_WORDS_BONUS : 0;
  };
  return evidence
    .slice(0, depth)
    .map((item): DatedEvent => {
      // a reply to a turn naming the event ("When's your driving test?" / "This Friday!") tells its time in its opening
      const reply = replyAbout(item, plan);
      const tense = reply !== null ? askedTense(item.replyTo!.text) : undefined;
      const own =
        eventExpression(item, plan, findTimes, reply === item.text ? { loose: true, tense } : {}) ??
        (reply !== null && reply !== item.text ? eventExpression({ text: reply, time: item.time }, plan, findTimes, { loose: true, tense }) : null);
      // "I got selected for the women's eight for the autumn season!": a deed told done, with the time ahead it was done
      // for; the day it was told dates it (not "we're hoping to get it replaced next month")
      if (own !== null && asked === 'past' && pointsAhead(own, item.time) && toldDone(sentenceAround(item.text, own), plan) && makeToldTenseReader(item.text)(own.start) === 'past' && !tellsAsPlan(item.text, plan)) {
        return { item, span: daySpan(item.time), expr: null, said: item.time, evidence: [item.messageId], context: '', score: item.relevance };
      }
      const around = turns?.get(item.messageId) ?? [];
      // the news asked for is told first ("What was it?" / "An agent asked for my manuscript! I sent chapters out a
      // couple of weeks ago"): a time after it, of a deed named less, yields to the teaser's ("I got an email last Friday")
      const news = item.text.match(SENTENCE)?.[0] ?? '';
      const teased = revealed(item, around);
      const afterNews =
        own !== null && reply === null && own.start >= news.length && teased !== undefined &&
        eventWordsIn(news, plan).size >= eventWordsIn(sentenceAround(item.text, own), plan).size;
      // "Yesterday I asked Hattie to marry me" for "When are they planning to marry?", "I'm riding the Norton to a rally
      // in two weeks" for "When did he ride his Norton?" before then: the time told points the other way, so neither it
      // nor a time around it dates the asked event
      const otherWay = own === null && asked !== 'any' && reply === null ? eventExpression(item, plan, findTimes, { direction: 'any' }) : null;
      // "our first date night since the twins were born" tells of the date night; the birth was some other day
      // "Today was supposed to be opening day": the time of a plan that did not hold dates nothing, nor do times around it
      const fell = own !== null && fellThrough(sentenceAround(item.text, own));
      if (otherWay || fell || onlyRecalls(item, plan, findTimes)) return { item, span: daySpan(item.time), expr: null, said: item.time, evidence: [item.messageId], context: '', score: item.relevance - OTHER_WAY_PENALTY };
      // "I spoke at the city council meeting this week." / "When was that?" / "This past Wednesday.": asked, the speaker
      // told the time more closely
      const toldWhen = own !== null && !afterNews && !teased ? answerToWhen(item, around, plan, findTimes) : null;
      const closer = toldWhen && own && narrows(dateSpanOf(toldWhen.expr, toldWhen.turn.time)!, dateSpanOf(own, item.time)!) ? toldWhen : null;
      // a neighbouring turn's time of seeking the thing ("I sent off the application on Friday") does not date getting it
      const fromTurns = (own === null || afterNews) && !deniesTheAsked(item, plan) ? timeFromTurns(item, around, plan, findTimes, teased) : null;
      const seeks = (t: NonNullable<typeof fromTurns>) => sentencesOf(t.turn.text).some((s) => s.includes(t.expr.text) && onlySeeks(s));
      const near = closer ?? (fromTurns && !seeks(fromTurns) ? fromTurns : null);
      // "Bob and I have started the adoption process." / "We decided last summer": the speaker's turn telling the time
      // names the rest of the event ("decide to adopt"), not other news ("We went to the lake yesterday")
      const toldTooBy = (t: NonNullable<typeof near>) => t.turn.speaker === item.speaker && eventWordsIn(sentenceAround(t.turn.text, t.expr), plan).size > 0;
      if (own && !closer && !(afterNews && near?.turn === teased)) {
        const span = dateSpanOf(own, item.time)!;
        // the answer to "When did you join again?" tells the asked time, naming none of it ("Back in 2019"), as the answer
        // to "When does the placement start?" tells a plan's ("Next Monday, the 4th.")
        const answersWhen = reply !== null && (asked === 'future' ? ASKED_WHEN_AHEAD : ASKED_WHEN_DONE).test(item.replyTo!.text);
        const score = item.relevance + (answersWhen ? OWN_BONUS * precision(own) : ownTimeBonus(item.text, own, plan)) + fitBonus(span, item.time) + allBonus(item, sentenceAround(item.text, own), reply !== null, span, item.time);
        return { item, span, expr: own, said: item.time, evidence: [item.messageId], context: '', score };
      }
      if (near) {
        const span = dateSpanOf(near.expr, near.turn.time)!;
        // a teaser's news is told in the message; a plain turn's time, with the sentence of the turn telling it
        const told = near.teaser ? item.text : toldTooBy(near) ? `${item.text} ${sentenceAround(near.turn.text, near.expr)}` : null;
        const score =
          item.relevance + precision(near.expr) * (near.teaser ? OWN_BONUS : TURN_BONUS) + fitBonus(span, near.turn.time) + (told === null ? 0 : allBonus(item, told, reply !== null, span, near.turn.time)) - (onlySeeks(item.text) || toldPlanned(item, span, near.turn.time) ? UNDONE_PENALTY : 0);
        return { item, span, expr: near.expr, said: near.turn.time, evidence: [item.messageId, near.turn.messageId], context: near.context, score };
      }
      // "When did they decide to ...": a turn that tells the decision ("Let's ...") was said the day it was made
      const decided = ASKS_DECISION.test(plan.question) && TELLS_DECISION.test(item.text) ? DECISION_BONUS : 0;
      // a message naming none of the event, only who it is about ("my sister Marit is pregnant!"), tells of it least
      const unnamed = keywordCount > 0 && eventWordsOf(item, plan).size === 0 ? UNNAMED_PENALTY : 0;
      // a plan's time is told ahead: the day a message telling no time at all was said is when the plan was spoken of
      // ("Dana's trying to convince me to sign up for the comp"); one counted from another event is dated later
      // ("three days after graduation", answer-from-event.ts)
      const untold = asked === 'future' && findTimes(item.text, item.time).length === 0 ? UNTOLD_PLAN_PENALTY : 0;
      // "there's a vintage bass at the shop and I can't stop thinking about it" names what was bought, not the buying
      // ("Bought it yesterday"); "I'm going to give my notice" tells the deed still ahead of the day it was said
      // (a first told as such was done: "First V4. Topped it." for "When did she climb her first V4?")
      const undone =
        asked === 'past' && ((deed !== null && !eventWordsOf(item, plan).has(deed) && !(asksFirst && callsItselfFirst(item.text, plan))) || tellsAsPlan(item.text, plan) || onlySeeks(item.text)) ? UNDONE_PENALTY : 0;
      return { item, span: daySpan(item.time), expr: null, said: item.time, evidence: [item.messageId], context: '', score: item.relevance + decided - unnamed - untold - undone };
    })
    // "We booked our first real gig!" calls itself the first asked of, "I did my last wedding of the year" the last
    .map((d) => ((asksFirst && callsItselfFirst(d.item.text, plan)) || (asksLast && callsItselfLast(d.item.text, plan)) ? { ...d, score: d.score + FIRST_OF_BONUS } : d))
    .map((d, rank) => ({ d, rank }))
    // of events about as well attested, the earliest answers a question about the first ("my first solo flight")
    .sort((a, b) => (asksFirst ? FIRST_TIE(b.d) - FIRST_TIE(a.d) || a.d.span.start - b.d.span.start : 0) || b.d.score - a.d.score || a.rank - b.rank)
    .map(({ d }) => d);
}
