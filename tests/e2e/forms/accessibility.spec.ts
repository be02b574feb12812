/** axe on the states the form islands add: field errors, toasts, the checklist's success. */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { T, unique, island, notifications, wake } from './support';

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
      const input = await wake(page, 'footer-newsletter-email');
      await input.fill('broken@address');
      await input.press('Enter');
      await expect(notifications(page).getByRole('alert')).toContainText('Invalid email', T);
      expect(await axe(page)).toEqual([]);

      await page.goto('/case-studies/4-bed-family-social-housing-nelincs');
      const checklist = await wake(page, 'checklist-email');
      await checklist.fill(unique('axe'));
      await checklist.press('Enter');
      await expect(page.getByText('Checklist sent to your inbox!')).toBeVisible(T);
      expect(await axe(page)).toEqual([]);
    });
  }
});
