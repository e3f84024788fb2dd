import type { Granularity, WallMs } from '../domain/time';

/** The question types the answerer recognises (CONTRACTS.md §2 `kind`). */
export type QueryKind =
  | 'when'
  | 'point_in_time'
  | 'start'
  | 'end'
  | 'duration'
  | 'ordering'
  | 'current_state'
  | 'evolution'
  | 'count'
  | 'as_of'
  | 'history_recall'
  | 'fact';

/** A point or span of time in an answer: TIMEX3-style value and inclusive calendar dates (YYYY-MM-DD). */
export interface AnswerTime {
  value: string;
  start: string;
  end: string;
  granularity: Granularity;
}

/** One piece of evidence shown with an answer. */
export interface EvidenceText {
  id: string;
  text: string;
  time: WallMs;
}

/** An answer: the CONTRACTS.md §2 output object without its `id`. */
export interface Answer {
  /** What a person would say; "I don't know."-like text when abstaining. */
  answer: string;
  time: AnswerTime | null;
  /** ISO 8601 duration ("P4Y") when the answer is a length of time. */
  duration: string | null;
  /** Supporting message ids, best first, at most 20. */
  evidence: string[];
  abstained: boolean;
  /** 0..1 */
  confidence: number;
  kind: QueryKind;
  evidenceText?: EvidenceText[];
}

/** What the caller asks: the question, the moment it is asked, and who asks it. */
export interface Question {
  question: string;
  now: WallMs;
  speaker?: string;
  conversation?: string;
}

export const MAX_EVIDENCE = 20;
