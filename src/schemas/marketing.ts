import { z } from 'astro/zod';
import { iconSchema } from './common';

/** A place in a strip of figures; the figure itself is a fact in content/facts.yaml. */
export const statSchema = z.strictObject({
  id: z.string(),
  group: z.string().describe('e.g. home-track-record, invest-with-us, contact-trust'),
  order: z.number().int(),
  fact: z.string().describe('Id of the fact shown (content/facts.yaml)'),
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

/** A question and its answer in an accordion; `group` says which accordion. */
export const faqSchema = z.object({
  id: z.string(),
  group: z.string().describe('Which accordion, e.g. home-reasons'),
  order: z.number().int(),
  question: z.string(),
  answer: z.string(),
});

/** A titled point in a list of benefits, steps or things to expect; `group` says which list. */
export const pointSchema = z.object({
  id: z.string(),
  group: z.string().describe('Which list, e.g. home-benefits, iwu-how, book-call-expect'),
  order: z.number().int(),
  title: z.string(),
  text: z.string(),
  icon: iconSchema.optional().describe('Icon drawn beside the point where the page shows icons'),
});
