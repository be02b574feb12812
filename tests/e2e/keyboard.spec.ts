/**
 * Each flow completed with the keyboard alone: every control is reached by Tab from the one before
 * (never by a click or a programmatic focus), and operated by Enter, Space, arrows and typing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadYaml as load } from '../../src/lib/contentYaml';
import { GALLERY_PAGE, mountCarousel, stubMap } from '../support/states';
import { unique } from '../support/unique';

/** How many Tab presses from the current focus should reach `target`, from the page's tab order. */
function pressesTo(target: Locator): Promise<number> {
  return target.evaluate((goal) => {
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, iframe, [tabindex], summary',
      ),
    ].filter((el) => {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || (el as HTMLInputElement).type === 'hidden')
        return false;
      const style = getComputedStyle(el);
      if (el.getClientRects().length === 0 || style.visibility === 'hidden') return false;
      // A radio group is one stop: its checked option, or its first when none is checked.
      const radio = el as HTMLInputElement;
      if (radio.type !== 'radio' || !radio.name) return true;
      const group = [
        ...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(radio.name)}"]`),
      ].filter((r) => !r.disabled);
      const checked = group.find((r) => r.checked);
      return radio === (checked ?? group[0]);
    });
    const active = document.activeElement as HTMLElement | null;
    // Focus on something Tab does not stop at (a heading given focus, the page): Tab goes on from
    // the first stop after it in document order.
    let from = active ? tabbable.indexOf(active) : -1;
    if (from < 0 && active && active !== document.body) {
      const next = tabbable.findIndex((el) => active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
      from = (next < 0 ? tabbable.length : next) - 1;
    }
    const to = tabbable.indexOf(goal as HTMLElement);
    return to < 0 ? 0 : to - from;
  });
}

/**
 * Presses Tab until `target` has focus: as many presses as the page's tab order says it needs, then
 * one at a time up to `limit` in all. Fails if Tab does not get there.
 */
async function tabTo(page: Page, target: Locator, limit = 150) {
  await expect(target).toBeVisible();
  let pressed = 0;
  for (let n = Math.max(0, await pressesTo(target)); n > 0 && pressed < limit; n--, pressed++)
    await page.keyboard.press('Tab');
  while (pressed < limit && !(await target.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('Tab');
    pressed++;
  }
  await expect(target, `reachable by Tab within ${limit} presses`).toBeFocused();
}

/** Outbox tags for an address (the test server writes mail to .data/test-outbox). */
const outbox = (to: string) => async () => {
  const files = await readdir('.data/test-outbox').catch(() => [] as string[]);
  const all = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join('.data/test-outbox', f), 'utf8'))),
  );
  return all
    .filter((m) => m.to === to)
    .map((m) => m.tag)
    .sort();
};

test('skip link, then the mobile menu, to another page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/case-studies$/);
});

test('footer newsletter sign-up', async ({ page }) => {
  const email = unique('kb-footer');
  await page.goto('/about');
  const input = page.getByRole('textbox', { name: /email/i }).last();
  await tabTo(page, input);
  await page.keyboard.type(email);
  // Focus woke the form; on a busy machine its script may still be loading, and Enter would send the plain form.
  await expect(page.locator('newsletter-signup:has(#footer-newsletter-email)')).toHaveAttribute('data-awake', '');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Subscribe' }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('status')).toContainText('Check your inbox');
  await expect.poll(outbox(email)).toEqual(['newsletter-confirm']);
});

test('contact form: every field, the select and the radio group, then send', async ({ page }) => {
  const email = unique('kb-contact');
  await page.goto('/contact');
  await tabTo(page, page.getByLabel('Full Name', { exact: true }));
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone Number (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Investment Amount')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Investment Amount')).toHaveValue('25k-50k');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Lending at a fixed interest rate' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Joint venture opportunities' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your Message')).toBeFocused();
  await page.keyboard.type('Typed without a mouse, start to finish.');
  await tabTo(page, page.getByRole('button', { name: 'Send Message' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText('Message sent');
  await expect.poll(outbox(email)).toEqual(['contact-ack']);
});

test('deal-sourcing waitlist', async ({ page }) => {
  const email = unique('kb-deal');
  await page.goto('/find-you-a-deal');
  await tabTo(page, page.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('button', { name: 'Join the Waitlist' }), 5);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/thank-you-deal-sourcing');
  await expect.poll(outbox(email)).toEqual(['deal-lead-checklist']);
});

test('case study: checklist sign-up, carousel controls and the map, by keyboard', async ({ page }) => {
  // Hundreds of single key presses down a long page: room for a slow, busy machine.
  test.setTimeout(240_000);
  await stubMap(page);
  // A visitor who has not asked for reduced motion: the slideshow plays and has its Pause button.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const email = unique('kb-checklist');
  await page.goto(GALLERY_PAGE);
  const carousel = await mountCarousel(page);
  await tabTo(page, carousel.getByRole('button', { name: 'Show photo 2' }), 200);
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
  const pause = carousel.getByRole('button', { name: /Pause/ });
  await tabTo(page, pause, 20);
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: /Play/ })).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, page.getByRole('button', { name: /^Show map of / }), 200);
  await page.keyboard.press('Enter');
  // Focus is on the map's frame or already inside it (then the page itself reports no focus, which
  // Playwright's toBeFocused counts as unfocused): the parent's active element is the frame either way.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('[data-map-facade] iframe') ?? false))
    .toBe(true);

  await page.goto(GALLERY_PAGE);
  await tabTo(page, page.locator('#checklist-email'), 200);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Checklist sent to your inbox!' })).toBeFocused();
  await expect.poll(outbox(email)).toEqual(['checklist-checklist']);
});

test('inflation calculator: every field, the two lists, then the result and its calls to action', async ({ page }) => {
  const email = unique('kb-calc');
  await page.goto('/inflation-calculator');
  const name = page.getByLabel('Your name');
  await tabTo(page, name);
  // The island takes over the plain form when the page is idle; type into the hydrated form.
  await expect(page.locator('astro-island:has(#calc-name)')).not.toHaveAttribute('ssr', /.*/);
  await expect(name).toBeFocused();
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Amount (£)')).toBeFocused();
  await page.keyboard.type('10000');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Month')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Month')).toHaveValue('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Year')).toBeFocused();
  for (let i = 0; i < 17; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Year')).toHaveValue(String(new Date().getFullYear() - 16));
  await tabTo(page, page.getByRole('button', { name: 'Calculate', exact: true }), 5);
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: 'Your results' });
  await expect(result.getByRole('heading', { name: 'Your results' })).toBeFocused();
  await expect(result.getByRole('status')).toHaveText(
    `Your report is on its way to ${email}; it may take a few minutes to arrive.`,
  );
  await expect.poll(outbox(email)).toEqual(['calculator-report-report']);
  await tabTo(page, result.getByRole('link', { name: /Book My Free Call/ }), 20);
});

test('Learning Hub: a module, every step of its first lesson, and the quiz passed', async ({ page }) => {
  const lesson = load(await readFile('content/learning/lessons/what-is-inflation.yaml', 'utf8')) as {
    title: string;
    content: unknown[];
    quiz: { title: string; questions: { correctAnswer: number }[] };
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/learn');
  const start = page.getByRole('button', { name: 'Start Learning Inflation Basics' });
  // The hub wakes when the page is idle; a key pressed before would be replayed, but wait, to be sure of the order.
  await expect(page.locator('astro-island:has(.hub)')).not.toHaveAttribute('ssr', /.*/);
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: lesson.title, level: 3 })).toBeFocused();
  for (let i = 1; i < lesson.content.length; i++) {
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }), 40);
    await page.keyboard.press('Enter');
    await expect(page.locator('.lesson__meta')).toContainText(`step ${i + 1} of ${lesson.content.length}`);
  }
  await tabTo(page, page.getByRole('button', { name: 'Complete Lesson' }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: lesson.quiz.title })).toBeFocused();
  const questions = lesson.quiz.questions;
  for (const [i, q] of questions.entries()) {
    await expect(page.locator('.lesson-quiz__count')).toHaveText(`Question ${i + 1} of ${questions.length}`);
    await tabTo(page, page.getByRole('radio').first(), 10);
    if (q.correctAnswer === 0) await page.keyboard.press('Space');
    for (let n = 0; n < q.correctAnswer; n++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio').nth(q.correctAnswer)).toBeChecked();
    await tabTo(
      page,
      page.getByRole('button', { name: i === questions.length - 1 ? 'Finish Quiz' : 'Next Question' }),
      10,
    );
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Continue Learning' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.locator('.hub-progress__line')).toHaveText('1 of 7 lessons completed (14%)');
});
