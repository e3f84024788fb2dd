import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Path of the installed Electron binary, or null with the reason. Deliberately does not
 * load the electron package's entry point: when the binary is missing, that tries to download it.
 */
export function findElectronBinary(from = import.meta.url) {
  let pkgDir;
  try {
    pkgDir = dirname(createRequire(from).resolve('electron/package.json'));
  } catch {
    return { path: null, reason: 'the electron package is not installed' };
  }
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const path = join(process.env.ELECTRON_OVERRIDE_DIST_PATH, process.platform === 'win32' ? 'electron.exe' : 'electron');
    return existsSync(path) ? { path, reason: null } : { path: null, reason: `ELECTRON_OVERRIDE_DIST_PATH has no binary at ${path}` };
  }
  const pathFile = join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) return { path: null, reason: 'the Electron binary was not downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD or no access to its download host)' };
  const path = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(path) ? { path, reason: null } : { path: null, reason: `the Electron binary is missing at ${path}` };
}
