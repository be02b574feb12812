/**
 * One case study per property. Two studies of one house count it twice and tell it two ways (the same
 * 2-bed house showed 33.13% on one page and under another title on a second). A property is the same
 * when the addresses agree, or, without both addresses, when the price and the completion month agree:
 * HM Land Registry records a sale by its price and date. A second account redirects to the first.
 */
import type { ClaimRule } from './types.ts';

export interface PropertyRecord {
  /** The study's file, content/case-studies/<slug>.mdx. */
  file: string;
  title: string;
  /** As the Land Registry has it; compared without case, spaces or punctuation. */
  address?: string;
  purchasePrice: number;
  /** Completion of the purchase. */
  purchased?: Date;
}

const squash = (address: string) => address.toLowerCase().replace(/[^a-z0-9]+/g, '');
const month = (d: Date) => d.toISOString().slice(0, 7);

/** Why two records are one property, or undefined when nothing says so. */
function sameProperty(a: PropertyRecord, b: PropertyRecord): string | undefined {
  if (a.address && b.address) return squash(a.address) === squash(b.address) ? 'the same address' : undefined;
  if (a.purchasePrice !== b.purchasePrice) return undefined;
  if (a.purchased && b.purchased)
    return month(a.purchased) === month(b.purchased) ? 'the same price and completion month' : undefined;
  return 'the same price, and no completion date or address to tell them apart';
}

export const oneRecordPerProperty: ClaimRule<{ studies: readonly PropertyRecord[] }> = {
  id: 'one-record-per-property',
  refuses:
    'two case studies of one property: the same address, or without both addresses the same price and completion month',
  why: 'one house told twice is counted twice, and its two accounts disagree; a visitor cannot tell which is true',
  check: ({ studies }) =>
    studies.flatMap((b, i) =>
      studies.slice(0, i).flatMap((a) => {
        const why = sameProperty(a, b);
        return why
          ? [
              {
                file: b.file,
                line: 0,
                message: `"${b.title}" and "${a.title}" (${a.file}) have ${why}: one property, one case study. Keep one record, and answer the other's address with a permanent redirect to it (netlify.toml, status 301); if they are two properties, give each its \`address\``,
              },
            ]
          : [];
      }),
    ),
};
