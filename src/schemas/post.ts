import { z } from 'astro/zod';

/** A blog post on /updates (MDX frontmatter). */
export const postSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(10).describe('Meta description'),
  date: z.coerce.date().describe('Publication date'),
  summary: z.string().min(1).describe('Teaser on the updates list'),
  category: z.enum(['Market Insights', 'Investor Tips', 'Property Trends', 'Case Studies', 'Economic Updates']),
  readTime: z.string().describe("e.g. '5 min read'"),
});
