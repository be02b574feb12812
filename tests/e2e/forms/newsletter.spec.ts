/**
 * The footer and updates-page newsletter forms, with and without JavaScript, and the double
 * opt-in behind them: the success toasts with a line asking to confirm from the e-mail, the confirmation
 * link followed in the browser, and the "already subscribed" toasts for an address this browser signed up.
 */
import { expect, test } from '@playwright/test';
import { isReact } from '../../../scripts/bench/budgets.mjs';
import {
  T,
  unique,
  outbox,
  stored,
  island,
  signup,
  notifications,
  wake,
  expectToast,
  rewriteBody,
  linkFromOutbox,
} from './support';

const CHECK_INBOX = 'Check your inbox to confirm your subscription to our newsletter.';
/** The footer's success toast: nobody is subscribed until they follow the e-mailed link. */
const CONFIRM_BY_LINK = 'Confirm your subscription with the link in our e-mail.';
const CONFIRM_NOTE = "Already subscribed? There's nothing more to do.";
const ALREADY = 'This email is already subscribed to our newsletter.';

test.describe('footer newsletter', () => {
  test('no island and no React: the form fetches its own script on first use, and its toasts need no framework', async ({
    page,
  }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: r.text().catch(() => '') });
    });
    const behaviour = () => scripts.filter((s) => /\/newsletterSignup\.[\w-]+\.js$/.test(s.url));
    await page.goto('/about');
    // No island on the page, so no island runtime inlined in it: every script it runs is a file.
    await expect(page.locator('astro-island')).toHaveCount(0);
    await expect(page.locator('script:not([src]):not([type="application/ld+json"])')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(behaviour()).toEqual([]);
    const input = await wake(page, 'footer-newsletter-email');
    expect(behaviour()).toHaveLength(1);
    await input.press('Enter');
    await expectToast(page, 'alert', 'Email required', 'Please enter your email address');
    await page.waitForLoadState('networkidle');
    const react: string[] = [];
    for (const s of scripts) if (isReact(await s.body)) react.push(s.url);
    expect(react).toEqual([]);
  });

  test('one toast at a time, shared with the islands of the page', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await page.goto('/contact');
    await page.locator('#contact-name').scrollIntoViewIfNeeded();
    await expect(island(page, 'contact-name')).not.toHaveAttribute('ssr', /.*/, T);
    const input = await wake(page, 'footer-newsletter-email');
    await input.press('Enter');
    await expectToast(page, 'alert', 'Email required', 'Please enter your email address');
    // The contact form's island shows its failure in the same toaster, in place of the footer's toast.
    await page.getByLabel('Full Name', { exact: true }).fill('Alex Morgan');
    await page.getByLabel('Email Address', { exact: true }).fill(unique('shared-toast'));
    await page.getByLabel('Investment Amount').selectOption({ label: '£50k–£100k' });
    await page.getByRole('radio', { name: 'Joint venture opportunities' }).check();
    await page.getByLabel('Your Message').fill('I would like to hear about your next joint venture.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'alert', 'Something went wrong', 'Failed to send your message. Please try again.');
    await expect(notifications(page).locator('.toast')).toHaveCount(1);
    await expect(page.locator('.toaster')).toHaveCount(1);
    await input.fill('name@example');
    await input.press('Enter');
    await expectToast(page, 'alert', 'Invalid email', 'Please enter a valid email address');
    await expect(notifications(page).locator('.toast')).toHaveCount(1);
  });

  test('success: trimmed, stored as pending, "Check your inbox" toast with the line to confirm; the e-mailed link subscribes', async ({
    page,
  }) => {
    const email = unique('footer');
    await page.goto('/about');
    const input = await wake(page, 'footer-newsletter-email');
    await input.fill(`  ${email}  `);
    await input.press('Enter');
    await expectToast(page, 'status', 'Check your inbox', CONFIRM_BY_LINK);
    await expect(notifications(page).getByRole('status')).toContainText(CONFIRM_NOTE);
    await expect(input).toHaveValue('');
    await expect.poll(outbox(email)).toEqual(['newsletter-confirm']);
    expect(await stored('newsletter', email)).toMatchObject([{ source: 'footer-newsletter', status: 'pending' }]);

    // The link from the e-mail: a page asks (mail scanners follow links), the button confirms.
    await page.goto(await linkFromOutbox(email, 'newsletter-confirm', '/api/newsletter/confirm'));
    await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
    await expect.poll(outbox(email)).toEqual(['newsletter-confirm', 'newsletter-welcome']);
    expect(await stored('newsletter', email)).toMatchObject([
      { status: 'subscribed', confirmed_via: 'confirmation link e-mailed at sign-up' },
    ]);
  });

  test('"already subscribed" comes from this browser\'s own sign-ups: an address listed elsewhere is answered like any other', async ({
    page,
    request,
  }) => {
    const email = unique('footer-dup');
    // Signed up somewhere else: the server answers as for a new address, and so does the form.
    expect((await request.post('/api/newsletter', { data: { email, source: 'updates-page' } })).status()).toBe(200);
    await page.goto('/about');
    const input = await wake(page, 'footer-newsletter-email');
    await input.fill(email);
    let answer = page.waitForResponse('**/api/newsletter');
    await page.getByRole('button', { name: 'Subscribe' }).last().click();
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'status', 'Check your inbox', CONFIRM_BY_LINK);

    // Signed up from this browser before (remembered across pages): the "already subscribed" failure toast, field kept.
    await page.goto('/contact');
    const again = await wake(page, 'footer-newsletter-email');
    await again.fill(email.toUpperCase());
    answer = page.waitForResponse('**/api/newsletter');
    await page.getByRole('button', { name: 'Subscribe' }).last().click();
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'alert', 'Subscription failed', ALREADY);
    await expect(notifications(page)).toContainText('If you have not confirmed yet');
    await expect(again).toHaveValue(email.toUpperCase());
    // Remembered as digests, never as the address.
    const saved = await page.evaluate(() => localStorage.getItem('newsletter_signups') ?? '');
    expect(JSON.parse(saved)).toHaveLength(1);
    expect(saved).not.toContain('footer-dup');
  });

  test('empty, blank and malformed addresses are stopped in the browser with their toasts', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/newsletter') && posts++);
    await page.goto('/about');
    const input = await wake(page, 'footer-newsletter-email');
    const button = page.getByRole('button', { name: 'Subscribe' }).last();
    await button.click();
    await expectToast(page, 'alert', 'Email required', 'Please enter your email address');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your email address');
    await input.fill('   ');
    await button.click();
    await expectToast(page, 'alert', 'Email required', 'Please enter your email address');
    await input.fill('name@example');
    await button.click();
    await expectToast(page, 'alert', 'Invalid email', 'Please enter a valid email address');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(posts).toBe(0);
  });

  test('the real 400 for a bad address maps to "Please enter a valid email address."', async ({ page }) => {
    await rewriteBody(page, '**/api/newsletter', { email: 'not an address', source: 'footer-newsletter' });
    await page.goto('/about');
    const input = await wake(page, 'footer-newsletter-email');
    await input.fill(unique('footer-400'));
    const answer = page.waitForResponse('**/api/newsletter');
    await input.press('Enter');
    expect((await answer).status()).toBe(400);
    await expectToast(page, 'alert', 'Subscription failed', 'Please enter a valid email address.');
  });

  test('network failure and any other failure', async ({ page }) => {
    await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
    await page.goto('/about');
    const input = await wake(page, 'footer-newsletter-email');
    const email = unique('footer-net');
    await input.fill(email);
    await input.press('Enter');
    await expectToast(
      page,
      'alert',
      'Subscription failed',
      'Network error. Please check your connection and try again.',
    );
    // Kept for another try, and focus is back in the field it was sent from.
    await expect(input).toHaveValue(email);
    await expect(input).toBeFocused();

    await page.unroute('**/api/newsletter');
    await rewriteBody(page, '**/api/newsletter', { email: unique('footer-src'), source: 'no-such-form' });
    const answer = page.waitForResponse('**/api/newsletter');
    await input.press('Enter');
    expect((await answer).status()).toBe(400);
    await expectToast(page, 'alert', 'Subscription failed', 'Failed to subscribe to the newsletter. Please try again.');
    await expect(notifications(page).locator('.toast')).toHaveCount(1);
  });

  test('one submission at a time: input and button disabled, with a spinner, while sending', async ({ page }) => {
    const email = unique('footer-once');
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/newsletter', async (route) => {
      posts++;
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const input = await wake(page, 'footer-newsletter-email');
    await input.fill(email);
    const button = page.getByRole('button', { name: 'Subscribe' }).last();
    await button.click();
    await expect(button).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(button.locator('.signup__spinner')).toBeVisible();
    await expect(signup(page, 'footer-newsletter-email').locator('form')).toHaveAttribute('aria-busy', 'true');
    await page.locator('#footer-newsletter-email').evaluate((el) => (el as HTMLInputElement).form!.requestSubmit());
    release();
    await expectToast(page, 'status', 'Check your inbox', CONFIRM_BY_LINK);
    await expect(button).toBeEnabled();
    await expect(button.locator('.signup__spinner')).toHaveCount(0);
    await expect(signup(page, 'footer-newsletter-email').locator('form')).not.toHaveAttribute('aria-busy');
    // The button was pressed: focus, dropped while it was disabled, is back on it.
    await expect(button).toBeFocused();
    expect(posts).toBe(1);
    await expect.poll(outbox(email)).toEqual(['newsletter-confirm']);
  });

  test('the toast can be dismissed, goes after 5 s, and never takes focus', async ({ page }) => {
    await page.goto('/about');
    const input = await wake(page, 'footer-newsletter-email');
    await page.getByRole('button', { name: 'Subscribe' }).last().click();
    await expect(notifications(page).getByRole('alert')).toContainText('Email required');
    await expect(input).toBeFocused();
    await notifications(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(notifications(page).locator('.toast')).toHaveCount(0);
    await input.fill('x@y');
    await input.press('Enter');
    await expect(notifications(page).locator('.toast')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(notifications(page).locator('.toast')).toHaveCount(0, { timeout: 7000 });
  });
});

test.describe('updates-page newsletter', () => {
  test('success, then, after a reload, the neutral "Already subscribed" for the same address from this browser', async ({
    page,
  }) => {
    const email = unique('updates');
    await page.goto('/updates');
    const input = await wake(page, 'updates-newsletter-email');
    await input.fill(` ${email} `);
    await input.press('Enter');
    await expectToast(
      page,
      'status',
      'Thank you for signing up!',
      "Check your inbox to confirm, and you'll receive our latest insights and updates.",
    );
    await expect(notifications(page).getByRole('status')).toContainText(CONFIRM_NOTE);
    await expect(input).toHaveValue('');
    await expect.poll(outbox(email)).toEqual(['newsletter-confirm']);
    expect(await stored('newsletter', email)).toMatchObject([{ source: 'updates-page', status: 'pending' }]);

    await page.reload();
    const again = await wake(page, 'updates-newsletter-email');
    await again.fill(email.toUpperCase());
    const answer = page.waitForResponse('**/api/newsletter');
    await again.press('Enter');
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'status', 'Already subscribed', ALREADY);
    // True for a sign-up this browser made, confirmed or not: the toast says where the confirmation is.
    await expect(notifications(page)).toContainText(
      'If you have not confirmed yet, use the link in the e-mail we sent you.',
    );
    await expect(again).toHaveValue(email.toUpperCase());
    // The same day, a second sign-up of a pending address sends nothing more.
    await expect.poll(outbox(email)).toEqual(['newsletter-confirm']);
  });

  test('empty address, server failure and network failure', async ({ page }) => {
    await page.goto('/updates');
    const input = await wake(page, 'updates-newsletter-email');
    await input.press('Enter');
    await expectToast(page, 'alert', 'Email required', 'Please enter your email address');
    await expect(input).toBeFocused();

    await rewriteBody(page, '**/api/newsletter', { email: 'bad', source: 'updates-page' });
    await input.fill(unique('updates-400'));
    const answer = page.waitForResponse('**/api/newsletter');
    await input.press('Enter');
    expect((await answer).status()).toBe(400);
    await expectToast(page, 'alert', 'Subscription failed', 'Failed to subscribe to the newsletter. Please try again.');

    await page.unroute('**/api/newsletter');
    await page.route('**/api/newsletter', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await input.press('Enter');
    await expectToast(page, 'alert', 'Subscription failed', 'Failed to subscribe to the newsletter. Please try again.');
    await expect(input).not.toHaveValue('');
  });
});

test.describe('before the form has woken', () => {
  test('what was typed while its script loaded is kept and sent as JSON', async ({ page }) => {
    const email = unique('early');
    // The form's script is held back until the address has been typed, however long that takes.
    let release!: () => void;
    const typed = new Promise<void>((r) => (release = r));
    await page.route(/\/_astro\/newsletterSignup\.[^/]+\.js/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/about');
    const input = page.locator('#footer-newsletter-email');
    await input.pressSequentially(email);
    await expect(signup(page, 'footer-newsletter-email')).not.toHaveAttribute('data-awake');
    release();
    await expect(signup(page, 'footer-newsletter-email')).toHaveAttribute('data-awake', '', T);
    await expect(input).toHaveValue(email);
    const sent = page.waitForRequest('**/api/newsletter');
    await input.press('Enter');
    expect((await sent).headers()['content-type']).toBe('application/json');
    await expectToast(page, 'status', 'Check your inbox', CONFIRM_BY_LINK);
  });
});

test.describe('without JavaScript the plain form still gets through', () => {
  test.use({ javaScriptEnabled: false });

  test('footer newsletter', async ({ page }) => {
    const email = unique('nojs-footer');
    await page.goto('/about');
    await page.locator('#footer-newsletter-email').fill(email);
    await page.locator('#footer-newsletter-email').press('Enter');
    await expect(page).toHaveURL(/\/subscribed$/, T);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for signing up!');
    await expect(page.locator('main')).toContainText(CHECK_INBOX);
    await expect(page.locator('main')).toContainText(CONFIRM_NOTE);
    await expect(page.locator('main')).not.toContainText(/you(?:'ve been| are) subscribed/i);
    await expect.poll(outbox(email)).toEqual(['newsletter-confirm']);
  });
});
