import type { QueryPlan } from './query-plan';
import { stem } from './stopwords';

/** Modifiers that tell kinds of one thing apart; words in one inner list mean the same kind (ordinals: ordinal-event.ts). */
const KINDS: readonly (readonly (readonly string[])[])[] = [
  [['full', 'whole'], ['half']],
  [['indoor'], ['outdoor']],
];

const WORD = /[\p{L}\p{N}]+/gu;
const words = (text: string) => (text.toLowerCase().match(WORD) ?? []).map(stem);

/** The kind a modifier names, as [group, kind] indices. */
function kindOf(word: string): [number, number] | null {
  for (const [g, kinds] of KINDS.entries()) {
    const k = kinds.findIndex((ws) => ws.some((w) => stem(w) === word));
    if (k >= 0) return [g, k];
  }
  return null;
}

/**
 * Whether a text names the thing asked about only as another kind of it: "my first half marathon" for "When did
 * Ann run her first full marathon?". The question must name the kind right before the thing; the text names the thing
 * with another kind of the same group each time, and never with the asked kind ("the whole marathon" is the full one).
 */
export function namesOnlyOtherKind(text: string, plan: Pick<QueryPlan, 'question'>): boolean {
  const asked = words(plan.question);
  const pairs = asked.flatMap((w, i) => {
    const kind = kindOf(w);
    const thing = asked[i + 1];
    return kind && thing && !kindOf(thing) ? [{ kind, thing }] : [];
  });
  if (pairs.length === 0) return false;
  const said = words(text);
  return pairs.some(({ kind: [group, asKind], thing }) => {
    const before = said.flatMap((w, i) => (w === thing ? [i > 0 ? kindOf(said[i - 1]!) : null] : []));
    const other = (k: [number, number] | null) => k !== null && k[0] === group && k[1] !== asKind;
    return before.length > 0 && before.every(other);
  });
}
