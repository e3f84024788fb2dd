import { RESERVED_PIECES, type Vocabulary } from './sentencepiece-tokenizer';

/**
 * The arithmetic of a static (Model2Vec-style) sentence embedding: a table with one vector per
 * vocabulary piece, and a sentence vector that is the weighted mean of its pieces' rows.
 */

/** SIF's a: how much frequent pieces ("▁the", ".", "s") are damped (Arora et al. 2017; Model2Vec's default). */
export const SIF_COEFFICIENT = 1e-4;

/**
 * Smooth inverse frequency weight of every piece, a / (a + p), with p the piece's unigram
 * probability from the vocabulary's log-probability. Reserved pieces (unknown, <s>, ...) weigh 0.
 * A piece without a score takes the probability of the scored piece before it (the vocabulary is
 * ordered from most to least likely).
 */
export function sifWeights(vocabulary: Vocabulary, a = SIF_COEFFICIENT): Float32Array {
  const weights = new Float32Array(vocabulary.length);
  let logp = 0;
  for (let id = RESERVED_PIECES; id < vocabulary.length; id++) {
    logp = vocabulary[id]![1] ?? logp;
    weights[id] = a / (a + Math.exp(logp));
  }
  return weights;
}

/**
 * Subtract the mean row of the non-reserved pieces from every row. Raw USE-lite piece vectors
 * share a large common direction (any two sentences come out at cosine ~0.86); without it cosines
 * spread as the transformer's do (~0.2 between unrelated sentences), which similarity thresholds
 * such as the memory cells' topic shift rely on.
 */
export function centerRows(table: Float32Array, dim: number): Float32Array {
  const rows = table.length / dim;
  const mean = new Float64Array(dim);
  for (let r = RESERVED_PIECES; r < rows; r++) for (let i = 0; i < dim; i++) mean[i]! += table[r * dim + i]!;
  const counted = Math.max(1, rows - RESERVED_PIECES);
  const out = new Float32Array(table.length);
  for (let r = 0; r < rows; r++) for (let i = 0; i < dim; i++) out[r * dim + i] = table[r * dim + i]! - mean[i]! / counted;
  return out;
}

/**
 * Weighted mean of the rows of `ids` (unnormalised). All-zero when no id has weight, e.g. an
 * empty text or one made only of unknown characters. Ids outside the table are ignored.
 */
export function poolPieces(table: Float32Array, dim: number, weights: Float32Array, ids: readonly number[]): Float32Array {
  const out = new Float32Array(dim);
  let total = 0;
  for (const id of ids) {
    const w = weights[id] ?? 0;
    if (w <= 0 || (id + 1) * dim > table.length) continue;
    total += w;
    for (let i = 0, o = id * dim; i < dim; i++) out[i]! += w * table[o + i]!;
  }
  if (total > 0) for (let i = 0; i < dim; i++) out[i]! /= total;
  return out;
}
