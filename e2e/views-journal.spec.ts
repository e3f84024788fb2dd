import { expect, test } from '@playwright/test';
import { guard, moveParisThenLondon, shot, writeEntry } from './views-support';

test('journal: backdated entries in time order with day separators, inline answer with evidence, reload keeps them', async ({ page }) => {
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

  // A message ending in "?" is asked of the memory and answered inline with evidence chips.
  await page.getByRole('textbox', { name: 'Message' }).fill('Where do I live?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.locator('article.role-answer').last();
  await expect(answer).toContainText('London', { timeout: 30_000 });
  const chips = answer.getByRole('button', { name: /Show source entry/ });
  await expect(chips.first()).toBeVisible();
  await shot(page, 'journal-answer');
  await chips.first().click();
  await expect(page.locator('article.entry.highlight')).toHaveCount(1);

  await page.reload();
  await expect(page.getByText('I moved to Paris.')).toBeVisible();
  await expect(page.getByText('I moved to London.')).toBeVisible();
  await expect(page.locator('article.role-answer').last()).toContainText('London');
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
