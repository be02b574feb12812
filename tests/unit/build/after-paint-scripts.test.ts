/**
 * The scripts no first paint needs (scripts/build/after-paint-scripts.mjs): the named components' bundled scripts
 * are written inert, inside <template data-after-paint>, for the page shell to run once the page has painted;
 * every other script stays as it is.
 */
import { describe, expect, it } from 'vitest';
import { deferScripts as defer } from '../../../scripts/build/after-paint-scripts.mjs';
import { parseHtml, writeHtml } from '../../../src/lib/html';

/** The page as the build step leaves it, and the components whose scripts it moved. */
const deferScripts = (html: string, components: string[]) => {
  const document = parseHtml(html);
  const moved = defer(document, components);
  return { html: writeHtml(document), moved };
};

const carousel =
  '<script type="module" src="/_astro/Carousel.astro_astro_type_script_index_0_lang.Bv-g-lg_.js"></script>';
const map = '<script type="module" src="/_astro/MapFacade.astro_astro_type_script_index_0_lang.BvH_dOGI.js"></script>';
const shell =
  '<script type="module" src="/_astro/BaseLayout.astro_astro_type_script_index_0_lang.C2PVSQYT.js"></script>';
const island = '<script>(()=>{var n=["pointerover"]})();</script>';

describe('deferring a component’s script until after the first paint', () => {
  it('wraps the named components’ scripts and leaves the rest', () => {
    const page = `<main>${map}<div data-carousel></div>${carousel}</main>${island}${shell}`;
    const { html, moved } = deferScripts(page, ['Carousel', 'MapFacade']);
    expect(moved.sort()).toEqual(['Carousel', 'MapFacade']);
    expect(html).toBe(
      `<main><template data-after-paint>${map}</template><div data-carousel></div><template data-after-paint>${carousel}</template></main>${island}${shell}`,
    );
  });

  it('matches a component by its whole name, and a page without it is left unchanged', () => {
    const other = carousel.replace('/Carousel.', '/CarouselCard.');
    expect(deferScripts(`<main>${other}</main>`, ['Carousel'])).toEqual({ html: `<main>${other}</main>`, moved: [] });
    expect(deferScripts(`<main>${shell}</main>`, ['Carousel', 'MapFacade']).moved).toEqual([]);
  });
});
