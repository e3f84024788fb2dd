import { MAX_EVIDENCE, type Answer, type Question } from '../../src-shared/answer/answer-types';
import { fromAnswerTime } from '../../src-shared/answer/calendar';
import { acquiredName } from '../../src-shared/answer/first-mention';
import { defaultSpeaker } from '../../src-shared/answer/default-speaker';
import { withoutDenials } from '../../src-shared/answer/denied-events';
import { recallHistory, type HistoryMessage } from '../../src-shared/answer/history-recall';
import { withCompoundHeads } from '../../src-shared/answer/compound-head';
import { eventWordsIn } from '../../src-shared/answer/event-dating';
import { planQuestion, type QueryPlan } from '../../src-shared/answer/query-plan';
import { countedNoun, countedRelation } from '../../src-shared/answer/relation-cues';
import { relationSpec } from '../../src-shared/memory/relations';
import { asWritten, terms } from '../../src-shared/answer/stopwords';
import { assessSupport, DEFAULT_SUPPORT, heardOf, unmentionedKin, unmentionedObject, unmentionedOwners, waiveCoverage, type Support, type SupportThresholds } from '../../src-shared/answer/support';
import { abstain, DATING_DEPTH, reason } from '../../src-shared/answer/temporal-reasoner';
import type { EvidenceItem, FactView } from '../../src-shared/answer/evidence';
import type { EngineClient } from '../../src-shared/contract/engine-api';
import { findTimeExpressions } from '../../src-shared/time/index';
import type { JournalDB } from '../db/journal-db';
import { answerBetweenEvents } from './answer-between-events';
import { answerFromEvent } from './answer-from-event';
import { hybridSearch, subjectTimeline, type QueryVector } from './hybrid-search';
import { lengthAnswerFor } from './length-answer';
import { whenAnswerFor } from './when-answer';
import { evidenceOf, MemoryIndex } from './memory-index';
import { SEARCH_RECIPES } from './search-config';

export interface AnswerOptions {
  /** Abstention thresholds (the benchmark calibrates them). */
  support?: SupportThresholds;
  /** Observes each question's support figures (the benchmark calibrates thresholds from them). */
  onSupport?(support: Support): void;
  /** Whether a time told from another event ("the day after the tournament") is counted from that event's date; off
   * for the question that dates that event, so one such time never leads to another. */
  countFromEvents?: boolean;
}

/** The verbs a length question measures with ("How long did the renovation take?"). */
const MEASURING_VERBS: ReadonlySet<string> = new Set(['take', 'last']);

/** How many earlier messages history recall looks at. */
const HISTORY_WINDOW = 200;
/**
 * How many turns each way of an evidence message the reasoner may read (for as many messages as it dates events in):
 * an answer to "When was that?" asked after a word more on the news is four turns on.
 */
const TURN_RADIUS = 4;

/** Names the question may refer to: people (speakers, person entities) first, then other entities. */
function knownNames(index: MemoryIndex): { people: string[]; all: string[] } {
  const entities = [...index.entities.values()];
  const people = [...new Set([...index.speakerCounts.keys(), ...entities.filter((e) => e.type === 'person').map((e) => e.name)])];
  return { people, all: [...new Set([...people, ...entities.map((e) => e.name)])] };
}

async function embedQuestion(engine: EngineClient, text: string): Promise<QueryVector | null> {
  try {
    const { vectors, model } = await engine.call('embedding.embed', { texts: [text] });
    return vectors[0] ? { values: Float32Array.from(vectors[0]), model } : null;
  } catch {
    return null; // no model: lexical and graph retrieval still answer
  }
}

/** The conversation as it was before the question: messages strictly earlier than `now` (any role). */
async function historyBefore(db: JournalDB, q: Question): Promise<HistoryMessage[]> {
  const rows = await db.messages.where('time').below(q.now).reverse().limit(HISTORY_WINDOW).toArray();
  return rows.filter((m) => !q.conversation || m.conversation === q.conversation);
}

/** The first message naming what a question asks about getting or meeting ("adopt Toby"); a speaker's name says nothing of when they were met. */
function firstMentionFor(index: MemoryIndex, plan: QueryPlan): EvidenceItem | undefined {
  const name = acquiredName(plan.question);
  if (!name || [...index.speakerCounts.keys()].some((s) => s.toLowerCase() === name.toLowerCase())) return undefined;
  const m = index.firstNaming(name, plan.now);
  return m ? evidenceOf(m) : undefined;
}

/**
 * Whether the subject's facts of the asked relation hold a value the question names ("Aiko lives in Kyoto" for
 * "When did I move to Kyoto?", "dating" from "we've been together for three years" for "When did we start dating?"):
 * the memory then knows what is asked, whatever words told it.
 */
function factNamesAskedValue(plan: QueryPlan, related: readonly FactView[]): boolean {
  const named = new Set([...plan.entities.map((e) => e.toLowerCase()), ...plan.keywords]);
  named.delete(plan.subject?.toLowerCase() ?? '');
  return related.some((f) => !f.negated && f.object !== null && named.has(f.object.toLowerCase()));
}

/**
 * Whether a count question counts events the subject's timeline holds ("How many books have I read?" counts `read`
 * events, told as "Finished reading Dune"): the memory knows them, whatever words told them.
 */
function countsKnownEvents(plan: QueryPlan, related: readonly FactView[]): boolean {
  const noun = plan.kind === 'count' ? countedNoun(plan.question) : null;
  const relation = noun ? countedRelation(noun.split(/\s+/).at(-1)!) : null;
  return relation !== null && related.some((f) => f.relation === relation && !f.negated);
}

/** Plan a question against the current memory (exposed for views that show how a question was read). */
export async function planFor(db: JournalDB, q: Question): Promise<{ plan: QueryPlan; index: MemoryIndex }> {
  const index = await MemoryIndex.of(db);
  const asker = q.speaker ?? defaultSpeaker(index.speakerCounts);
  const names = knownNames(index);
  const planned = planQuestion(q.question, q.now, { asker, knownNames: names.all, people: names.people, speakers: [...index.speakerCounts.keys()], findTimes: findTimeExpressions });
  // "beehive" asked of a history that says "hive", "campervan" of one that says "camper van": the words as the memory has them
  const plan = withCompoundHeads(planned, (term) => index.mentions(term), (phrase) => [...index.messages.values()].some((m) => phrase.test(m.text)));
  return { plan, index };
}

/**
 * Answer a question about the stored history: plan it, retrieve evidence with the kind's search
 * recipe, abstain when support is too weak, else let the temporal reasoner compute the answer.
 * The caller stores the question and answer as messages AFTER this returns.
 */
export async function answerQuestion(db: JournalDB, engine: EngineClient, q: Question, options: AnswerOptions = {}): Promise<Answer> {
  const planned = await planFor(db, q);
  const { index } = planned;
  let plan = planned.plan;
  if (plan.kind === 'history_recall') return recallHistory(plan.question, await historyBefore(db, q), plan.asker);
  // "Where did I live when I got married?": date the event first, then ask what held then.
  let anchorEvidence: string[] = [];
  if (plan.anchor) {
    const when = await answerQuestion(db, engine, { ...q, question: plan.anchor }, options);
    if (when.abstained || !when.time) return abstain(plan.kind, when.evidence, `I don't know: nothing in your history says ${plan.anchor.replace(/^When /, 'when ').replace(/\?$/, '')}.`);
    plan = { ...plan, kind: 'point_in_time', timeConstraint: fromAnswerTime(when.time), aboutPast: true };
    anchorEvidence = when.evidence;
  }

  const vector = await embedQuestion(engine, plan.question);
  const found = hybridSearch(index, plan, vector, SEARCH_RECIPES[plan.kind]);
  // the subject's answer to "When did you ...?" about the asked event leads the evidence
  const asked = whenAnswerFor(index, plan);
  const evidence = withoutDenials(plan, asked ? [asked, ...found.filter((e) => e.messageId !== asked.messageId)] : found);
  const people = new Set([...index.speakerCounts.keys()].map((s) => s.toLowerCase()));
  const thresholds = options.support ?? DEFAULT_SUPPORT;
  const related = subjectTimeline(index, plan);
  const assessed = assessSupport(plan, evidence, people, index, thresholds);
  const support = factNamesAskedValue(plan, related) || countsKnownEvents(plan, related) ? waiveCoverage(assessed, thresholds) : assessed;
  options.onSupport?.(support);
  // Weak lexical support leaves only the subject's timeline of one-value states to answer from ("Where did I live in
  // June 2021?" matches "moved to Paris" by relation, not by words); piled-up values (likes, owns, plans) without
  // matching words answer nothing in particular. The reasoner abstains when that is silent too.
  const timeline = support.abstain ? related.filter((f) => relationSpec(f.relation).cardinality === 'one') : related;
  const sources = [...new Set(timeline.flatMap((f) => f.sourceMessageIds))].flatMap((id) => {
    const m = index.messages.get(id);
    return m ? [{ messageId: id, text: m.text, time: m.time }] : [];
  });
  // A name, an event's object or an owner no message mentions cannot be answered about
  // ("When did I move to Madrid?", "When did I adopt a dog?", "What is my sister's name?").
  // a value a fact holds was heard of, even in other words ("dating" from "we've been together for three years")
  const values = new Set(related.flatMap((f) => (f.negated ? [] : terms(f.object ?? ''))));
  const heard = heardOf(plan, index);
  const knows = (term: string) => heard(term) || values.has(term);
  // the unheard names, then any other unmentioned words (an object's stem already named as a name is left out)
  const named = new Set(support.unheard.flatMap((n) => terms(n)));
  const unmentioned = [
    ...support.unheard,
    ...new Set([...unmentionedObject(plan, knows), ...unmentionedOwners(plan, knows)].filter((t) => !named.has(t))),
    ...unmentionedKin(plan, people, index.messages.values()),
  ];
  const turns = new Map(
    evidence.slice(0, DATING_DEPTH).map((e) => [
      e.messageId,
      index.turnsAround(e.messageId, TURN_RADIUS).map(({ message: m, offset }) => ({ messageId: m.id, text: m.text, time: m.time, speaker: m.speaker, offset })),
    ]),
  );
  const firstMention = firstMentionFor(index, plan);
  const lengthAnswer = lengthAnswerFor(index, plan);
  const reasoned = async () => {
    const direct = reason({ plan, evidence: support.abstain ? [] : evidence, timeline, support: support.score, sources, turns, firstMention, lengthAnswer }, findTimeExpressions);
    const ask = (sub: string, countFromEvents = true) => answerQuestion(db, engine, { ...q, question: sub }, { support: options.support, countFromEvents });
    // a length names the event itself or follows a turn that does ("My last day at Fernwood was on the 14th." / "How did
    // it feel?" / "Two years there!")
    // ("Lotte took her first steps" names no "garden renovation take"): the verb measuring the length is no event word
    const event = { ...plan, keywords: plan.keywords.filter((k) => !MEASURING_VERBS.has(k)) };
    const namesEvent = (id: string) => {
      const told = [index.messages.get(id), ...index.turnsAround(id, 2).filter((t) => t.offset < 0).map((t) => t.message)];
      return told.some((m) => m !== undefined && eventWordsIn(m.text, event).size > 0);
    };
    const between = await answerBetweenEvents(plan, direct, ask, namesEvent);
    if (between) return between;
    return (options.countFromEvents !== false && (await answerFromEvent(plan, direct, (id) => index.messages.get(id), (sub) => ask(sub, false)))) || direct;
  };
  const said = unmentioned.map((t) => asWritten(t, plan.question));
  const answer = unmentioned.length ? abstain(plan.kind, [], `I don't know: nothing in your history mentions ${said.join(' or ')}.`) : await reasoned();
  // An abstention still shows the closest messages found, so the user can see what was searched.
  if (answer.abstained && answer.evidence.length === 0) answer.evidence = found.slice(0, MAX_EVIDENCE).map((e) => e.messageId);
  if (anchorEvidence.length) answer.evidence = [...new Set([...answer.evidence, ...anchorEvidence])].slice(0, MAX_EVIDENCE);
  const byId = new Map(evidence.map((e) => [e.messageId, e]));
  answer.evidenceText = answer.evidence.flatMap((id) => {
    const e = byId.get(id) ?? index.messages.get(id);
    return e ? [{ id, text: e.text, time: e.time }] : [];
  });
  return answer;
}
