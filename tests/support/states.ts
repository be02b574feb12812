/** Helpers that put a page into its interactive states, shared by the axe and keyboard checks. */
import { expect, type Page } from '@playwright/test';

/** A case-study page with both before/after carousels and the map facade. */
export const GALLERY_PAGE = '/case-studies/2-bed-social-housing-nelincs';

/** Answers the map embed locally, so loading the map contacts no one. */
export async function stubMap(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Map of the area</p></html>' }),
  );
}

/** Scrolls the first carousel into view and waits until Swiper has taken it over. */
export async function mountCarousel(page: Page) {
  const carousel = page.locator('[data-carousel]').first();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
  return carousel;
}
