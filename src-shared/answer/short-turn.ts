/** Words at most in a turn that barely names its topic ("See you tomorrow!", "How long have you had them?"). */
const SHORT_TURN_WORDS = 12;
/** A word with its apostrophes and hyphens ("don't", "well-known"), or one CJK character (which are written without spaces). */
const WORD = /\p{Script=Han}|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** A short turn leans on the turns around it: it takes its topic from them, and may give them its time. */
export function isShortTurn(text: string): boolean {
  let words = 0;
  for (const _ of text.matchAll(WORD)) if (++words > SHORT_TURN_WORDS) return false;
  return true;
}
