/**
 * Every form island through the real functions served as `npm start` serves them: the stored
 * record (the local Netlify Database), the outbox message (.data/test-outbox), and each row of spec §8. Failures
 * come from the real server (a second sign-up is a real 409, a bad body a real 400); only a network
 * failure is made by aborting the request.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };
import { axeViolations } from '../support/axe';
import { storedRecords } from '../support/stored';

const T = { timeout: 15_000 };
const OUTBOX = '.data/test-outbox';
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function jsonFiles(dir: string): Promise<any[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
}

/** Outbox messages to `to`, polled because delivery may finish just after the answer. */
const outbox = (to: string) => async () => (await jsonFiles(OUTBOX)).filter((m) => m.to === to).map((m) => m.tag).sort();

/** Stored records of a kind whose e-mail is `email`, shaped as the functions store them (see tests/support/stored.ts). */
const stored = (kind: string, email: string) => storedRecords(kind, email);

const island = (page: Page, field: string) => page.locator(`astro-island:has(#${field})`);
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Focuses a field, which hydrates a client:interact island, and waits for hydration to finish. */
async function hydrate(page: Page, field: string): Promise<Locator> {
  const input = page.locator(`#${field}`);
  await input.focus();
  await expect(island(page, field)).not.toHaveAttribute('ssr', /.*/, T);
  return input;
}

async function expectToast(page: Page, role: 'status' | 'alert', title: string, text: string) {
  // Whole-toaster first, so a failure shows whichever toast did appear.
  await expect(notifications(page)).toContainText(title, T);
  const region = notifications(page).getByRole(role);
  await expect(region).toContainText(title);
  await expect(region).toContainText(text);
}

/** Makes the real server see `body` instead of what the island sent (to get its real 400). */
async function rewriteBody(page: Page, path: string, body: Record<string, unknown>) {
  await page.route(path, (route) => route.continue({ postData: JSON.stringify(body) }));
}

test.describe('footer newsletter', () => {
  test('ships no React until someone reaches for the form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Anything the scroll would load (client:visible islands, lazy images) has loaded by network idle.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((u) => /NewsletterForm|client\./.test(u))).toEqual([]);
    await hydrate(page, 'footer-newsletter-email');
    expect(scripts.some((u) => /NewsletterForm/.test(u))).toBe(true);
  });

  test('success: trimmed, stored, welcomed, field cleared, "Success!" toast', async ({ page }) => {
    const email = unique('footer');
    await page.goto('/about');
    const input = await hydrate(page, 'footer-newsletter-email');
    await input.fill(`  ${email}  `);
    await input.press('Enter');
    await expectToast(page, 'status', 'Success!', "You've been subscribed to our newsletter.");
    await expect(input).toHaveValue('');
    await expect.poll(outbox(email)).toEqual(['newsletter-welcome']);
    expect(await stored('newsletter-subscribers', email)).toMatchObject([{ source: 'footer-newsletter', status: 'subscribed' }]);
  });

  test('already subscribed: the real 409 gives the mapped destructive toast and keeps the field', async ({ page, request }) => {
    const email = unique('footer-dup');
    expect((await request.post('/api/newsletter', { data: { email, source: 'updates-page' } })).status()).toBe(200);
    await page.goto('/about');
    const input = await hydrate(page, 'footer-newsletter-email');
    await input.fill(email);
    const answer = page.waitForResponse('**/api/newsletter');
    await page.getByRole('button', { name: 'Subscribe' }).last().click();
    expect((await answer).status()).toBe(409);
    await expectToast(page, 'alert', 'Subscription failed', 'This email is already subscribed to our newsletter.');
    await expect(input).toHaveValue(email);
  });

  test('empty, blank and malformed addresses are stopped in the browser with the §5 toasts', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/newsletter') && posts++);
    await page.goto('/about');
    const input = await hydrate(page, 'footer-newsletter-email');
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
    const input = await hydrate(page, 'footer-newsletter-email');
    await input.fill(unique('footer-400'));
    const answer = page.waitForResponse('**/api/newsletter');
    await input.press('Enter');
    expect((await answer).status()).toBe(400);
    await expectToast(page, 'alert', 'Subscription failed', 'Please enter a valid email address.');
  });

  test('network failure and any other failure', async ({ page }) => {
    await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
    await page.goto('/about');
    const input = await hydrate(page, 'footer-newsletter-email');
    await input.fill(unique('footer-net'));
    await input.press('Enter');
    await expectToast(page, 'alert', 'Subscription failed', 'Network error. Please check your connection and try again.');

    await page.unroute('**/api/newsletter');
    await rewriteBody(page, '**/api/newsletter', { email: unique('footer-src'), source: 'no-such-form' });
    const answer = page.waitForResponse('**/api/newsletter');
    await input.press('Enter');
    expect((await answer).status()).toBe(400);
    await expectToast(page, 'alert', 'Subscription failed', 'Failed to subscribe to the newsletter. Please try again.');
    await expect(notifications(page).locator('.toast')).toHaveCount(1);
  });

  test('one submission at a time: input and button disabled while sending', async ({ page }) => {
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
    const input = await hydrate(page, 'footer-newsletter-email');
    await input.fill(email);
    const button = page.getByRole('button', { name: 'Subscribe' }).last();
    await button.click();
    await expect(button).toBeDisabled();
    await expect(input).toBeDisabled();
    await page.locator('#footer-newsletter-email').evaluate((el) => (el as HTMLInputElement).form!.requestSubmit());
    release();
    await expectToast(page, 'status', 'Success!', "You've been subscribed to our newsletter.");
    expect(posts).toBe(1);
    await expect.poll(outbox(email)).toEqual(['newsletter-welcome']);
  });

  test('the toast can be dismissed, goes after 5 s, and never takes focus', async ({ page }) => {
    await page.goto('/about');
    const input = await hydrate(page, 'footer-newsletter-email');
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
  test('success, then the neutral "Already subscribed" for the same address', async ({ page }) => {
    const email = unique('updates');
    await page.goto('/updates');
    const input = await hydrate(page, 'updates-newsletter-email');
    await input.fill(` ${email} `);
    await input.press('Enter');
    await expectToast(page, 'status', 'Thank you for subscribing!', "You'll receive our latest insights and updates.");
    await expect(input).toHaveValue('');
    await expect.poll(outbox(email)).toEqual(['newsletter-welcome']);
    expect(await stored('newsletter-subscribers', email)).toMatchObject([{ source: 'updates-page' }]);

    await input.fill(email.toUpperCase());
    const answer = page.waitForResponse('**/api/newsletter');
    await input.press('Enter');
    expect((await answer).status()).toBe(409);
    await expectToast(page, 'status', 'Already subscribed', 'This email is already subscribed to our newsletter.');
    await expect(input).toHaveValue(email.toUpperCase());
  });

  test('empty address, server failure and network failure', async ({ page }) => {
    await page.goto('/updates');
    const input = await hydrate(page, 'updates-newsletter-email');
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

test.describe('case-study checklist sign-up', () => {
  for (const [slug, source] of [
    ['2-bed-social-housing-nelincs', 'checklist-2-bed-social-housing'],
    ['4-bed-family-social-housing-nelincs', 'checklist-4-bed-family-social-housing'],
  ]) {
    test(`${slug}: sends the checklist, even to a subscriber, and shows the download link`, async ({ page, request }) => {
      const email = unique('checklist');
      expect((await request.post('/api/newsletter', { data: { email, source: 'footer-newsletter' } })).status()).toBe(200);
      await page.goto(`/case-studies/${slug}`);
      const input = await hydrate(page, 'checklist-email');
      await input.fill(email);
      await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
      const done = page.getByRole('status').filter({ hasText: 'Checklist sent to your inbox!' });
      await expect(done).toBeVisible(T);
      await expect(done).toBeFocused();
      const link = done.getByRole('link', { name: /Click here/ });
      await expect(link).toHaveAttribute('href', settings.checklistUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(page.locator('#checklist-email')).toHaveCount(0);
      await expect.poll(outbox(email)).toEqual(['checklist-checklist', 'newsletter-welcome']);
      expect(await stored('checklist-requests', email)).toMatchObject([{ source }]);
    });
  }

  test('a failure shows the inline notice and keeps the form for a retry', async ({ page }) => {
    const email = unique('checklist-retry');
    await page.route('**/api/newsletter', (route) => route.abort('failed'));
    await page.goto('/case-studies/2-bed-social-housing-nelincs');
    const input = await hydrate(page, 'checklist-email');
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

test.describe('contact form', () => {
  async function open(page: Page) {
    await page.goto('/contact');
    await page.locator('#contact-name').scrollIntoViewIfNeeded();
    await expect(island(page, 'contact-name')).not.toHaveAttribute('ssr', /.*/, T);
  }
  async function fill(page: Page, email: string) {
    await page.getByLabel('Full Name', { exact: true }).fill('Alex Morgan');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await page.getByLabel('Phone Number (optional)').fill('07700 900123');
    await page.getByLabel('Investment Amount').selectOption({ label: '£50k–£100k' });
    await page.getByRole('radio', { name: 'Joint venture opportunities' }).check();
    await page.getByLabel('Your Message').fill('I would like to hear about your next joint venture.');
  }

  test('shows the §5 message under each field, and the error summary takes focus', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/contact') && posts++);
    await open(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByLabel('Full Name', { exact: true });
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveAccessibleDescription('Invalid email address');
    await expect(page.getByLabel('Investment Amount')).toHaveAccessibleDescription('Please select an investment amount');
    await expect(page.getByRole('radio', { name: 'Lending for fixed returns' })).toHaveAccessibleDescription("Please select what you're interested in");
    await expect(page.getByLabel('Your Message')).toHaveAccessibleDescription('Message must be at least 10 characters');

    await fill(page, 'alex@example');
    await name.fill('A');
    await page.getByLabel('Your Message').fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveAccessibleDescription('Invalid email address');
    await expect(page.getByLabel('Your Message')).toHaveAccessibleDescription('Message must be at least 10 characters');
    await expect(page.getByLabel('Investment Amount')).not.toHaveAttribute('aria-invalid', /.*/);
    expect(posts).toBe(0);
  });

  test('success: "Sending..." while submitting, stored, both e-mails sent, form cleared, toast', async ({ page }) => {
    const email = unique('contact');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await open(page);
    await fill(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expectToast(page, 'status', 'Message sent', "Thank you for contacting us. We'll be in touch shortly.");
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Investment Amount')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Joint venture opportunities' })).not.toBeChecked();
    await expect.poll(outbox(email)).toEqual(['contact-ack']);
    const notify = (await jsonFiles(OUTBOX)).find((m) => m.tag === 'contact-notify' && m.replyTo === email);
    expect(notify?.to).toBe(settings.email);
    expect(await stored('contact-enquiries', email)).toMatchObject([
      { data: { name: 'Alex Morgan', phone: '07700 900123', investmentAmount: '50k-100k', interest: 'joint-venture' } },
    ]);
  });

  test('failure from the server or the network: destructive toast, values kept', async ({ page }) => {
    const email = unique('contact-fail');
    await open(page);
    await fill(page, email);
    await rewriteBody(page, '**/api/contact', { name: 'A', email: 'nope' });
    const answer = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(400);
    await expectToast(page, 'alert', 'Something went wrong', 'Failed to send your message. Please try again.');
    await expect(page.getByLabel('Your Message')).toHaveValue('I would like to hear about your next joint venture.');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'alert', 'Something went wrong', 'Failed to send your message. Please try again.');
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveValue(email);
    expect(await stored('contact-enquiries', email)).toEqual([]);
  });
});

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
    expect(await stored('deal-leads', email)).toMatchObject([{ data: { name: 'Priya Shah', message: 'Two-bed social housing in Grimsby, up to £70k.' } }]);
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

test.describe('before the island has hydrated', () => {
  test('what was typed while the island loaded is kept and sent as JSON', async ({ page }) => {
    const email = unique('early');
    // The island's script is held back until the address has been typed, however long that takes.
    let release!: () => void;
    const typed = new Promise<void>((r) => (release = r));
    await page.route(/\/_astro\/NewsletterForm\.[^/]+\.js/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/about');
    const input = page.locator('#footer-newsletter-email');
    await input.pressSequentially(email);
    await expect(island(page, 'footer-newsletter-email')).toHaveAttribute('ssr', /.*/);
    release();
    await expect(island(page, 'footer-newsletter-email')).not.toHaveAttribute('ssr', /.*/, T);
    await expect(input).toHaveValue(email);
    await input.press('Enter');
    await expectToast(page, 'status', 'Success!', "You've been subscribed to our newsletter.");
  });

  test('a submit before the island loads is a plain form post that still gets through', async ({ page }) => {
    const email = unique('early-post');
    // A regular expression, so Astro's retry of a failed island import (`?astro-retry=…`) is blocked too.
    await page.route(/\/_astro\/ContactForm\.[^/]+\.js/, (route) => route.abort('failed'));
    await page.goto('/contact');
    await page.getByLabel('Full Name', { exact: true }).fill('Early Bird');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await page.getByLabel('Investment Amount').selectOption('25k-50k');
    await page.getByRole('radio', { name: 'Lending for fixed returns' }).check();
    await page.getByLabel('Your Message').fill('Submitted before the script arrived.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/message-sent$/, T);
    expect(await stored('contact-enquiries', email)).toMatchObject([{ data: { name: 'Early Bird', interest: 'lending' } }]);
  });
});

test.describe('before hydration and without JavaScript the plain forms still get through', () => {
  test.use({ javaScriptEnabled: false });

  test('footer newsletter', async ({ page }) => {
    const email = unique('nojs-footer');
    await page.goto('/about');
    await page.locator('#footer-newsletter-email').fill(email);
    await page.locator('#footer-newsletter-email').press('Enter');
    await expect(page).toHaveURL(/\/subscribed$/, T);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for subscribing!');
    await expect.poll(outbox(email)).toEqual(['newsletter-welcome']);
  });

  test('checklist', async ({ page }) => {
    const email = unique('nojs-checklist');
    await page.goto('/case-studies/4-bed-family-social-housing-nelincs');
    await page.locator('#checklist-email').fill(email);
    await page.getByRole('button', { name: 'Send Me The Checklist' }).click();
    await expect(page).toHaveURL(/\/checklist-sent$/, T);
    expect(await stored('checklist-requests', email)).toMatchObject([{ source: 'checklist-4-bed-family-social-housing' }]);
  });

  test('contact form', async ({ page }) => {
    const email = unique('nojs-contact');
    await page.goto('/contact');
    await page.getByLabel('Full Name', { exact: true }).fill('No Script');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await page.getByLabel('Investment Amount').selectOption('250k+');
    await page.getByRole('radio', { name: 'Just asking questions' }).check();
    await page.getByLabel('Your Message').fill('Do you take investors from outside Lincolnshire?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/message-sent$/, T);
    await expect.poll(outbox(email)).toEqual(['contact-ack']);
  });

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

test.describe('accessibility of the states the islands add', () => {
  const axe = (page: Page) => axeViolations(page);

  for (const width of [390, 1280]) {
    test(`field errors, a destructive toast and a neutral toast pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/contact');
      await page.locator('#contact-name').scrollIntoViewIfNeeded();
      await expect(island(page, 'contact-name')).not.toHaveAttribute('ssr', /.*/, T);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('.field-error').getByText('Name is required')).toBeVisible();
      const input = await hydrate(page, 'footer-newsletter-email');
      await input.fill('broken@address');
      await input.press('Enter');
      await expect(notifications(page).getByRole('alert')).toContainText('Invalid email', T);
      expect(await axe(page)).toEqual([]);

      await page.goto('/case-studies/4-bed-family-social-housing-nelincs');
      const checklist = await hydrate(page, 'checklist-email');
      await checklist.fill(unique('axe'));
      await checklist.press('Enter');
      await expect(page.getByText('Checklist sent to your inbox!')).toBeVisible(T);
      expect(await axe(page)).toEqual([]);
    });
  }
});
