import { z } from 'astro/zod';
import { exemptAudiences, highRiskCategories } from './route';

/**
 * Text with links: `[label](https://…)` marks a link, as in Markdown; nothing else is read as markup.
 * Only https links (the FCA's, FSCS's and the Ombudsman's pages).
 */
const linkedText = z
  .string()
  .min(1)
  .refine((t) => [...t.matchAll(/\[[^\]]+\]\(([^)]*)\)/g)].every((m) => /^https:\/\/[^\s]+$/.test(m[1]!)), {
    message: 'A link is [label](https://…)',
  });

/**
 * The FCA's risk summary for a category of high-risk investment (content/regulatory/risk-summary.yaml), shown
 * at /risk-summary under the high-risk route, behind the prescribed warning's "Take 2 mins to learn more".
 */
export const riskSummarySchema = z.strictObject({
  id: z.enum(highRiskCategories).describe('The category it is for, as content/site.json names it (route.category)'),
  readingTime: z.string().min(1).describe('The template’s first line, "Estimated reading time: 2 min"'),
  intro: z.string().min(1).describe('The template’s opening sentence'),
  question: z.string().min(1).describe('The heading over the numbered risks, "What are the key risks?"'),
  risks: z
    .array(
      z.strictObject({
        heading: z.string().min(1).describe('The numbered risk, in the template’s words'),
        points: z.array(linkedText).min(1).describe('Its bullet points; [label](https://…) makes a link'),
      }),
    )
    .min(1)
    .describe('The numbered risks, in the template’s order'),
  closing: z.array(linkedText).describe('The paragraphs after the risks; [label](https://…) makes a link'),
});

/**
 * A statement a visitor completes before seeing the promotions under the exempt-audience route, in the form
 * the Financial Promotion Order 2005 prescribes (Schedule 5; content/regulatory/investor-statements.yaml).
 */
export const investorStatementSchema = z.strictObject({
  id: z.enum(exemptAudiences).describe('Which exemption it is for, as content/site.json names it (route.audiences)'),
  title: z.string().min(1).describe('The statement’s title, in the Order’s words'),
  choice: z.string().min(1).describe('How the visitor picks this statement ("I am a high net worth individual")'),
  intro: z.string().min(1).describe('The sentence before the conditions, in the Order’s words'),
  conditions: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(/^[a-z]$/, 'One letter: a, b, c…')
          .describe('The condition’s letter'),
        question: z.string().min(1).describe('The condition as the Order asks it; ticking it answers yes'),
        detail: z.string().min(1).describe('What the Order asks the visitor to specify when the answer is yes'),
      }),
    )
    .min(1)
    .describe('The conditions, at least one of which must apply'),
  declaration: z.string().min(1).describe('What the visitor accepts by completing the statement, in the Order’s words'),
});
