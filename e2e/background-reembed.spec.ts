import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { guard } from './views-support';

const MISO = 'I adopted a cat named Miso.';
/** More rows than one re-embedding batch (32), so a run stopped after its first batch leaves some. */
const entries = [
  { id: 'cat', speaker: 'Me', text: MISO, time: '2022-05-08T13:56:00' },
  ...Array.from({ length: 40 }, (_, i) => ({ id: `walk-${i}`, speaker: 'Me', text: `Walk number ${i} along the river before work.`, time: `2021-01-${String((i % 28) + 1).padStart(2, '0')}T07:00:00` })),
];

type Row = { embedding: number[] | null; embeddingModel?: string | null };
type BackupFile = { messages: Row[]; facts: Row[] };

/**
 * A backup as the app made it before vectors were tagged with their model: the same file without
 * `embeddingModel`. Made here by importing entries, exporting, and dropping the tag. Returns the
 * file and how many rows carry a vector (all of them must be re-embedded once restored).
 */
async function olderBackup(browser: Browser): Promise<{ text: string; vectors: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles([{ name: 'days.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(entries.map((e) => JSON.stringify(e)).join('\n')) }]);
  await page.getByRole('dialog', { name: 'Ready to import' }).getByRole('button', { name: 'Add to journal' }).click();
  await expect(page.getByRole('dialog', { name: 'Import finished' })).toContainText(`Added ${entries.length} entries`, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const backup = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as BackupFile;
  await context.close();

  const rows = [...backup.messages, ...backup.facts];
  for (const row of rows) delete row.embeddingModel;
  const vectors = rows.filter((r) => r.embedding).length;
  expect(vectors, 'every imported entry was embedded').toBeGreaterThan(32);
  return { text: JSON.stringify(backup), vectors };
}

async function restore(page: Page, text: string): Promise<void> {
  await page.goto('/');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles([{ name: 'old-backup.json', mimeType: 'application/json', buffer: Buffer.from(text) }]);
  await page.getByRole('dialog', { name: 'Ready to import' }).getByRole('button', { name: 'Add to journal' }).click();
  await expect(page.getByRole('dialog', { name: 'Import finished' })).toContainText('restored');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(MISO)).toBeVisible();
}

/**
 * Holds the page's embedding calls on their way to the engine until released. The static model
 * re-embeds a small journal in well under a second, too fast to see the banner or press Stop;
 * holding calls at the transport lets the test look at each step without waiting on a clock.
 */
async function holdEmbeddings(page: Page) {
  const held: (() => void)[] = [];
  let open = false;
  await page.routeWebSocket('**/engine', (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const isEmbed = typeof message === 'string' && (JSON.parse(message) as { method?: string }).method === 'embedding.embed';
      if (open || !isEmbed) server.send(message);
      else held.push(() => server.send(message));
    });
  });
  return {
    /** Resolves once a call is waiting. */
    waiting: () => expect.poll(() => held.length).toBeGreaterThan(0),
    releaseOne: () => held.shift()?.(),
    releaseAll() {
      open = true;
      for (const send of held.splice(0)) send();
    },
  };
}

function banner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Re-embedding' });
}

/**
 * Restores an older backup with embedding calls held: the banner must show every vectored row as
 * stale at once, not only at the next start. Returns the gate and that count.
 */
async function restoreWithHeldEmbeddings(page: Page, browser: Browser) {
  const old = await olderBackup(browser);
  const gate = await holdEmbeddings(page);
  await restore(page, old.text);
  await expect(banner(page)).toContainText(`0 / ${old.vectors}`);
  await gate.waiting();
  return { gate, vectors: old.vectors };
}

test('a restored backup of an older version is re-embedded in the background, with progress, and then found', async ({ page, browser }) => {
  const watch = guard(page);
  const { gate, vectors } = await restoreWithHeldEmbeddings(page, browser);
  const progress = page.getByRole('progressbar', { name: 'Re-embedding' });
  await expect(progress).toHaveAttribute('max', String(vectors));
  await expect(progress).toHaveAttribute('value', '0');

  gate.releaseOne();
  await expect(banner(page)).toContainText(`32 / ${vectors}`);
  await expect(progress).toHaveAttribute('value', '32');
  gate.releaseAll();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('tab', { name: 'Query' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('When did I adopt a cat?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const answer = page.getByLabel('Answer', { exact: true });
  await expect(answer.locator('.answer-text')).toContainText('2022', { timeout: 30_000 });
  await answer.getByRole('list', { name: 'Evidence' }).getByTitle(MISO).click();
  await expect(page.locator('article.entry.highlight')).toContainText(MISO);
  watch.check();
});

test('stopping the re-embedding leaves the rest for the next start, which finishes it', async ({ page, browser }) => {
  const watch = guard(page);
  const { gate, vectors } = await restoreWithHeldEmbeddings(page, browser);
  await banner(page).getByRole('button', { name: 'Stop (resumes at next start)' }).click();
  // The batch already sent is kept; the run stops before the next one.
  gate.releaseOne();
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await expect(banner(page)).toContainText(`0 / ${vectors - 32}`);
  gate.releaseAll();
  await expect(banner(page)).toBeHidden();
  watch.check();
});
