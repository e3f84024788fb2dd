import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTimeml } from './read-timeml';
import { writeTimeml, type TimexTag } from './write-timeml';
import type { TimemlDocument } from './read-timeml';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** The `*.tml` files of a directory, sorted; a clear error when it is not a readable directory. */
export function listTimemlFiles(dir: string): string[] {
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw new UsageError(`--in ${dir}: no such directory`);
  }
  if (!isDir) throw new UsageError(`--in ${dir}: not a directory`);
  return readdirSync(dir).filter((f) => f.endsWith('.tml')).sort();
}

export interface TagReport {
  written: number;
  failed: { file: string; reason: string }[];
}

/** Tag every `*.tml` in `inDir` into `outDir`; a bad file is reported and skipped, never aborting the rest. */
export function tagDirectory(inDir: string, outDir: string, tagger: (doc: TimemlDocument) => TimexTag[], log: (line: string) => void): TagReport {
  const files = listTimemlFiles(inDir);
  if (files.length === 0) throw new UsageError(`--in ${inDir}: no *.tml files`);
  mkdirSync(outDir, { recursive: true });
  const report: TagReport = { written: 0, failed: [] };
  for (const file of files) {
    try {
      const doc = readTimeml(readFileSync(join(inDir, file), 'utf8'));
      writeFileSync(join(outDir, file), writeTimeml(doc, tagger(doc)));
      report.written++;
    } catch (err) {
      report.failed.push({ file, reason: err instanceof Error ? err.message : String(err) });
      log(`timex: ${file}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}
