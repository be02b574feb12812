import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { builtPages } from './built-site';

// Every built page (and the 404 page), found from the build so new pages are covered when they land.
for (const width of [390, 1280]) {
  test.describe(`axe (WCAG 2.2 A/AA) at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const path of builtPages()) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
