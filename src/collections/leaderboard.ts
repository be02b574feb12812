import { z } from 'astro/zod';

/** A sample row of the Top Learners table (content/learning/leaderboard.yaml): examples, not real people. */
export const leaderboardEntrySchema = z.strictObject({
  id: z.string().min(1).describe('Any unique id, e.g. sample-1'),
  rank: z.number().int().positive().describe('Place in the table, from 1'),
  name: z.string().min(1).describe('Example learner, shown as a first name and an initial'),
  score: z.number().int().min(0).describe('Points'),
  badges: z.number().int().min(0).describe('Number of badges'),
});
