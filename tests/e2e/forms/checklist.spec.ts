/** The case-study checklist sign-up, with and without JavaScript. */
import { expect, test } from '@playwright/test';
import settings from '../../../content/site.json' with { type: 'json' };
import { T, unique, outbox, stored, wake, rewriteBody, confirmedSubscriber } from './support';

test.describe('case-study checklist sign-up', () => {
  for (const [slug, source] of [
    ['2-bed-social-housing-nelincs', 'checklist-2-bed-social-housing'],
    ['4-bed-family-social-housing-nelincs', 'checklist-4-bed-family-social-housing'],
  ]) {
    test(`${slug}: sends the checklist, even to a subscriber, and shows the download link`, async ({
      page,
      request,
    }) => {
      const email = unique('checklist');
      await confirmedSubscriber(request, email);
      await page.goto(`/case-studies/${slug}`);
      const input = await wake(page, 'checklist-email');
      await input.fill(email);
      await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
      const done = page.getByRole('status').filter({ hasText: 'Checklist sent to your inbox!' });
      await expect(done).toBeVisible(T);
      await expect(done).toBeFocused();
      const link = done.getByRole('link', { name: /Click here/ });
      await expect(link).toHaveAttribute('href', settings.checklistUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(page.locator('#checklist-email')).toHaveCount(0);
      await expect.poll(outbox(email)).toEqual(['checklist-checklist', 'newsletter-confirm', 'newsletter-welcome']);
      expect(await stored('checklist', email)).toMatchObject([{ source }]);
    });
  }

  test('a new address: the checklist is sent, its subscription waits for the e-mailed confirmation, and the page says so', async ({
    page,
  }) => {
    const email = unique('checklist-new');
    await page.goto('/case-studies/2-bed-social-housing-nelincs');
    const input = await wake(page, 'checklist-email');
    await input.fill(email);
    await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Checklist sent to your inbox!' });
    await expect(done).toContainText('To get our updates as well, confirm from that e-mail.', T);
    await expect.poll(outbox(email)).toEqual(['checklist-checklist']);
    expect(await stored('newsletter', email)).toMatchObject([
      { status: 'pending', source: 'checklist-2-bed-social-housing' },
    ]);
  });

  test('an address the browser lets through but the rule does not: the message under the field, nothing sent', async ({
    page,
  }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/newsletter') && posts++);
    await page.goto('/case-studies/2-bed-social-housing-nelincs');
    const input = await wake(page, 'checklist-email');
    await input.fill('name@example');
    await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
    await expect(page.locator('#checklist-email-error')).toHaveText('Please enter a valid email address');
    await expect(page.locator('#checklist-email-error')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(input).toBeFocused();
    await input.fill(unique('checklist-fixed'));
    await input.press('Enter');
    await expect(page.getByText('Checklist sent to your inbox!')).toBeVisible(T);
    expect(posts).toBe(1);
  });

  test('a failure shows the inline notice and keeps the form for a retry', async ({ page }) => {
    const email = unique('checklist-retry');
    await page.route('**/api/newsletter', (route) => route.abort('failed'));
    await page.goto('/case-studies/2-bed-social-housing-nelincs');
    const input = await wake(page, 'checklist-email');
    await input.fill(email);
    await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible(T);
    await expect(input).toHaveValue(email);

    await page.unroute('**/api/newsletter');
    await rewriteBody(page, '**/api/newsletter', { email: 'bad', source: 'checklist-2-bed-social-housing' });
    await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible(T);

    await page.unroute('**/api/newsletter');
    await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
    await expect(page.getByText('Checklist sent to your inbox!')).toBeVisible(T);
    await expect.poll(outbox(email)).toEqual(['checklist-checklist']);
  });
});

test.describe('without JavaScript the plain form still gets through', () => {
  test.use({ javaScriptEnabled: false });

  test('checklist', async ({ page }) => {
    const email = unique('nojs-checklist');
    await page.goto('/case-studies/4-bed-family-social-housing-nelincs');
    await page.locator('#checklist-email').fill(email);
    await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
    await expect(page).toHaveURL(/\/checklist-sent$/, T);
    // Acted on just after the answer.
    await expect
      .poll(() => stored('checklist', email), T)
      .toMatchObject([{ source: 'checklist-4-bed-family-social-housing' }]);
  });
});
