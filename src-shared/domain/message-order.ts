/**
 * The order of messages that share a timestamp. A chat export or a benchmark often stamps every turn
 * of a sitting with the sitting's time; the turn order then lives only in the ids ("D1:2" before
 * "D1:10"), so ids compare as people number things: runs of digits by value, the rest as text.
 */

const CHUNKS = /\d+|\D+/g;

/** A total order on ids: "D1:2" < "D1:10" < "D2:1"; "msg-9" < "msg-10". */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  const x = a.match(CHUNKS) ?? [];
  const y = b.match(CHUNKS) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i]!, y[i]!];
    if (p === q) continue;
    if (isDigit(p) && isDigit(q)) {
      // by value without parsing, so a 40-digit id neither overflows nor loses precision
      const [s, t] = [p.replace(/^0+/, ''), q.replace(/^0+/, '')];
      if (s.length !== t.length) return s.length - t.length;
      if (s !== t) return s < t ? -1 : 1;
      continue; // the same number padded differently ("07", "7"): the plain text order decides below
    }
    return p < q ? -1 : 1;
  }
  if (x.length !== y.length) return x.length - y.length;
  return a < b ? -1 : 1;
}

const isDigit = (chunk: string) => chunk.charCodeAt(0) >= 48 && chunk.charCodeAt(0) <= 57;

/** Time order, ties by id (compareIds). */
export function compareByTime(a: { time: number; id: string }, b: { time: number; id: string }): number {
  return a.time - b.time || compareIds(a.id, b.id);
}

/** The same order for evidence and source messages, which carry their id as `messageId`. */
export function compareTold(a: { time: number; messageId: string }, b: { time: number; messageId: string }): number {
  return a.time - b.time || compareIds(a.messageId, b.messageId);
}
