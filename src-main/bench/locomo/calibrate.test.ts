import { describe, expect, it } from 'vitest';
import { calibrate, crossValidate, type SupportSample } from './calibrate';

describe('calibrate', () => {
  it('finds thresholds separating adversarial from answerable questions within the false-abstention budget', () => {
    const samples = [
      ...Array.from({ length: 10 }, () => ({ category: 4, support: { coverage: 0.9, attribution: 1 } })),
      { category: 4, support: { coverage: 0.2, attribution: 1 } },
      ...Array.from({ length: 10 }, () => ({ category: 5, support: { coverage: 0.9, attribution: 0.3 } })),
    ];
    const c = calibrate(samples, { maxFalseAbstention: 0.05 });
    expect(c.abstention).toBe(1);
    expect(c.falseAbstention).toBe(0);
    expect(c.thresholds.minAttribution).toBeGreaterThan(0.3);
    expect(c.thresholds.minCoverage).toBeLessThanOrEqual(0.2);
  });
  it('never abstains without samples', () => {
    expect(calibrate([], { maxFalseAbstention: 0.1 }).abstention).toBe(0);
  });
  it('cross-validates by holding out one group at a time', () => {
    const group = (g: string, adversarialAttribution: number): SupportSample[] => [
      ...Array.from({ length: 10 }, () => ({ group: g, category: 1, support: { coverage: 0.8, attribution: 1 } })),
      ...Array.from({ length: 10 }, () => ({ group: g, category: 5, support: { coverage: 0.8, attribution: adversarialAttribution } })),
    ];
    // two groups separate adversarial questions at attribution 0.5; the third's sit at 0.9, which the others never saw
    const cv = crossValidate([...group('a', 0.5), ...group('b', 0.5), ...group('c', 0.9)], { maxFalseAbstention: 0 });
    expect(cv.folds.map((f) => f.group)).toEqual(['a', 'b', 'c']);
    expect(cv.abstention).toBeCloseTo(2 / 3);
    expect(cv.falseAbstention).toBe(0);
    expect(crossValidate([], { maxFalseAbstention: 0.1 })).toEqual({ abstention: 0, falseAbstention: 0, folds: [] });
  });
});
