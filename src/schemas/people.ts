import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { iconSchema } from './common';

/** A co-founder profile on /about. */
export const founderSchema = ({ image }: SchemaContext) =>
  z.object({
    id: z.string(),
    order: z.number().int(),
    name: z.string(),
    title: z.string().describe('Role, e.g. Co-Founder'),
    bio: z.string(),
    image: image(),
    imageAlt: z.string().min(1).describe('Alt text for the portrait'),
    focus: z.array(z.string()).default([]).describe('Areas the founder leads, shown as a short list'),
    linkedin: z.url().describe('External professional profile'),
  });

/** A company timeline entry on /about. */
export const timelineSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  year: z.number().int().min(2017),
  title: z.string(),
  icon: iconSchema,
  description: z.string(),
});

/** A client testimonial; pages pick them by id. */
export const testimonialSchema = z.object({
  id: z.string(),
  quote: z.string(),
  author: z.string(),
  role: z.string().optional().describe('e.g. Private investor, Lincolnshire'),
  returns: z.string().optional().describe("e.g. '10% annual return'"),
});
