import react from '@vitejs/plugin-react';
import { defineConfig, type RendererViteConfig } from 'electron-vite';
import { resolve } from 'node:path';
import { RENDERER_OUT_DIR, REPO_ROOT as root } from './src-main/launch/build-paths';

/** The renderer build, shared by Electron (`npm run build`) and the web mode (`npm run web`). */
export const rendererConfig = {
  root: resolve(root, 'src-renderer'),
  base: './',
  plugins: [react()],
  build: {
    outDir: RENDERER_OUT_DIR,
    emptyOutDir: true,
    // One local bundle; size warnings are noise for an app loaded from disk.
    chunkSizeWarningLimit: 4096,
    rollupOptions: { input: resolve(root, 'src-renderer/index.html') },
  },
} satisfies RendererViteConfig;

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          index: resolve(root, 'src-main/electron/main.ts'),
          'engine-process': resolve(root, 'src-main/electron/engine-process.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload must be one self-contained CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { preload: resolve(root, 'src-main/electron/preload.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig,
});
