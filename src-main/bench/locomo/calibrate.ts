import type { Support, SupportThresholds } from '../../../src-shared/answer/support';
import { abstainsAt, DEFAULT_SUPPORT } from '../../../src-shared/answer/support';

export interface SupportSample {
  id?: string;
  /** The conversation the question belongs to (the unit held out in cross-validation). */
  group?: string;
  category: number;
  support: Pick<Support, 'coverage' | 'attribution'> & Partial<Pick<Support, 'coverageWaived' | 'unheard'>>;
}

export interface Calibration {
  thresholds: SupportThresholds;
  abstention: number;
  falseAbstention: number;
}

export interface CrossValidation {
  /** Pooled over all held-out questions, each judged by thresholds calibrated without its group. */
  abstention: number;
  falseAbstention: number;
  folds: { group: string; thresholds: SupportThresholds }[];
}

const steps = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Abstention on category 5 and false abstention on categories 1-4, each question judged by its own thresholds. */
function rates(samples: readonly SupportSample[], thresholdsFor: (s: SupportSample) => SupportThresholds): { abstention: number; falseAbstention: number } {
  const rate = (xs: readonly SupportSample[]) => (xs.length ? xs.filter((s) => abstainsAt(s.support, thresholdsFor(s))).length / xs.length : 0);
  return { abstention: rate(samples.filter((s) => s.category === 5)), falseAbstention: rate(samples.filter((s) => s.category <= 4)) };
}

/**
 * Grid search of the abstention thresholds: the most category-5 abstention whose false abstention
 * on categories 1-4 stays within `maxFalseAbstention` (ties: fewer false abstentions).
 */
export function calibrate(samples: readonly SupportSample[], options: { maxFalseAbstention: number }): Calibration {
  let best: Calibration = { thresholds: { ...DEFAULT_SUPPORT, minCoverage: 0, minAttribution: 0 }, abstention: 0, falseAbstention: 0 };
  for (const minCoverage of steps(0, 0.9, 0.02)) {
    for (const minAttribution of steps(0, 1, 0.05)) {
      const thresholds = { ...DEFAULT_SUPPORT, minCoverage: round(minCoverage), minAttribution: round(minAttribution) };
      const { abstention, falseAbstention } = rates(samples, () => thresholds);
      if (falseAbstention > options.maxFalseAbstention) continue;
      if (abstention > best.abstention || (abstention === best.abstention && falseAbstention < best.falseAbstention)) best = { thresholds, abstention, falseAbstention };
    }
  }
  return best;
}

/**
 * Leave-one-group-out estimate of how calibrated thresholds do on conversations they were not
 * calibrated on: for each group, calibrate on the others and judge its questions.
 */
export function crossValidate(samples: readonly SupportSample[], options: { maxFalseAbstention: number }): CrossValidation {
  const groupOf = (s: SupportSample) => s.group ?? '';
  const folds = [...new Set(samples.map(groupOf))].map((group) => ({ group, thresholds: calibrate(samples.filter((s) => groupOf(s) !== group), options).thresholds }));
  const thresholdsOf = new Map(folds.map((f) => [f.group, f.thresholds]));
  return { ...rates(samples, (s) => thresholdsOf.get(groupOf(s))!), folds };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
