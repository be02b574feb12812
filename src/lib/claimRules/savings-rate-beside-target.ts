/**
 * No savings rate in the same part of a page as our target return. Beside each other they read as a
 * choice between like things (2.48% or 6–10%), when cash is protected and can be withdrawn and our
 * investments are neither. A part is the nearest section, article, aside or figure around the rate.
 */
import { closest, decodeText, elements, isText, parseHtml, wordsOf } from '../html.ts';
import type { PageHtml } from './testimonial-caveat.ts';
import type { ClaimRule } from './types.ts';

export interface NamedValue {
  id: string;
  value: string;
}

const PARTS = ['section', 'article', 'aside', 'figure', 'body'] as const;
/** The value as a figure of its own: "2.48%" not inside "12.48%". */
const figure = (value: string) =>
  new RegExp(`(?<![\\d.])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[–-]/g, '[–-]')}`);

export const savingsRateBesideTarget: ClaimRule<{
  pages: readonly PageHtml[];
  /** The comparison rates (`kind: rate` facts). */
  rates: readonly NamedValue[];
  /** The target returns. */
  targets: readonly NamedValue[];
}> = {
  id: 'savings-rate-beside-target',
  refuses: 'a savings or ISA rate in the same section of a page as our target return',
  why: 'side by side they read as two versions of one thing, when cash is protected and instant and our investments are at risk and tied up',
  check: ({ pages, rates, targets }) =>
    pages.flatMap(({ page, file, html }) => {
      const seen = new Set<string>();
      return elements(parseHtml(html)).flatMap((el) => {
        const own = el.children
          .filter(isText)
          .map((n) => decodeText(n.data))
          .join(' ');
        return rates
          .filter((r) => figure(r.value).test(own))
          .flatMap((r) => {
            const part = closest(el, PARTS)!;
            const text = wordsOf(part);
            const target = targets.find((t) => figure(t.value).test(text));
            const key = `${r.id}|${target?.id}`;
            if (!target || seen.has(key)) return [];
            seen.add(key);
            return [
              {
                file,
                line: 0,
                page,
                message: `the savings rate ${r.value} (${r.id}) is in the same <${part.name}> as the target ${target.value} (${target.id}): compare cash with our investments by what each is (protection, access, risk), not by setting its rate beside our target`,
              },
            ];
          });
      });
    }),
};
