/**
 * savings-rate-beside-target: no savings rate in the same part of a page as our target return. Beside each other
 * they read as a choice between like things (2.48% or 6–10%), when cash is protected and can be withdrawn and our
 * investments are neither. A part is the nearest section, article, aside or figure around the rate. The rates are
 * the `kind: rate` facts, the targets the returns with `timing: target`.
 */
import { closest, decodeText, elements, isText, wordsOf } from '../../html.ts';
import type { Fact, Rule } from '../rule.ts';

const PARTS = ['section', 'article', 'aside', 'figure', 'body'] as const;
/** The value as a figure of its own: "2.48%" not inside "12.48%". */
const figure = (value: string) =>
  new RegExp(`(?<![\\d.])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[–-]/g, '[–-]')}`);

const FACTS = `- id: rate-easy-access
  kind: rate
  value: "2.48%"
  wording: easy-access savings account (average)
- id: rate-cash-isa
  kind: rate
  value: "3.79%"
  wording: one-year fixed cash ISA (average)
- id: returns-target
  kind: return
  timing: target
  value: "6–10%"
  wording: target a year
`;
const page = (body: string) => ({ page: '/', html: `<!doctype html><body>${body}</body>`, facts: FACTS });
const besideTarget = (value: string, id: string) =>
  `the savings rate ${value} (${id}) is in the same <section> as the target 6–10% (returns-target): compare cash with our investments by what each is (protection, access, risk), not by setting its rate beside our target`;
/** The home hero's card as it was: savings rates set beside the target. */
const HERO = `<section class="hero"><p>targeting 6–10% a year</p><div class="compare"><ul>
  <li><span>Easy-access savings account (average)</span><span>2.48%</span></li>
  <li><span>One-year fixed cash ISA (average)</span><span>3.79%</span></li>
  <li><span>Investing with us (target)</span><span>6–10%</span></li></ul></div></section>`;

export const rule: Rule = {
  id: 'savings-rate-beside-target',
  refuses: 'a savings or ISA rate in the same section of a page as our target return',
  why: 'side by side they read as two versions of one thing, when cash is protected and instant and our investments are at risk and tied up',
  page: ({ document }, { facts }) => {
    if (!document) return [];
    const rates = facts.filter((f) => f.kind === 'rate');
    const targets = facts.filter((f) => f.kind === 'return' && f.timing === 'target');
    const seen = new Set<string>();
    return elements(document).flatMap((el) => {
      const own = el.children
        .filter(isText)
        .map((n) => decodeText(n.data))
        .join(' ');
      return rates
        .filter((r) => figure(r.value).test(own))
        .flatMap((r: Fact) => {
          const part = closest(el, PARTS)!;
          const target = targets.find((t) => figure(t.value).test(wordsOf(part)));
          const key = `${r.id}|${target?.id}`;
          if (!target || seen.has(key)) return [];
          seen.add(key);
          return [
            {
              where: 'the page',
              message: `the savings rate ${r.value} (${r.id}) is in the same <${part.name}> as the target ${target.value} (${target.id}): compare cash with our investments by what each is (protection, access, risk), not by setting its rate beside our target`,
            },
          ];
        });
    });
  },
  examples: {
    valid: [
      page('<section><p>We target 6–10%.</p></section><section><p>Easy access: 2.48%.</p></section>'),
      // A number that only contains a rate.
      page('<section><p>We target 6–10%; 12.48% is not a rate of ours.</p></section>'),
      // Cash and the investment compared by what they are.
      page(
        '<section><p>Cash is protected up to £120,000 and can be withdrawn. Ours targets 6–10% and is at risk.</p></section>',
      ),
    ],
    invalid: [
      { ...page(HERO), message: besideTarget('2.48%', 'rate-easy-access') },
      { ...page(HERO), message: besideTarget('3.79%', 'rate-cash-isa') },
      // A target written with a hyphen.
      page('<section><p>Easy access pays 2.48%; we target 6-10%.</p></section>'),
    ],
  },
};
