import { z } from 'astro/zod';

/**
 * What a fact is. `return` and `security` claims must stand next to the capital-at-risk warning
 * wherever a page shows them; a comparison `rate` must name its source.
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
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case words joined by hyphens').describe('How pages refer to it'),
    kind: z.enum(factKinds).describe('return | security | rate | money | count | duration | claim'),
    value: z.string().min(1).describe('The figure or claim exactly as shown, e.g. "£1.2M+", "6–10%", "FCA"'),
    wording: z.string().min(1).describe('The words shown with the value, e.g. "Raised from private investors"'),
    asAt: z.coerce.date().describe('The date the figure was true (YYYY-MM-DD)'),
    source: z
      .strictObject({
        name: z.string().min(1).describe('Who publishes the figure'),
        url: z.url({ protocol: /^https$/ }).optional().describe('Where to check it'),
      })
      .optional()
      .describe('Required for comparison rates'),
    note: z.string().min(1).optional().describe('For editors: where the spec places it, and any caveat'),
  })
  .superRefine((fact, ctx) => {
    if (fact.kind === 'rate' && !fact.source) {
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'A comparison rate must name its source' });
    }
  });
