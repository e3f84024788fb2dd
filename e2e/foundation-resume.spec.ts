import { expect, test } from '@playwright/test';

/**
 * A reload or a closed window in the middle of analysis leaves the raw entry stored as 'pending'.
 * The row is written here exactly as the store writes it before analysis, then the app starts again.
 */
test('an entry left pending by an interrupted analysis is analysed at the next start', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('temporal-journal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('messages', 'readwrite');
          tx.objectStore('messages').put({
            id: 'left-pending',
            conversation: 'journal',
            speaker: 'Me',
            text: 'I started a pottery class in Porto last week.',
            role: 'entry',
            time: Date.UTC(2022, 4, 10, 9, 0),
            recordedAt: Date.UTC(2022, 4, 10, 9, 0),
            analysis: 'pending',
            analysisError: null,
            embedding: null,
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

  await page.reload();
  const entry = page.locator('article', { hasText: 'I started a pottery class in Porto last week.' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Analysed', { timeout: 30_000 });
});
