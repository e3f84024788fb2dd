import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Engine and host code must run in plain Node (utility process, web host, CLI): no Electron imports. */
const PLAIN_NODE_DIRS = ['src-main/engine', 'src-main/hosts', 'src-main/launch', 'src-shared'];
const ELECTRON_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]electron['"]/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(import.meta.dirname, '../..', dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.(ts|tsx|mts|mjs)$/.test(e.name) && !e.name.includes('.test.')).map((e) => join(e.parentPath, e.name));
}

describe('process boundaries', () => {
  it('keeps Electron out of the engine, the hosts, the launchers and the shared code', async () => {
    const files = (await Promise.all(PLAIN_NODE_DIRS.map(sourceFiles))).flat();
    expect(files.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const file of files) if (ELECTRON_IMPORT.test(await readFile(file, 'utf8'))) offenders.push(file);
    expect(offenders).toEqual([]);
  });

  it('the check itself recognises an Electron import', () => {
    expect(ELECTRON_IMPORT.test("import { app } from 'electron';")).toBe(true);
    expect(ELECTRON_IMPORT.test('const e = require("electron")')).toBe(true);
    expect(ELECTRON_IMPORT.test("import x from 'electron-vite';")).toBe(false);
  });
});
