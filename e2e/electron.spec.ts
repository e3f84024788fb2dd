import { _electron as electron, expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findElectronBinary } from '../src-main/launch/electron-binary.mjs';

const binary = findElectronBinary();

test.describe('Electron app', () => {
  test.skip(!binary.path, `Electron binary not installed: ${binary.reason}`);
  if (!binary.path) console.log(`electron.spec skipped: ${binary.reason}`);

  const root = join(import.meta.dirname, '..');
  test.beforeAll(() => {
    // The app runs from out/ (main, preload, renderer), which the web-mode server does not build.
    const build = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  });

  test('opens a locked-down window whose journal keeps entries across a reload', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'tj-electron-'));
    const app = await electron.launch({
      executablePath: binary.path!,
      args: [root, `--user-data-dir=${userData}`, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    });
    const page = await app.firstWindow();
    // No Node in the page, one narrow bridge, no new windows, no navigation away.
    expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (window as unknown as { process?: unknown }).process)).toBe('undefined');
    expect(await page.evaluate(() => window.open('https://example.com/') === null)).toBe(true);
    const before = page.url();
    await page.evaluate(() => (window.location.href = 'https://example.com/')).catch(() => undefined);
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => Object.keys((window as unknown as { engineBridge: object }).engineBridge).sort())).toEqual(['call', 'on']);

    await page.getByRole('textbox', { name: 'Message' }).fill('Electron entry that must survive a reload.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.reload();
    await expect(page.getByText('Electron entry that must survive a reload.')).toBeVisible();
    await app.close();
  });
});
