import { z } from 'astro/zod';
import { iconSchema } from './common';

/** A stable id in kebab-case: saved progress is keyed by it, so never rename a published one. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case words joined by hyphens, e.g. risk-assessment');

/** How hard a module is; the card's badge is green, yellow or red. */
const difficulties = ['beginner', 'intermediate', 'advanced'] as const;

/**
 * A module of the Financial Learning Hub (content/learning/modules.yaml). Its lessons are the files in
 * content/learning/lessons/ that name it in `module`, in their `order`.
 */
export const learningModuleSchema = z.strictObject({
  id: slugSchema.describe('Module id, e.g. inflation-basics; part of every saved progress key'),
  order: z.number().int().describe('Position in the module list, ascending'),
  title: z.string().min(1).describe('Card and lesson-view title'),
  description: z.string().min(1).max(200).describe('One or two sentences on the card'),
  icon: iconSchema.describe('Icon on the card (a pictogram of src/components/iconPaths.ts)'),
  difficulty: z.enum(difficulties).describe('beginner (green), intermediate (yellow) or advanced (red)'),
  estimatedTime: z
    .number()
    .int()
    .positive()
    .describe('Minutes for the whole module: must equal the sum of its lessons’ minutes'),
});

export type LearningModuleData = z.infer<typeof learningModuleSchema>;
