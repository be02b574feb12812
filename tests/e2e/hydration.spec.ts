/**
 * No dead controls before an island wakes: the tools that are their page's purpose (the quiz, the hub,
 * the calculator on its own page) hydrate once the page has painted and is idle, not on sight; the quiz's options are a
 * native radio group that a tap or the keyboard uses at once and the island keeps; a tap on a hub button
 * before the hub wakes is replayed when it does; and no control is served disabled without a reason
 * on the page. The islands are held back here (their module withheld) to be sure of the moment before.
 */
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from './built-site';
import { holdIsland } from '../support/states';

test.describe.configure({ timeout: 90_000 });

const waiting = (page: Page, selector: string) => page.locator(`astro-island:has(${selector})`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap on a quiz option the moment the page has loaded selects it, and the quiz keeps it when it wakes', async ({
    page,
  }) => {
    const release = await holdIsland(page, /\/LiteracyQuiz\.[\w-]+\.js$/);
    await page.goto('/financial-literacy');
    await expect(waiting(page, '.lq')).toHaveAttribute('ssr', '');
    const second = page.getByRole('radio').nth(1);
    await expect(second).toBeEnabled();
    await page.locator('.lq .choice').nth(1).tap();
    await expect(second).toBeChecked();
    // Shown as chosen, and the hint beside the disabled button gives way, before the island runs.
    await expect(page.locator('.lq .choice').nth(1)).toHaveCSS('border-top-color', 'rgb(11, 37, 69)');
    await expect(page.getByText('Choose an answer, then submit it.')).toBeHidden();

    release();
    await expect(waiting(page, '.lq')).not.toHaveAttribute('ssr', /.*/);
    await expect(second).toBeChecked();
    await expect(page.locator('.lq .choice.is-chosen')).toHaveCount(1);
    const submit = page.getByRole('button', { name: 'Submit Answer' });
    await expect(submit).toBeEnabled();
    await submit.tap();
    await expect(page.locator('.choice-feedback')).toBeVisible();
  });

  test('a tap on a hub module before the hub wakes opens its lesson once it has', async ({ page }) => {
    const release = await holdIsland(page, /\/LearningHub\.[\w-]+\.js$/);
    await page.goto('/learn');
    const start = page.getByRole('button', { name: /^Start Learning Inflation Basics$/ });
    await expect(waiting(page, '.hub')).toHaveAttribute('ssr', '');
    await expect(start).toBeEnabled();
    await start.tap();
    release();
    await expect(page.getByRole('heading', { name: 'What Is Inflation?', level: 3 })).toBeVisible();
    await expect(page.locator('.lesson__meta')).toContainText('step 1 of');
  });

  test('the first question is reached by scrolling past no more than the page heading', async ({ page }) => {
    await page.goto('/financial-literacy');
    const hero = (await page.locator('.hero').boundingBox())!;
    const question = (await page.locator('#lq-question-title').boundingBox())!;
    const first = (await page.locator('.lq .choice').first().boundingBox())!;
    expect(question.y + question.height, 'the question is on the first screen').toBeLessThanOrEqual(844);
    expect(
      first.y + first.height - (hero.y + hero.height),
      'the first option, once the heading is scrolled past',
    ).toBeLessThanOrEqual(844);
  });
});

test('at 1280×800 the first question and its first option are in view on arrival', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/financial-literacy');
  await expect(page.getByText('Question 1 of 8')).toBeInViewport();
  await expect(page.locator('#lq-question-title')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.lq .choice').first()).toBeInViewport({ ratio: 1 });
});

test('Tab from the top of /financial-literacy reaches the first option, before the quiz wakes and after', async ({
  page,
}) => {
  for (const held of [true, false]) {
    const release = held ? await holdIsland(page, /\/LiteracyQuiz\.[\w-]+\.js$/) : () => {};
    await page.goto('/financial-literacy');
    if (!held) await expect(waiting(page, '.lq')).not.toHaveAttribute('ssr', /.*/);
    const first = page.getByRole('radio').first();
    let presses = 0;
    while (!(await first.evaluate((el) => el === document.activeElement))) {
      expect(presses++, `Tab reaches the first option (${held ? 'quiz not yet awake' : 'quiz awake'})`).toBeLessThan(
        40,
      );
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('the quiz, the hub and the calculator on its own page wake without being scrolled to', async ({ page }) => {
  // A short window: each island is well below it, beyond the margin at which an island wakes on sight.
  await page.setViewportSize({ width: 1280, height: 200 });
  for (const [route, selector] of [
    ['/financial-literacy', '.lq'],
    ['/learn', '.hub'],
    ['/inflation-calculator', '#calc-name'],
  ] as const) {
    await page.goto(route);
    await expect(page.locator(selector).first()).not.toBeInViewport();
    await expect(waiting(page, selector), route).not.toHaveAttribute('ssr', /.*/);
  }
});

test.describe('as served, before any script', () => {
  test.use({ javaScriptEnabled: false });
  test('no control is disabled without a visible reason beside it', async ({ page }) => {
    const unexplained: string[] = [];
    for (const route of builtPages()) {
      await page.goto(route);
      unexplained.push(
        ...(await page
          .locator(':is(button, input, select, textarea, fieldset):is(:disabled, [aria-disabled="true"])')
          .evaluateAll(
            (controls, route) =>
              controls
                .filter((c) => (c as HTMLElement).offsetParent !== null)
                .filter((c) => {
                  const reasons = (c.getAttribute('aria-describedby') ?? '')
                    .split(/\s+/)
                    .map((id) => document.getElementById(id));
                  return !reasons.some((r) => r && r.offsetParent !== null && r.textContent.trim());
                })
                .map((c) => `${route}: ${c.outerHTML.slice(0, 120)}`),
            route,
          )),
      );
    }
    expect(unexplained).toEqual([]);
  });
});
