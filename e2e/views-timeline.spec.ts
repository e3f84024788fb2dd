import { expect, test } from '@playwright/test';
import { guard, moveParisThenLondon, shot } from './views-support';

test('timeline: archived Paris and active London look different; As of replays; item opens its details', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('heading', { name: 'No facts yet' })).toBeVisible();
  await expect(page.getByLabel('As of')).toBeVisible();

  await moveParisThenLondon(page);
  await page.getByRole('tab', { name: 'Timeline' }).click();

  // A point renders box, line and dot nodes: count the box/range nodes only.
  const archived = page.locator('.vis-item.archived:is(.vis-range, .vis-box)', { hasText: 'Paris' });
  const active = page.locator('.vis-item.active:is(.vis-range, .vis-box)', { hasText: 'London' });
  await expect(archived).toHaveCount(1);
  await expect(active).toHaveCount(1);
  const look = (loc: typeof archived) => loc.evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.backgroundColor}|${s.borderStyle}|${s.color}`;
  });
  expect(await look(archived)).not.toBe(await look(active));
  // Laid out, not collapsed: items have real size inside the chart.
  const box = (await active.boundingBox())!;
  expect(box.width).toBeGreaterThan(20);
  expect(box.height).toBeGreaterThan(10);
  await shot(page, 'timeline');

  await archived.click();
  const panel = page.getByRole('complementary', { name: 'Fact details' });
  await expect(panel).toContainText('Archived');
  await expect(panel).toContainText('I moved to Paris.');
  await expect(panel).toContainText('Why archived');
  await shot(page, 'timeline-panel');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // As of a day before anything was recorded: nothing was known yet.
  await page.getByLabel('As of').fill('2001-01-01');
  await expect(page.getByText('Nothing had been recorded by that day.')).toBeVisible();
  await expect(page.locator('.vis-item:is(.vis-range, .vis-box)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to now' }).click();
  await expect(active).toHaveCount(1);

  // Zoom from decades down to hours.
  await page.getByRole('button', { name: 'Day' }).click();
  await expect(page.locator('.vis-time-axis .vis-text.vis-minor').filter({ hasText: /^\d{2}:00$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Decades' }).click();
  await expect(page.locator('.vis-time-axis .vis-text').filter({ hasText: /^20[0-4]0$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(active).toBeVisible();
  watch.check();
});

test('timeline: an imported journal gives one row per subject and relation; filters narrow it', async ({ page }) => {
  const watch = guard(page);
  await page.goto('/');
  const journal = [
    '## 2012-09-01', 'I moved to Berlin.',
    '## 2013-01-15', 'I started working at Globex.',
    '## 2015-06-20', 'I visited Rome with Ana.',
    '## 2016-03-01', 'I moved to Lisbon.',
    '## 2016-04-10', 'I started working at Initech.',
    '## 2019-11-05', 'I moved to Oslo.',
    '## 2020-02-14', 'I visited Kyoto.',
  ].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles([{ name: 'life.md', mimeType: 'text/markdown', buffer: Buffer.from(journal) }]);
  await page.getByRole('dialog', { name: 'Ready to import' }).getByRole('button', { name: 'Add to journal' }).click();
  await expect(page.getByRole('dialog', { name: 'Import finished' })).toContainText('Added 7 entries', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('tab', { name: 'Timeline' }).click();
  const rows = page.locator('.vis-labelset .vis-label');
  await expect(rows).not.toHaveCount(0);
  const allRows = await rows.count();
  expect(allRows).toBeGreaterThanOrEqual(2);
  await expect(page.locator('.vis-item.active:is(.vis-range, .vis-box)')).not.toHaveCount(0);
  await expect(page.locator('.vis-item.archived:is(.vis-range, .vis-box)')).not.toHaveCount(0);
  await shot(page, 'timeline-imported');
  // The system theme follows the OS: dark colours reach the chart too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.timeline-chart')!).backgroundColor)).toBe('rgb(31, 34, 32)');
  await shot(page, 'timeline-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  const relation = page.getByLabel('Filter by relation');
  const options = await relation.locator('option').allTextContents();
  await relation.selectOption({ label: options[1]! });
  await expect(rows).toHaveCount(1);
  watch.check();
});
