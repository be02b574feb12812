import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { caseStudyRoutes, routes } from './routes';

const paths = [...routes, ...caseStudyRoutes].map((r) => r.path).concat('/no-such-page');

for (const width of [390, 1280]) {
  test.describe(`axe (WCAG 2.2 A/AA) at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const path of paths) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
          .analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
