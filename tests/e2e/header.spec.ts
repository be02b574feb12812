/** The header's call to book: a primary button on desktop; the end of the mobile menu, with the phone number. */
import { expect, test } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };

for (const width of [1200, 1280]) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("'Book A Call' is the header's primary button, last, on one row with the links", async ({ page }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const cta = nav.getByRole('link', { name: 'Book A Call' });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', '/book-call');
      await expect(cta).toHaveClass(/\bbtn--primary\b/);
      await expect(nav.getByRole('link').last()).toHaveText('Book A Call');
      const [button, links] = [
        await cta.boundingBox(),
        await nav.getByRole('link', { name: 'Contact Us' }).boundingBox(),
      ];
      expect(button!.height).toBeGreaterThanOrEqual(40);
      expect(Math.abs(button!.y + button!.height / 2 - (links!.y + links!.height / 2))).toBeLessThan(4);
      expect(button!.x).toBeGreaterThan(links!.x);
      // It stands out: the brand's orange, not the links' plain text.
      expect(await cta.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(247, 147, 30)');
      await expect(nav.getByRole('link', { name: settings.phone.display })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test.describe('current page and section at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a child page marks its section: What We Do at /find-you-a-deal, Case Studies on a case study', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/find-you-a-deal');
    await expect(nav.getByRole('link', { name: 'What We Do', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('a[href="/find-you-a-deal"]')).toHaveAttribute('aria-current', 'page');
    const marked = await nav
      .getByRole('link', { name: 'What We Do', exact: true })
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(marked).not.toBe('none');

    await page.goto('/case-studies/manchester-flip');
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    await page.goto('/book-call');
    await expect(nav.getByRole('link', { name: 'Book A Call' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("ends with 'Book A Call' and the phone number", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    const count = await links.count();
    await expect(links.nth(count - 2)).toHaveText('Book A Call');
    await expect(links.nth(count - 1)).toHaveAttribute('href', `tel:${settings.phone.tel}`);
    await expect(links.nth(count - 1)).toHaveAccessibleName(`Phone ${settings.phone.display}`);
    for (const i of [count - 2, count - 1]) {
      const box = await links.nth(i).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThan(300);
    }
    // Both fit on the screen without scrolling the menu.
    await expect(links.nth(count - 1)).toBeInViewport();
  });
});
