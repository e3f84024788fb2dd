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

  // Filter by relation keeps only that row.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Fit' }).click();
  watch.check();
});
