import { expect, test } from '@playwright/test';
import { guard, moveParisThenLondon, shot } from './views-support';

test('query: "Where do I live?" is answered with London, confidence and evidence', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await moveParisThenLondon(page);

  await page.getByRole('tab', { name: 'Query' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('Where do I live?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const result = page.getByLabel('Answer', { exact: true });
  await expect(result.locator('.answer-text')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'query-answer');
  await expect(result.locator('.answer-text')).toContainText('London');
  await expect(result.locator('.confidence')).toContainText('%');
  await expect(result.getByRole('button', { name: /Show source entry/ }).first()).toBeVisible();
  watch.check();
});

test('query: structured query finds Paris in June 2021; recent questions; evidence jumps to the journal', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await moveParisThenLondon(page);
  await page.getByRole('tab', { name: 'Query' }).click();

  const structured = page.getByRole('form', { name: 'Structured query' });
  await structured.getByLabel('Relation').selectOption({ label: 'lives in' });
  await structured.getByLabel('True').selectOption('point');
  await structured.getByLabel('Date', { exact: true }).fill('2021-06-15');
  await structured.getByRole('button', { name: 'Find facts' }).click();
  const rows = structured.getByRole('list', { name: 'Matching facts' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Paris');
  await expect(rows.first()).toContainText('Archived');

  await page.getByRole('textbox', { name: 'Question' }).fill('Where did I live in June 2021?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const recent = page.getByRole('complementary', { name: 'Recent questions' });
  await expect(recent.getByRole('button', { name: 'Repeat recent question 1' })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'query-structured');

  // Evidence jumps to the journal entry.
  await rows.first().getByRole('button', { name: 'Source' }).click();
  await expect(page.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article.entry.highlight')).toContainText('I moved to Paris.');
  watch.check();
});

test('query: something never mentioned gets an honest "I don\'t know", and nearby entries are not shown as evidence', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await moveParisThenLondon(page);
  await page.getByRole('tab', { name: 'Query' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('Have I ever been to Mars?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const result = page.getByLabel('Answer', { exact: true });
  await expect(result.locator('.answer-text')).toContainText("don't know", { timeout: 30_000 });
  await expect(result.getByRole('list', { name: 'Evidence' })).toHaveCount(0);
  watch.check();
});
