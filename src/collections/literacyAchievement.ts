import { z } from 'astro/zod';
import { iconSchema, rewardTitleSchema } from './common';

/**
 * How an achievement's progress grows when a quiz is finished (it unlocks at `maxProgress`):
 * `quizzes-completed` counts finished quizzes, `total-correct` counts correct answers across all
 * quizzes, `perfect-score` is 1 after a quiz with every answer right, and `high-scores` counts quizzes
 * finished with at least `minPercent`.
 */
const literacyRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('quizzes-completed').describe('Counts finished quizzes') }),
  z.strictObject({ kind: z.literal('total-correct').describe('Counts correct answers across all quizzes') }),
  z.strictObject({ kind: z.literal('perfect-score').describe('1 after a quiz with every answer right') }),
  z.strictObject({
    kind: z.literal('high-scores').describe('Counts quizzes finished with at least `minPercent`'),
    minPercent: z.number().int().min(1).max(100).describe('Score that counts, in percent'),
  }),
]);

/** An achievement of the Financial Literacy Quiz (content/literacy/achievements.yaml). */
export const literacyAchievementSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z]+(?:_[a-z]+)*$/, 'Use lower-case words joined by underscores, e.g. quiz_master')
      .describe('Saved in the browser under financialLiteracyAchievements: never rename a published one'),
    order: z.number().int().describe('Position in the grid; when several unlock at once the dialog shows the last'),
    title: rewardTitleSchema.describe(
      'Name shown in the grid and the unlock dialog: what was done, never a skill at investing',
    ),
    description: z.string().min(1).describe('How to unlock it'),
    icon: iconSchema.describe('Icon in the grid'),
    maxProgress: z.number().int().positive().describe('Progress at which it unlocks'),
    rule: literacyRuleSchema.describe('How its progress grows'),
  })
  .refine((a) => a.rule.kind !== 'perfect-score' || a.maxProgress === 1, {
    message: 'A perfect-score achievement unlocks at maxProgress 1',
    path: ['maxProgress'],
  });

export type LiteracyAchievementData = z.infer<typeof literacyAchievementSchema>;
