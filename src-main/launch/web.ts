import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfigDir } from '../engine/config-dir';
import { createEngine } from '../engine/engine';
import { startWebHost, type WebHost } from '../hosts/web-host';
import { RENDERER_OUT_DIR } from './build-paths';
import { parseWebArgs } from './launch-args';
import { stderrLogger } from './stderr-logger';

/**
 * `npm run web -- [--port PORT]`: build the renderer, start the engine and the loopback host,
 * print exactly the URL on stdout once it is ready, and run until killed. Logs go to stderr.
 */
/**
 * The journal lives in the browser's IndexedDB for the page's origin, which includes the port:
 * without --port, a stable preferred port keeps the same journal from run to run, and any free
 * port is the fallback when it is taken.
 */
export const PREFERRED_PORT = 4810;

async function listen(engine: Parameters<typeof startWebHost>[0]['engine'], staticDir: string, port: number | null): Promise<WebHost> {
  if (port !== null) return startWebHost({ engine, staticDir, port });
  try {
    return await startWebHost({ engine, staticDir, port: PREFERRED_PORT });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    console.error(`port ${PREFERRED_PORT} is busy, using a free port; entries written at another address are stored separately`);
    return startWebHost({ engine, staticDir, port: 0 });
  }
}

async function main(): Promise<void> {
  const args = parseWebArgs(process.argv.slice(2));
  const started = performance.now();
  const staticDir = RENDERER_OUT_DIR;
  if (args.build) {
    // Loaded only when building: the bundler takes seconds to import.
    const [{ build }, { rendererConfig }] = await Promise.all([import('vite'), import('../../electron.vite.config')]);
    await build({ ...rendererConfig, configFile: false, logLevel: 'warn', customLogger: stderrLogger() });
  } else if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`no built renderer in ${staticDir}; run without --no-build`);
  }
  const configDir = defaultConfigDir();
  const engine = createEngine({ configDir, settingsFile: join(configDir, 'settings.json') });
  const host = await listen(engine, staticDir, args.port);
  process.stdout.write(`${host.url}\n`);
  console.error(`web mode ready in ${Math.round(performance.now() - started)} ms; settings in ${configDir}; Ctrl+C stops it`);
  engine.warmUp();

  const stop = async () => {
    await host.close();
    await engine.dispose();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  const error = err as NodeJS.ErrnoException;
  const reason = error.code === 'EADDRINUSE' ? 'that port is already in use' : error.message;
  process.stderr.write(`web mode failed to start: ${reason}\n`);
  process.exit(1);
});
