/**
 * A bounded cache for pure functions that texts call again and again with the same arguments ("Friday" resolved
 * against the same reference, the interval of "1998-Q3"): luxon date math is the tagger's main cost on dense text.
 */
export function memoize<A extends unknown[], R>(fn: (...args: A) => R, key: (...args: A) => string, limit = 20_000): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const k = key(...args);
    const hit = cache.get(k);
    if (hit !== undefined || cache.has(k)) return hit as R;
    const value = fn(...args);
    if (cache.size >= limit) cache.clear();
    cache.set(k, value);
    return value;
  };
}
