import { terms } from './stopwords';

/** The declarative part of a message: its sentences that are not questions ("Did you make it?" states nothing). */
export function statements(text: string): string {
  const sentences = text.match(/[^.!?。！？]+[.!?。！？]*/g) ?? [];
  return sentences.filter((s) => !/[?？]\s*$/.test(s)).join(' ');
}

/**
 * Lexical coverage of a question's terms by an evidence text: the IDF-weighted share of `wanted`
 * terms the text's statements contain (1 when nothing is wanted).
 */
export function makeCoverage(wanted: readonly string[], idf: (term: string) => number): (text: string) => number {
  const total = wanted.reduce((s, t) => s + idf(t), 0);
  return (text) => {
    if (total === 0) return 1;
    const have = new Set(terms(statements(text)));
    return wanted.reduce((s, t) => s + (have.has(t) ? idf(t) : 0), 0) / total;
  };
}

/** The question's stemmed content terms minus its subject's name (the subject is matched by attribution instead). */
export function wantedTerms(keywords: readonly string[], subject: string | null): string[] {
  const subjectTerms = new Set(terms(subject ?? ''));
  return [...new Set(terms(keywords.join(' ')))].filter((t) => !subjectTerms.has(t));
}
