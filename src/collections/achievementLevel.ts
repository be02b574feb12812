import { z } from 'astro/zod';

/** A level on the Leaderboard tab (content/learning/levels.yaml), e.g. Learning Enthusiast. */
export const achievementLevelSchema = z.strictObject({
  id: z.string().min(1).describe('Any unique id'),
  order: z.number().int().describe('Position in the list, ascending'),
  title: z.string().min(1).describe('Name of the level, e.g. Learning Enthusiast'),
  lessons: z
    .union([z.number().int().positive(), z.literal('all')])
    .describe("Lessons to complete, or 'all' for every module"),
  points: z.number().int().positive().describe('Points to reach'),
});
