/**
 * Embeddings of one kind of document in a single contiguous Float32Array (one row per document),
 * so a brute-force similarity scan over 10k vectors is a tight loop over memory. Rows are reused
 * after removal. All vectors share one dimension: a vector of another dimension (a different
 * model) starts the matrix afresh, since older vectors are then stale and get re-embedded.
 */
export class VectorMatrix {
  private dim = 0;
  private data = new Float32Array(0);
  private ids: (string | null)[] = [];
  private readonly rowOf = new Map<string, number>();
  private readonly free: number[] = [];

  get size(): number {
    return this.rowOf.size;
  }

  get dimension(): number {
    return this.dim;
  }

  put(id: string, vector: readonly number[] | null): void {
    this.remove(id);
    if (!vector || vector.length === 0) return;
    if (vector.length !== this.dim) this.reset(vector.length);
    const row = this.free.pop() ?? this.ids.length;
    if ((row + 1) * this.dim > this.data.length) {
      const grown = new Float32Array(Math.max(1024, (row + 1) * 2) * this.dim);
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(vector, row * this.dim);
    this.ids[row] = id;
    this.rowOf.set(id, row);
  }

  remove(id: string): void {
    const row = this.rowOf.get(id);
    if (row === undefined) return;
    this.rowOf.delete(id);
    this.ids[row] = null;
    this.free.push(row);
  }

  clear(): void {
    this.reset(0);
  }

  /** Dot product of every stored vector with `q` (same dimension), as [id, score] pairs in row order. */
  *scores(q: Float32Array): Generator<[string, number]> {
    const d = this.dim;
    if (q.length !== d || d === 0) return;
    const data = this.data;
    for (let row = 0; row < this.ids.length; row++) {
      const id = this.ids[row];
      if (!id) continue;
      const o = row * d;
      let s0 = 0;
      let s1 = 0;
      let i = 0;
      for (; i + 1 < d; i += 2) {
        s0 += data[o + i]! * q[i]!;
        s1 += data[o + i + 1]! * q[i + 1]!;
      }
      if (i < d) s0 += data[o + i]! * q[i]!;
      yield [id, s0 + s1];
    }
  }

  /** Dot product of two stored vectors; null when either has none. */
  similarity(a: string, b: string): number | null {
    const ra = this.rowOf.get(a);
    const rb = this.rowOf.get(b);
    if (ra === undefined || rb === undefined) return null;
    let s = 0;
    for (let i = 0, oa = ra * this.dim, ob = rb * this.dim; i < this.dim; i++) s += this.data[oa + i]! * this.data[ob + i]!;
    return s;
  }

  private reset(dim: number): void {
    this.dim = dim;
    this.data = new Float32Array(0);
    this.ids = [];
    this.rowOf.clear();
    this.free.length = 0;
  }
}
