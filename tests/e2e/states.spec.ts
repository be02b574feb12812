/**
 * axe (WCAG 2.2 A/AA) on the states the page scripts and islands add: the open mobile menu, the
 * open dropdown, the carousels once Swiper runs (playing and paused), the loaded map, and the
 * toasts. Form errors and the checklist's success are in forms/*.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { GALLERY_PAGE, mountCarousel, stubMap } from '../support/states';

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the carousels running and paused, and the loaded map', async ({ page }) => {
    await stubMap(page);
    // A visitor who has not asked for reduced motion: the slideshow plays and has its Pause button.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(GALLERY_PAGE);
    const carousel = await mountCarousel(page);
    expect(await axeViolations(page)).toEqual([]);
    const pause = carousel.getByRole('button', { name: /Pause/ });
    await pause.click();
    await expect(carousel.getByRole('button', { name: /Play/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Show map of / }).click();
    await expect(page.locator('[data-map-facade] iframe')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the open What We Do dropdown', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'What We Do pages' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invest With Us' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a success toast and an error toast', async ({ page }) => {
    await page.goto('/about');
    const input = page.locator('#footer-newsletter-email');
    await input.focus();
    await expect(page.locator('newsletter-signup:has(#footer-newsletter-email)')).toHaveAttribute('data-awake', '');
    await input.fill(`states-${Date.now()}@example.com`);
    await input.press('Enter');
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByRole('status')).toContainText('Check your inbox');
    expect(await axeViolations(page)).toEqual([]);
    await input.fill('not-an-address');
    await input.press('Enter');
    await expect(notifications.getByRole('alert')).toContainText('Invalid email');
    expect(await axeViolations(page)).toEqual([]);
  });
});
