import type { LoadProgress } from './embedding-backend';
import type { PieceTable } from './piece-table-cache';

/** Pieces per model call: large enough that one-piece rows run at full speed, small enough for smooth progress. */
export const PIECES_PER_CALL = 500;

/**
 * Embed every piece id 0..rows-1 on its own through a sentence encoder and stack the vectors
 * (Model2Vec's distillation step), reporting progress in [from, to].
 */
export async function buildPieceTable(
  rows: number,
  embedPieces: (ids: readonly number[]) => Promise<Float32Array>,
  progress: LoadProgress,
  span: { from: number; to: number } = { from: 0, to: 1 },
): Promise<PieceTable> {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError('a piece table needs at least one row');
  let data = new Float32Array(0);
  let dim = 0;
  for (let start = 0; start < rows; start += PIECES_PER_CALL) {
    const ids = Array.from({ length: Math.min(PIECES_PER_CALL, rows - start) }, (_, i) => start + i);
    const vectors = await embedPieces(ids);
    if (dim === 0) {
      dim = vectors.length / ids.length;
      if (!Number.isInteger(dim) || dim < 1) throw new Error(`the encoder returned ${vectors.length} numbers for ${ids.length} pieces`);
      data = new Float32Array(rows * dim);
    }
    if (vectors.length !== ids.length * dim) throw new Error(`the encoder returned ${vectors.length} numbers for ${ids.length} pieces of ${dim} dimensions`);
    data.set(vectors, start * dim);
    const done = start + ids.length;
    progress(span.from + ((span.to - span.from) * done) / rows, `building the static embedding table: ${done} of ${rows} pieces`);
  }
  return { rows, dim, data };
}
