import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPieceTable, writePieceTable, type PieceTable } from './piece-table-cache';

const KEY = 0xdeadbeef;
const table: PieceTable = { rows: 3, dim: 4, data: Float32Array.from({ length: 12 }, (_, i) => i / 7 - 0.5) };

describe('piece table cache', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-piece-cache-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const fresh = async (name: string) => {
    file = join(dir, name, 'pieces.f32');
    await writePieceTable(file, KEY, table);
    return file;
  };

  it('reads back exactly what it wrote, creating the folder, leaving no temporary file', async () => {
    await fresh('round-trip');
    const read = await readPieceTable(file, KEY);
    expect(read.problem).toBeNull();
    expect(read.table).toEqual(table);
    expect(await readdir(join(dir, 'round-trip'))).toEqual(['pieces.f32']);
  });

  it('reports no problem when there is no file yet', async () => {
    expect(await readPieceTable(join(dir, 'absent', 'pieces.f32'), KEY)).toEqual({ table: null, problem: null });
  });

  it('refuses a table built from another model', async () => {
    await fresh('other-key');
    expect((await readPieceTable(file, KEY + 1)).problem).toMatch(/another model/);
  });

  it('refuses a truncated file, at any length', async () => {
    await fresh('truncated');
    const full = (await readFile(file)).length;
    for (const length of [0, 10, 24, full - 1]) {
      await writePieceTable(file, KEY, table);
      await truncate(file, length);
      const read = await readPieceTable(file, KEY);
      expect(read.table, `length ${length}`).toBeNull();
      expect(read.problem).toMatch(/shorter than its header|data bytes/);
    }
  });

  it('refuses trailing bytes, a flipped data byte, a foreign file and an unknown format', async () => {
    await fresh('corrupt');
    const good = await readFile(file);
    const cases: [Buffer, RegExp][] = [
      [Buffer.concat([good, Buffer.from([1, 2, 3, 4])]), /data bytes/],
      [Buffer.from(good.map((b, i) => (i === good.length - 3 ? b ^ 0x10 : b))), /checksum/],
      [Buffer.from('{"not": "a table"}'.padEnd(64, ' ')), /not a piece table/],
      [Buffer.from(good.map((b, i) => (i === 4 ? 9 : b))), /format 9/],
    ];
    for (const [bytes, problem] of cases) {
      await writeFile(file, bytes);
      const read = await readPieceTable(file, KEY);
      expect(read.table).toBeNull();
      expect(read.problem).toMatch(problem);
    }
  });

  it('refuses a header claiming zero rows', async () => {
    await fresh('zero');
    const bytes = await readFile(file);
    bytes.writeUInt32LE(0, 8);
    await writeFile(file, bytes);
    expect((await readPieceTable(file, KEY)).problem).toMatch(/data bytes/);
  });

  it('reports an unreadable path (a folder where the file should be) as a problem, without throwing', async () => {
    const read = await readPieceTable(dir, KEY);
    expect(read.table).toBeNull();
    expect(read.problem).toMatch(/cannot read/);
  });

  it('fails to write where the folder cannot be made, leaving nothing behind', async () => {
    const blocker = join(dir, 'blocker');
    await writeFile(blocker, 'a file, not a folder');
    await expect(writePieceTable(join(blocker, 'pieces.f32'), KEY, table)).rejects.toThrow();
    await expect(writePieceTable(join(dir, 'x.f32'), KEY, { rows: 2, dim: 4, data: new Float32Array(3) })).rejects.toThrow(RangeError);
  });
});
