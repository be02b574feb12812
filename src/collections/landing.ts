import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { seoSchema } from './common';

/** Text on the page; it may name a fact as {{id}} (content/facts.yaml), filled in when the page is built. */
const words = (what: string) => z.string().min(1).describe(`${what}; may name facts as {{id}}`);

/** An alternative text of the page: shown instead of the page's own to the visitors given this variant. */
const variantSchema = z.strictObject({
  id: z
    .enum(['b', 'c', 'd'])
    .describe('The variant’s letter: the page as written is a, its alternatives b, c and d (recorded with each lead)'),
  eyebrow: z.string().min(1).optional().describe('Instead of the hero’s small label above the headline'),
  headline: words('Instead of the headline').optional(),
  lead: words('Instead of the paragraph under the headline').optional(),
});

const heroSchema = z
  .strictObject({
    eyebrow: z.string().min(1).optional().describe('Small label above the headline'),
    headline: words('The page’s one main heading (h1)'),
    lead: words('The paragraph under the headline'),
    inflation: z
      .boolean()
      .default(false)
      .describe('Show the current UK inflation rate (ONS CPI, worked out when the site is built) beside the headline'),
  })
  .describe('The opening band');

const proofSchema = z
  .strictObject({
    label: z.string().min(1).describe('What the figures are, for screen readers, e.g. "Why investors trust us"'),
    facts: z
      .array(z.string().min(1))
      .min(1)
      .max(6)
      .describe('Ids of facts in content/facts.yaml, shown as a strip of figures with the date they were true'),
  })
  .optional()
  .describe('Proof points: the company’s figures under the hero');

const toolSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('calculator').describe('The inflation calculator (its landing rules: years from 1987)'),
      heading: words('Heading above the calculator'),
      intro: words('A sentence under the heading'),
      side: z
        .array(z.enum(['did-you-know', 'report-points']))
        .default([])
        .describe('Beside the calculator: the "Did you know?" note, what the free report shows'),
    }),
    z.strictObject({
      kind: z.literal('contact-form').describe('The contact form ("Send Us a Message")'),
      heading: words('Heading above the form'),
      intro: words('A sentence under the heading'),
    }),
  ])
  .describe('What the visitor does on the page: the calculator or the contact form');

const ctaSchema = z
  .strictObject({
    heading: words('Heading of the closing call to action, after the risk section'),
    intro: words('A sentence or two under it'),
    trusted: z
      .string()
      .min(1)
      .optional()
      .describe('Id of a fact shown under the buttons as "Trusted by <value> <wording>", e.g. investors'),
  })
  .describe(
    'The call to action, with the buttons "Book your free 15-min consultation" and "Book My Free Call"; the "What could go wrong" section always comes before it',
  );

const variantsSchema = z
  .array(variantSchema)
  .max(3)
  .default([])
  .refine((v) => new Set(v.map((x) => x.id)).size === v.length, 'Each variant needs a letter of its own')
  .refine(
    (v) => v.every((x) => x.eyebrow || x.headline || x.lead),
    'A variant must change the eyebrow, headline or lead',
  )
  .describe(
    'Versions of the hero to test against the page as written (variant a): each visitor is shown one, chosen evenly at random and kept for the visit, and each lead records which',
  );

/**
 * A campaign landing page (content/landing/<slug>.yaml), built at /landing/<slug> (index.yaml is /landing):
 * a hero with its headline and lead, a strip of the company's figures from the facts file, the inflation
 * calculator or the contact form, the "What could go wrong" section and a call to action, in that order, with
 * everything the regulatory route puts on a promoting page (src/lib/regulatory/promotion.ts). A page may have variants:
 * each visitor is shown one, chosen at random and kept for the visit, and each lead records which.
 */
export const landingSchema = ({ image }: SchemaContext) =>
  seoSchema.extend({
    title: seoSchema.shape.title.describe(
      'The page <title> (the company name is appended) and its share card’s headline',
    ),
    card: z
      .strictObject({
        eyebrow: z.string().min(1).max(60).optional().describe('Small line above the headline on the share card'),
        image: image()
          .optional()
          .describe(
            'A photo beside the share card’s words: a path relative to this file, e.g. ../../src/assets/placeholders/after-exterior.jpg',
          ),
      })
      .optional()
      .describe('The picture shown when the page is shared (1200 × 630, drawn when the site is built)'),
    hero: heroSchema,
    proof: proofSchema,
    tool: toolSchema,
    cta: ctaSchema,
    variants: variantsSchema,
  });
