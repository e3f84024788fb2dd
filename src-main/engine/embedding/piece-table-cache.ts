import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * A piece table on disk: a 24-byte header (magic "TJPT", format version, rows, dimensions, the
 * key of the model it was derived from, CRC-32 of the data) then rows x dim little-endian
 * float32. Anything that does not check out exactly (short, long, other key, bad checksum) is
 * reported as a problem so the caller rebuilds the table; reading never throws for bad content.
 */
const MAGIC = 0x54504a54; // "TJPT" read as a little-endian u32
const FORMAT = 1;
const HEADER_BYTES = 24;
const MAX_BYTES = 1 << 30;

export interface PieceTable {
  rows: number;
  dim: number;
  /** rows x dim, row-major. */
  data: Float32Array;
}

/** `problem` says why a file that exists is unusable; both are null when there is no file yet. */
export type CachedTable = { table: PieceTable; problem: null } | { table: null; problem: string | null };

export async function readPieceTable(file: string, sourceKey: number): Promise<CachedTable> {
  let bytes: Buffer;
  try {
    const size = (await stat(file)).size;
    if (size > MAX_BYTES) return { table: null, problem: `cached table ${file} is ${size} bytes, too large to be a piece table` };
    bytes = await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { table: null, problem: code === 'ENOENT' ? null : `cannot read ${file}: ${(err as Error).message}` };
  }
  const fail = (why: string): CachedTable => ({ table: null, problem: `cached table ${file} ${why}` });
  if (bytes.length < HEADER_BYTES) return fail(`is ${bytes.length} bytes, shorter than its header`);
  const header = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const [magic, format, rows, dim, key, checksum] = [0, 4, 8, 12, 16, 20].map((at) => header.getUint32(at, true)) as [number, number, number, number, number, number];
  if (magic !== MAGIC) return fail('is not a piece table');
  if (format !== FORMAT) return fail(`has format ${format}, expected ${FORMAT}`);
  if (key !== sourceKey) return fail('was built from another model');
  if (rows === 0 || dim === 0 || rows * dim * 4 !== bytes.length - HEADER_BYTES) return fail(`holds ${bytes.length - HEADER_BYTES} data bytes, not ${rows} x ${dim} floats`);
  const body = bytes.subarray(HEADER_BYTES);
  if (crc32(body) !== checksum) return fail('fails its checksum');
  // Copy into an aligned buffer (a Buffer may start at any offset of a shared pool).
  const data = new Float32Array(rows * dim);
  new Uint8Array(data.buffer).set(body);
  return { table: { rows, dim, data }, problem: null };
}

/** Write atomically (temp file + rename), so a crash mid-write never leaves a half table under the real name. */
export async function writePieceTable(file: string, sourceKey: number, table: PieceTable): Promise<void> {
  if (table.data.length !== table.rows * table.dim || table.rows === 0 || table.dim === 0) throw new RangeError('table size does not match rows x dim');
  const body = new Uint8Array(table.data.buffer, table.data.byteOffset, table.data.byteLength);
  if (body.length + HEADER_BYTES > MAX_BYTES) throw new RangeError('table too large to cache');
  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  [MAGIC, FORMAT, table.rows, table.dim, sourceKey >>> 0, crc32(body)].forEach((v, i) => header.setUint32(i * 4, v, true));
  await mkdir(dirname(file), { recursive: true });
  // Unique per writer: two engines (processes or threads) may build the same table at once.
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, Buffer.concat([new Uint8Array(header.buffer), body]));
    await rename(temp, file);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
}
