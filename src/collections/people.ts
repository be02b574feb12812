import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { iconSchema } from './common';

/** A co-founder profile on /about (content/founders.yaml). */
export const founderSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: z.string().min(1).describe('Any unique id, e.g. the first name'),
    order: z.number().int().describe('Position on /about, ascending'),
    name: z.string().min(1).describe('Full name, the profile heading'),
    title: z.string().min(1).describe('Role, e.g. Co-Founder'),
    bio: z.string().min(1).describe('A paragraph about the founder'),
    image: image().describe('Portrait, path relative to the YAML file'),
    imageAlt: z.string().min(1).describe('Alt text for the portrait'),
    focus: z.array(z.string().min(1)).default([]).describe('Areas the founder leads, shown as a short list'),
    linkedin: z.url().describe('External professional profile'),
  });

/** A company timeline entry on /about (content/timeline.yaml). */
export const timelineSchema = z.strictObject({
  id: z.string().min(1).describe('Any unique id'),
  order: z.number().int().describe('Position on the timeline, ascending'),
  year: z.number().int().min(2017).describe('Year shown beside the entry'),
  title: z.string().min(1).describe('Heading of the entry; may name facts as {{id}}'),
  icon: iconSchema.describe('Icon on the timeline dot'),
  description: z.string().min(1).describe('A sentence or two; may name facts as {{id}}'),
});

/** A client testimonial (content/testimonials.yaml); pages pick them by id. */
export const testimonialSchema = z.strictObject({
  id: z.string().min(1).describe('How pages and case studies pick it'),
  quote: z.string().min(1).describe('The words, without quotation marks'),
  author: z.string().min(1).describe('Who said it, as they agreed to be named'),
  role: z.string().min(1).optional().describe('e.g. Private investor, Lincolnshire'),
  returns: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The id of a past return in content/facts.yaml, not the figure itself')
    .optional()
    .describe(
      'A figure the quote gives: the id of a past `return` fact in content/facts.yaml (timing: historic), whose wording names the product and period and whose basis, source and warning are shown with it',
    ),
  givenOn: z.iso.date().optional().describe('The day the person gave these words (YYYY-MM-DD); a live site needs it'),
  consentOn: z.iso
    .date()
    .optional()
    .describe(
      'The day the person agreed, in writing, to these words being published under this name (YYYY-MM-DD); a live site needs it',
    ),
});
