import type { FactKind, FactStatus } from '../domain/memory';
import type { Granularity, TimeSpan, WallMs } from '../domain/time';

/** A fact as the reasoner sees it: entity ids already resolved to names. */
export interface FactView {
  id: string;
  text: string;
  subject: string;
  relation: string;
  object: string | null;
  kind: FactKind;
  negated: boolean;
  eventTime: TimeSpan | null;
  validFrom: WallMs | null;
  validTo: WallMs | null;
  validGranularity: Granularity | null;
  recordedAt: WallMs;
  expiredAt: WallMs | null;
  status: FactStatus;
  confidence: number;
  sourceMessageIds: string[];
}

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
}
