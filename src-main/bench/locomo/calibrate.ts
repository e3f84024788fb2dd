import type { Support, SupportThresholds } from '../../../src-shared/answer/support';
import { DEFAULT_SUPPORT } from '../../../src-shared/answer/support';

export interface SupportSample {
  id?: string;
  category: number;
  support: Pick<Support, 'coverage' | 'attribution'>;
}

export interface Calibration {
  thresholds: SupportThresholds;
  abstention: number;
  falseAbstention: number;
}

const steps = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

/**
 * Grid search of the abstention thresholds: the most category-5 abstention whose false abstention
 * on categories 1-4 stays within `maxFalseAbstention` (ties: fewer false abstentions).
 */
export function calibrate(samples: readonly SupportSample[], options: { maxFalseAbstention: number }): Calibration {
  const adversarial = samples.filter((s) => s.category === 5);
  const answerable = samples.filter((s) => s.category <= 4);
  const rate = (xs: readonly SupportSample[], t: SupportThresholds) =>
    xs.length ? xs.filter((s) => s.support.coverage < t.minCoverage || s.support.attribution < t.minAttribution).length / xs.length : 0;
  let best: Calibration = { thresholds: { ...DEFAULT_SUPPORT, minCoverage: 0, minAttribution: 0 }, abstention: 0, falseAbstention: 0 };
  for (const minCoverage of steps(0, 0.9, 0.02)) {
    for (const minAttribution of steps(0, 1, 0.05)) {
      const thresholds = { ...DEFAULT_SUPPORT, minCoverage: round(minCoverage), minAttribution: round(minAttribution) };
      const falseAbstention = rate(answerable, thresholds);
      if (falseAbstention > options.maxFalseAbstention) continue;
      const abstention = rate(adversarial, thresholds);
      if (abstention > best.abstention || (abstention === best.abstention && falseAbstention < best.falseAbstention)) best = { thresholds, abstention, falseAbstention };
    }
  }
  return best;
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
