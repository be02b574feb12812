/**
 * typed-rate: a cash, savings or ISA rate comes only from a dated `rate` fact (`{{rate-easy-access}}`), never
 * typed ("0.2% in a bank savings account"); a worked example says so ("for example", "if", "would").
 */
import { CASH, clauseAt, eachSentence, HYPOTHETICAL, PERCENT } from '../meaning.ts';
import type { Hit, Rule } from '../rule.ts';

export const rule: Rule = {
  id: 'typed-rate',
  refuses:
    'A cash, savings or ISA rate typed into text ("0.2% in a bank savings account"): rates come only from a dated `rate` fact (`{{rate-easy-access}}`); a worked example says so ("for example", "say, 1%")',
  why: 'Savings rates change every few months: a rate typed into a page goes stale unseen, and a comparison with a stale rate misleads.',
  text: (text, ctx) =>
    // A rate fact is the rate itself.
    ctx.fact
      ? []
      : eachSentence(text, (sentence) => {
          if (HYPOTHETICAL.test(sentence)) return [];
          const hits: Hit[] = [];
          for (const m of sentence.matchAll(PERCENT)) {
            if (!CASH.test(clauseAt(sentence, m.index))) continue;
            const value = m[0].replace(/\s+/g, '');
            if (ctx.shown?.rates.some((r) => r.replace(/\s+/g, '') === value)) continue;
            hits.push({
              index: m.index,
              length: m[0].length,
              message: `a cash, savings or ISA rate typed into the text ("${m[0].trim()}"): rates change, so they come only from a dated \`rate\` fact in content/facts.yaml (its source and maxAgeMonths), shown as {{id}}`,
            });
          }
          return hits;
        }),
  examples: {
    valid: [
      'For example, a 4% savings rate with 3% inflation is a real return of about 1%.',
      {
        text: 'Easy access {{rate-easy-access}} beside our target.',
        facts:
          '- id: rate-easy-access\n  kind: rate\n  value: "2.48%"\n  wording: "Easy-access savings account (average)"\n  asAt: 2026-01-01\n  maxAgeMonths: 12\n  source: { name: "Moneyfacts" }',
      },
      {
        text: 'Easy-access savings account (average) 2.48%',
        rendered: true,
        facts:
          '- id: rate-easy-access\n  kind: rate\n  value: "2.48%"\n  wording: "Easy-access savings account (average)"\n  asAt: 2026-01-01\n  maxAgeMonths: 12\n  source: { name: "Moneyfacts" }',
      },
    ],
    invalid: [
      'You could earn 0.2% in a bank savings account or 4.5% in a cash ISA.',
      'Easy-access accounts pay around 4% now.',
      { text: '0.2% in a bank savings account or 4.5% in a cash ISA', rendered: true },
    ],
  },
};
