import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { iconSchema, seoSchema } from './common';

/**
 * Text that may name the study's figures only as {{key}} placeholders: a pound amount or a
 * percentage typed into the text could disagree with the figures, so it fails the build.
 */
const figureFree = (what: string) =>
  z
    .string()
    .min(1)
    .refine(
      (t) => !/£\s?\d|\d\s?%/.test(t),
      `${what}: write amounts and percentages as {{key}} placeholders (see figures), not as typed numbers`,
    );

const money = z.number().min(0).describe('Pounds');
const pct = z.number().min(0).max(100).describe('Percent');
const estimable = [
  'purchased',
  'works',
  'refinanceFees',
  'buyingFees',
  'holdingCosts',
  'sellingFees',
  'monthlyRent',
  'annualRent',
  'annualCosts',
  'mortgageRate',
] as const;
const common = {
  purchasePrice: money.describe('Price paid for the property, pounds'),
  works: money.describe('Refurbishment or conversion cost, pounds'),
  worksLabel: z.string().min(1).optional().describe('How the works are described, e.g. "Conversion works"'),
  purchased: z.coerce
    .date()
    .optional()
    .describe(
      'Completion date of the purchase (YYYY-MM-DD): picks the stamp duty rates. Needed unless the price pays the same at every date (under £40,000)',
    ),
  estimated: z
    .array(z.enum(estimable))
    .default([])
    .describe(
      'Which of these numbers are estimates, not amounts from completion statements, invoices or the lease: their labels, and the figures worked out from them, say "(estimate)"',
    ),
  inferred: z
    .array(z.enum(estimable))
    .default([])
    .describe(
      'Which of these numbers were worked back from a figure published before, not read from a document: labelled "(inferred)", and a return worked out from one is never a headline',
    ),
  toCheck: z
    .array(z.enum(estimable))
    .default([])
    .describe(
      'Which of these numbers, though in the deal file, other evidence contradicts (a rent far above the area’s): labelled "(to check)", and never behind a headline return',
    ),
};

/** The deal-file numbers every other figure is worked out from (src/lib/deal/figures.ts). */
export const figuresSchema = z
  .discriminatedUnion('model', [
    z.strictObject({
      model: z.literal('refinance').describe('Bought with a mortgage, improved, refinanced on the end value, then let'),
      ...common,
      cashInvested: money.describe(
        'All the cash the investor put in: deposit, works, stamp duty, other buying and finance costs',
      ),
      endValue: money.describe('Value once the works were done, the refinance valuation, pounds'),
      monthlyRent: money.describe('Rent a month, pounds'),
      loanToValue: pct.describe('Loan to value at purchase and on the refinance'),
      mortgageRate: pct.describe('Interest a year on the mortgage (interest only)'),
      refinanceFees: money.describe('Lender and valuation fees on the refinance'),
    }),
    z.strictObject({
      model: z.literal('let').describe('Let, with running costs and money left in known from the deal file'),
      ...common,
      endValue: money.describe('Value once the works were done, pounds'),
      annualRent: money.describe('Rent a year, pounds'),
      annualCosts: money.describe('Mortgage interest and every running cost, a year'),
      costsLabel: z
        .string()
        .min(1)
        .optional()
        .describe('Label of the costs row (default "Mortgage interest and running costs a year")'),
      moneyLeftIn: money.describe(
        "The investor's cash still in the deal once it was let; the page shows the borrowing it implies",
      ),
      mortgageRate: pct
        .optional()
        .describe(
          'Interest a year on the borrowing: splits the yearly costs into its interest and the rest (list it in `estimated` if assumed)',
        ),
    }),
    z.strictObject({
      model: z.literal('mortgaged').describe('Bought with a mortgage and let, no refinance'),
      ...common,
      monthlyRent: money.describe('Rent a month, pounds'),
      loanToValue: pct.describe('Loan to value of the mortgage'),
      mortgageRate: pct.describe('Interest a year on the mortgage (interest only)'),
    }),
    z.strictObject({
      model: z.literal('flip').describe('Bought, refurbished and sold with investors’ cash'),
      ...common,
      salePrice: money.describe('Price the property sold for, pounds'),
      months: z.number().int().min(1).describe('Purchase to sale'),
      buyingFees: money.describe('Legal and survey fees on the purchase'),
      holdingCosts: money.describe('Council tax, insurance and utilities until the sale'),
      sellingFees: money.describe('Estate agent’s and legal fees on the sale'),
    }),
  ])
  .describe("The deal's numbers; every amount and return the page shows is worked out from these");

/** "To be confirmed": an outcome the company has not yet given is left out, never guessed. */
const investorsSchema = z
  .array(
    z.discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('loan').describe('Investors lent to us for this deal'),
        rate: pct.optional().describe('Interest a year fixed in the loan agreement (simple, before tax)'),
        termMonths: z.number().int().min(1).optional().describe('Length of the loan, months'),
        payments: z
          .enum(['on time', 'late', 'missed'])
          .optional()
          .describe('Whether every interest payment so far was made on time, some late, or some missed'),
        repaid: z
          .enum(['in full', 'not yet due', 'overdue'])
          .optional()
          .describe('Whether the loan has been repaid: in full, not yet (not due), or overdue'),
        repaidOn: z.coerce.date().optional().describe('When it was repaid in full (YYYY-MM-DD)'),
      }),
      z.strictObject({
        kind: z.literal('joint-venture').describe('Investors took a joint-venture stake in this deal'),
        share: pct.optional().describe('Partners’ share of the profit after every cost, percent'),
        paid: z
          .string()
          .min(1)
          .optional()
          .describe('When partners were paid their stake and share, e.g. "Within 30 days of the sale"'),
      }),
    ]),
  )
  .default([])
  .describe(
    'Each way investors put money into this deal, and what they got: shown first in the hero and on the card, before the owner’s return. Leave out what the company has not confirmed: the page says "to be confirmed"',
  );

/** How far the figures can be relied on; a confirmed study names what they were checked against. */
const evidenceSchema = z
  .strictObject({
    status: z
      .enum(['illustrative', 'confirmed'])
      .describe(
        'confirmed: every figure checked against the completion statements, invoices and lease; illustrative: not yet, and the page says so',
      ),
    checked: z
      .string()
      .min(1)
      .optional()
      .describe('For confirmed: the documents the figures were checked against, shown on the page'),
    notes: z
      .array(figureFree('evidence note'))
      .default([])
      .describe(
        'What is estimated, illustrative or still to confirm, shown in the hero beside the figures; figures as {{key}}',
      ),
  })
  .refine((e) => e.status !== 'confirmed' || e.checked, 'evidence: a confirmed study names the documents in `checked`')
  .describe('How far the figures can be relied on, said on the page');

const cardSchema = z
  .strictObject({
    order: z.number().int().describe('Position on /case-studies, ascending'),
    type: z.string().min(1).describe('Property type; picks the card icon'),
    strategy: z.string().min(1).describe('Investment strategy, e.g. "Family social housing, provider lease"'),
    location: z.string().min(1).describe('Area shown on the card'),
    summary: figureFree('card.summary').describe('A sentence on the card; figures as {{key}}'),
  })
  .describe(
    "The study's card on /case-studies, which lists every study: what its investors got, then any headline return of the hero",
  );

const highlightsSchema = z
  .array(
    z.union([
      z.strictObject({
        figure: z.string().min(1).describe('A key of the figures: its label and value are shown'),
      }),
      z.strictObject({
        value: figureFree('highlight').describe('The value as shown, e.g. "5 years"'),
        label: z.string().min(1).describe('Words under the value'),
      }),
    ]),
  )
  .max(4)
  .default([])
  .describe(
    'Headline figures shown in the hero after what investors got (and a return among them on the card too): `figure: <key>`, or a value with no amount in it (e.g. "5 years"). A return here may rest on an estimate, never on a number inferred, not itemised or to check',
  );

/** Tables by key: a row names a figure (its label, value and working), or is words with no amount. */
const tablesSchema = z
  .record(
    z.string(),
    z.strictObject({
      caption: z.string().min(1).describe('Table caption, its heading'),
      rows: z
        .array(
          z.union([
            z.strictObject({
              figure: z.string().min(1).describe('A key of the figures: its label, value and working are shown'),
            }),
            z.strictObject({
              label: z.string().min(1).describe('Row heading'),
              value: figureFree('table text').describe('Row value: words, not an amount'),
            }),
          ]),
        )
        .min(1)
        .describe('Rows in order'),
    }),
  )
  .default({})
  .describe('Tables by key; the body places one with <FinancialTable id="key" />. Money rows name a figure');

const timelineSchema = z
  .array(
    z.strictObject({
      icon: iconSchema.default('calendar').describe('Icon on the step (calendar if none)'),
      title: figureFree('timeline title').describe('Heading of the step; figures as {{key}}'),
      date: z.string().min(1).describe("As shown, e.g. 'Jul 2024'"),
      description: figureFree('timeline description').describe('What happened; figures as {{key}}'),
    }),
  )
  .default([])
  .describe('Project steps in order (<Timeline />)');

const chartSchema = z
  .strictObject({
    title: z.string().min(1).describe('Accessible name of the chart'),
  })
  .optional()
  .describe(
    'Like-for-like bar chart (<ReturnChart />): what lenders in this deal were paid a year, or partners made a year, beside our target for the same product; until that is confirmed the chart says so instead',
  );

const checklistSchema = z
  .strictObject({
    source: z.string().min(1).describe('Newsletter source tag for this sign-up'),
    heading: z.string().min(1).describe('Heading of the sign-up box'),
    text: z.string().min(1).describe('A sentence on what the checklist is'),
  })
  .optional()
  .describe('Free checklist sign-up shown at the end of the page');

const ctaSchema = z
  .strictObject({
    heading: z.string().min(1).describe('Heading of the closing section'),
    text: figureFree('cta.text').describe('A sentence or two; figures as {{key}}'),
    label: z.string().min(1).describe('Button text'),
    href: z.enum(['/contact', '/book-call']).describe('Button target'),
  })
  .describe('Closing call to action');

/**
 * One case study (MDX frontmatter). The MDX body holds the prose sections in page order and places
 * the widgets (tables, timeline, galleries, chart, map) that render the structured data below.
 */
export const caseStudySchema = ({ image }: SchemaContext) => {
  const photo = z.strictObject({
    src: image().describe('Path relative to the MDX file, e.g. ../../src/assets/placeholders/after-kitchen.jpg'),
    alt: z.string().min(1).describe('What the image shows'),
  });
  const gallery = z
    .strictObject({
      mode: z
        .enum(['carousel', 'grid'])
        .default('carousel')
        .describe('Autoplaying carousels, or a static side-by-side grid'),
      before: z.array(photo).min(1).describe('Photos before the works'),
      after: z.array(photo).min(1).describe('Photos after the works'),
    })
    .optional()
    .describe('Before and after photos (<Gallery />)');

  return seoSchema.extend({
    title: seoSchema.shape.title.describe('The page <title>, og:title and the h1'),
    description: seoSchema.shape.description
      .refine((t) => !/£\s?\d|\d\s?%/.test(t), 'description: write amounts and percentages as {{key}} placeholders')
      .describe('Meta and og:description; {{key}} placeholders are filled from the figures'),
    eyebrow: z.string().optional().describe('Small label above the h1, e.g. the strategy'),
    lead: figureFree('lead').describe('One or two sentences under the h1'),
    figures: figuresSchema,
    address: z
      .string()
      .min(1)
      .optional()
      .describe(
        'The property’s address as HM Land Registry has it (number, street, postcode). Never shown on the page (people live there): the build compares it, so no property has two case studies',
      ),
    investors: investorsSchema,
    evidence: evidenceSchema,
    location: z.string().min(1).describe('Town and area, shown in the hero'),
    card: cardSchema,
    hero: photo.optional().describe('Picture beside the hero text'),
    highlights: highlightsSchema,
    map: z.boolean().default(false).describe('Offer the click-to-load map of site.mapQuery (<MapFacade />)'),
    floorplan: photo.optional().describe('Floorplan image (<Floorplan />)'),
    tables: tablesSchema,
    summary: z.array(figureFree('summary')).default([]).describe('Key-point bullets (<Summary />); figures as {{key}}'),
    timeline: timelineSchema,
    gallery,
    chart: chartSchema,
    testimonial: z.string().optional().describe('Id of an entry in content/testimonials.yaml (<Quote />)'),
    checklist: checklistSchema,
    cta: ctaSchema,
  });
};
