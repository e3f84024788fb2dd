import type { Answer } from '../../../src-shared/answer/answer-types';
import { parseGoldTime, temporalMatch } from './gold-time';
import type { LocomoQuestion } from './locomo-data';

/** SQuAD-style answer normalisation: lower case, no punctuation, no articles. */
function answerTokens(text: string): string[] {
  return (text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => !['a', 'an', 'the', 'and'].includes(t));
}

/** Token-level F1 between a predicted and a gold answer. */
export function tokenF1(predicted: string, gold: string): number {
  const p = answerTokens(predicted);
  const g = answerTokens(gold);
  if (p.length === 0 || g.length === 0) return p.length === g.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const t of g) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of p) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      common++;
      counts.set(t, n - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / p.length;
  const recall = common / g.length;
  return (2 * precision * recall) / (precision + recall);
}

export interface Scored {
  question: LocomoQuestion;
  evidence: string[];
  abstained: boolean;
  /** What the engine said, kept for the --json report. */
  answer: Pick<Answer, 'answer' | 'time' | 'duration' | 'kind'>;
  /** True/false for category-2 questions whose gold answer is a time (span inside the gold span); null otherwise. */
  temporalCorrect: boolean | null;
  /** The same, requiring the very same span. */
  temporalExact: boolean | null;
  f1: number;
}

export function scoreOne(question: LocomoQuestion, answer: Pick<Answer, 'answer' | 'time' | 'duration' | 'evidence' | 'abstained' | 'kind'>): Scored {
  const gold = question.category === 2 ? parseGoldTime(question.answer) : null;
  return {
    question,
    answer: { answer: answer.answer, time: answer.time, duration: answer.duration, kind: answer.kind },
    evidence: answer.evidence,
    abstained: answer.abstained,
    temporalCorrect: gold ? !answer.abstained && temporalMatch(gold, answer) : null,
    temporalExact: gold ? !answer.abstained && temporalMatch(gold, answer, 'equal') : null,
    f1: question.category === 5 ? 0 : tokenF1(answer.answer, question.answer),
  };
}

export interface Metrics {
  questions: number;
  /** Categories 1-4 with gold evidence: any gold id in the top 5. */
  recallAt5: number;
  /** Categories 1-4 with gold evidence: every gold id in the top 10. */
  recallAt10All: number;
  temporalAccuracy: number;
  temporalExactAccuracy: number;
  temporalScored: number;
  abstentionCat5: number;
  falseAbstention: number;
  f1: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

export function evidenceRecall(scored: readonly Pick<Scored, 'question' | 'evidence'>[]): { at5: number; at10All: number } {
  const withGold = scored.filter((s) => s.question.category <= 4 && s.question.evidence.length > 0);
  return {
    at5: mean(withGold.map((s) => (s.question.evidence.some((e) => s.evidence.slice(0, 5).includes(e)) ? 1 : 0))),
    at10All: mean(withGold.map((s) => (s.question.evidence.every((e) => s.evidence.slice(0, 10).includes(e)) ? 1 : 0))),
  };
}

export function aggregate(scored: readonly Scored[]): Metrics {
  const answerable = scored.filter((s) => s.question.category <= 4);
  const adversarial = scored.filter((s) => s.question.category === 5);
  const temporal = scored.filter((s) => s.temporalCorrect !== null);
  const recall = evidenceRecall(scored);
  return {
    questions: scored.length,
    recallAt5: recall.at5,
    recallAt10All: recall.at10All,
    temporalAccuracy: mean(temporal.map((s) => (s.temporalCorrect ? 1 : 0))),
    temporalExactAccuracy: mean(temporal.map((s) => (s.temporalExact ? 1 : 0))),
    temporalScored: temporal.length,
    abstentionCat5: mean(adversarial.map((s) => (s.abstained ? 1 : 0))),
    falseAbstention: mean(answerable.map((s) => (s.abstained ? 1 : 0))),
    f1: mean(answerable.map((s) => s.f1)),
  };
}

/** p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
