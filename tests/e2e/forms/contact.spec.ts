/** The contact form, before hydration and without JavaScript too. */
import { expect, test, type Page } from '@playwright/test';
import settings from '../../../content/site.json' with { type: 'json' };
import { T, OUTBOX, unique, jsonFiles, outbox, stored, island, expectToast, rewriteBody } from './support';

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

  test('shows its message under each field, and the error summary takes focus', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.url().includes('/api/contact') && posts++);
    await open(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByLabel('Full Name', { exact: true });
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveAccessibleDescription(
      'Invalid email address',
    );
    await expect(page.getByLabel('Investment Amount')).toHaveAccessibleDescription(
      'Please select an investment amount',
    );
    await expect(page.getByRole('radio', { name: 'Lending at a fixed interest rate' })).toHaveAccessibleDescription(
      "Please select what you're interested in",
    );
    await expect(page.getByLabel('Your Message')).toHaveAccessibleDescription('Message must be at least 10 characters');

    await fill(page, 'alex@example');
    await name.fill('A');
    await page.getByLabel('Your Message').fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveAccessibleDescription(
      'Invalid email address',
    );
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
    // Above the cleared form, a confirmation with the reply promise, which outlasts the toast.
    const sent = page.locator('.contact-form__sent');
    await expect(sent).toBeFocused();
    await expect(sent).toHaveText(
      `Message sentThank you for contacting us. We'll reply to ${email} within 1 working day.`,
    );
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Investment Amount')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Joint venture opportunities' })).not.toBeChecked();
    await expect.poll(outbox(email)).toEqual(['contact-ack']);
    const notification = async () =>
      (await jsonFiles(OUTBOX)).find((m) => m.tag === 'contact-notify' && m.replyTo === email);
    await expect.poll(notification, T).toBeTruthy();
    const notify = await notification();
    expect(notify?.to).toBe(settings.email);
    expect(await stored('contact', email)).toMatchObject([
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
    expect(await stored('contact', email)).toEqual([]);
  });
});

test.describe('before the island has hydrated', () => {
  test('a submit before the island loads is a plain form post that still gets through', async ({ page }) => {
    const email = unique('early-post');
    // A regular expression, so Astro's retry of a failed island import (`?astro-retry=…`) is blocked too.
    await page.route(/\/_astro\/ContactForm\.[^/]+\.js/, (route) => route.abort('failed'));
    await page.goto('/contact');
    await page.getByLabel('Full Name', { exact: true }).fill('Early Bird');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await page.getByLabel('Investment Amount').selectOption('25k-50k');
    await page.getByRole('radio', { name: 'Lending at a fixed interest rate' }).check();
    await page.getByLabel('Your Message').fill('Submitted before the script arrived.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/message-sent$/, T);
    expect(await stored('contact', email)).toMatchObject([{ data: { name: 'Early Bird', interest: 'lending' } }]);
  });
});

test.describe('without JavaScript the plain form still gets through', () => {
  test.use({ javaScriptEnabled: false });

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
});
