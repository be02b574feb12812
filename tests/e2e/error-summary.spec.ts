/**
 * Form errors in the pattern GOV.UK made familiar: a titled summary at the top that takes focus and
 * links each problem to its field, a red border and its own message on every invalid field; and
 * in the footer newsletter, one message per problem.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';

// The deal waitlist goes through the real function, which the local emulation builds per request.
test.describe.configure({ timeout: 60_000 });
const T = { timeout: 15_000 };
const RED = 'rgb(185, 28, 28)';
const island = (page: Page, field: string) => page.locator(`astro-island:has(#${field})`);

async function openContact(page: Page) {
  await page.goto('/contact');
  await page.locator('#contact-name').scrollIntoViewIfNeeded();
  await expect(island(page, 'contact-name')).not.toHaveAttribute('ssr', /.*/, T);
}

test('an empty contact form: the summary takes focus, lists every problem in order, and links to each field', async ({
  page,
}) => {
  await openContact(page);
  await page.getByRole('button', { name: 'Send Message' }).click();

  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toHaveAccessibleName('There is a problem');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  const expected = [
    ['Name is required', 'contact-name'],
    ['Invalid email address', 'contact-email'],
    ['Please select an investment amount', 'contact-amount'],
    ["Please select what you're interested in", 'contact-interest-lending'],
    ['Message must be at least 10 characters', 'contact-message'],
  ] as const;
  const links = summary.getByRole('link');
  await expect(links).toHaveText(expected.map(([text]) => text));
  for (const [i, [, id]] of expected.entries()) await expect(links.nth(i)).toHaveAttribute('href', `#${id}`);

  // Every invalid field has a red border and its message, the text fields as much as the choices.
  for (const id of ['contact-name', 'contact-email', 'contact-amount', 'contact-message']) {
    const field = page.locator(`#${id}`);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await field.evaluate((el) => getComputedStyle(el).borderTopColor), id).toBe(RED);
  }
  await expect(page.locator('.choice').first()).toHaveCSS('border-top-color', RED);
  await expect(page.locator('.field-error')).toHaveText(expected.map(([text]) => text));

  // A link takes you to its field: focused, with its label (or the group's legend) in view.
  await links.nth(3).click();
  await expect(page.getByRole('radio', { name: 'Lending at a fixed interest rate' })).toBeFocused();
  await expect(page.getByText('What are you interested in?')).toBeInViewport();
  await summary.getByRole('link', { name: 'Message must be at least 10 characters' }).click();
  await expect(page.getByLabel('Your Message')).toBeFocused();
  await expect(page).toHaveURL(/\/contact$/);

  // Fixing a field takes it off the list at the next submit.
  await page.getByLabel('Full Name', { exact: true }).fill('Alex Morgan');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(summary).toBeFocused();
  await expect(links).toHaveCount(4);
  await expect(page.getByLabel('Full Name', { exact: true })).not.toHaveAttribute('aria-invalid', /.*/);
});

test('the deal waitlist shows the summary for problems the server finds', async ({ page }) => {
  await page.goto('/find-you-a-deal');
  await page.locator('#deal-name').scrollIntoViewIfNeeded();
  await expect(island(page, 'deal-name')).not.toHaveAttribute('ssr', /.*/, T);
  await page.getByLabel('Name', { exact: true }).fill('Sam Cole');
  await page.getByLabel('Email', { exact: true }).fill('sam@example.com');
  // The real function answers 400 with per-field errors for a body the browser's checks would not send.
  await page.route('**/api/send-deal-lead', (route) =>
    route.continue({ postData: JSON.stringify({ name: '', email: 'bad' }) }),
  );
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused({ timeout: 40_000 });
  await expect(summary.getByRole('link').first()).toHaveAttribute('href', /^#deal-/);
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
});

test('the footer newsletter shows one message per problem, not the same words twice', async ({ page }) => {
  await page.goto('/about');
  const input = page.locator('#footer-newsletter-email');
  await input.focus();
  await expect(page.locator('newsletter-signup:has(#footer-newsletter-email)')).toHaveAttribute('data-awake', '', T);
  await input.press('Enter');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Email required', T);
  await expect(
    page.getByText('Please enter your email address', { exact: true }).filter({ visible: true }),
  ).toHaveCount(1);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription('Please enter your email address');
  expect(await input.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(RED);
});

for (const width of [390, 1280]) {
  test(`the error summary state passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openContact(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
}
