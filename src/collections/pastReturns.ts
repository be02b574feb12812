import { z } from 'astro/zod';

/**
 * What investors in one product received, year by year (content/past-returns.yaml): realised, not the
 * rates agreed. Until the company has checked its records, `received` is empty and the page says what
 * is known instead (`known`); once any year is given, every complete year since `firstYear` must be,
 * with the source and why the figures differ from the target (src/lib/claims/rules/past-returns.ts).
 */
export const pastReturnsSchema = z.strictObject({
  id: z.string().min(1).describe('The product: lenders or partners'),
  product: z.enum(['loan', 'joint-venture']).describe('Which way to invest the figures are of'),
  firstYear: z.number().int().min(2000).describe('The first year investors in this product had money with us'),
  measure: z
    .string()
    .min(1)
    .describe('What each year’s figure is: what was received that year over what was invested, before tax'),
  received: z
    .array(
      z.strictObject({
        year: z.number().int().describe('A complete calendar year'),
        percent: z.number().min(-100).max(100).describe('What investors received that year, percent'),
      }),
    )
    .default([])
    .describe('Each complete year since firstYear, from the company’s records; empty until they are checked'),
  source: z.string().min(1).optional().describe('Whose records, and who checked them: required with any year'),
  whyDifferent: z
    .string()
    .min(1)
    .optional()
    .describe('Why these differ from our target, shown beside them: required with any year'),
  known: z.string().min(1).describe('What can be said until the yearly figures are checked; no figure in it'),
});
