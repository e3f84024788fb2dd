/**
 * Embeddings of one kind of document in a single contiguous Float32Array (one row per document),
 * plus a 64-dimensional random projection of each row. A search scans the small projections to
 * shortlist candidates, then scores only those exactly: ~8x fewer multiplications at 10k
 * documents, same ranking at the top in practice. Rows are reused after removal. All vectors share
 * one dimension and come from one model (see model-vectors.ts); a vector of another dimension (a
 * model changed under the same name) starts the matrix afresh, since older vectors are then stale.
 */
const PROJECTED = 64;
const MIN_SHORTLIST = 200;

/** Deterministic ±1/sqrt(k) projection matrix (k x dim), from a fixed-seed LCG. */
function projection(dim: number): Float32Array {
  const out = new Float32Array(PROJECTED * dim);
  let seed = 0x2545f491;
  const scale = 1 / Math.sqrt(PROJECTED);
  for (let i = 0; i < out.length; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    out[i] = seed & 0x80000000 ? scale : -scale;
  }
  return out;
}

export class VectorMatrix {
  private dim = 0;
  private data: Float32Array = new Float32Array(0);
  private projected: Float32Array = new Float32Array(0);
  private basis: Float32Array = new Float32Array(0);
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
    if ((row + 1) * this.dim > this.data.length) this.grow(Math.max(1024, (row + 1) * 2));
    this.data.set(vector, row * this.dim);
    this.project(vector, this.projected, row * PROJECTED);
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

  /**
   * The `k` stored vectors with the highest dot product with `q` among those `accept` admits,
   * best first, as [id, score]. Empty when `q` has another dimension.
   */
  nearest(q: Float32Array, k: number, accept: (id: string) => boolean): [string, number][] {
    const d = this.dim;
    if (q.length !== d || d === 0 || k <= 0) return [];
    const pq = new Float32Array(PROJECTED);
    this.project(q, pq, 0);
    const rows = this.ids.length;
    const coarse = new Float32Array(rows);
    const p = this.projected;
    for (let row = 0; row < rows; row++) {
      let s = 0;
      for (let i = 0, o = row * PROJECTED; i < PROJECTED; i++) s += p[o + i]! * pq[i]!;
      coarse[row] = this.ids[row] ? s : -Infinity;
    }
    const shortlist = Math.min(rows, Math.max(MIN_SHORTLIST, 4 * k));
    const threshold = rows > shortlist ? coarse.slice().sort()[rows - shortlist]! : -Infinity; // native numeric sort
    const scored: [string, number][] = [];
    for (let row = 0; row < rows; row++) {
      const id = this.ids[row];
      if (!id || coarse[row]! < threshold || !accept(id)) continue;
      scored.push([id, this.dotRow(row, q)]);
    }
    return scored.sort((a, b) => b[1] - a[1]).slice(0, k);
  }

  /** Dot product of two stored vectors; null when either has none. */
  similarity(a: string, b: string): number | null {
    const ra = this.rowOf.get(a);
    const rb = this.rowOf.get(b);
    if (ra === undefined || rb === undefined) return null;
    return this.dotRow(ra, this.data.subarray(rb * this.dim, (rb + 1) * this.dim));
  }

  private dotRow(row: number, q: ArrayLike<number>): number {
    const data = this.data;
    const d = this.dim;
    let s = 0;
    for (let i = 0, o = row * d; i < d; i++) s += data[o + i]! * q[i]!;
    return s;
  }

  private project(v: ArrayLike<number>, out: Float32Array, at: number): void {
    const d = this.dim;
    const b = this.basis;
    for (let j = 0; j < PROJECTED; j++) {
      let s = 0;
      for (let i = 0, o = j * d; i < d; i++) s += b[o + i]! * v[i]!;
      out[at + j] = s;
    }
  }

  private grow(rows: number): void {
    const data = new Float32Array(rows * this.dim);
    data.set(this.data);
    this.data = data;
    const projected = new Float32Array(rows * PROJECTED);
    projected.set(this.projected);
    this.projected = projected;
  }

  private reset(dim: number): void {
    this.dim = dim;
    this.data = new Float32Array(0);
    this.projected = new Float32Array(0);
    this.basis = dim ? projection(dim) : new Float32Array(0);
    this.ids = [];
    this.rowOf.clear();
    this.free.length = 0;
  }
}
