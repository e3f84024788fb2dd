import { expect, type Page } from '@playwright/test';

/** Watches a page for what must never happen: requests leaving 127.0.0.1, uncaught errors, CSP violations. */
export function guard(page: Page): { check(): void } {
  const foreign: string[] = [];
  const errors: string[] = [];
  const isLocal = (url: string) => url.startsWith('data:') || url.startsWith('blob:') || new URL(url).hostname === '127.0.0.1';
  page.on('request', (req) => {
    if (!isLocal(req.url())) foreign.push(req.url());
  });
  page.on('websocket', (ws) => {
    if (!isLocal(ws.url())) foreign.push(ws.url());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) errors.push(`csp: ${msg.text()}`);
  });
  return {
    check() {
      expect(foreign, 'requests that left 127.0.0.1').toEqual([]);
      expect(errors, 'uncaught page errors and CSP violations').toEqual([]);
    },
  };
}

/** Writes one journal entry through the composer, optionally backdated, and waits until it is analysed. */
export async function writeEntry(page: Page, text: string, entryTime?: string): Promise<void> {
  await page.getByRole('tab', { name: 'Journal' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByLabel('Entry time').fill(entryTime ?? '');
  await page.getByRole('button', { name: 'Send' }).click();
  const card = page.locator('article.entry', { hasText: text });
  await expect(card).toBeVisible();
  const state = card.locator('.analysis-state');
  await expect(state).toHaveText(/Analysed|failed/, { timeout: 60_000 });
  expect(await state.textContent(), `analysis of "${text}": ${await state.getAttribute('title')}`).toMatch(/Analysed/);
}

/** The moving scenario: Paris (backdated to 2020), then London today. */
export async function moveParisThenLondon(page: Page): Promise<void> {
  await writeEntry(page, 'I moved to Paris.', '2020-03-15T10:00');
  await writeEntry(page, 'I moved to London.');
}

/** Screenshots for a person to look at; VIEWS_SCREENS moves them out of the shared test-results folder. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${process.env.VIEWS_SCREENS ?? 'test-results/screens'}/${name}.png`, fullPage: false });
}
