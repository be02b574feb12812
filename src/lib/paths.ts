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
  /** A campaign landing page, from content/landing/<slug>.yaml: index.yaml is /landing itself. */
  landingPage: (slug: string) => (slug === 'index' ? '/landing' : `/landing/${slug}`),
  bookCall: '/book-call',
  caseStudies: '/case-studies',
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  findYouADeal: '/find-you-a-deal',
  thankYouDealSourcing: '/thank-you-deal-sourcing',
  investWithUs: '/invest-with-us',
  /** One product's key facts on Invest With Us. */
  keyFacts: (product: 'loan' | 'joint-venture') => `/invest-with-us#key-facts-${product}`,
  learn: '/learn',
  /** Where the investor statement's "Neither applies to me" leads: the Learning Hub, saying why (exempt-audience route). */
  notAnInvestor: '/learn#not-an-investor',
  /** The FCA's risk summary for a high-risk investment, linked from its prescribed warning (high-risk route only). */
  riskSummary: '/risk-summary',
  /**
   * A certified page as the function that serves it is addressed (exempt-audience route only): Netlify rewrites the
   * page's own address here for a browser with the investor statement's pass.
   */
  certified: (page: string) => `/certified${page === '/' ? '/index' : page}`,
  /** The hub opened at a lesson (the hub reads the fragment and opens it). */
  lesson: (id: string) => `/learn#lesson-${id}`,
  /** A hub lesson's content, built from content/learning/lessons/<id>.yaml. */
  lessonData: (id: string) => `/lessons/${id}.json`,
  financialLiteracy: '/financial-literacy',
  terms: '/terms',
  privacy: '/privacy',
  /** The built page whose header, footer and styles the subscription-link pages wear (src/server/html/pageShell.ts). */
  subscription: '/subscription',
  /** The sitemap index @astrojs/sitemap writes, named in robots.txt and each page's head. */
  sitemapIndex: '/sitemap-index.xml',
  /** The updates blog's RSS feed, linked from every page's head and from /updates. */
  feed: '/rss.xml',
  /** The company's mark as a PNG, drawn at build time from public/favicon.svg (scripts/build/share-cards.mjs). */
  logo: '/logo.png',
  /** A page's share card (og:image), drawn at build time: /og/index.jpg for the home page, /og/<path>.jpg else. */
  shareCard: (page: string) => `/og${page === '/' ? '/index' : page.replace(/\/$/, '')}.jpg`,
  /** Where a plain form post (no JavaScript yet) lands after it was accepted. */
  confirm: {
    newsletter: '/subscribed',
    checklist: '/checklist-sent',
    contact: '/message-sent',
    dealLead: '/thank-you-deal-sourcing',
  },
} as const;

// The functions' addresses have a module of their own, so an island that posts to one carries no page paths.
export { API_PREFIX, api } from './api.ts';
