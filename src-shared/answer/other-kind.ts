import type { QueryPlan } from './query-plan';
import { stem, tokenize } from './stopwords';

/** Modifiers that tell kinds of one thing apart; words in one inner list mean the same kind (ordinals: ordinal-event.ts). */
const KINDS: readonly (readonly (readonly string[])[])[] = [
  [['full', 'whole'], ['half']],
  [['indoor'], ['outdoor']],
];
/** Each modifier's stem -> [group, kind]. */
const KIND_OF = new Map(KINDS.flatMap((kinds, g) => kinds.flatMap((words, k) => words.map((w) => [stem(w), [g, k]] as const))));

const words = (text: string) => tokenize(text).map(stem);

/**
 * Whether a text names the thing asked about only as another kind of it: "my first half marathon" for "When did
 * Ann run her first full marathon?". The question must name the kind right before the thing; the text names the thing
 * with another kind of the same group each time, and never with the asked kind ("the whole marathon" is the full one).
 * Returns the test for one question, worked out once.
 */
export function namesOnlyOtherKind(plan: Pick<QueryPlan, 'question'>): (text: string) => boolean {
  const asked = words(plan.question);
  const pairs = asked.flatMap((w, i) => {
    const kind = KIND_OF.get(w);
    const thing = asked[i + 1];
    return kind && thing && !KIND_OF.has(thing) ? [{ kind, thing }] : [];
  });
  if (pairs.length === 0) return () => false;
  return (text) => {
    const said = words(text);
    return pairs.some(({ kind: [group, asKind], thing }) => {
      const before = said.flatMap((w, i) => (w === thing ? [i > 0 ? KIND_OF.get(said[i - 1]!) : undefined] : []));
      const other = (k: readonly [number, number] | undefined) => k !== undefined && k[0] === group && k[1] !== asKind;
      return before.length > 0 && before.every(other);
    });
  };
}
