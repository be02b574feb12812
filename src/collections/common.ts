import { z } from 'astro/zod';
import { pictogramNames } from '../components/iconPaths';

/** Page metadata shared by collections that become pages. */
export const seoSchema = z.strictObject({
  title: z.string().min(1).describe('Page <title> before the company name is appended'),
  description: z.string().min(10).max(200).describe('Meta description'),
});

/** An icon drawn by src/components/iconPaths.ts: one of its pictograms. */
export const iconSchema = z.enum(pictogramNames);

/**
 * The name of a badge or an achievement: what the learner did ("Ten Right Answers"), never a skill at
 * investing ("Investment Guru", "Property Expert"): a quiz score is not a qualification to invest.
 */
export const rewardTitleSchema = z
  .string()
  .min(1)
  .refine(
    (t) => !/\b(?:gurus?|experts?|pros?|wizards?|investors?|masters? investors?)\b/i.test(t),
    'name what the learner did ("Ten Right Answers"), not a skill at investing ("Guru", "Expert", "Pro")',
  );
