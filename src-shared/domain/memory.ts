import type { Granularity, TimeExpression, TimeSpan, WallMs } from './time';

/** Analysis state of a raw message; the message itself is stored before any analysis runs. */
export type AnalysisState = 'pending' | 'done' | 'failed';

/** What a message is in the conversation: a journal entry, a question asked of the memory, or its answer. */
export type MessageRole = 'entry' | 'question' | 'answer';

/**
 * Tag of a vector stored before vectors were tagged: which model made it is unknown, so it is
 * compared with nothing (two models' vectors have meaningless cosines) until it is re-embedded.
 */
export const UNKNOWN_EMBEDDING_MODEL = 'unknown';

/** Whether vectors with this tag may be compared with other vectors of the same tag. */
export function isComparableModel(model: string | null | undefined): model is string {
  return !!model && model !== UNKNOWN_EMBEDDING_MODEL;
}

/** A raw message: the ground truth, kept verbatim. */
export interface Message {
  id: string;
  conversation: string;
  speaker: string;
  text: string;
  role: MessageRole;
  /** When it was said (the user may backdate). */
  time: WallMs;
  /** When the app stored it (record time). */
  recordedAt: WallMs;
  analysis: AnalysisState;
  analysisError: string | null;
  embedding: number[] | null;
  /** The embedding model that made `embedding` (null when there is none). */
  embeddingModel: string | null;
}

export type EntityType = 'person' | 'place' | 'organisation' | 'thing' | 'other';

export interface Entity {
  id: string;
  /** Canonical display name ("Caroline", "London", "Acme"). */
  name: string;
  /** Lower-cased lookup key of the canonical name. */
  key: string;
  /** Lower-cased alternative names ("mel", "acme corp"). */
  aliases: string[];
  type: EntityType;
  firstSeen: WallMs;
  lastSeen: WallMs;
}

export type FactKind = 'event' | 'state' | 'plan' | 'preference';
export type FactStatus = 'active' | 'archived';

/**
 * An atomic fact: one edge of the bi-temporal graph.
 * Valid time (`validFrom`/`validTo`) is when it was true in the world; record time
 * (`recordedAt`/`expiredAt`) is when the app learned it and when the app retired it.
 */
export interface Fact {
  id: string;
  /** Self-contained sentence with the resolved absolute date written in. */
  text: string;
  subjectId: string;
  relation: string;
  /** Entity id when the object is an entity, else null (see `objectLiteral`). */
  objectId: string | null;
  objectLiteral: string | null;
  attributes: Record<string, string>;
  kind: FactKind;
  negated: boolean;
  /** When the event happened / the state began, as said; null when the text gives no time. */
  eventTime: TimeSpan | null;
  validFrom: WallMs | null;
  validTo: WallMs | null;
  validGranularity: Granularity | null;
  recordedAt: WallMs;
  expiredAt: WallMs | null;
  status: FactStatus;
  confidence: number;
  supersededBy: string | null;
  sourceMessageId: string;
  /** Every message that stated this fact (repetitions raise confidence instead of duplicating). */
  sourceMessageIds: string[];
  cellId: string | null;
  embedding: number[] | null;
  /** The embedding model that made `embedding` (null when there is none). */
  embeddingModel: string | null;
  /**
   * Every statement of this fact, one per (message, extracted fact). The fact's other fields are
   * derived from its claims (src-shared/memory/resolve-facts.ts), so any arrival order gives the
   * same fact. Optional: facts written by older code or other tools may lack it.
   */
  claims?: FactClaim[];
}

/** One statement of a fact by one message (embedding kept on the fact, not per claim). */
export interface FactClaim {
  /** `${messageId}#${index of the draft in the message's analysis}` */
  id: string;
  messageId: string;
  messageTime: WallMs;
  recordedAt: WallMs;
  text: string;
  objectId: string | null;
  objectLiteral: string | null;
  kind: FactKind;
  /** For state relations a negated claim ends the state ("no longer lives in Paris"). */
  negated: boolean;
  eventTime: TimeSpan | null;
  validFrom: WallMs | null;
  validTo: WallMs | null;
  validGranularity: Granularity | null;
  confidence: number;
  attributes: Record<string, string>;
}

/** A boundary-detected segment of one conversation. */
export interface MemCell {
  id: string;
  conversation: string;
  start: WallMs;
  end: WallMs;
  messageIds: string[];
  participants: string[];
  summary: string;
}

/** Narrative summary of one or more cells. */
export interface Episode {
  id: string;
  cellIds: string[];
  start: WallMs;
  end: WallMs;
  /** Third-person narrative. */
  narrative: string;
  /** First-person narrative from the journal owner's view. */
  narrativeFirstPerson: string;
}

/** A plan or expectation with its evidence and validity window. */
export interface Foresight {
  id: string;
  text: string;
  subjectId: string;
  sourceMessageId: string;
  evidence: string;
  start: WallMs;
  end: WallMs;
  recordedAt: WallMs;
  status: 'pending' | 'expired';
}

/** What the engine extracted from one message, before the store resolves ids and contradictions. */
export interface EntityMention {
  name: string;
  type: EntityType;
  aliases: string[];
}

export interface FactDraft {
  text: string;
  subject: string;
  relation: string;
  object: string | null;
  /** True when the object names an entity (it is resolved to an entity id by the store). */
  objectIsEntity: boolean;
  attributes: Record<string, string>;
  kind: FactKind;
  negated: boolean;
  eventTime: TimeSpan | null;
  validFrom: WallMs | null;
  validTo: WallMs | null;
  validGranularity: Granularity | null;
  confidence: number;
  embedding: number[] | null;
}

export interface ForesightDraft {
  text: string;
  subject: string;
  evidence: string;
  start: WallMs;
  end: WallMs;
}

export interface MessageAnalysis {
  messageId: string;
  analyzerVersion: string;
  /** The embedding model that made this analysis' vectors (the message's and its facts'). */
  embeddingModel: string;
  embedding: number[] | null;
  timeExpressions: TimeExpression[];
  entities: EntityMention[];
  facts: FactDraft[];
  foresight: ForesightDraft[];
}
