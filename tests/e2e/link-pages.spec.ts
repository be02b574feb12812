/**
 * Honest link pages, on a 320 px phone: a confirmation link used again once the subscription is confirmed says
 * it is confirmed already (not that the link has expired); an expired one says so and offers to sign up again.
 */
import { expect, test, type Page } from '@playwright/test';
import { linkFromOutbox, unique } from './forms/support';
import { expectNoOverflow } from '../support/states';
import { storedQuery } from '../support/stored';

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

async function signUp(page: Page, email: string): Promise<string> {
  expect((await page.request.post('/api/newsletter', { data: { email, source: 'footer-newsletter' } })).status()).toBe(
    200,
  );
  return linkFromOutbox(email, 'newsletter-confirm', '/api/newsletter/confirm');
}

test('a confirmation link used again says the subscription is already confirmed', async ({ page }) => {
  const link = await signUp(page, unique('link-again'));
  await page.goto(link);
  await page.getByRole('button', { name: 'Yes, subscribe me' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');

  // Later, from the same e-mail.
  await page.goto(link);
  await page.getByRole('button', { name: 'Yes, subscribe me' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already confirmed');
  const card = page.locator('[data-link-page]');
  await expect(card).toContainText('This subscription is already confirmed');
  await expect(card).not.toContainText(/expired|sign up again/i);
  await expectNoOverflow(page, 320, 'already confirmed page');
});

test('an expired confirmation link says so and offers to sign up again', async ({ page }) => {
  const email = unique('link-expired');
  const link = await signUp(page, email);
  await storedQuery(`UPDATE subscribers SET link_sent_at = now() - interval '8 days' WHERE email = $1`, [email]);
  await page.goto(link);
  await page.getByRole('button', { name: 'Yes, subscribe me' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
  const card = page.locator('[data-link-page]');
  await expect(card).toContainText('Confirmation links last 7 days');
  await expectNoOverflow(page, 320, 'expired link page');
  await card.getByRole('link', { name: 'Sign up again' }).tap();
  await expect(page).toHaveURL(/\/updates#updates-newsletter-heading$/);
  await expect(page.getByRole('textbox', { name: 'Email address' }).first()).toBeVisible();
});
