import { z } from 'astro/zod';
import { iconSchema } from './common';

/** A figure in a stats strip; `group` says which strip it belongs to. */
export const statSchema = z.object({
  id: z.string(),
  group: z.string().describe('e.g. home-track-record, invest-with-us, contact-trust'),
  order: z.number().int(),
  value: z.string(),
  label: z.string(),
  icon: iconSchema.optional().describe('Shown where the figure is drawn as a trust badge'),
});

/** One of the two service offers. */
export const serviceSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  title: z.string(),
  icon: iconSchema,
  summary: z.string(),
  points: z.array(z.string()).min(1),
  href: z.string(),
  cta: z.string(),
});

/**
 * A question and answer in an accordion, or a titled point in a list of points (steps, benefits,
 * trust points); `group` says which list, `order` its place in it.
 */
export const faqSchema = z.object({
  id: z.string(),
  group: z.string().describe('e.g. home-reasons (accordion), iwu-how (steps), book-call-expect (points)'),
  order: z.number().int(),
  question: z.string().describe('The question, or the title of a point'),
  answer: z.string().describe('The answer, or the text of a point'),
  icon: iconSchema.optional().describe('Icon drawn beside a point; accordions ignore it'),
});
