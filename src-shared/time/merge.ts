import type { Candidate } from './rule';

/**
 * Keep the longest candidates, then the highest priority, dropping any that overlap one already kept; sorted by start.
 * Occupancy is tracked per character so merging stays linear in the text size.
 */
export function mergeOverlaps(candidates: Candidate[], textLength: number): Candidate[] {
  const ranked = [...candidates].sort((a, b) => b.end - b.start - (a.end - a.start) || b.priority - a.priority || a.start - b.start);
  const taken = new Uint8Array(textLength + 1);
  const kept: Candidate[] = [];
  for (const c of ranked) {
    let free = true;
    for (let i = c.start; i < c.end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, c.start, c.end);
    kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start);
}
