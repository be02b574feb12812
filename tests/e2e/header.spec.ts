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

test.describe('the learning tools in the menu', () => {
  for (const width of [1200, 1280]) {
    test(`at ${width} px: a Learn dropdown with the hub and the quiz, on the one row of links`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/financial-literacy');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const learn = nav.getByRole('button', { name: 'Learn' });
      // The quiz is in the Learn section: marked as the current section.
      await expect(learn).toHaveAttribute('aria-current', 'true');
      await expect(learn).toHaveAttribute('aria-expanded', 'false');
      // It shows it opens something, as What We Do's does.
      expect(
        (await learn.locator('svg').boundingBox())?.width ?? 0,
        'the Learn button’s chevron',
      ).toBeGreaterThanOrEqual(16);
      // By keyboard: a mouse left over the button would hold the dropdown open.
      await learn.focus();
      await page.keyboard.press('Enter');
      await expect(learn).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Learning Hub' })).toHaveAttribute('href', '/learn');
      await expect(nav.getByRole('link', { name: 'Financial Quiz' })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(learn).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Learning Hub' })).toBeHidden();
      const [home, cta] = [
        (await nav.getByRole('link', { name: 'Home' }).boundingBox())!,
        (await nav.getByRole('link', { name: 'Book A Call' }).boundingBox())!,
      ];
      const row = (await learn.boundingBox())!;
      for (const box of [home, cta])
        expect(Math.abs(box.y + box.height / 2 - (row.y + row.height / 2))).toBeLessThan(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('at 320 px the mobile menu lists the Learning Hub and the Financial Quiz among its links', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Learning Hub' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Financial Quiz' })).toHaveAttribute('href', '/financial-literacy');
    // No button that opens nothing: the group's button is the desktop dropdown's.
    await expect(nav.getByRole('button', { name: 'Learn' })).toBeHidden();
  });
});

test.describe('the header on a 320 × 640 phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('is opaque and compact, with the company name on at most two lines beside the back-to-top', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => scrollTo(0, 900));
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    const header = page.locator('header.site-header');
    const box = (await header.boundingBox())!;
    expect.soft(box.height, 'header height (room for a warning banner above it)').toBeLessThanOrEqual(57);
    expect.soft(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    const name = page.locator('.site-header .logo__name');
    const lines = await name.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, 'lines of the company name').toBeLessThanOrEqual(2);
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.y).toBeGreaterThanOrEqual(box.y);
    expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(box.y + box.height);
  });

  test('the open menu holds focus: Tab and Shift+Tab go round it, Escape gives focus back, the header stays put', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(1200);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const header = page.locator('header.site-header');
    const before = (await header.boundingBox())!;
    const where = () =>
      page.evaluate(() => {
        const el = document.activeElement!;
        const menu = document.getElementById('site-nav')!.contains(el) || el.matches('[data-nav-toggle]');
        return { menu, text: el.textContent.trim() || el.getAttribute('aria-label') || el.tagName };
      });
    const stops = await page
      .locator('[data-nav-toggle], #site-nav a[href], #site-nav button')
      .evaluateAll((els) => els.filter((el) => (el as HTMLElement).checkVisibility()).length);
    const seen = new Set<string>();
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      const at = await where();
      expect(at.menu, `Tab ${i + 1} is on "${at.text}"`).toBe(true);
      seen.add(at.text);
    }
    expect(seen.size, 'every stop of the menu is reached').toBe(stops);
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Shift+Tab');
      const at = await where();
      expect(at.menu, `Shift+Tab ${i + 1} is on "${at.text}"`).toBe(true);
    }
    // Nothing moved: the header where it was, the page where it was, no band above the header.
    expect(await header.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => scrollY)).toBe(1200);
    expect(await page.evaluate(() => document.elementFromPoint(160, 1)?.closest('header') !== null)).toBe(true);
    // What the menu covers is out of reach.
    expect(await page.locator('main').evaluate((el) => (el as HTMLElement).inert)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(await page.locator('main').evaluate((el) => (el as HTMLElement).inert)).toBe(false);

    // Closed by a tap outside with focus in it (on the dimmed page below the menu, on a taller phone), the menu
    // gives focus back to its button too.
    await page.setViewportSize({ width: 320, height: 760 });
    await toggle.click();
    await page.keyboard.press('Tab');
    const end = (await page.locator('#site-nav').boundingBox())!;
    expect(end.y + end.height, 'room below the menu').toBeLessThan(740);
    await page.mouse.click(160, 750);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});
