/**
 * The regulatory route the company has taken to promote its investments lawfully (content/site.json,
 * `route`), and the regulatory content it puts on the pages (content/regulatory/): the FCA's risk summary
 * and the investor statements. The rules behind each route are in docs/regulatory-route.md. Imported by
 * src/lib/site.ts, which functions bundle too: plain zod.
 */
import * as z from 'zod';

/** An approval of the site's promotions by an authorised firm (section 21 FSMA, COBS 4.10). */
export const approvalSchema = z
  .strictObject({
    approver: z
      .string()
      .min(1)
      .describe('The authorised firm that approved the promotions, its name as the FCA Register gives it'),
    frn: z
      .string()
      .regex(/^\d{6,7}$/, 'An FCA firm reference number: 6 or 7 digits')
      .describe('The approver’s FCA firm reference number (FRN), shown beside its name'),
    approvedOn: z.iso.date().describe('The date the approver approved the pages as they are now (YYYY-MM-DD)'),
    validMonths: z
      .int()
      .min(1)
      .max(12)
      .describe(
        'How long the approval lasts, in months, as agreed with the approver (at most 12): the build fails once it has passed',
      ),
  })
  .describe('Who approved the promotions and when: shown on every page that promotes the investment');

/** The prescribed risk warning and risk summary of a category of high-risk investment (COBS 4.12A). */
export const highRiskCategories = ['non-readily-realisable-securities'] as const;

/** Who may be shown the promotions under the exempt-audience route (Financial Promotion Order 2005). */
export const exemptAudiences = ['high-net-worth', 'self-certified-sophisticated'] as const;

const approvedPromotion = z.strictObject({
  kind: z
    .literal('approved-promotion')
    .describe('An authorised firm approves the promotions: its name, FRN and approval date on each'),
  approval: approvalSchema,
});
const highRiskInvestment = z.strictObject({
  kind: z
    .literal('high-risk-investment')
    .describe(
      'The investments are a high-risk category (e.g. the loans are non-readily realisable securities): the FCA’s prescribed warning stays at the top of every promoting page, linked to the risk summary; the promotions are approved as well',
    ),
  category: z
    .enum(highRiskCategories)
    .describe('Which prescribed warning and risk summary (content/risk-summary.yaml) apply'),
  approval: approvalSchema,
});
const exemptAudience = z.strictObject({
  kind: z
    .literal('exempt-audience')
    .describe(
      'Promotions only for certified high net worth or self-certified sophisticated investors: the pages for investors are served only after the server has checked and kept the visitor’s statement, and every other page teaches',
    ),
  audiences: z
    .array(z.enum(exemptAudiences))
    .min(1)
    .describe('Which statements a visitor may complete (Financial Promotion Order articles 48 and 50A)'),
  validMonths: z
    .int()
    .min(1)
    .max(12)
    .describe(
      'How long a statement holds, in months, and with it the pass that opens the pages in the visitor’s browser (the law allows 12)',
    ),
});

/** The route in force, with its approval: what the pages, the build and the functions follow. */
export const routeSchema = z
  .discriminatedUnion('kind', [approvedPromotion, highRiskInvestment, exemptAudience])
  .describe('The regulatory route the company has taken (docs/regulatory-route.md): the pages and the build follow it');

/**
 * The route as content/site.json holds it: the approval is not written here but is the sign-off record,
 * content/approval.json (src/lib/approvalRecord.ts, docs/approval.md), so who approved what, and when, is in one place.
 */
export const siteRouteSchema = z
  .discriminatedUnion('kind', [
    approvedPromotion.omit({ approval: true }),
    highRiskInvestment.omit({ approval: true }),
    exemptAudience,
  ])
  .describe(
    'The regulatory route the company has taken (docs/regulatory-route.md); under an approved route, who approved the words and when is the sign-off record, content/approval.json',
  );

export type SiteRoute = z.infer<typeof siteRouteSchema>;
export type Route = z.infer<typeof routeSchema>;
export type Approval = z.infer<typeof approvalSchema>;

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
