import { z } from 'astro/zod';
import { iconSchema } from './common';

/** A place in a strip of figures (content/stats.yaml); the figure itself is a fact in content/facts.yaml. */
export const statSchema = z.strictObject({
  id: z.string().min(1).describe('Any unique id'),
  group: z.string().min(1).describe('Which strip, e.g. home-track-record, invest-with-us, contact-trust'),
  order: z.number().int().describe('Position in the strip, ascending'),
  fact: z.string().min(1).describe('Id of the fact shown (content/facts.yaml)'),
  icon: iconSchema.optional().describe('Shown where the figure is drawn as a trust badge'),
});

/** One of the two service offers (content/services.yaml). */
export const serviceSchema = z.strictObject({
  id: z.string().min(1).describe('Any unique id'),
  order: z.number().int().describe('Position, ascending'),
  title: z.string().min(1).describe('Card heading'),
  icon: iconSchema.describe('Icon at the top of the card'),
  summary: z.string().min(1).describe('One or two sentences under the heading'),
  points: z.array(z.string().min(1)).min(1).describe('Bullet points of what the service includes'),
  href: z.string().min(1).describe('Page the card links to, e.g. /find-you-a-deal'),
  cta: z.string().min(1).describe('Text of the card’s button'),
});

/** A question and its answer in an accordion (content/faqs.yaml); `group` says which accordion. */
export const faqSchema = z.strictObject({
  id: z.string().min(1).describe('Any unique id'),
  group: z.string().min(1).describe('Which accordion, e.g. home-reasons'),
  order: z.number().int().describe('Position in the accordion, ascending'),
  question: z.string().min(1).describe('The accordion button; may name facts as {{id}}'),
  answer: z.string().min(1).describe('Shown when the question is opened; may name facts as {{id}}'),
});

/** A titled point in a list of benefits, steps or things to expect (content/points.yaml); `group` says which list. */
export const pointSchema = z.strictObject({
  id: z.string().min(1).describe('Any unique id'),
  group: z.string().min(1).describe('Which list, e.g. home-benefits, iwu-how, book-call-expect'),
  order: z.number().int().describe('Position in the list, ascending'),
  title: z.string().min(1).describe('Heading of the point; may name facts as {{id}}'),
  text: z.string().min(1).describe('A sentence or two; may name facts as {{id}}'),
  icon: iconSchema.optional().describe('Icon drawn beside the point where the page shows icons'),
});
