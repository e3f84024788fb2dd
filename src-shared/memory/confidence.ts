/** Learning rate of the repetition update sigma' = sigma + eta (1 - sigma). */
export const REINFORCE_ETA = 0.3;

/** Confidence after the same fact is stated once more. */
export function reinforce(sigma: number, eta = REINFORCE_ETA): number {
  const s = clamp01(sigma);
  return s + eta * (1 - s);
}

/**
 * Confidence of a fact stated by several claims: the strongest claim, reinforced once per
 * further claim. Depends only on the set of claims, never on their arrival order.
 */
export function combinedConfidence(claimConfidences: readonly number[], eta = REINFORCE_ETA): number {
  if (claimConfidences.length === 0) return 0;
  let sigma = Math.max(...claimConfidences.map(clamp01));
  for (let i = 1; i < claimConfidences.length; i++) sigma = reinforce(sigma, eta);
  return sigma;
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
