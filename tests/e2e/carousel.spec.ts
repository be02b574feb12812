/**
 * The before/after carousels: previous/next buttons of at least 44 px beside the dots, autoplay every
 * 4 seconds that stops while the pointer is over the carousel, while focus is in it, and for anyone
 * who prefers reduced motion. Time is Playwright's fake clock, so no test waits for real seconds.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GALLERY_PAGE } from '../support/states';

// Swiper loads when a carousel comes near: room for a slow, shared machine.
test.describe.configure({ timeout: 60_000 });
const T = { timeout: 15_000 };

async function open(page: Page): Promise<Locator> {
  await page.clock.install();
  await page.goto(GALLERY_PAGE);
  const carousel = page.locator('[data-carousel]').first();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-autoplay', /.+/, T);
  return carousel;
}

/** True once the slide that is showing sits square in the frame (the slide animation has ended). */
const settled = (carousel: Locator) =>
  carousel.locator('.swiper').evaluate((track) => {
    const active = track.querySelector('.swiper-slide-active');
    return !!active && Math.abs(active.getBoundingClientRect().left - track.getBoundingClientRect().left) < 1;
  });

/** Which photo is showing, from the active dot (1-based). */
const shown = (carousel: Locator) =>
  carousel
    .locator('.swiper-pagination-bullet')
    .evaluateAll((dots) => dots.findIndex((d) => d.classList.contains('swiper-pagination-bullet-active')) + 1);

test.describe('carousel controls at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('previous and next buttons of at least 44 px sit beside the dots and move the photos', async ({ page }) => {
    const carousel = await open(page);
    const prev = carousel.getByRole('button', { name: 'Previous before photo' });
    const next = carousel.getByRole('button', { name: 'Next before photo' });
    const dots = carousel.locator('[data-carousel-dots]');
    for (const button of [prev, next]) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const [p, d, n] = [(await prev.boundingBox())!, (await dots.boundingBox())!, (await next.boundingBox())!];
    expect(p.x + p.width).toBeLessThanOrEqual(d.x);
    expect(n.x).toBeGreaterThanOrEqual(d.x + d.width);
    expect(Math.abs(p.y + p.height / 2 - (d.y + d.height / 2))).toBeLessThan(4);
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(9);

    await expect.poll(() => shown(carousel)).toBe(1);
    await next.click();
    await expect.poll(() => shown(carousel)).toBe(2);
    await expect.poll(() => settled(carousel)).toBe(true);
    await prev.click();
    await expect.poll(() => shown(carousel)).toBe(1);
    await expect.poll(() => settled(carousel)).toBe(true);
    // It loops: before the first photo comes the last.
    await prev.click();
    await expect.poll(() => shown(carousel)).toBe(9);
    await expect.poll(() => settled(carousel)).toBe(true);
    await carousel.getByRole('button', { name: 'Show photo 4' }).click();
    await expect.poll(() => shown(carousel)).toBe(4);
  });
});

test.describe('carousel autoplay at 1280 px', () => {
  // Autoplay runs only for visitors who have not asked for reduced motion (the suite's default asks).
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });

  test('advances every 4 seconds and stops while hovered', async ({ page }) => {
    const carousel = await open(page);
    await page.mouse.move(5, 5);
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    await expect.poll(() => shown(carousel)).toBe(1);
    await page.clock.runFor(4_100);
    await expect.poll(() => shown(carousel)).toBe(2);

    await carousel.locator('.swiper').hover();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.clock.runFor(12_000);
    expect(await shown(carousel)).toBe(2);

    await page.mouse.move(5, 5);
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    await page.clock.runFor(4_100);
    await expect.poll(() => shown(carousel)).toBe(3);
  });

  test('stops while focus is inside, and the Pause button stops it for good', async ({ page }) => {
    const carousel = await open(page);
    await page.mouse.move(5, 5);
    const next = carousel.getByRole('button', { name: 'Next before photo' });
    await next.focus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.clock.runFor(12_000);
    expect(await shown(carousel)).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(carousel)).toBe(2);

    await page.getByRole('link', { name: 'Back to Case Studies' }).focus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');

    const pause = carousel.locator('[data-carousel-pause]');
    await expect(pause).toHaveAccessibleName('Pause slideshow');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(pause).toHaveAccessibleName('Play slideshow');
    await page.getByRole('link', { name: 'Back to Case Studies' }).focus();
    await page.mouse.move(5, 5);
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    // The installed clock also runs in real time: on a busy machine the slideshow may have moved on once
    // between playing again and the click on Pause. From the click on, it must not move.
    const paused = await shown(carousel);
    await page.clock.runFor(12_000);
    expect(await shown(carousel)).toBe(paused);
  });

  test('never plays for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await open(page);
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await expect(carousel.getByRole('button', { name: /slideshow/ })).toBeHidden();
    await page.clock.runFor(12_000);
    expect(await shown(carousel)).toBe(1);
    // The buttons still work.
    await carousel.getByRole('button', { name: 'Next before photo' }).click();
    await expect.poll(() => shown(carousel)).toBe(2);
  });
});
