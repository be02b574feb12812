import { z } from 'astro/zod';

/** The categories offered on /updates, in the order they are listed. */
export const postCategories = ['Market Insights', 'Investor Tips', 'Property Trends', 'Case Studies', 'Economic Updates'] as const;

/** A blog post on /updates (MDX frontmatter); the file name is its URL slug. */
export const postSchema = z.object({
  title: z.string().min(1).describe('Page title and h1'),
  description: z.string().min(10).max(200).describe('Meta description'),
  date: z.coerce.date().describe('Publication date (YYYY-MM-DD)'),
  summary: z.string().min(1).describe('Teaser on the updates list'),
  category: z.enum(postCategories),
  readTime: z.string().regex(/^\d+ min read$/, "Write it as 'N min read'").describe("e.g. '5 min read'"),
});
