import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * `npm run bench:start -- [--no-build]`: web-mode start-up as a user sees it, from launching
 * `npm run web` to (1) the URL on stdout and (2) the journal being interactive in Chromium
 * (the `Message` box enabled). Baseline in the same run: a second start reusing the build.
 */
const root = resolve(import.meta.dirname, '../../..');
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function measure(extraArgs: string[]): Promise<{ urlMs: number; interactiveMs: number }> {
  const started = performance.now();
  const web = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src-main/launch/web.ts', ...extraArgs], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, TEMPORAL_JOURNAL_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'tj-bench-start-')) },
  });
  try {
    const url = await new Promise<string>((ok, fail) => {
      createInterface({ input: web.stdout }).once('line', ok);
      web.once('exit', (code) => fail(new Error(`web mode exited (${code}) before printing its URL`)));
    });
    const urlMs = performance.now() - started;
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'visible', timeout: 60_000 });
    const interactiveMs = performance.now() - started;
    await browser.close();
    return { urlMs, interactiveMs };
  } finally {
    web.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const cold = await measure(['--port', '0']);
  const warm = await measure(['--port', '0', '--no-build']);
  const line = (name: string, r: { urlMs: number; interactiveMs: number }) =>
    console.log(`${name}: URL printed after ${Math.round(r.urlMs)} ms, journal interactive after ${Math.round(r.interactiveMs)} ms`);
  line('npm run web (with renderer build)', cold);
  line('npm run web --no-build (baseline)', warm);
  console.log(`ratio build/no-build to interactive: ${(cold.interactiveMs / warm.interactiveMs).toFixed(2)}x`);
}

main().catch((err: unknown) => {
  console.error(`bench:start failed: ${(err as Error).message}`);
  process.exit(1);
});
