/**
 * Toasts that wait their turn: a toast never covers the form that raised it or its button (on a phone the
 * footer's form sits at the foot of the screen, so its toast goes under the header), says what is true
 * ("Check your inbox": nobody is subscribed until they confirm), and stays about 5 s from when it appears,
 * held while a mouse is over it or focus is in it, never by a finger that tapped it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { unique } from '../support/unique';
import { hydrated, wakeSignup } from '../support/states';

const T = { timeout: 15_000 };
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).locator('.toast');

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

async function expectClear(page: Page, of: Locator, what: string) {
  const [t, o] = [(await toast(page).boundingBox())!, (await of.boundingBox())!];
  expect(overlap(t, o), `the toast over ${what}`).toBe(0);
  await expect(toast(page)).toBeInViewport({ ratio: 1 });
}

for (const [width, height] of [
  [320, 640],
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width} × ${height}`, () => {
    const phone = width < 600;
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    for (const [route, field] of [
      ['/about', 'footer-newsletter-email'],
      ['/updates', 'updates-newsletter-email'],
    ] as const) {
      test(`${route}: the sign-up's toasts cover neither its form nor its button`, async ({ page }) => {
        await page.goto(route);
        const input = await wakeSignup(page, field);
        const box = page.locator(`newsletter-signup:has(#${field})`);
        for (const position of ['start', 'end'] as const) {
          // The form at the top of the screen, then at its foot, where a thumb leaves it.
          await input.evaluate((el, block) => el.scrollIntoView({ block }), position);
          await input.fill('');
          await input.press('Enter');
          await expect(toast(page)).toContainText('Email required', T);
          await expectClear(page, box, `the form at the ${position} of the screen`);
        }
        await input.fill(unique('toast-place'));
        await input.press('Enter');
        await expect(toast(page)).toContainText(
          route === '/about' ? 'Check your inbox' : 'Thank you for signing up!',
          T,
        );
        await expectClear(page, box, 'the form signed up from');
        // Scrolled while it shows, it moves out of the form's way again.
        await input.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await expect.poll(async () => overlap((await toast(page).boundingBox())!, (await box.boundingBox())!)).toBe(0);
      });
    }
  });
}

/**
 * Stops the page's installed clock where it is, so a toast's 5 s run only as the test moves time on: on a busy
 * machine, real seconds pass between a toast showing and the next step.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

test.describe('on a 320 × 640 phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('the footer sign-up says "Check your inbox", not "Success!", in a toast of a few lines', async ({ page }) => {
    await page.goto('/about');
    const input = await wakeSignup(page, 'footer-newsletter-email');
    await input.fill(unique('toast-words'));
    await input.press('Enter');
    await expect(toast(page).locator('.toast__title')).toHaveText('Check your inbox', T);
    await expect(toast(page)).not.toContainText(/Success|been subscribed|for subscribing/);
    expect((await toast(page).boundingBox())!.height, 'toast height').toBeLessThan(200);
  });

  test('the contact form’s failure toast leaves its button and the focused control in view', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('#contact-name').scrollIntoViewIfNeeded();
    await hydrated(page, '#contact-name');
    await page.getByLabel('Full Name', { exact: true }).fill('Alex Morgan');
    await page.getByLabel('Email Address', { exact: true }).fill(unique('toast-contact'));
    await page.getByLabel('Investment Amount').selectOption({ index: 1 });
    await page.getByRole('radio').first().check();
    await page.getByLabel('Your Message').fill('I would like to hear about lending.');
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.tap();
    await expect(toast(page)).toContainText('Something went wrong', T);
    await expectClear(page, send, 'the Send Message button');
    const focused = page.locator(':focus');
    if (await focused.count()) await expectClear(page, focused, 'the control with focus');
  });

  test('a toast stays 5 s from when it shows, held by a mouse over it or focus in it, not by a tap', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/about');
    const input = await wakeSignup(page, 'footer-newsletter-email');
    await pauseClock(page);
    const show = async () => {
      await input.fill('');
      await input.press('Enter');
      await expect(toast(page)).toBeVisible(T);
    };
    await show();
    await page.clock.runFor(4_800);
    await expect(toast(page)).toBeVisible();
    await page.clock.runFor(400);
    await expect(toast(page)).toHaveCount(0);

    // A finger that taps the toast leaves no pointer to hold it.
    await show();
    await toast(page).locator('.toast__body').tap();
    await page.clock.runFor(5_200);
    await expect(toast(page)).toHaveCount(0);

    // Focus in it holds it for as long as it stays.
    await show();
    await toast(page).getByRole('button', { name: 'Dismiss notification' }).focus();
    await page.clock.runFor(20_000);
    await expect(toast(page)).toBeVisible();
    await input.focus();
    await page.clock.runFor(5_200);
    await expect(toast(page)).toHaveCount(0);
  });
});

test('at 1280 px a mouse over the toast holds it, and it goes 5 s after the mouse leaves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto('/about');
  const input = await wakeSignup(page, 'footer-newsletter-email');
  await pauseClock(page);
  await input.press('Enter');
  await expect(toast(page)).toBeVisible(T);
  await toast(page).hover();
  await page.clock.runFor(20_000);
  await expect(toast(page)).toBeVisible();
  await page.mouse.move(5, 400);
  await page.clock.runFor(4_800);
  await expect(toast(page)).toBeVisible();
  await page.clock.runFor(400);
  await expect(toast(page)).toHaveCount(0);
});
