import { isExclusiveState } from '../memory/relations';
import type { QueryKind } from './answer-types';
import { relationsOf } from './relation-cues';

/**
 * Question classification as data: ordered rules, the first whose pattern matches wins.
 * English and Chinese cue words; `fact` is the fallback.
 */
export interface KindRule {
  kind: QueryKind;
  pattern: RegExp;
}

export const KIND_RULES: readonly KindRule[] = [
  {
    kind: 'history_recall',
    pattern:
      /刚刚|刚才|上一个|上一条|之前.{0,6}(问|说|聊)|\b(what|which)\b.{0,30}\b(did|have|had) (i|we|you)\b.{0,25}\b(just|previously|earlier|before|last)\b.{0,12}\b(ask|asked|say|said|tell|told|answer|answered|talk|talked)\b|\b(what|which) (was|were) (my|the) (last|previous|earlier) (question|message|answer)s?\b|\b(what|which) did (i|we) (just )?(ask|say)\b(?!.{0,40}\b(about|on|in|at) \w)|\brepeat my (last|previous) question\b|\b(what|which)\b.{0,30}\b(did|have|had) (i|we|you) (just )?(ask|asked|say|said|tell|told|answer|answered)\b( (you|me))?\s+(just now|a (moment|minute|second|while|bit) ago|previously|earlier|before|last)\s*[?？.!]*$|\b(last|previous|prior|latest|earlier)\s+(question|message|answer|reply|thing (i|you|we) (asked|said|wrote|told))\b|\b(list|show|repeat|tell me)\b.{0,20}\bquestions\b|\b(all|every) (of )?(the |my )?questions?\b.{0,12}\b(i|we) (have )?(asked|ask)\b|\bwhat questions (did|have) (i|we) (asked|ask)\b/i,
  },
  { kind: 'duration', pattern: /\bhow (long|many (years|months|weeks|days|hours))\b|\bfor how long\b|多久|多长时间/i },
  { kind: 'as_of', pattern: /\b(what did (i|you|we) know|as of|as far as (i|you) knew|what was known|had (i|you) (been )?told)\b/i },
  { kind: 'count', pattern: /\bhow (many|often)\b|\bnumber of times\b|几次|多少次/i },
  { kind: 'evolution', pattern: /\bhow (did|has|have) .{1,60}\b(change|changed|evolve|evolved|develop|developed|progress|progressed)\b|\bover (the )?(years|time)\b|\bhistory of\b/i },
  // "When did I originally plan to move to Izmir?" asks when the plan was for, not when the move began
  { kind: 'when', pattern: /\bwhen (did|do|does|was|were|had) .{1,40}\b(originally|initially|first) (plan|planned|intend|intended|mean|meant|schedule|scheduled|supposed)\b/i },
  // "When did Ysella finish the first draft?": the main verb ends something, whatever "first" follows
  { kind: 'end', pattern: /\bwhen (did|do|does) (i|he|she|they|we|you|\p{Lu}[\p{L}'’-]*)(['’]s \p{L}+)? (stop|quit|leave(?! for\b)|finish|complete|retire|resign|graduate|end|sell|move out|break up)\b/iu },
  // "When did Ilsabet's first semester of classes end?": the question closes on a verb that ends the thing
  { kind: 'end', pattern: /\bwhen (did|do|does) .{1,60}\b(end|finish|stop|close|conclude|wrap up)\s*[?？]?\s*$/i },
  {
    kind: 'start',
    pattern: /\b(when|(which|what) (year|month|season|week|day|date)) (did|do|does|was|were) .{1,60}\b(start|begin|began|join|first|move|moved|get(?!\w*\s+(?:the|an?|his|her|their|my|our|that|this)\s+(?:[\w'’-]+\s+)?(?:e-?mail|call|message|text|letter|news|results?|invit\w*|notification|reply|response|word)\b)|got (married|engaged|a job)|become|adopt|open|launch|resume)\w*\b|\bsince when\b/i,
  },
  // a verb, not a word describing a thing ("take in the retired racing greyhound")
  { kind: 'end', pattern: /\bwhen (did|do|does|was|were) .{1,60}(?<!\b(?:the|a|an|my|our|his|her|their|your) )(?<!\b(?:after|before|during|since)\s+(?:[\w'’-]+\s+){0,3})\b(stop|quit|leave(?! for\b)|left(?! for\b)|end|finish|complete|retire|resign|move out|break up|broke up|graduate|sell|sold)\w*\b|\bwhen (was|is|will be) .{0,30}\blast day\b/i },
  {
    kind: 'when',
    pattern: /^\s*((in|on|during|at) )?(when|(what|which) (date|day|year|month|time|week|weekend|season)(['’]s)?|how long ago)\b|什么时候|哪天|哪年/i,
  },
  { kind: 'ordering', pattern: /\b(before|after|first|earlier|later|prior to|which came|in what order|most recent(ly)?)\b|之前|之后|先|后来/i },
  {
    kind: 'current_state',
    pattern: /\b(do|does|am|is|are) (i|he|she|they|we|you|\w+) (currently |still |now )?(live|living|work|working|stay|staying|study|studying|date|dating|own|married|single|employed)\b|\b(currently|right now|these days|at the moment|nowadays)\b|现在|目前/i,
  },
];

/** "What is my job title?", "Who is Sam's partner?": asks for a present value of someone's. */
const WHAT_IS = /^\s*(what|who|which)('s|\s+is|\s+are)\s+(my|your|his|her|their|our|[\p{L}-]+'s)\s/iu;

/**
 * Kind of a question; `hasTimeConstraint` upgrades a plain fact question ("where did I live in 2019?")
 * to point_in_time, and "what is my X" about a one-value state (job title, relationship status,
 * partner) asks for its current value.
 */
export function classifyQuestion(question: string, hasTimeConstraint: boolean): QueryKind {
  const rule = KIND_RULES.find((r) => r.pattern.test(question));
  if (rule) {
    if (rule.kind === 'ordering' && hasTimeConstraint && !/\b(first|which came|in what order)\b/i.test(question)) return 'point_in_time';
    return rule.kind;
  }
  if (hasTimeConstraint) return 'point_in_time';
  return WHAT_IS.test(question) && relationsOf(question).some(isExclusiveState) ? 'current_state' : 'fact';
}
