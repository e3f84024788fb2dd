import { describe, expect, it } from 'vitest';
import { calibrate } from './calibrate';

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
});
