import { z } from 'astro/zod';

/**
 * What a fact is. `return` and `security` claims must stand next to the capital-at-risk warning
 * wherever a page shows them; a comparison `rate` must name its source. What each kind must carry
 * besides (a return's basis, a past return's period and source, a rate's maximum age) is checked by
 * the claims rules (src/lib/claims.ts), which name the file and line.
 */
const factKinds = ['return', 'security', 'rate', 'money', 'count', 'duration', 'claim'] as const;
export type FactKind = (typeof factKinds)[number];

/** Kinds that a page may show only beside the capital-at-risk warning. */
export const riskKinds: readonly FactKind[] = ['return', 'security'];

/**
 * One figure or claim the site makes about the company (content/facts.yaml). Pages read it by id
 * through `fact()` in src/lib/facts.ts, or as `{{id}}` inside content text.
 */
export const factSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case words joined by hyphens')
      .describe('How pages refer to it'),
    kind: z.enum(factKinds).describe('return | security | rate | money | count | duration | claim'),
    value: z.string().min(1).describe('The figure or claim exactly as shown, e.g. "£1.2M+", "6–10%", "2.48%"'),
    wording: z.string().min(1).describe('The words shown with the value, e.g. "Raised from private investors"'),
    detail: z
      .string()
      .min(1)
      .optional()
      .describe('A sentence or two shown under the value where there is room, e.g. in a product’s key facts'),
    short: z
      .string()
      .min(1)
      .max(15)
      .optional()
      .describe('A shorter label where space is tight, e.g. under a chart bar'),
    asAt: z.coerce.date().describe('The date the figure was true (YYYY-MM-DD)'),
    timing: z
      .enum(['target', 'historic'])
      .optional()
      .describe('Returns: a target we aim for, or what was paid in the past'),
    basis: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Returns: what it is a return on, before or after fees and tax, and that it is not guaranteed; one or two sentences shown with it',
      ),
    period: z
      .strictObject({
        from: z.coerce.date().describe('First day covered (YYYY-MM-DD)'),
        to: z.coerce.date().describe('Last day covered, no later than asAt'),
      })
      .optional()
      .describe('Past returns: the complete period the figure covers'),
    source: z
      .strictObject({
        name: z.string().min(1).describe('Who publishes the figure, or whose records it comes from'),
        series: z.string().min(1).optional().describe('Which of its figures, e.g. "average easy access rate"'),
        url: z
          .url({ protocol: /^https$/ })
          .optional()
          .describe('Where to check it'),
      })
      .optional()
      .describe('Required for comparison rates and past returns'),
    maxAgeMonths: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'How many months after asAt the figure may be shown, at most 12 (required, except for a record); then the build fails until it is confirmed again',
      ),
    record: z
      .boolean()
      .optional()
      .describe(
        'True for a record of a past date that stays true ("7 deals by the end of 2023"): its value or wording names the year, and it has no maxAgeMonths',
      ),
    since: z
      .string()
      .min(1)
      .optional()
      .describe(
        'What a year fact dates, e.g. "social housing": a page that says it was done since an earlier year is refused',
      ),
    example: z
      .boolean()
      .optional()
      .describe(
        'True while the value is our example, not a term the company has given: pages mark it "(example)" and docs/launch.md lists it',
      ),
    note: z.string().min(1).optional().describe('For editors: where the figure is shown, and any caveat'),
  })
  .superRefine((fact, ctx) => {
    if (fact.kind === 'rate' && !fact.source) {
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'A comparison rate must name its source' });
    }
    if (fact.kind !== 'return' && (fact.timing || fact.basis || fact.period)) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'timing, basis and period belong to returns only' });
    }
    if (fact.record && fact.maxAgeMonths) {
      ctx.addIssue({
        code: 'custom',
        path: ['record'],
        message: 'A record stays true and does not expire: give it record or maxAgeMonths, not both',
      });
    }
  });
