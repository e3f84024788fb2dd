import { expect, test } from '@playwright/test';
import { guard, moveParisThenLondon, shot, writeEntry } from './views-support';

test('journal: backdated entries in time order with day separators; reload keeps them', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your journal is empty' })).toBeVisible();
  await shot(page, 'journal-empty');

  await moveParisThenLondon(page);
  const paris = page.locator('article.entry', { hasText: 'I moved to Paris.' });
  const london = page.locator('article.entry', { hasText: 'I moved to London.' });
  expect((await paris.boundingBox())!.y).toBeLessThan((await london.boundingBox())!.y);
  await expect(page.locator('.day-separator')).toHaveCount(2);
  await expect(page.locator('.day-separator').first()).toContainText('2020');
  // Facts unfold from the analysis badge; the superseded one is shown as archived.
  await paris.getByRole('button', { name: /fact/ }).click();
  await london.getByRole('button', { name: /fact/ }).click();
  await expect(paris.locator('.fact-pill.is-archived')).not.toHaveCount(0);
  await expect(london.locator('.fact-pill.is-active')).not.toHaveCount(0);
  await shot(page, 'journal-entries');

  await page.reload();
  await expect(page.getByText('I moved to Paris.')).toBeVisible();
  await expect(page.getByText('I moved to London.')).toBeVisible();
  watch.check();
});

test('journal: a question asked inline is answered with evidence chips that jump to the source', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await moveParisThenLondon(page);
  await page.getByRole('textbox', { name: 'Message' }).fill('Where do I live?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.locator('article.role-answer').last();
  await expect(answer.locator('.answer-text')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'journal-answer');
  await expect(answer).toContainText('London');
  const chips = answer.getByRole('button', { name: /Show source entry/ });
  await chips.first().click();
  await expect(page.locator('article.entry.highlight')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('article.role-answer').last()).toContainText('London');
  watch.check();
});

test('journal: hostile and right-to-left text is shown as text, never run', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  const hostile = '<img src=x onerror="window.__pwned=1"> انتقلت إلى القاهرة 🏠';
  await page.getByRole('textbox', { name: 'Message' }).fill(hostile);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('article.entry .entry-text')).toHaveText(hostile);
  await expect(page.locator('article.entry img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  watch.check();
});

test('journal: edit and delete an entry', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await writeEntry(page, 'I started working at Acme.', '2019-05-01T09:00');
  const card = page.locator('article.entry').first();
  await card.getByRole('button', { name: 'Edit entry' }).click();
  await card.getByRole('textbox', { name: 'Edit text' }).fill('I started working at Globex.');
  await card.getByRole('button', { name: 'Save' }).click();
  const edited = page.locator('article.entry', { hasText: 'I started working at Globex.' });
  await expect(edited).toBeVisible();
  await expect(page.getByText('I started working at Acme.')).toHaveCount(0);
  await expect(edited.locator('.analysis-state')).toHaveText(/Analysed/, { timeout: 60_000 });

  await edited.getByRole('button', { name: 'Delete entry' }).click();
  await edited.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('I started working at Globex.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your journal is empty' })).toBeVisible();
  watch.check();
});

test('journal: keyboard shortcuts switch views and send; dark theme renders', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.press('Control+2');
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Control+3');
  await expect(page.getByRole('textbox', { name: 'Question' })).toBeVisible();
  await page.keyboard.press('Control+1');
  await page.getByRole('textbox', { name: 'Message' }).fill('Quiet Sunday, baked bread.');
  await page.getByRole('textbox', { name: 'Message' }).press('Control+Enter');
  await expect(page.getByText('Quiet Sunday, baked bread.')).toBeVisible();

  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shot(page, 'settings-dark');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(22, 24, 22)');
  await shot(page, 'journal-dark');
  watch.check();
});

test('journal: with the engine unreachable the app says so plainly and still saves entries', async ({ page }) => {
  const watch = guard(page);
  // Every WebSocket to the engine is refused.
  await page.routeWebSocket(/.*/, (ws) => ws.close());
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for the analysis engine' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Written while the engine is away.');
  await page.getByRole('button', { name: 'Send' }).click();
  const card = page.locator('article.entry', { hasText: 'Written while the engine is away.' });
  await expect(card.locator('.analysis-state')).toHaveText('Analysing…');
  await shot(page, 'journal-engine-down');
  await page.reload();
  await expect(page.getByText('Written while the engine is away.')).toBeVisible();
  watch.check();
});

test('settings: engine settings load from the engine; your name becomes the speaker of new entries', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByLabel('Models folder')).not.toHaveValue('');
  await expect(dialog.getByLabel('Backend')).toHaveValue('use-lite-static');
  await dialog.getByLabel(/Your name/).fill('Ana');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');
  await shot(page, 'settings-light');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Bought a bicycle.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('article.entry .entry-speaker')).toHaveText('Ana');
  watch.check();
});
