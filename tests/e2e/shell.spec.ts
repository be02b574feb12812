import { expect, test } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };

test.describe('page shell on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggle opens a stacked menu that closes on Escape and when a link is followed', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Home',
      'About Us',
      'What We Do',
      'Find You A Deal',
      'Invest With Us',
      'Case Studies',
      'Inflation Calculator',
      'Book A Call',
      'Contact Us',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    // A same-page link proves the menu closes on a followed link, not merely on the next page load.
    await page.evaluate(() => document.querySelector('#site-nav a')?.setAttribute('href', '#main'));
    await nav.getByRole('link').first().click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the scroll-to-top button appears past 300 px and returns to the top', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('page shell on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('header links are all visible, the current page is marked, and there is no menu toggle', async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['What We Do', '/invest'],
      ['Case Studies', '/case-studies'],
      ['Inflation Calculator', '/inflation-calculator'],
      ['Book A Call', '/book-call'],
      ['Contact Us', '/contact'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('the What We Do dropdown works with the keyboard and the mouse', async ({ page }) => {
    await page.goto('/find-you-a-deal');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'What We Do pages' });
    // A closed submenu is display:none, out of the accessibility tree, so find it by its address.
    const child = nav.locator('a[href="/find-you-a-deal"]');
    await expect(child).toHaveAttribute('aria-current', 'page');
    await expect(child).toBeHidden();

    await nav.getByRole('link', { name: 'What We Do' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(child).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(child).toBeHidden();

    // Tabbing out of the open menu closes it.
    await page.keyboard.press('Space');
    await expect(child).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.mouse.move(0, 400);
    await nav.getByRole('link', { name: 'What We Do' }).hover();
    await expect(nav.getByRole('link', { name: 'Invest With Us' })).toBeVisible();
    await nav.getByRole('link', { name: 'Invest With Us' }).click();
    await expect(page).toHaveURL(/\/invest-with-us$/);
  });

  test('the footer has the quick links, case-studies call to action, terms, contact links and newsletter form', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    const expected = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['What We Do', '/invest'],
      ['Updates', '/updates'],
      ['Inflation Calculator', '/inflation-calculator'],
      ['Financial Quiz', '/financial-literacy'],
      ['Learning Hub', '/learn'],
      ['Contact Us', '/contact'],
    ];
    await expect(quick.getByRole('link')).toHaveCount(expected.length);
    for (const [i, [name, href]] of expected.entries()) {
      await expect(quick.getByRole('link').nth(i)).toHaveText(name!);
      await expect(quick.getByRole('link').nth(i)).toHaveAttribute('href', href!);
    }
    await expect(footer.locator('a[href="/case-studies"]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy Notice', exact: true })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    );
    await expect(footer.getByRole('link', { name: settings.phone.display })).toHaveAttribute(
      'href',
      `tel:${settings.phone.tel}`,
    );
    for (const s of settings.social)
      await expect(footer.getByRole('link', { name: new RegExp(`^${s.name}`) })).toHaveAttribute('href', s.url);
    const form = footer.locator('form[action="/api/newsletter"][method="post"]');
    await expect(form).toHaveCount(1);
    await expect(form.getByRole('textbox', { name: /email/i })).toHaveAttribute('type', 'email');
    await expect(form.locator('input[name="source"]')).toHaveValue('footer-newsletter');
    await expect(footer.getByText(settings.riskWarning.footer)).toBeVisible();
  });
});
