import { IRREGULAR_FORMS } from './irregular-forms';
import type { QueryPlan } from './query-plan';
import { stem, tokenize } from './stopwords';

/** Words denying the deed after them ("haven't" is read as "haven", "t"). */
const NOT = /^(?:not|never|haven|hasn|hadn|didn|t)$/;

/** Whether a lower-cased word is a past form ("rode", "retired") of one of the stemmed verbs. */
export const pastFormOf = (word: string, stems: ReadonlySet<string>): boolean => (IRREGULAR_FORMS.has(word) || /[^e]ed$/.test(word)) && stems.has(stem(word));

/** A deed the question names, told in the past tense ("I rode fifty miles!", "I've gone and bought a tablet"); not one denied ("I haven't ridden more than ten miles"). */
export function toldDone(text: string, plan: QueryPlan): boolean {
  const deeds = new Set(plan.keywords.map(stem));
  const words = tokenize(text);
  return words.some((w, i) => pastFormOf(w, deeds) && !words.slice(Math.max(0, i - 2), i).some((b) => NOT.test(b)));
}
