import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Repository root and where the renderer build goes (shared by electron.vite.config.ts and the
 * web mode). `import.meta.url`, not `dirname`: the config loader rewrites only the former when
 * it bundles this file.
 */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RENDERER_OUT_DIR = resolve(REPO_ROOT, 'out/renderer');
