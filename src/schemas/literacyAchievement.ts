import { z } from 'astro/zod';
import { iconSchema } from './common';

/**
 * How an achievement's progress grows when a quiz is finished (it unlocks at `maxProgress`):
 * `quizzes-completed` counts finished quizzes, `total-correct` counts correct answers across all
 * quizzes, `perfect-score` is 1 after a quiz with every answer right, and `high-scores` counts quizzes
 * finished with at least `minPercent`.
 */
export const literacyRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('quizzes-completed') }),
  z.strictObject({ kind: z.literal('total-correct') }),
  z.strictObject({ kind: z.literal('perfect-score') }),
  z.strictObject({ kind: z.literal('high-scores'), minPercent: z.number().int().min(1).max(100) }),
]);

/** An achievement of the Financial Literacy Quiz (content/literacy/achievements.yaml). */
export const literacyAchievementSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+(?:_[a-z]+)*$/, 'Use lower-case words joined by underscores, e.g. quiz_master').describe('Saved in the browser under financialLiteracyAchievements: never rename a published one'),
    order: z.number().int().describe('Position in the grid; when several unlock at once the dialog shows the last'),
    title: z.string().min(1),
    description: z.string().min(1),
    icon: iconSchema,
    maxProgress: z.number().int().positive().describe('Progress at which it unlocks'),
    rule: literacyRuleSchema,
  })
  .refine((a) => a.rule.kind !== 'perfect-score' || a.maxProgress === 1, {
    message: 'A perfect-score achievement unlocks at maxProgress 1',
    path: ['maxProgress'],
  });

export type LiteracyAchievementData = z.infer<typeof literacyAchievementSchema>;
