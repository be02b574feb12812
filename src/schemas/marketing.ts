import { z } from 'astro/zod';
import { iconSchema } from './common';

/** A figure in a stats strip; `group` says which strip it belongs to. */
export const statSchema = z.object({
  id: z.string(),
  group: z.string().describe('e.g. home-track-record, invest-with-us'),
  order: z.number().int(),
  value: z.string(),
  label: z.string(),
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

/** A question and answer (or reason) in an accordion; `group` says which accordion. */
export const faqSchema = z.object({
  id: z.string(),
  group: z.string().describe('e.g. home-reasons, landing-questions'),
  order: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
