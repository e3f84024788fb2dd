/** A short deterministic id from a string (FNV-1a, 2 x 32 bits): same input, same id, on any machine. */
export function stableId(prefix: string, input: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ input.length;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 15);
  }
  return `${prefix}_${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}
