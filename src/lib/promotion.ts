/**
 * The pages that promote the investment: they state a return, a security claim or the company's track
 * record, or invite the visitor to invest. Each carries one "What could go wrong" section before its call
 * to action (src/components/RiskSection.astro; the build refuses a page without it: src/lib/claims.ts,
 * `risk-section`) and what the regulatory route requires (src/lib/activeRoute.ts): the approver, the prescribed
 * risk warning, or the investor statement before its content. Pages that teach (the Learning Hub, the quiz,
 * the posts), the deal-sourcing pages (the client buys the property, not an investment with us) and the
 * legal pages are not on it.
 */
import { paths } from './paths.ts';

/** Pages that promote the investment, by address. */
export const promotingPages: readonly string[] = [
  paths.home,
  paths.about,
  paths.invest,
  paths.investWithUs,
  paths.landing,
  paths.bookCall,
  paths.caseStudies,
  paths.contact,
  paths.inflationCalculator,
];

/** Every case study promotes: its figures are what an investor in such a deal could get; so does every campaign landing page. */
const promotingPrefixes: readonly string[] = [`${paths.caseStudies}/`, `${paths.landing}/`];

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

/** The id of the risk section, which each short warning beside a return links to. */
export const RISK_SECTION_ID = 'what-could-go-wrong';
