import { isComparableModel } from '../../src-shared/domain/memory';
import { VectorMatrix } from './vector-matrix';

/**
 * Stored vectors kept apart by the model that made them, one VectorMatrix per model: a search or
 * a similarity only ever compares vectors of one model (across models the cosine means nothing).
 * Vectors of an unknown model are not kept at all; lexical search still finds their rows.
 */
export class ModelVectors {
  private readonly byModel = new Map<string, VectorMatrix>();
  private readonly modelOf = new Map<string, string>();

  put(id: string, vector: readonly number[] | null, model: string | null): void {
    this.remove(id);
    if (!vector?.length || !isComparableModel(model)) return;
    let matrix = this.byModel.get(model);
    if (!matrix) this.byModel.set(model, (matrix = new VectorMatrix()));
    matrix.put(id, vector);
    this.modelOf.set(id, model);
  }

  remove(id: string): void {
    const model = this.modelOf.get(id);
    if (model === undefined) return;
    this.modelOf.delete(id);
    const matrix = this.byModel.get(model)!;
    matrix.remove(id);
    // A model's last vector re-embedded away frees its whole matrix.
    if (matrix.size === 0) this.byModel.delete(model);
  }

  clear(): void {
    this.byModel.clear();
    this.modelOf.clear();
  }

  /** How many vectors `model` made. */
  sizeOf(model: string): number {
    return this.byModel.get(model)?.size ?? 0;
  }

  /** The nearest vectors made by `model` (the query's model); others are never scored. */
  nearest(model: string, q: Float32Array, k: number, accept: (id: string) => boolean): [string, number][] {
    return this.byModel.get(model)?.nearest(q, k, accept) ?? [];
  }

  /** Dot product of two stored vectors; null when either has none or their models differ. */
  similarity(a: string, b: string): number | null {
    const model = this.modelOf.get(a);
    if (model === undefined || model !== this.modelOf.get(b)) return null;
    return this.byModel.get(model)!.similarity(a, b);
  }
}
