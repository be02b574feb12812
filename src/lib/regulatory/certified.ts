/**
 * The pages for investors: the company's own pages about its investments, and every case study. Under the
 * exempt-audience route they are the certified pages, which only a visitor who has made the investor statement
 * receives (docs/regulatory-route.md); every other page is for everyone and must teach, which the build checks
 * by what each page says (src/lib/regulatory/promotion.ts, scripts/build/regulatory-build.mjs). Under the other
 * routes this list changes nothing: which pages carry the route's words follows from what they say.
 */
import { paths } from '../paths.ts';

const investorPages: readonly string[] = [
  paths.home,
  paths.about,
  paths.invest,
  paths.investWithUs,
  paths.landing,
  paths.bookCall,
  paths.caseStudies,
];
const investorPrefixes: readonly string[] = [`${paths.caseStudies}/`];

/** A page's address as the list gives it: no `.html`, no `/index`, no trailing slash. */
const normal = (pathname: string) =>
  pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1') || '/';

/** Whether the page at this address is one for investors (a certified page under the exempt-audience route). */
export function forInvestors(pathname: string): boolean {
  const path = normal(pathname);
  return investorPages.includes(path) || investorPrefixes.some((p) => path.startsWith(p));
}
