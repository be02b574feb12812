import { z } from 'astro/zod';
import { seoSchema } from './common';

/** The categories offered on /updates, in the order they are listed. */
export const postCategories = [
  'Market Insights',
  'Investor Tips',
  'Property Trends',
  'Case Studies',
  'Economic Updates',
] as const;

/** A blog post on /updates (MDX frontmatter); the file name is its URL slug. */
export const postSchema = seoSchema.extend({
  title: seoSchema.shape.title.describe('The page <title>, og:title and the h1'),
  date: z.coerce.date().describe('Publication date (YYYY-MM-DD)'),
  summary: z.string().min(1).describe('Teaser on the updates list'),
  category: z.enum(postCategories).describe('One of the categories listed on /updates'),
  readTime: z
    .string()
    .regex(/^\d+ min read$/, "Write it as 'N min read'")
    .describe("e.g. '5 min read'"),
});
