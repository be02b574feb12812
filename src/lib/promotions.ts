/**
 * The pages that promote the investment: they state a return, a security claim or the company's
 * track record, or invite the visitor to invest. Each carries one "What could go wrong" section before
 * its call to action (src/components/RiskSection.astro), and the build refuses one that does not
 * (src/lib/claims.ts, `risk-section`). Anything else the regulatory route asks of such a page reads
 * this list too. Pages that teach (the Learning Hub, the quiz, the posts), the deal-sourcing pages
 * (the client buys the property, not an investment with us) and the legal pages are not on it.
 */
import { paths } from './paths.ts';

export const promotingPages: readonly string[] = [
  paths.home,
  paths.about,
  paths.invest,
  paths.investWithUs,
  paths.caseStudies,
  paths.bookCall,
  paths.contact,
  paths.inflationCalculator,
  paths.landing,
];

/** True for a page that promotes the investment: one of `promotingPages`, or a case study. */
export function promotes(pathname: string): boolean {
  const clean =
    pathname
      .replace(/\.html$/, '')
      .replace(/\/index$/, '/')
      .replace(/(.)\/$/, '$1') || '/';
  return promotingPages.includes(clean) || clean.startsWith(`${paths.caseStudies}/`);
}

/** The id of the risk section, which each short warning beside a return links to. */
export const RISK_SECTION_ID = 'what-could-go-wrong';
