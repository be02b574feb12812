/**
 * The summary's leads per landing-page variant: for each landing page with variants (src/collections/landing.ts)
 * that brought leads this month, each variant's leads of yesterday and of the month so far (UK days), every
 * kind together, so the team sees which version of a page wins. Quiet: it rides along with a summary another
 * section sends (leads by source sends one on a day with leads).
 */
import { allKinds, kinds } from '../storage/kinds';
import { query } from '../storage/database';
import type { Finding, SummarySection } from './section';
import { DAY_END, DAY_START, MONTH_START } from './sources';

interface Row {
  page: string;
  variant: string;
  day: string | number;
  month: string | number;
}

/** The attribution of every kind's leads; the tables are the registry's own, never input. */
const leads = allKinds.map((k) => `SELECT created_at, attribution FROM ${kinds[k].table}`).join(' UNION ALL ');

export const landingVariants: SummarySection = {
  title: 'Leads per landing-page variant',
  async check({ now }): Promise<Finding | null> {
    const rows = await query<Row>(
      `SELECT attribution->>'landing_page' AS page, attribution->>'landing_variant' AS variant,
         count(*) FILTER (WHERE created_at >= ${DAY_START}) AS day, count(*) AS month
       FROM (${leads}) AS t
       WHERE attribution ? 'landing_variant' AND created_at >= ${MONTH_START} AND created_at < ${DAY_END}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      [now],
    );
    if (rows.length === 0) return null;
    const pages = [...new Set(rows.map((r) => r.page))];
    return {
      headline: `${pages.length} landing page(s) with variants brought leads this month`,
      quiet: true,
      blocks: [
        {
          p: 'Each variant shown to visitors who began their visit on the page, and the leads those visits brought (every kind of form), yesterday and in the month so far (UK time). Variant a is the page as written; b, c and d its alternatives.',
        },
        ...pages.flatMap((page) => {
          const of = rows.filter((r) => r.page === page);
          const total = of.reduce((n, r) => n + Number(r.month), 0);
          return [
            { p: `${page}:` },
            {
              fields: of.map(
                (r) =>
                  [
                    `variant ${r.variant}`,
                    `${Number(r.day)} yesterday, ${Number(r.month)} this month (${Math.round((100 * Number(r.month)) / total)}%)`,
                  ] as [string, string],
              ),
            },
          ];
        }),
      ],
    };
  },
};
