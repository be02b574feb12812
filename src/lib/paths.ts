/** URL builders, so a route is spelled in one place. */
export const paths = {
  home: '/',
  about: '/about',
  invest: '/invest',
  updates: '/updates',
  post: (slug: string) => `/updates/${slug}`,
  contact: '/contact',
  inflationCalculator: '/inflation-calculator',
  landing: '/landing',
  bookCall: '/book-call',
  caseStudies: '/case-studies',
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  findYouADeal: '/find-you-a-deal',
  thankYouDealSourcing: '/thank-you-deal-sourcing',
  investWithUs: '/invest-with-us',
  learn: '/learn',
  /** A hub lesson's content, built from content/learning/lessons/<id>.yaml. */
  lessonData: (id: string) => `/lessons/${id}.json`,
  financialLiteracy: '/financial-literacy',
  terms: '/terms',
  privacy: '/privacy',
  /** The sitemap index @astrojs/sitemap writes, named in robots.txt and each page's head. */
  sitemapIndex: '/sitemap-index.xml',
  /** Where a plain form post (no JavaScript yet) lands after it was accepted. */
  confirm: {
    newsletter: '/subscribed',
    checklist: '/checklist-sent',
    contact: '/message-sent',
    dealLead: '/thank-you-deal-sourcing',
  },
} as const;

/** Header navigation, in the spec's order. */
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
  { label: 'Book A Call', href: paths.bookCall },
  { label: 'Contact Us', href: paths.contact },
] as const;

/** Footer quick links, in the spec's order. */
export const footerLinks = [
  { label: 'Home', href: paths.home },
  { label: 'About Us', href: paths.about },
  { label: 'What We Do', href: paths.invest },
  { label: 'Updates', href: paths.updates },
  { label: 'Inflation Calculator', href: paths.inflationCalculator },
  { label: 'Financial Quiz', href: paths.financialLiteracy },
  { label: 'Contact Us', href: paths.contact },
] as const;

/** True when `href` is the current page or, for section links, one of its children. */
export function isCurrent(pathname: string, href: string): boolean {
  const clean = pathname.replace(/\.html$/, '').replace(/\/$/, '') || '/';
  return clean === href;
}
