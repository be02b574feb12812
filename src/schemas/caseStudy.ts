import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { lineItemSchema, iconSchema } from './common';

/** One case study (MDX frontmatter). The body holds the prose sections. */
export const caseStudySchema = ({ image }: SchemaContext) =>
  z.object({
    title: z.string().min(1).describe('Headline on the page and the list card'),
    description: z.string().min(10).describe('Meta and og:description'),
    card: z
      .object({
        order: z.number().int(),
        type: z.string().describe('Property type; picks the card icon'),
        strategy: z.string(),
        location: z.string(),
        summary: z.string(),
        roi: z.string().describe("Shown as '<roi> ROI'"),
        link: z.string().describe("'#' shows a disabled 'Coming Soon' button"),
      })
      .optional()
      .describe('Present only for studies listed on /case-studies'),
    location: z.string(),
    heroImage: image().optional(),
    financials: z.array(z.object({ heading: z.string(), items: z.array(lineItemSchema) })).default([]),
    timeline: z
      .array(z.object({ icon: iconSchema.default('calendar'), title: z.string(), date: z.string(), description: z.string() }))
      .default([]),
    before: z.array(z.object({ src: image(), alt: z.string().min(1) })).default([]),
    after: z.array(z.object({ src: image(), alt: z.string().min(1) })).default([]),
  });
