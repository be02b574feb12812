import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { lineItemSchema, iconSchema, seoSchema } from './common';

/**
 * One case study (MDX frontmatter). The MDX body holds the prose sections in page order and places
 * the widgets (tables, timeline, galleries, chart, map) that render the structured data below.
 */
export const caseStudySchema = ({ image }: SchemaContext) => {
  const photo = z.object({
    src: image().describe('Path relative to the MDX file, e.g. ../../src/assets/placeholders/after-kitchen.jpg'),
    alt: z.string().min(1).describe('What the image shows'),
  });

  return seoSchema.extend({
    title: seoSchema.shape.title.describe('The page <title>, og:title and the h1'),
    description: seoSchema.shape.description.describe('Meta and og:description'),
    eyebrow: z.string().optional().describe('Small label above the h1, e.g. the strategy'),
    lead: z.string().min(1).describe('One or two sentences under the h1'),
    location: z.string().min(1).describe('Town and area, shown in the hero'),
    card: z
      .object({
        order: z.number().int().describe('Position on /case-studies, ascending'),
        type: z.string().min(1).describe('Property type; picks the card icon'),
        strategy: z.string().min(1),
        location: z.string().min(1),
        summary: z.string().min(1),
        roi: z.string().min(1).describe("Shown as '<roi> ROI'"),
        link: z.string().min(1).describe("Card target; '#' shows a disabled 'Coming Soon' button"),
      })
      .optional()
      .describe('Present only for studies listed on /case-studies'),
    hero: photo.optional().describe('Picture beside the hero text'),
    highlights: z
      .array(z.object({ value: z.string().min(1), label: z.string().min(1) }))
      .max(4)
      .default([])
      .describe('Headline figures shown in the hero'),
    map: z.boolean().default(false).describe('Offer the click-to-load map of site.mapQuery (<MapFacade />)'),
    floorplan: photo.optional().describe('Floorplan image (<Floorplan />)'),
    tables: z
      .record(z.string(), z.object({ caption: z.string().min(1), rows: z.array(lineItemSchema).min(1) }))
      .default({})
      .describe('Financial tables by key; the body places one with <FinancialTable id="key" />'),
    summary: z.array(z.string().min(1)).default([]).describe('Key-point bullets (<Summary />)'),
    timeline: z
      .array(
        z.object({
          icon: iconSchema.default('calendar'),
          title: z.string().min(1),
          date: z.string().min(1).describe("As shown, e.g. 'Jul 2024'"),
          description: z.string().min(1),
        }),
      )
      .default([])
      .describe('Project steps in order (<Timeline />)'),
    gallery: z
      .object({
        mode: z.enum(['carousel', 'grid']).default('carousel').describe('Autoplaying carousels, or a static side-by-side grid'),
        before: z.array(photo).min(1),
        after: z.array(photo).min(1),
      })
      .optional()
      .describe('Before and after photos (<Gallery />)'),
    chart: z
      .object({
        title: z.string().min(1).describe('Accessible name of the chart'),
        note: z.string().min(1).describe('Caption under the chart, e.g. where the comparison figures come from'),
        bars: z
          .array(
            z.object({
              label: z.string().min(1),
              value: z.number().min(0).describe('Percent a year'),
              highlight: z.boolean().default(false).describe('This property: drawn in orange'),
            }),
          )
          .min(2),
      })
      .optional()
      .describe('Return comparison bar chart (<ReturnChart />)'),
    testimonial: z.string().optional().describe('Id of an entry in content/testimonials.yaml (<Quote />)'),
    checklist: z
      .object({
        source: z.string().min(1).describe('Newsletter source tag for this sign-up'),
        heading: z.string().min(1),
        text: z.string().min(1),
      })
      .optional()
      .describe('Free checklist sign-up shown at the end of the page'),
    cta: z
      .object({
        heading: z.string().min(1),
        text: z.string().min(1),
        label: z.string().min(1).describe('Button text'),
        href: z.enum(['/contact', '/book-call']).describe('Button target'),
      })
      .describe('Closing call to action'),
  });
};
