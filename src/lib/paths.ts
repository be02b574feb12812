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
  /** The built page whose header, footer and styles the subscription-link pages wear (src/server/pageShell.ts). */
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

/** The prefix of every function's address (each function's `config.path`). */
export const API_PREFIX = '/api';

/**
 * The functions' addresses, for islands, pages, links and e-mails. Each function's `config.path`
 * must stay a string literal (Netlify's bundler reads it without running the code and silently
 * drops anything else); tests/unit/server/config.test.ts checks that it equals the address here.
 */
export const api = {
  newsletter: `${API_PREFIX}/newsletter`,
  unsubscribe: `${API_PREFIX}/newsletter/unsubscribe`,
  confirm: `${API_PREFIX}/newsletter/confirm`,
  resubscribe: `${API_PREFIX}/newsletter/resubscribe`,
  contact: `${API_PREFIX}/contact`,
  dealLead: `${API_PREFIX}/send-deal-lead`,
  calculator: `${API_PREFIX}/inflation`,
  calculatorReport: `${API_PREFIX}/inflation-email`,
  health: `${API_PREFIX}/health`,
  investorStatement: `${API_PREFIX}/investor-statement`,
  forgetStatement: `${API_PREFIX}/investor-statement/forget`,
  /** Postmark's bounce, spam-complaint and subscription-change webhooks (basic authentication). */
  mailEvents: `${API_PREFIX}/mail-events`,
} as const;
