import { expect, test, type Page, type Request } from '@playwright/test';

/** Every request the page makes, so the test can prove none leaves this machine. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => urls.push(req.url()));
  page.on('websocket', (ws) => urls.push(ws.url()));
  return urls;
}

const isLocal = (url: string) => {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  return new URL(url).hostname === '127.0.0.1';
};

test('write two entries, reload, and find them in time order; nothing leaves 127.0.0.1', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');

  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  const entryTime = page.getByLabel('Entry time');

  await message.fill('Walked along the river after work today.');
  await send.click();
  await expect(page.getByText('Walked along the river after work today.', { exact: true })).toBeVisible();

  await message.fill('I moved to Lisbon with my sister.');
  await entryTime.fill('2021-03-04T10:30');
  await send.click();
  await expect(page.getByText('I moved to Lisbon with my sister.', { exact: true })).toBeVisible();
  // Each entry shows its analysis state; the engine (over the loopback WebSocket) completes it.
  const lisbon = page.locator('article', { hasText: 'I moved to Lisbon with my sister.' });
  await expect(lisbon).toContainText('Analysed', { timeout: 30_000 });

  await page.reload();
  const older = page.getByText('I moved to Lisbon with my sister.', { exact: true });
  const newer = page.getByText('Walked along the river after work today.', { exact: true });
  await expect(older).toBeVisible();
  await expect(newer).toBeVisible();
  // Time order: the backdated entry is listed before today's.
  const [olderBox, newerBox] = [await older.boundingBox(), await newer.boundingBox()];
  expect(olderBox!.y).toBeLessThan(newerBox!.y);
  await expect(lisbon).toContainText('Analysed');

  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((url) => !isLocal(url))).toEqual([]);
});

test('the page is served with a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("'unsafe-inline'");
  // An injected inline script must not run.
  const ran = await page.evaluate(() => {
    const el = document.createElement('script');
    el.textContent = 'window.__inlineRan = true';
    document.body.appendChild(el);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
});
