import type { Fact } from '../domain/memory';
import type { WallMs } from '../domain/time';
import type { PreviousTurn } from './statement-owners';

/** A fact as the reasoner sees it: the stored fact's fields, with entity ids already resolved to names. */
export type FactView = Pick<
  Fact,
  | 'id'
  | 'text'
  | 'relation'
  | 'kind'
  | 'negated'
  | 'eventTime'
  | 'validFrom'
  | 'validTo'
  | 'validGranularity'
  | 'recordedAt'
  | 'expiredAt'
  | 'status'
  | 'confidence'
  | 'sourceMessageIds'
> & {
  subject: string;
  object: string | null;
};

/** One retrieved message with its relevance and the facts it stated. */
export interface EvidenceItem {
  messageId: string;
  text: string;
  time: WallMs;
  speaker: string;
  /** Fused relevance normalised so the best item is 1. */
  relevance: number;
  facts: FactView[];
  /** Stemmed statement terms of the message and its facts (for coverage). */
  terms: ReadonlySet<string>;
  /** The turn it follows in the same sitting, null when none. */
  replyTo: PreviousTurn | null;
}

/** Whether the one a question is about speaks in the evidence: then their deeds are told in their own messages. */
export function subjectSpeaks(subject: string | null, evidence: readonly Pick<EvidenceItem, 'speaker'>[]): boolean {
  return subject !== null && evidence.some((e) => e.speaker.toLowerCase() === subject.toLowerCase());
}
