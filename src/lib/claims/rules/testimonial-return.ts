/**
 * testimonial-return: a testimonial gives a figure only as `returns: <id>` of a past return fact (timing:
 * historic), whose wording names the product and period and whose basis and source are shown with it; no
 * figure in its own words.
 */
import { isMap, isPair, isScalar, isSeq } from 'yaml';
import { readYaml } from '../../contentYaml.ts';
import { FACTS_FILE } from '../sourceLines.ts';
import type { Found, Rule } from '../rule.ts';

const TESTIMONIALS_FILE = 'content/testimonials.yaml';
const FIGURE = /\d+(?:\.\d+)?\s?(?:%|per\s?cent)|£\s?\d[\d,.]*\s?[kKmM]?/;

const lenderFact = [
  '- id: testimonial-j',
  '  kind: return',
  '  value: "10%"',
  '  wording: "a year in interest on a loan to us, 2024–2025"',
  '  asAt: 2026-06-30',
  '  maxAgeMonths: 12',
  '  timing: historic',
  '  period: { from: 2024-01-01, to: 2025-12-31 }',
  '  basis: "The rate fixed in one lender\'s agreement, before tax."',
  '  source: { name: "our records of his loan" }',
].join('\n');
const testimonial = (...lines: string[]) =>
  ['- id: lender', '  quote: "Every payment has arrived on time."', '  author: "J."', ...lines].join('\n');

export const rule: Rule = {
  id: 'testimonial-return',
  refuses:
    'A testimonial whose `returns` is not a past return fact (`timing: historic`, its wording naming the product and period, with basis and source), or a figure in its quote or role',
  why: 'A testimonial quoting a return is a past-performance claim: it needs the period, source and warning a past return needs, and may not pass as typical.',
  sources: (ctx) => {
    const file = ctx.files.find((f) => f.path === TESTIMONIALS_FILE);
    if (!file) return [];
    const { document, lines } = readYaml(file.text);
    if (!isSeq(document.contents)) return [];
    const past = new Set(ctx.facts.filter((f) => f.kind === 'return' && f.timing === 'historic').map((f) => f.id));
    const out: Found[] = [];
    for (const item of document.contents.items) {
      if (!isMap(item)) continue;
      const field = (key: string) => {
        const pair = item.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
        const value = pair && isScalar(pair.value) ? pair.value : undefined;
        return value && { value: String(value.value), line: lines.linePos(value.range?.[0] ?? 0).line };
      };
      const id = field('id')?.value;
      const returns = field('returns');
      if (returns && !past.has(returns.value))
        out.push({
          file: file.path,
          line: returns.line,
          message: `testimonial "${id}" gives a figure ("${returns.value}") that is not a past return fact: add a \`timing: historic\` return to ${FACTS_FILE} whose wording names the product and period (e.g. "a year in interest on a loan to us, 2024–2025"), with its basis and source, and name its id here; or quote no figure`,
        });
      for (const key of ['quote', 'role']) {
        const text = field(key);
        const figure = text?.value.match(FIGURE);
        if (text && figure)
          out.push({
            file: file.path,
            line: text.line,
            message: `testimonial "${id}" gives a figure in its ${key} ("${figure[0]}"): a figure goes in \`returns\`, as a past return fact with its product, period, basis and source`,
          });
      }
    }
    return out;
  },
  examples: {
    valid: [
      { files: { 'content/facts.yaml': lenderFact, [TESTIMONIALS_FILE]: testimonial('  returns: testimonial-j') } },
    ],
    invalid: [
      { files: { [TESTIMONIALS_FILE]: testimonial('  returns: "12% annual return"') } },
      {
        files: {
          [TESTIMONIALS_FILE]: '- id: lender\n  quote: "A 9% return each year, and ahead of prices."\n  author: "H."',
        },
      },
    ],
  },
};
