import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPieceTable, PIECES_PER_CALL } from './build-piece-table';
import { loadUseLite, useLiteModelDir, type UseLiteRuntime } from './use-lite-backend';

describe('buildPieceTable with the real USE-lite', () => {
  let runtime: UseLiteRuntime;
  beforeAll(async () => {
    runtime = await loadUseLite(useLiteModelDir(), () => undefined);
  });
  afterAll(() => runtime.dispose());

  it('stacks each piece embedded on its own, across call boundaries, with progress in the span given', async () => {
    const rows = PIECES_PER_CALL + 3;
    const fractions: number[] = [];
    const table = await buildPieceTable(rows, (ids) => runtime.embedPieces(ids), (f) => fractions.push(f ?? NaN), { from: 0.2, to: 0.9 });
    expect(table.rows).toBe(rows);
    expect(table.dim).toBe(512);
    expect(table.data).toHaveLength(rows * 512);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions[0]).toBeGreaterThan(0.2);
    expect(fractions.at(-1)).toBeCloseTo(0.9, 10);
    // "the" tokenizes to the single piece "▁the" (id 9), so its row is USE-lite's vector for "the".
    const [the] = await runtime.embedTexts(['the']);
    const row = table.data.subarray(9 * 512, 10 * 512);
    the!.forEach((v, i) => expect(row[i]).toBeCloseTo(v, 4));
    // The last row, from the second call, is that piece alone too.
    const last = await runtime.embedPieces([rows - 1]);
    expect([...table.data.subarray((rows - 1) * 512)]).toEqual([...last]);
  });
});

describe('buildPieceTable with a broken encoder', () => {
  it('fails clearly when the encoder returns vectors of the wrong size, and refuses an empty table', async () => {
    const ragged = async (ids: readonly number[]) => new Float32Array(ids.length === PIECES_PER_CALL ? ids.length * 4 : ids.length * 3);
    await expect(buildPieceTable(PIECES_PER_CALL + 1, ragged, () => undefined)).rejects.toThrow(/numbers for 1 pieces of 4 dimensions/);
    await expect(buildPieceTable(2, async () => new Float32Array(3), () => undefined)).rejects.toThrow(/3 numbers for 2 pieces/);
    await expect(buildPieceTable(0, async () => new Float32Array(0), () => undefined)).rejects.toThrow(RangeError);
  });
});
