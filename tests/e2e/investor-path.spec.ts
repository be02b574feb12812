/**
 * A cautious investor's path on a phone, at 320 and 390 px: the key facts of each way to invest and the
 * case studies that link to them; the back-to-top button, which never covers a quiz answer, a lesson
 * step or a case study's table; carousel dots big enough to tap, paused while a finger is on them; the
 * menu, closed by a tap outside or Escape, with the page held still behind it; headline figures on one
 * line; the toasts; the pages the e-mailed subscription links open, in the site's own shell; and the
 * literacy quiz's results at a low score, leading to the lessons that teach what was missed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { loadYaml as load } from '../../src/lib/contentYaml';
import { axeViolations } from '../support/axe';
import { frontmatter } from '../support/copy';
import { expectFitsScreen, GALLERY_PAGE, mountCarousel } from '../support/states';
import { expectToast, wake, linkFromOutbox, notifications, unique } from './forms/support';

test.describe.configure({ timeout: 180_000 });

interface Fact {
  id: string;
  value: string;
  wording: string;
  detail?: string;
  example?: boolean;
}
const facts = new Map((load(readFileSync('content/facts.yaml', 'utf8')) as Fact[]).map((f) => [f.id, f]));
const fact = (id: string) => facts.get(id)!;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls each target to the bottom, the middle and the top of the screen and checks the back-to-top
 * button, wherever it shows, covers no part of it that is not already under the header.
 */
async function expectNotCovered(page: Page, targets: Locator, what: string): Promise<void> {
  const button = page.getByRole('button', { name: 'Back to top' });
  const count = Math.min(await targets.count(), 10);
  expect(count, what).toBeGreaterThan(0);
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    for (const block of ['end', 'center', 'start'] as const) {
      await target.evaluate((el, b) => el.scrollIntoView({ block: b, behavior: 'instant' }), block);
      if ((await page.evaluate(() => scrollY)) <= 300) continue;
      // The button shows past 300 px of scroll, except where the page has no room of its own for it.
      if (!(await page.evaluate(() => matchMedia('(min-width: 75rem) and (max-width: 78.99rem)').matches)))
        await expect(button).toBeVisible();
      if (!(await button.isVisible())) continue;
      const headerBottom = (await page.locator('header.site-header').boundingBox())!.height;
      const b = (await button.boundingBox())!;
      const t = (await target.boundingBox())!;
      const top = Math.max(t.y, headerBottom);
      const shown = { ...t, y: top, height: t.y + t.height - top };
      if (shown.height <= 0) continue;
      expect(overlaps(b, shown), `${what} #${i + 1} at the ${block} of the screen`).toBe(false);
      checked++;
    }
  }
  expect(checked, `${what}: positions checked with the button showing`).toBeGreaterThan(0);
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('Invest With Us: a key-facts box per product, headed and dated, examples marked, beside its own warning', async ({
      page,
    }) => {
      await page.goto('/invest-with-us');
      for (const [id, title, rows] of [
        ['loan', 'Lending to us: key facts', 13],
        ['joint-venture', 'A joint-venture stake: key facts', 11],
      ] as const) {
        const box = page.locator(`#key-facts-${id}`);
        await expect(box.getByRole('heading', { level: 3 })).toHaveText(title);
        await expect(page.getByRole('region', { name: title })).toHaveCount(1);
        // The risk and the first terms show; every fact, dated, folds under them.
        const prefix = id === 'loan' ? 'loan' : 'jv';
        await expect(box.locator('[data-risk-warning]')).toHaveText(`${fact(`${prefix}-risk`).value}.`);
        await box.locator('summary').click();
        await expect(box.locator('time').first()).toHaveAttribute('datetime', '2026-11-26');
        await expect(box).toContainText('As at 26 November 2026.');
        await expect(box.locator('dl > div')).toHaveCount(rows);
        await expect(box.locator('dt')).toHaveCount(rows);
        // A return carries its basis; every example is marked as one.
        const target = box.locator('dl > div', { has: page.locator('dt', { hasText: /^Target/ }) });
        await expect(target).toContainText(fact(`${prefix}-return`).value);
        await expect(target).toContainText('A target, not a forecast');
        await expect(target).toContainText('not guaranteed');
        for (const f of [...facts.values()].filter((x) => x.id.startsWith(`${prefix}-`) && x.example)) {
          const row = box.locator('dl > div', { has: page.locator('dt', { hasText: f.wording }) });
          await expect(row, f.id).toContainText(new RegExp(`${escape(f.value)}\\s*\\(example\\)`));
        }
      }
      // The security a cautious lender asks about: the charge's rank and the combined loan to value.
      const loan = page.locator('#key-facts-loan');
      await expect(loan).toContainText('Second legal charge');
      await expect(loan.locator('dl > div', { hasText: fact('loan-combined-ltv').wording })).toContainText(
        fact('loan-combined-ltv').value,
      );
      await expect(loan).toContainText(fact('loan-combined-ltv').detail!);
      await expect(loan.locator('dl > div', { hasText: 'Sample documents' })).toContainText('On request');
      await expect(page.getByRole('link', { name: 'what to check before lending on a property deal' })).toHaveAttribute(
        'href',
        '/updates/before-lending-on-a-property-deal',
      );
      await expectFitsScreen(page, 'key facts');
      await page.locator('#key-facts').scrollIntoViewIfNeeded();
      expect(await axeViolations(page), 'key facts').toEqual([]);
    });

    test('a case study that describes a loan links to the loan’s key facts, and the box shows below the header', async ({
      page,
    }) => {
      await page.goto('/case-studies/4-bed-family-social-housing-nelincs');
      await page.getByRole('link', { name: 'the key facts of lending to us' }).click();
      await expect(page).toHaveURL(/\/invest-with-us#key-facts-loan$/);
      const heading = page.getByRole('heading', { name: 'Lending to us: key facts' });
      await expect(heading).toBeInViewport();
      const header = (await page.locator('header.site-header').boundingBox())!;
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      await page.goto('/case-studies/manchester-flip');
      await expect(page.getByRole('link', { name: 'the key facts of a joint-venture stake' })).toHaveAttribute(
        'href',
        '/invest-with-us#key-facts-joint-venture',
      );
    });

    test('headline figures stay on one line', async ({ page }) => {
      const oneLine = (el: Locator) =>
        el.evaluate((e) => {
          const range = document.createRange();
          range.selectNodeContents(e);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
      await page.goto('/');
      const target = page.locator('.compare__value', { hasText: fact('returns-target').value });
      await expect(target).toHaveCount(1);
      expect(await oneLine(target)).toBe(1);
      await page.goto('/invest-with-us');
      for (const summary of await page.locator('.key-facts summary').all()) await summary.click();
      const values = page.locator('.stats dd, .key-facts__value', { hasText: /^[£\d][^ ]*$/ });
      expect(await values.count()).toBeGreaterThan(3);
      for (let i = 0; i < (await values.count()); i++)
        expect(await oneLine(values.nth(i)), (await values.nth(i).textContent()) ?? '').toBe(1);
    });

    test('the back-to-top button covers no quiz answer, no lesson step and no case-study table', async ({ page }) => {
      await page.goto('/financial-literacy');
      await expect(page.locator('astro-island:has(.lq)')).not.toHaveAttribute('ssr', /.*/);
      await expectNotCovered(page, page.locator('.lq .choice'), 'quiz answer');
      await page.locator('.lq .choice').first().click();
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await expectNotCovered(page, page.locator('.choice-feedback, .lq-actions button'), 'quiz explanation and button');

      await page.goto('/learn');
      await page.locator('.hub-module__action').first().click();
      await expect(page.locator('#lesson-title')).toBeFocused();
      await expectNotCovered(
        page,
        page.locator('.lesson__step p, .lesson__step li, .lesson__nav button'),
        'lesson step',
      );

      await page.goto('/case-studies/4-bed-family-social-housing-nelincs');
      await expectNotCovered(page, page.locator('table th, table td'), 'case-study table');

      // On a phone it sits in the header bar, beside the menu button.
      await page.evaluate(() => scrollTo(0, 900));
      const button = page.getByRole('button', { name: 'Back to top' });
      await expect(button).toBeVisible();
      const [b, h] = [await button.boundingBox(), await page.locator('header.site-header').boundingBox()];
      expect(b!.y).toBeGreaterThanOrEqual(h!.y);
      expect(b!.y + b!.height).toBeLessThanOrEqual(h!.y + h!.height);
      expect(b!.width).toBeGreaterThanOrEqual(44);
      await button.click();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await expect(button).toBeHidden();
    });

    test('carousel dots are 24 × 24 px targets, and autoplay pauses while a finger is on the carousel', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.clock.install();
      await page.goto(GALLERY_PAGE);
      const carousel = await mountCarousel(page);
      const dots = carousel.locator('.swiper-pagination-bullet');
      await expect(dots).toHaveCount(9);
      const boxes = await dots.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      for (const [i, d] of boxes.entries()) {
        expect(d.width, `dot ${i + 1}`).toBeGreaterThanOrEqual(24);
        expect(d.height, `dot ${i + 1}`).toBeGreaterThanOrEqual(24);
        if (i) expect(d.left, `dot ${i + 1} clear of dot ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);
      }
      await expectFitsScreen(page, 'carousel');

      await page.mouse.move(1, 1);
      await expect(carousel).toHaveAttribute('data-autoplay', 'running');
      const shown = () =>
        dots.evaluateAll((els) => els.findIndex((e) => e.classList.contains('swiper-pagination-bullet-active')));
      const touch = (type: 'touchstart' | 'touchend', fingers: number) =>
        carousel.locator('.swiper').evaluate(
          (el, [t, n]) => {
            const finger = new Touch({ identifier: 1, target: el, clientX: 100, clientY: 100 });
            const touches = n ? [finger] : [];
            el.dispatchEvent(
              new TouchEvent(t, { bubbles: true, touches, changedTouches: [finger], targetTouches: touches }),
            );
          },
          [type, fingers] as const,
        );
      await touch('touchstart', 1);
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      const before = await shown();
      await page.clock.runFor(12_000);
      expect(await shown()).toBe(before);
      await touch('touchend', 0);
      await expect(carousel).toHaveAttribute('data-autoplay', 'running');
      await page.clock.runFor(4_100);
      await expect.poll(shown).not.toBe(before);
    });

    test('the menu closes on a tap outside it and on Escape, and the page does not scroll behind it', async ({
      page,
    }) => {
      await page.goto('/about');
      await page.evaluate(() => scrollTo(0, 400));
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');

      // A wheel or swipe over the dimmed page below the menu moves nothing.
      const menu = (await nav.locator('.nav__list').boundingBox())!;
      const viewport = page.viewportSize()!;
      const outside = { x: viewport.width / 2, y: Math.min(viewport.height - 10, menu.y + menu.height + 40) };
      expect(outside.y, 'room below the menu to tap').toBeGreaterThan(menu.y + menu.height);
      await page.mouse.move(outside.x, outside.y);
      await page.mouse.wheel(0, 600);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => scrollY)).toBe(400);

      // A tap inside the menu, not on a link, keeps it open; a tap outside closes it and follows nothing.
      await page.mouse.click(menu.x + menu.width - 4, menu.y + 4);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.click(outside.x, outside.y);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(/\/about$/);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(400);

      await toggle.click();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.classList.contains('nav-open'))).toBe(false);
    });

    test('toasts: the footer sign-up asks to confirm from the inbox, within the screen', async ({ page }) => {
      await page.goto('/about');
      const input = await wake(page, 'footer-newsletter-email');
      await input.fill(unique('phone-toast'));
      await input.press('Enter');
      await expectToast(page, 'status', 'Check your inbox', 'Confirm your subscription with the link in our e-mail.');
      const toast = notifications(page).locator('.toast');
      await expect(toast).not.toContainText(/been subscribed|for subscribing/i);
      await expect(toast).toBeInViewport({ ratio: 1 });
      await expectFitsScreen(page, 'toast');
    });

    test('the e-mailed confirmation link opens a page in the site’s shell that says why it asks for a tap', async ({
      page,
      request,
    }) => {
      const email = unique(`shell-${width}`);
      expect((await request.post('/api/newsletter', { data: { email, source: 'updates-page' } })).status()).toBe(200);
      await expect
        .poll(() => linkFromOutbox(email, 'newsletter-confirm', '/api/newsletter/confirm').catch(() => ''))
        .not.toBe('');
      const link = await linkFromOutbox(email, 'newsletter-confirm', '/api/newsletter/confirm');
      const answer = await page.goto(link);
      expect(answer!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(page).toHaveTitle(`Confirm your subscription | ${settings.companyName}`);
      // The site's header, footer and styles, not a bare page.
      await expect(page.getByRole('banner').getByRole('link', { name: settings.companyName }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(settings.riskWarning.footer);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      const card = page.locator('[data-link-page]');
      await expect(card.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
      await expect(card).toContainText(
        'We ask for a tap because some e-mail systems open every link in a message to check it, and only a person taps the button.',
      );
      expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
      expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('system-ui');
      await expectFitsScreen(page, 'confirm page');
      expect(await axeViolations(page), 'confirm page').toEqual([]);

      await card.getByRole('button', { name: 'Yes, subscribe me' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectFitsScreen(page, 'subscribed page');
    });

    test('the quiz at a low score: the score and message are never covered, and the missed lessons are linked', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/financial-literacy');
      await page.locator('.lq').scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island:has(.lq)')).not.toHaveAttribute('ssr', /.*/);
      const questions = (
        load(readFileSync('content/literacy/questions.yaml', 'utf8')) as { correctAnswer: number }[]
      ).map((q) => q.correctAnswer);
      for (const [i, right] of questions.entries()) {
        // Two right, six wrong: 25%.
        await page
          .locator('.lq .choice')
          .nth(i < 2 ? right : (right + 1) % 4)
          .click();
        await page.getByRole('button', { name: 'Submit Answer' }).click();
        if (i === 7) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
        await page.getByRole('button', { name: i === 7 ? 'Finish Quiz' : 'Next Question' }).click();
      }
      const complete = page.locator('.lq-complete');
      const dialog = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('First Quiz');
      await expect(page.getByRole('heading', { name: 'Quiz complete' })).toBeFocused();
      for (const part of ['.lq-complete__percent', '.lq-complete__score', '.lq-complete__message']) {
        const el = complete.locator(part);
        await expect(el).toBeInViewport();
        expect(overlaps((await dialog.boundingBox())!, (await el.boundingBox())!), part).toBe(false);
        // Nothing else is drawn over its middle either.
        const covered = await el.evaluate((e) => {
          const r = e.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!top && !e.contains(top);
        });
        expect(covered, part).toBe(false);
      }
      await expect(complete.locator('.lq-complete__percent')).toHaveText('25%');
      await page.clock.runFor(3000);
      await expect(dialog).toBeHidden();
      await page.clock.resume();

      const learn = complete.getByRole('region', { name: 'Learn what you missed' });
      const links = learn.getByRole('link');
      expect(await links.count()).toBeGreaterThan(2);
      const compound = frontmatter('content/learning/lessons/compound-basics.yaml').title;
      await expect(learn.getByRole('link', { name: compound })).toHaveAttribute(
        'href',
        '/learn#lesson-compound-basics',
      );
      // Learning first after a low score: the lessons, then the quiz again and the hub; the consultation
      // last, marked optional, never the main button.
      const actions = await complete
        .locator('a, button')
        .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
      expect(actions.slice(0, await links.count())).toEqual(await links.allTextContents());
      expect(actions.at(-1)).toMatch(/^Book Your Investment Consultation/);
      const consult = complete.getByRole('link', { name: /Book Your Investment Consultation/ });
      await expect(consult).toHaveClass(/btn--outline/);
      await expect(complete.getByRole('link', { name: 'Explore the Learning Hub' })).toHaveClass(/btn--primary/);
      await expect(consult.locator('xpath=..')).toContainText(/^Optional\./);
      await expectFitsScreen(page, 'quiz completion');
      expect(await axeViolations(page), 'quiz completion').toEqual([]);

      await learn.getByRole('link', { name: compound }).click();
      await expect(page.locator('#lesson-title')).toHaveText(compound);
      await expect(page.locator('#lesson-title')).toBeFocused();
      await expect(page).toHaveURL(/\/learn$/);
    });
  });
}

test.describe('the Learning Hub is found from every page', () => {
  test('a footer quick link', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Learning Hub' }),
    ).toHaveAttribute('href', '/learn');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the back-to-top button floats in the margin beside the page and covers no table', async ({ page }) => {
    await page.goto('/case-studies/4-bed-family-social-housing-nelincs');
    await expectNotCovered(page, page.locator('table th, table td'), 'case-study table');
    await page.goto('/financial-literacy');
    await expectNotCovered(page, page.locator('.lq .choice'), 'quiz answer');
    const container = (await page.locator('main .container').first().boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Back to top' }).boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(container.x + container.width);
  });
});
