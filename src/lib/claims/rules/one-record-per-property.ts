/**
 * one-record-per-property: one case study per property. Two studies of one house count it twice and tell it two
 * ways (the same 2-bed house showed 33.13% on one page and under another title on a second). A property is the
 * same when the addresses agree, or, without both addresses, when the price and the completion month agree: HM
 * Land Registry records a sale by its price and date. A second account redirects to the first.
 */
import type { CaseStudyRecord, Rule } from '../rule.ts';

const squash = (address: string) => address.toLowerCase().replace(/[^a-z0-9]+/g, '');
const month = (d: Date) => d.toISOString().slice(0, 7);

/** Why two records are one property, or undefined when nothing says so. */
function sameProperty(a: CaseStudyRecord, b: CaseStudyRecord): string | undefined {
  if (a.address && b.address) return squash(a.address) === squash(b.address) ? 'the same address' : undefined;
  if (a.purchasePrice !== b.purchasePrice) return undefined;
  if (a.purchased && b.purchased)
    return month(a.purchased) === month(b.purchased) ? 'the same price and completion month' : undefined;
  return 'the same price, and no completion date or address to tell them apart';
}

const on = (iso: string) => new Date(`${iso}T00:00:00Z`);
const study = (file: string, title: string, purchasePrice: number, more: Partial<CaseStudyRecord> = {}) => ({
  file,
  title,
  purchasePrice,
  headline: [],
  ...more,
});
const twoBed = study(
  'content/case-studies/2-bed-social-housing-nelincs.mdx',
  '2-Bed Social Housing – North East Lincolnshire',
  55700,
  { purchased: on('2024-10-01') },
);

export const rule: Rule = {
  id: 'one-record-per-property',
  refuses:
    'two case studies of one property: the same address, or without both addresses the same price and completion month',
  why: 'one house told twice is counted twice, and its two accounts disagree; a visitor cannot tell which is true',
  studies: (studies) =>
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
  examples: {
    valid: [
      // The same price a month apart (Newhaven and the 4-bed family home).
      {
        studies: [
          study('n.mdx', 'Newhaven', 62000, { purchased: on('2024-02-01') }),
          study('f.mdx', '4-bed', 62000, { purchased: on('2024-03-01') }),
        ],
      },
      // Two addresses that differ, whatever the price and date.
      {
        studies: [
          { ...twoBed, address: '1 A Street' },
          { ...twoBed, file: 'b.mdx', address: '2 A Street' },
        ],
      },
      { studies: [twoBed, study('b.mdx', 'B', 62000)] },
    ],
    invalid: [
      // The 2-bed house told twice: the same price and completion month (the old property-1).
      {
        studies: [
          twoBed,
          {
            ...twoBed,
            file: 'content/case-studies/property-1.mdx',
            title: '2-Bed Social Housing Investment – Grimsby',
          },
        ],
        message:
          '"2-Bed Social Housing Investment – Grimsby" and "2-Bed Social Housing – North East Lincolnshire" (content/case-studies/2-bed-social-housing-nelincs.mdx) have the same price and completion month: one property, one case study. Keep one record, and answer the other\'s address with a permanent redirect to it (netlify.toml, status 301); if they are two properties, give each its `address`',
      },
      // The same address however it is written.
      {
        studies: [
          { ...twoBed, address: '12 Example Street, Grimsby DN31 1AA' },
          study('b.mdx', 'B', 60000, { purchased: on('2024-10-01'), address: '12 example street grimsby, DN31 1AA' }),
        ],
      },
      { studies: [twoBed, study('b.mdx', 'B', 55700)] },
    ],
  },
};
