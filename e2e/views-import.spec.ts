import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { guard, shot } from './views-support';

const markdown = ['# 2021', '## 2021-03-04', 'I moved to Lisbon.', '## 2021-02-30', 'Impossible day.', '## March 9, 2021', 'Started at Acme.'].join('\n');
const jsonl = [
  '{"id": "D1:1", "speaker": "Me", "text": "I adopted a cat named Miso.", "time": "2022-05-08T13:56:00"}',
  '{broken json',
  '{"id": "D1:2", "speaker": "Me", "text": "", "time": "2022-05-08T13:57:00"}',
].join('\n');

test('import Markdown and JSONL with a skip report, then export a complete backup', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles([
    { name: 'journal-2021.md', mimeType: 'text/markdown', buffer: Buffer.from(markdown) },
    { name: 'chat.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(jsonl) },
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  ]);
  const dialog = page.getByRole('dialog', { name: 'Ready to import' });
  await expect(dialog).toContainText('3 entries to add');
  await expect(dialog).toContainText('not a real date');
  await expect(dialog).toContainText('line is not valid JSON');
  await expect(dialog).toContainText('empty text');
  await expect(dialog).toContainText('not a Markdown');
  await shot(page, 'import-preview');
  await dialog.getByRole('button', { name: 'Add to journal' }).click();
  const done = page.getByRole('dialog', { name: 'Import finished' });
  await expect(done).toContainText('Added 3 entries', { timeout: 60_000 });
  await shot(page, 'import-report');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('I adopted a cat named Miso.')).toBeVisible();
  await expect(page.getByText('I moved to Lisbon.')).toBeVisible();

  // Importing the same files again adds nothing: every entry is recognised.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await again).setFiles([{ name: 'chat.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(jsonl) }]);
  await page.getByRole('dialog', { name: 'Ready to import' }).getByRole('button', { name: 'Add to journal' }).click();
  await expect(page.getByRole('dialog', { name: 'Import finished' })).toContainText('Added 0 entries');
  await expect(page.getByRole('dialog', { name: 'Import finished' })).toContainText('already in the journal');
  await page.getByRole('button', { name: 'Done' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const backup = JSON.parse(readFileSync(file, 'utf8')) as { format: string; version: number; messages: { text: string }[]; facts: unknown[] };
  expect(backup.format).toBe('temporal-journal-backup');
  expect(backup.version).toBe(1);
  expect(backup.messages.map((m) => m.text).sort()).toEqual(['I adopted a cat named Miso.', 'I moved to Lisbon.', 'Started at Acme.']);
  watch.check();
});

test('restoring an exported backup into an empty journal brings every entry back', async ({ page, browser }) => {
  const watch = guard(page);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Message' }).fill('I moved to Oslo.');
  await page.getByLabel('Entry time').fill('2018-08-01T12:00');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('article.entry .analysis-state')).toHaveText(/Analysed/, { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const text = readFileSync(await (await download).path(), 'utf8');

  const fresh = await (await browser.newContext()).newPage();
  const watchFresh = guard(fresh);
  await fresh.goto('/');
  const chooser = fresh.waitForEvent('filechooser');
  await fresh.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles([{ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) }]);
  const dialog = fresh.getByRole('dialog', { name: 'Ready to import' });
  await expect(dialog).toContainText('1 backup to restore');
  await dialog.getByRole('button', { name: 'Add to journal' }).click();
  await expect(fresh.getByRole('dialog', { name: 'Import finished' })).toContainText('restored');
  await fresh.getByRole('button', { name: 'Done' }).click();
  await expect(fresh.getByText('I moved to Oslo.')).toBeVisible();
  watch.check();
  watchFresh.check();
});

test('a long import shows progress and can be cancelled, leaving the journal as it was', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  const lines = Array.from({ length: 400 }, (_, i) => JSON.stringify({ id: `bulk-${i}`, speaker: 'Me', text: `Bulk entry number ${i} about my day.`, time: `2015-01-01T${String(i % 24).padStart(2, '0')}:00:00` }));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles([{ name: 'bulk.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(lines.join('\n')) }]);
  await page.getByRole('dialog', { name: 'Ready to import' }).getByRole('button', { name: 'Add to journal' }).click();
  const running = page.getByRole('dialog', { name: 'Importing…' });
  await expect(running.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await shot(page, 'import-progress');
  await running.getByRole('button', { name: 'Cancel' }).click();
  const done = page.getByRole('dialog', { name: 'Import finished' });
  await expect(done).toContainText('every entry it had added was removed again', { timeout: 60_000 });
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your journal is empty' })).toBeVisible();
  watch.check();
});
