/**
 * The pages that promote the investment: they invite the visitor to invest or show what an investor could
 * get (a return, a case study's figures). Each carries what the regulatory route requires (src/lib/route.ts):
 * the approver, the prescribed risk warning, or the investor statement before its content.
 */
import { paths } from './paths';

/** Pages that promote the investment, by address. */
export const promotingPages: readonly string[] = [
  paths.home,
  paths.invest,
  paths.investWithUs,
  paths.landing,
  paths.bookCall,
  paths.caseStudies,
  paths.contact,
  paths.inflationCalculator,
];

/** Every case study promotes: its figures are what an investor in such a deal could get. */
const promotingPrefixes: readonly string[] = [`${paths.caseStudies}/`];

/**
 * Promoting pages that are first of all a public tool (the contact form, the inflation calculator): under the
 * exempt-audience route they stay public and only their promoting parts wait for the investor statement
 * (src/components/route/Gated.astro); every other promoting page waits whole.
 */
export const publicTools: readonly string[] = [paths.contact, paths.inflationCalculator];

/** A page's address as the lists give it: no `.html`, no `/index`, no trailing slash. */
const normal = (pathname: string) =>
  pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1') || '/';

/** Whether the page at this address promotes the investment. */
export function promotes(pathname: string): boolean {
  const path = normal(pathname);
  return promotingPages.includes(path) || promotingPrefixes.some((p) => path.startsWith(p));
}

/** Whether, under the exempt-audience route, the whole page waits for the investor statement. */
export const gatedWhole = (pathname: string): boolean => promotes(pathname) && !publicTools.includes(normal(pathname));
