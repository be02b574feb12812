/**
 * The small things a phone shows up: every month name whole in the calculator's list, a phone number never
 * broken over two lines, the map's button clear of the place it names and on one line, and the figures of a
 * row of stat cards level with each other whatever the length of their labels.
 */
import { expect, test, type Locator } from '@playwright/test';
import settings from '../../content/site.json' with { type: 'json' };
import { GALLERY_PAGE } from '../support/states';

/** The lines an element's visible text takes (its icons and visually hidden words aside). */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent!.trim() || text.parentElement!.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
    }
    return tops.size;
  });

/** Each option's text width against the room a closed list has for it (its arrow takes about 24 px). */
async function cutOptions(select: Locator): Promise<string[]> {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return [...el.options]
      .filter((o) => o.value)
      .filter((o) => context.measureText(o.text).width > room)
      .map((o) => `${o.text} (${Math.round(context.measureText(o.text).width)} px in ${Math.round(room)})`);
  });
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test('the calculators list whole month names ("September" included) and years', async ({ page }) => {
      for (const [route, id] of [
        ['/inflation-calculator', 'calc'],
        ['/landing', 'landing-calc'],
      ]) {
        await page.goto(route!);
        const month = page.locator(`#${id}-month`);
        await month.scrollIntoViewIfNeeded();
        expect(await cutOptions(month), `${route}: month names cut short`).toEqual([]);
        if (route === '/inflation-calculator')
          expect(await cutOptions(page.locator(`#${id}-year`)), 'years cut short').toEqual([]);
      }
    });

    test('a phone number is never broken over two lines', async ({ page }) => {
      for (const route of ['/book-call', '/contact', '/']) {
        await page.goto(route);
        const numbers = page.locator(`a[href="tel:${settings.phone.tel}"]:visible`);
        expect(await numbers.count(), `${route}: phone links`).toBeGreaterThan(0);
        for (const number of await numbers.all()) {
          await number.scrollIntoViewIfNeeded();
          expect(await lines(number), `${route}: "${await number.textContent()}"`).toBe(1);
        }
      }
      await page.getByRole('button', { name: 'Menu' }).click();
      const inMenu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Phone / });
      expect(await lines(inMenu)).toBe(1);
    });

    test('"Show map" stands clear of the place name, on one line', async ({ page }) => {
      await page.goto(GALLERY_PAGE);
      const button = page.getByRole('button', { name: /^Show map of / });
      await button.scrollIntoViewIfNeeded();
      const place = (await page.locator('.map-facade__place').boundingBox())!;
      const box = (await button.boundingBox())!;
      expect(box.y - (place.y + place.height), 'space between the place and the button').toBeGreaterThanOrEqual(12);
      expect(await lines(button)).toBe(1);
    });
  });
}

test.describe('stat cards', () => {
  for (const [route, width] of [
    ['/', 1280],
    ['/invest-with-us', 390],
    ['/invest-with-us', 1280],
    ['/landing', 1280],
  ] as const) {
    test(`on ${route} at ${width} px, the figures of a row of cards are level`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const figures = await page.locator('.stats dd').evaluateAll((els) =>
        els.map((el) => {
          const item = el.closest('.stats__item')!.getBoundingClientRect();
          return { row: Math.round(item.top), top: Math.round(el.getBoundingClientRect().top - item.top) };
        }),
      );
      expect(figures.length).toBeGreaterThan(1);
      const rows = new Map<number, number[]>();
      for (const f of figures) rows.set(f.row, [...(rows.get(f.row) ?? []), f.top]);
      expect(rows.size, 'rows of cards').toBeLessThan(figures.length);
      for (const [row, tops] of rows)
        expect(new Set(tops).size, `figures in the row at ${row} px start at one height`).toBe(1);
    });
  }
});
