/**
 * stale-figure: a company figure has `maxAgeMonths` (at most 12) and is not shown longer than that after its
 * asAt, unless it is a `record` of a past year that names that year.
 */
import { companyKinds, expired, MAX_AGE_MONTHS } from '../expiry.ts';
import { FACTS_FILE } from '../sourceLines.ts';
import type { Rule } from '../rule.ts';

const raised = (asAt: string, ...more: string[]) =>
  ['- id: raised', '  kind: money', '  value: "£1.2M+"', '  wording: "Raised"', `  asAt: ${asAt}`, ...more].join('\n');
const record = (wording: string) =>
  [
    '- id: deals-2023',
    '  kind: count',
    '  value: "7"',
    `  wording: "${wording}"`,
    '  asAt: 2023-12-31',
    '  record: true',
  ].join('\n');

export const rule: Rule = {
  id: 'stale-figure',
  refuses: `A company figure (\`money\`, \`count\`, \`duration\`, \`claim\`, \`security\`, \`return\`) without a \`maxAgeMonths\`, with one over ${MAX_AGE_MONTHS}, or shown longer than that after its \`asAt\`; a \`record\` of a past year that does not name the year`,
  why: 'A figure about the company is true on a date; shown long after it, it tells an investor something that may have changed.',
  sources: (ctx) =>
    ctx.facts
      .filter((f) => companyKinds.includes(f.kind))
      .flatMap((f) => {
        const where = { file: FACTS_FILE, line: f.line };
        if (f.record) {
          const year = f.asAt instanceof Date ? String(f.asAt.getUTCFullYear()) : '';
          return year && `${f.value} ${f.wording}`.includes(year)
            ? []
            : [
                {
                  ...where,
                  message: `fact "${f.id}" is a record (record: true), which never expires, but neither its value nor its wording names the year it is of (${year || 'no asAt'}): say the year ("by the end of ${year}"), or make it a current figure with a recent asAt and maxAgeMonths`,
                },
              ];
        }
        if (!f.maxAgeMonths)
          return ctx.expiring.includes(f.kind)
            ? [
                {
                  ...where,
                  message: `fact "${f.id}" needs \`maxAgeMonths\` (at most ${MAX_AGE_MONTHS}): how long after its asAt it may be shown`,
                },
              ]
            : [];
        if (!(f.asAt instanceof Date)) return [{ ...where, message: `fact "${f.id}" has a maxAgeMonths but no asAt` }];
        const why = expired(f, ctx.today, 'a company figure');
        return why
          ? [
              {
                ...where,
                message: `fact "${f.id}" ${why}. Have the company confirm it (docs/launch.md), then update its value and asAt.`,
              },
            ]
          : [];
      }),
  examples: {
    valid: [
      { files: { 'content/facts.yaml': raised('2026-06-30', '  maxAgeMonths: 12') } },
      { files: { 'content/facts.yaml': record('Deals transacted by the end of 2023') } },
    ],
    invalid: [
      { files: { 'content/facts.yaml': raised('2025-06-30', '  maxAgeMonths: 12') } },
      { files: { 'content/facts.yaml': raised('2026-06-30', '  maxAgeMonths: 36') } },
      // The June 2025 figures, put back without a maximum age, stop the build.
      { files: { 'content/facts.yaml': raised('2025-06-30') } },
      { files: { 'content/facts.yaml': record('Deals transacted') } },
    ],
  },
};
