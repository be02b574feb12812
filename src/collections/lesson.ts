import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { slugSchema } from './learningModule';

const text = z.string().trim().min(1);
const money = z.number().positive();

/**
 * The widget an interactive step shows. Each kind has its own starting values; the learner changes
 * them in the page. `inflation-buying-power` reads the ONS CPI series in content/data/ at build time.
 */
const widgetSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('compound-growth').describe('Sliders for amount, rate and years; compound against simple growth'),
    amount: money.describe('Starting amount in £'),
    rate: z.number().positive().max(20).describe('Annual growth in %'),
    years: z.number().int().positive().describe('Years shown at first'),
    maxYears: z.number().int().positive().max(50).describe('Longest period the slider allows'),
  }),
  z.strictObject({
    kind: z
      .literal('inflation-buying-power')
      .describe('What an amount from a chosen year is worth today, from the ONS CPI index'),
    amount: money.describe('Amount in £ in the chosen year'),
    fromYear: z.number().int().min(1988).describe('Year chosen at first (CPI starts in 1988)'),
  }),
  z.strictObject({
    kind: z.literal('rental-yield').describe('Gross and net yield from price, rent and running costs'),
    price: money.describe('Purchase price in £'),
    monthlyRent: money.describe('Rent per month in £'),
    annualCosts: z.number().min(0).describe('Running costs per year in £ (agent, insurance, repairs, voids)'),
  }),
  z.strictObject({
    kind: z.literal('cash-reserve').describe('The 3 to 6 months of costs a landlord keeps in reserve'),
    monthlyMortgage: z.number().min(0).describe('Mortgage payment per month in £'),
    monthlyCosts: z.number().min(0).describe('Other costs per month in £'),
  }),
]);

/** One step of a lesson. `content` is the step's text, or the image for an image step. */
const stepSchema = ({ image }: SchemaContext) =>
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('text').describe('Paragraphs of text'),
      title: text.optional().describe('Heading of the step'),
      content: text.describe(
        'Paragraphs separated by a blank line; a paragraph whose every line starts with "- " is a bulleted list',
      ),
    }),
    z.strictObject({
      type: z.literal('image').describe('An image with its caption'),
      title: text.optional().describe('Heading of the step'),
      content: image().describe(
        'Path of the image relative to the lesson file, e.g. ../../../src/assets/learning/loan-in-real-terms.svg',
      ),
      alt: text.describe('What the image shows, for anyone who cannot see it'),
      caption: text.optional().describe('Caption under the image'),
    }),
    z.strictObject({
      type: z.literal('interactive').describe('Text and a widget to try'),
      title: text.optional().describe('Heading of the step'),
      content: text.describe('What to try with the widget, paragraphs as in a text step'),
      widget: widgetSchema.describe('The widget and its starting values'),
    }),
  ]);

/** A multiple-choice question of a lesson quiz. */
const lessonQuestionSchema = z
  .strictObject({
    id: z.number().int().positive().describe('Number of the question within its quiz'),
    question: text.describe('The question as asked'),
    options: z.array(text).min(2).max(6).describe('Answers in the order shown'),
    correctAnswer: z.number().int().min(0).describe('Index of the right option, counting from 0'),
    explanation: text.describe('Shown after "Show Explanation"'),
  })
  .refine((q) => q.correctAnswer < q.options.length, {
    message: 'correctAnswer must be the index of one of the options (counting from 0)',
    path: ['correctAnswer'],
  });

/** The quiz that follows a lesson's last step. Pass mark 70%. */
const lessonQuizSchema = z
  .strictObject({
    id: slugSchema.describe('Quiz id'),
    title: text.describe('Heading of the quiz'),
    description: text.describe('A sentence under the heading'),
    questions: z.array(lessonQuestionSchema).min(1).describe('The questions, in the order asked'),
  })
  .refine((q) => new Set(q.questions.map((x) => x.id)).size === q.questions.length, {
    message: 'Each question needs its own id',
    path: ['questions'],
  });

/**
 * A lesson (content/learning/lessons/<lesson-id>.yaml; the file name is its id). Its steps are shown
 * one at a time; a lesson with a quiz opens it after the last step.
 */
export const lessonSchema = (context: SchemaContext) =>
  z.strictObject({
    module: slugSchema.describe('Id of its module in content/learning/modules.yaml'),
    order: z.number().int().positive().describe('Position within the module, from 1'),
    title: text.describe('Heading of the lesson'),
    description: text.describe('One sentence under the title'),
    estimatedTime: z.number().int().positive().describe('Minutes to read it and take its quiz'),
    content: z.array(stepSchema(context)).min(1).describe('The steps, in order'),
    quiz: lessonQuizSchema.optional().describe('Quiz opened after the last step'),
  });

export type LessonData = z.infer<ReturnType<typeof lessonSchema>>;
export type WidgetData = z.infer<typeof widgetSchema>;
