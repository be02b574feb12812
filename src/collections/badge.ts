import { z } from 'astro/zod';
import { iconSchema, rewardTitleSchema } from './common';
import { slugSchema } from './learningModule';

/** Colours a badge can take, from the site palette. */
const badgeColors = ['navy', 'orange', 'green', 'red', 'yellow'] as const;

/**
 * When a badge is awarded, judged on the learner's state after the lesson just completed:
 * `first-lesson` once any lesson is complete, `perfect-quiz` for a lesson quiz scored 100%,
 * `module-complete` once every lesson of `module` is complete.
 */
const badgeRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('first-lesson').describe('Awarded once any lesson is complete') }),
  z.strictObject({ kind: z.literal('perfect-quiz').describe('Awarded for a lesson quiz scored 100%') }),
  z.strictObject({
    kind: z.literal('module-complete').describe('Awarded once every lesson of `module` is complete'),
    module: slugSchema.describe('Id of a module in modules.yaml'),
  }),
]);

/** A badge of the Learning Hub (content/learning/badges.yaml). Earned badges are never removed. */
export const badgeSchema = z.strictObject({
  id: slugSchema.describe('Badge id; saved in the learner’s achievements, so never rename a published one'),
  order: z.number().int().describe('Position in the Badges tab, ascending'),
  title: rewardTitleSchema.describe('Name of the badge, e.g. First Steps: what was done, never a skill at investing'),
  description: z.string().min(1).describe('What it rewards, shown under the title'),
  icon: iconSchema.describe('Icon on the badge'),
  color: z.enum(badgeColors).describe('Colour of the earned badge'),
  requirement: z.string().min(1).describe('How to earn it, shown on a badge not yet earned'),
  category: slugSchema.describe('Id of a category in badge-categories.yaml'),
  rule: badgeRuleSchema.describe('When it is awarded'),
});

/** A group of badges, listed with its description on the Badges tab (content/learning/badge-categories.yaml). */
export const badgeCategorySchema = z.strictObject({
  id: slugSchema.describe('Category id, named by badges in `category`'),
  order: z.number().int().describe('Position on the Badges tab, ascending'),
  title: z.string().min(1).describe('Heading of the group'),
  description: z.string().min(1).describe('A sentence under the heading'),
});

export type BadgeData = z.infer<typeof badgeSchema>;
export type BadgeRule = z.infer<typeof badgeRuleSchema>;
