import type { FactDraft } from '../../../src-shared/domain/memory';
import type { TimeExpression, TimeSpan, WallMs } from '../../../src-shared/domain/time';
import { DAY_MS, daySpan } from '../../../src-shared/answer/calendar';
import { NOT_NAMES } from './lexicon';
import { formatDay } from './render-fact';

type Draft = Omit<FactDraft, 'embedding'>;

/** "Sam proposed", "Daniel popped the question": the name of who asked. */
const PROPOSED = /\b(\p{Lu}[\p{L}'-]+) (?:finally |just )?(?:proposed|popped the question)\b(?! (?:(?:a|an|the|that|some)\b|to (?!me\b)))/u;
/** "I proposed to Sam": the name of who was asked. */
const PROPOSED_TO = /\bI (?:finally |just )?proposed to (\p{Lu}[\p{L}'-]+)/u;
/** The answer, not a yes to something else ("I said yes to cake"). */
const YES = /\b(?:I|she|he|they) said yes\b(?! to\b)/i;

/**
 * The writer's engagement told as a proposal and its answer ("Sam proposed this morning!! I said yes obviously.",
 * "I proposed to Alex and she said yes!"): relationship status engaged, and the partner, from the day the message
 * dates the proposal, else the day it was written. Nothing when the message already tells it ("We're engaged"),
 * names no one, or says no yes.
 */
export function acceptedProposal(text: string, facts: readonly Draft[], times: readonly TimeExpression[], speaker: string, written: WallMs): Draft[] {
  if (!YES.test(text) || facts.some((f) => f.relation === 'relationship_status' && f.subject === speaker)) return [];
  const asked = PROPOSED_TO.exec(text) ?? PROPOSED.exec(text);
  const partner = asked?.[1];
  if (!partner || NOT_NAMES.has(partner.toLowerCase()) || partner === speaker) return [];
  // a time said with the proposal, to the day or finer ("this morning")
  const said = times.find((t) => t.interval && t.type !== 'duration' && t.interval.end - t.interval.start <= DAY_MS && t.start >= asked!.index && t.start <= asked!.index + 80);
  const day: TimeSpan | null = said ? daySpan(said.interval!.start) : null;
  const from = day?.start ?? written;
  const base: Draft = {
    text: `${speaker} got engaged to ${partner} on ${formatDay(from)}.`,
    subject: speaker,
    relation: 'relationship_status',
    object: 'engaged',
    objectIsEntity: false,
    attributes: { evidence: asked![0] },
    kind: 'state',
    negated: false,
    eventTime: day,
    validFrom: from,
    validTo: null,
    validGranularity: 'day',
    confidence: 0.75,
  };
  return [base, { ...base, relation: 'partner', object: partner, objectIsEntity: true, confidence: 0.7 }];
}
