/**
 * The header's and footer's links. Apart from the routes (paths.ts), so the islands that need an address
 * do not carry the menus too (a bundler keeps a list's reads of `paths` even when the list is unused).
 */
import { paths } from './paths';

/**
 * Header navigation, in display order; the `cta` item is drawn as the header's button, last. An item with
 * `children` and an `href` is a page with pages under it; one without an `href` only groups its pages (the
 * learning tools), a dropdown on desktop and a labelled list in the mobile menu.
 */
export const mainNav = [
  { label: 'Home', href: paths.home },
  { label: 'About Us', href: paths.about },
  {
    label: 'What We Do',
    href: paths.invest,
    children: [
      { label: 'Find You A Deal', href: paths.findYouADeal },
      { label: 'Invest With Us', href: paths.investWithUs },
    ],
  },
  { label: 'Case Studies', href: paths.caseStudies },
  { label: 'Inflation Calculator', href: paths.inflationCalculator },
  {
    label: 'Learn',
    children: [
      { label: 'Learning Hub', href: paths.learn },
      { label: 'Financial Quiz', href: paths.financialLiteracy },
    ],
  },
  { label: 'Book A Call', href: paths.bookCall, cta: true },
  { label: 'Contact Us', href: paths.contact },
] as const;

/** Footer quick links, in display order. */
export const footerLinks = [
  { label: 'Home', href: paths.home },
  { label: 'About Us', href: paths.about },
  { label: 'What We Do', href: paths.invest },
  { label: 'Updates', href: paths.updates },
  { label: 'Inflation Calculator', href: paths.inflationCalculator },
  { label: 'Financial Quiz', href: paths.financialLiteracy },
  { label: 'Learning Hub', href: paths.learn },
  { label: 'Contact Us', href: paths.contact },
] as const;

/**
 * How a navigation link relates to the page being shown, as its aria-current value: 'page' when it
 * is the page, 'true' when the page is inside its section (a child link, or a page under its path,
 * e.g. What We Do at /find-you-a-deal, Case Studies at /case-studies/manchester-flip), else undefined.
 */
export function currentState(
  pathname: string,
  href: string,
  children: readonly { href: string }[] = [],
): 'page' | 'true' | undefined {
  const clean = pathname.replace(/\.html$/, '').replace(/\/$/, '') || '/';
  if (clean === href) return 'page';
  if (href !== '/' && clean.startsWith(`${href}/`)) return 'true';
  if (children.some((c) => currentState(clean, c.href))) return 'true';
  return undefined;
}
