/**
 * Site facts that are not content: identity, contact details and external links.
 * One file (content/site.json) read by pages, islands and functions alike; validated here so a
 * missing or mistyped value fails the build instead of shipping.
 */
import * as z from 'zod';
import raw from '../../content/site.json' with { type: 'json' };
import { siteRouteSchema } from '../collections/regulatory';

const url = z.url({ protocol: /^https?$/ });

/** A conversion action's name as the ad platform has it (Google Ads allows 100 characters). */
const conversionName = (what: string) =>
  z.string().min(1).max(100).optional().describe(`The conversion action ${what} counts as`);

/** The optional analytics (docs/analytics.md): Plausible, cookie-less, off by default. */
export const analyticsSchema = z.strictObject({
  enabled: z.boolean().describe('Turn the analytics on (true) or off (false, the default: no request to it at all)'),
  provider: z
    .literal('plausible')
    .describe('The analytics service: Plausible (plausible.io, or a self-hosted Plausible)'),
  domain: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'The site’s domain as added in Plausible, e.g. www.example.com')
    .describe('The site’s domain as added in Plausible, e.g. www.example.com'),
  endpoint: z
    .url({ protocol: /^https$/ })
    .describe('Where events are sent: https://plausible.io/api/event, or a self-hosted Plausible’s /api/event'),
});

export type AnalyticsSetting = z.infer<typeof analyticsSchema>;
/** What the build gives the page shell when the analytics is on: the setting, and the diary's address (a consultation click). */
export type AnalyticsInForce = AnalyticsSetting & { schedulingUrl: string };

export const siteSchema = z.strictObject({
  _note: z.string().optional().describe('Editor note: which values are examples'),
  status: z
    .enum(['preview', 'live'])
    .describe(
      'preview: the company, its figures, testimonials and case studies are examples, and every page and e-mail says so; live: they are the company’s own, and the build refuses every value still marked as an example (npm run approval -- examples lists them)',
    ),
  companyName: z.string().min(1).describe('Trading name, appended to page titles'),
  legalName: z.string().min(1).describe('Registered name for the footer and terms'),
  companyNumber: z
    .string()
    .regex(/^(?:\d{8}|[A-Z]{2}\d{6})$/, 'A Companies House number: 8 digits, or 2 letters and 6 digits')
    .describe('Companies House registration number, shown in the footer'),
  registeredIn: z
    .enum(['England and Wales', 'Scotland', 'Northern Ireland'])
    .describe('Where the company is registered'),
  registeredOffice: z.string().min(1).describe('Registered office address, one line'),
  siteUrl: url.describe('Canonical address; Netlify’s URL variable overrides it at build time'),
  description: z.string().min(1).describe('Default meta description'),
  tagline: z.string().min(1).describe('Footer tagline; {{fact-id}} placeholders are filled from content/facts.yaml'),
  email: z.email().describe('Public contact address'),
  phone: z
    .strictObject({
      display: z.string().min(1).describe('How the number is shown on the site'),
      tel: z
        .string()
        .regex(/^\+\d{6,15}$/)
        .describe('E.164 form used in tel: links'),
    })
    .describe('Public phone number'),
  social: z
    .array(
      z.strictObject({
        name: z.string().min(1).describe('Network name, the link’s accessible name'),
        icon: z
          .enum(['linkedin', 'facebook', 'instagram', 'youtube', 'x'])
          .describe('Its mark in src/components/iconPaths.ts'),
        url: url.describe('The company’s page on that network'),
      }),
    )
    .describe('Social media links in the footer, in order'),
  twitter: z
    .string()
    .regex(/^@\w{1,15}$/, 'The account’s handle, e.g. @example')
    .optional()
    .describe('The company’s X (Twitter) account, as @handle: every page’s share card names it (twitter:site)'),
  schedulingUrl: url.describe('External scheduling page for “Book My Free Call”'),
  checklistUrl: url.describe('File-sharing download of the property checklist'),
  dealChecklistUrl: url.describe('File-sharing download of the deal checklist'),
  mapQuery: z.string().min(1).describe('Place shown by the case-study map facade'),
  onsInflationUrl: url.describe('National statistics office page on inflation'),
  riskWarning: z
    .strictObject({
      lead: z.string().min(1).describe('The warning’s first sentence, shown in bold'),
      text: z
        .string()
        .min(1)
        .describe(
          'The risks in one paragraph, where there is no room for the risk section: the result page and e-mails',
        ),
      short: z
        .string()
        .min(1)
        .max(60)
        .describe('After the first sentence, beside each stated return, with a link to the risk section'),
      intro: z.string().min(1).describe('Under the heading of the "What could go wrong" section, before its points'),
      footer: z.string().min(1).max(200).describe('The one line in every footer'),
    })
    .describe(
      'The risk warning: a short one beside each return, the "What could go wrong" section (its points are the `risks` group of content/points.yaml), one line in the footer, one paragraph in e-mails',
    ),
  regulatory: z
    .strictObject({
      authorised: z
        .boolean()
        .describe(
          'Whether the firm is authorised by the FCA; while false, the build refuses any wording that implies regulation',
        ),
      statement: z.string().min(1).describe('The firm’s regulatory status as the footer states it on every page'),
    })
    .describe('Regulatory status: the footer states it, and the claims check (src/lib/claims.ts) reads `authorised`'),
  route: siteRouteSchema,
  cashComparison: z
    .string()
    .min(1)
    .describe(
      'Said wherever cash is compared with our investments: what cash has (FSCS protection, easy access) that our investments do not',
    ),
  testimonialCaveat: z
    .string()
    .min(1)
    .describe(
      'The line every testimonial carries wherever it appears (TestimonialCard): one investor’s experience, not typical. The build refuses a quotation on a page without it',
    ),
  adConversions: z
    .strictObject({
      contact: conversionName('an enquiry'),
      'deal-lead': conversionName('a deal-sourcing waitlist lead'),
      checklist: conversionName('a checklist request'),
      newsletter: conversionName('a confirmed newsletter subscription'),
      calculator: conversionName('an inflation calculation'),
      'calculator-report': conversionName('an inflation report request'),
    })
    .describe(
      'The conversion action each kind of lead is imported as by `npm run conversions` (docs/campaigns.md), named exactly as in the ad platform; a kind left out is not imported',
    ),
  analytics: analyticsSchema.describe(
    'Cookie-less visitor statistics (Plausible): off until `enabled`; when on, every page sends its visit and the goals to `endpoint`, the pages’ CSP allows it, and the privacy notice names it',
  ),
});

export type Site = z.infer<typeof siteSchema>;
export const site: Site = siteSchema.parse(raw);

/** `Page title | Company`, or the company alone for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${site.companyName}` : site.companyName;
}

/**
 * While the site is a preview (`status`), what every page and e-mail says at its top, so no visitor takes the
 * example company, its figures, testimonials and case studies for real ones; undefined once it is live.
 */
export const previewNotice: string | undefined =
  site.status === 'preview'
    ? `An example site: ${site.companyName}, its figures, testimonials and case studies are made up: none of it is a real offer.`
    : undefined;
