/** The deal-sourcing waitlist, with and without JavaScript. */
import { expect, test } from '@playwright/test';
import { T, unique, outbox, stored, island, rewriteBody } from './support';

test.describe('deal-sourcing waitlist', () => {
  test('success replaces the form, then the thank-you page after a second', async ({ page }) => {
    const email = unique('deal');
    await page.goto('/find-you-a-deal');
    // Hydrated first: this test is about the island's success path (typing before hydration has its own).
    await page.locator('#deal-name').scrollIntoViewIfNeeded();
    await expect(island(page, 'deal-name')).not.toHaveAttribute('ssr', /.*/, T);
    await page.getByLabel('Name', { exact: true }).fill('Priya Shah');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel(/What kind of deals/).fill('Two-bed social housing in Grimsby, up to £70k.');
    const started = Date.now();
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('status').filter({ hasText: "you're on the waitlist" })).toBeVisible(T);
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
    await page.waitForURL('**/thank-you-deal-sourcing', T);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect.poll(outbox(email)).toEqual(['deal-lead-checklist']);
    expect(await stored('deal-lead', email)).toMatchObject([
      { data: { name: 'Priya Shah', message: 'Two-bed social housing in Grimsby, up to £70k.' } },
    ]);
  });

  test('failure keeps the form as it was with the inline notice', async ({ page }) => {
    await page.goto('/find-you-a-deal');
    await page.locator('#deal-name').scrollIntoViewIfNeeded();
    await expect(island(page, 'deal-name')).not.toHaveAttribute('ssr', /.*/, T);
    await page.getByLabel('Name', { exact: true }).fill('Sam Cole');
    await page.getByLabel('Email', { exact: true }).fill(unique('deal-fail'));
    await rewriteBody(page, '**/api/send-deal-lead', { name: '', email: 'bad' });
    const answer = page.waitForResponse('**/api/send-deal-lead');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible(T);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Sam Cole');

    await page.unroute('**/api/send-deal-lead');
    await page.route('**/api/send-deal-lead', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible(T);
    await expect(page).toHaveURL(/\/find-you-a-deal$/);
  });
});

test.describe('without JavaScript the plain form still gets through', () => {
  test.use({ javaScriptEnabled: false });

  test('deal-sourcing waitlist', async ({ page }) => {
    const email = unique('nojs-deal');
    await page.goto('/find-you-a-deal');
    await page.getByLabel('Name', { exact: true }).fill('No Script');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page).toHaveURL(/\/thank-you-deal-sourcing$/, T);
    await expect.poll(outbox(email)).toEqual(['deal-lead-checklist']);
  });
});
