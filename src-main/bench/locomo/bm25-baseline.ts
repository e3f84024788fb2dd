import bm25 from 'wink-bm25-text-search';
import { terms } from '../../../src-shared/answer/stopwords';
import type { HistoryRow } from '../../cli/answer/read-input';

/**
 * The baseline: plain BM25 (wink-bm25-text-search) over raw messages with their speaker names,
 * queried with the question text. Same tokenisation as the product's lexical retrieval, so the
 * comparison measures what the rest of the pipeline adds.
 */
export function bm25Baseline(history: readonly HistoryRow[]): (question: string, limit: number) => string[] {
  const engine = bm25();
  engine.defineConfig({ fldWeights: { text: 1, speaker: 1 } });
  engine.definePrepTasks([(text: string) => terms(text)]);
  history.forEach((h) => engine.addDoc({ text: h.text, speaker: h.speaker }, h.id));
  // wink needs at least 3 documents to consolidate
  for (let i = history.length; i < 3; i++) engine.addDoc({ text: '', speaker: '' }, `__pad${i}`);
  engine.consolidate();
  return (question, limit) => engine.search(question, limit).map(([id]) => String(id)).filter((id) => !id.startsWith('__pad'));
}
