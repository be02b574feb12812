/**
 * The content editor's previews on their stand-in (src/admin/react.ts): what they run on when a new Sveltia CMS no
 * longer gives its React as the editor expects. Asked for here on purpose, in the real editor: the editor says so,
 * naming the version, and a case study's preview still works its figures out and checks the entry as it changes.
 * Nothing is saved.
 */
import { expect, test } from '@playwright/test';
import { FORCE_STAND_IN } from '../../src/admin/react';

test('the previews work on the stand-in made of Sveltia’s h and createClass', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.addInitScript((key) => localStorage.setItem(key, '1'), FORCE_STAND_IN);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: /Case studies/ })).toBeVisible();

  await page.goto('/admin/#/collections/caseStudies/entries/2-bed-social-housing-nelincs');
  const preview = page.frameLocator('iframe.preview');
  // The entry's check ran (an effect, its result kept in state) and the figures are worked out.
  await expect(preview.locator('[data-checks]')).toBeVisible();
  await expect(preview.locator('h1')).toContainText('2-Bed');
  await expect(preview.getByText('£', { exact: false }).first()).toBeVisible();
  expect(warnings.join('\n')).toMatch(
    new RegExp(
      `\\[editor\\] Sveltia CMS \\d+\\.\\d+\\.\\d+ .*${FORCE_STAND_IN} asks for the stand-in.*h and createClass`,
    ),
  );

  // A change to the form runs the check again: a claim the build refuses is listed in the preview.
  const title = page.locator('section[data-key-path="title"]').locator('input, textarea').first();
  await title.fill('A guaranteed 2-Bed return');
  await expect(preview.locator('[data-checks="errors"]')).toContainText(/guarantee/i);
});
