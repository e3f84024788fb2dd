import { IRREGULAR_FORMS } from './irregular-forms';
import type { QueryPlan } from './query-plan';
import { stem, tokenize } from './stopwords';

/** Words denying the deed after them ("haven't" is read as "haven", "t"). */
const NOT = /^(?:not|never|haven|hasn|hadn|didn|t)$/;

/** A deed the question names, told in the past tense ("I rode fifty miles!", "I've gone and bought a tablet"); not one denied ("I haven't ridden more than ten miles"). */
export function toldDone(text: string, plan: QueryPlan): boolean {
  const deeds = new Set(plan.keywords.map(stem));
  const words = tokenize(text);
  return words.some((w, i) => (IRREGULAR_FORMS.has(w) || /[^e]ed$/.test(w)) && deeds.has(stem(w)) && !words.slice(Math.max(0, i - 2), i).some((b) => NOT.test(b)));
}
