/**
 * stale-rate: a comparison `rate` names its source and how long it may be shown (`maxAgeMonths`, at most 12,
 * after its asAt); the build fails once that has passed.
 */
import { expired, MAX_AGE_MONTHS } from '../expiry.ts';
import { FACTS_FILE } from '../sourceLines.ts';
import type { Rule } from '../rule.ts';

const rate = (asAt = '2026-01-01', ...more: string[]) =>
  [
    '- id: rate-easy-access',
    '  kind: rate',
    '  value: "2.48%"',
    '  wording: "Easy-access savings account (average)"',
    `  asAt: ${asAt}`,
    ...more,
  ].join('\n');
const sourced =
  '  source: { name: "Moneyfacts UK Savings Trends Treasury Report", series: "average easy access rate" }';

export const rule: Rule = {
  id: 'stale-rate',
  refuses: `A comparison \`rate\` without its \`source\` and \`maxAgeMonths\`, a \`maxAgeMonths\` over ${MAX_AGE_MONTHS}, or a rate shown longer than that after its \`asAt\``,
  why: 'A comparison with a rate that has moved is no longer fair: every rate carries its date and source, and expires.',
  sources: (ctx) =>
    ctx.facts
      .filter((f) => f.kind === 'rate')
      .flatMap((f) => {
        const where = { file: FACTS_FILE, line: f.line };
        if (!f.source?.name)
          return [
            { ...where, message: `rate "${f.id}" has no source: add \`source: { name: …, series: …, url: … }\`` },
          ];
        if (!(f.asAt instanceof Date) || !f.maxAgeMonths)
          return [
            {
              ...where,
              message: `rate "${f.id}" needs \`asAt\` and \`maxAgeMonths\` (how long after its date it may be shown, at most ${MAX_AGE_MONTHS})`,
            },
          ];
        const why = expired(f, ctx.today, 'a comparison rate');
        if (!why) return [];
        const from = [f.source.name, f.source.series].filter(Boolean).join(', ');
        return [
          {
            ...where,
            message: `rate "${f.id}" ${why}. Update its value, asAt and source from the latest ${from}${f.source.url ? ` (${f.source.url})` : ''}, or take it off the pages that compare with it.`,
          },
        ];
      }),
  examples: {
    valid: [
      { files: { 'content/facts.yaml': rate('2026-01-01', '  maxAgeMonths: 12', sourced) }, today: '2026-12-31' },
    ],
    invalid: [
      { files: { 'content/facts.yaml': rate('2026-01-01', '  maxAgeMonths: 12', sourced) }, today: '2027-01-01' },
      // A rate from 2021 is not kept alive by maxAgeMonths 120, nor a young one promised 24 months.
      { files: { 'content/facts.yaml': rate('2021-01-01', '  maxAgeMonths: 120', sourced) } },
      { files: { 'content/facts.yaml': rate('2026-10-01', '  maxAgeMonths: 24', sourced) } },
      { files: { 'content/facts.yaml': rate('2026-01-01', sourced) } },
      { files: { 'content/facts.yaml': rate('2026-01-01', '  maxAgeMonths: 12') } },
    ],
  },
};
