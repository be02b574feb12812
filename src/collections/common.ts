import { z } from 'astro/zod';
import { pictogramNames } from '../components/iconPaths';

/** Page metadata shared by collections that become pages. */
export const seoSchema = z.strictObject({
  title: z.string().min(1).describe('Page <title> before the company name is appended'),
  description: z.string().min(10).max(200).describe('Meta description'),
});

/** An icon drawn by src/components/iconPaths.ts: one of its pictograms. */
export const iconSchema = z.enum(pictogramNames);
