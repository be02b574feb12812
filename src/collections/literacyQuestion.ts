import { z } from 'astro/zod';

/** The topics of the Financial Literacy Quiz, shown as each question's category badge. */
export const literacyCategories = [
  'Property Basics',
  'Investment Strategies',
  'Returns & Yields',
  'Market Knowledge',
  'Risk Management',
] as const;

/** A question of the Financial Literacy Quiz (content/literacy/questions.yaml), asked in `id` order. */
export const literacyQuestionSchema = z.strictObject({
  id: z.number().int().positive().describe('Question number: 1, 2, 3…'),
  category: z.enum(literacyCategories).describe('Topic, shown as the question’s badge'),
  question: z.string().trim().min(1).describe('The question as asked'),
  options: z.array(z.string().trim().min(1)).length(4).describe('Exactly four answers, shown as A to D'),
  correctAnswer: z.number().int().min(0).max(3).describe('Index of the right answer: 0 is A, 3 is D'),
  explanation: z.string().trim().min(1).describe('Shown after the answer is submitted'),
  lessons: z
    .array(
      z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A lesson id: the name of its file in content/learning/lessons/'),
    )
    .min(1)
    .describe(
      'The Learning Hub lessons that teach what the question asks (their ids); the completion screen links to them when it was answered wrongly',
    ),
});
