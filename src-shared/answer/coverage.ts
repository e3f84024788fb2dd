import { terms } from './stopwords';

/** The declarative part of a message: its sentences that are not questions ("Did you make it?" states nothing). */
export function statements(text: string): string {
  const sentences = text.match(/[^.!?。！？]+[.!?。！？]*/g) ?? [];
  return sentences.filter((s) => !/[?？]\s*$/.test(s)).join(' ');
}

/** Stemmed terms of a text's statements: what coverage is measured against (computed once per message). */
export function statementTerms(text: string): Set<string> {
  return new Set(terms(statements(text)));
}

/**
 * Lexical coverage of a question's terms by an evidence item: the IDF-weighted share of `wanted`
 * terms found in any of the given term sets (1 when nothing is wanted).
 */
export function makeCoverage(wanted: readonly string[], idf: (term: string) => number): (...have: ReadonlySet<string>[]) => number {
  const weights = wanted.map(idf);
  const total = weights.reduce((s, w) => s + w, 0);
  return (...have) => (total === 0 ? 1 : wanted.reduce((s, t, i) => s + (have.some((h) => h.has(t)) ? weights[i]! : 0), 0) / total);
}

/** The question's stemmed content terms minus its subject's name (the subject is matched by attribution instead). */
export function wantedTerms(keywords: readonly string[], subject: string | null): string[] {
  const subjectTerms = new Set(terms(subject ?? ''));
  return [...new Set(terms(keywords.join(' ')))].filter((t) => !subjectTerms.has(t));
}
