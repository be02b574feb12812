/**
 * The summary's count of leads by where they came from: for each kind, the leads of yesterday and of
 * the month so far (UK days, the month of yesterday), by campaign (utm_campaign, with its source and
 * medium) and referring site, as the forms recorded them (src/lib/attribution.ts). A day with leads
 * sends the summary; a month's count alone rides along with a summary another section sends. Each kind lists
 * its TOP_SOURCES busiest sources and a total for the rest, so a campaign with thousands of values (or someone
 * inventing them) cannot swell the e-mail.
 */
import { allKinds, kinds } from '../storage/kinds';
import { query } from '../storage/database';
import type { Finding, SummarySection } from './section';

interface Row {
  kind: string;
  campaign: string | null;
  source: string | null;
  medium: string | null;
  referrer: string | null;
  day: string | number;
  month: string | number;
  /** For a kind's line of the rest: how many sources it adds up (0 on a source's own line). */
  others: string | number;
}

/** Sources listed for each kind; the rest are one line. */
export const TOP_SOURCES = 15;

/** Every kind's rows, with the kind's export name; the names are the registry's own, never input. */
const leads = allKinds
  .map((k) => `SELECT '${kinds[k].export.name}' AS kind, created_at, attribution FROM ${kinds[k].table}`)
  .join(' UNION ALL ');

/** Yesterday and its month, in UK time, from the clock `now` ($1). */
const DAY_START = `(date_trunc('day', ($1::timestamptz AT TIME ZONE 'Europe/London') - interval '1 day') AT TIME ZONE 'Europe/London')`;
const DAY_END = `(date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/London') AT TIME ZONE 'Europe/London')`;
const MONTH_START = `(date_trunc('month', ($1::timestamptz AT TIME ZONE 'Europe/London') - interval '1 day') AT TIME ZONE 'Europe/London')`;

/** How a campaign reads: its name, then where and how it ran; "no campaign" when the link had none. */
export function campaignLabel(r: Pick<Row, 'campaign' | 'source' | 'medium'>): string {
  const how = [r.source, r.medium].filter(Boolean).join(' / ');
  if (!r.campaign) return how ? `no campaign name (${how})` : 'no campaign';
  return how ? `${r.campaign} (${how})` : r.campaign;
}

export const leadSources: SummarySection = {
  title: 'Leads by source',
  async check({ now }): Promise<Finding | null> {
    const rows = await query<Row>(
      `WITH g AS (
         SELECT kind, attribution->>'utm_campaign' AS campaign, attribution->>'utm_source' AS source,
           attribution->>'utm_medium' AS medium, attribution->>'referrer' AS referrer,
           count(*) FILTER (WHERE created_at >= ${DAY_START}) AS day, count(*) AS month
         FROM (${leads}) AS t
         WHERE created_at >= ${MONTH_START} AND created_at < ${DAY_END}
         GROUP BY 1, 2, 3, 4, 5),
       r AS (SELECT g.*, row_number() OVER (PARTITION BY kind ORDER BY month DESC, day DESC, campaign NULLS LAST, referrer NULLS LAST) AS rank FROM g)
       SELECT kind, campaign, source, medium, referrer, day, month, 0 AS others, rank FROM r WHERE rank <= $2
       UNION ALL
       SELECT kind, NULL, NULL, NULL, NULL, sum(day), sum(month), count(*), $2 + 1 FROM r WHERE rank > $2 GROUP BY kind
       ORDER BY 1, 9`,
      [now, TOP_SOURCES],
    );
    if (rows.length === 0) return null;
    const day = rows.reduce((n, r) => n + Number(r.day), 0);
    const month = rows.reduce((n, r) => n + Number(r.month), 0);
    const kindsSeen = [...new Set(rows.map((r) => r.kind))];
    return {
      headline: `${day} lead(s) yesterday, ${month} this month`,
      quiet: day === 0,
      blocks: [
        {
          p: `Leads stored yesterday and in the month so far (UK time), by the campaign in the link the visitor first arrived by and the site that referred them. "no campaign" and "no referring site" are visits from a bookmark, a typed address, an app or a site that sends no referrer, and forms sent without JavaScript.`,
        },
        ...kindsSeen.flatMap((kind) => [
          { p: `${kind}:` },
          {
            fields: rows
              .filter((r) => r.kind === kind)
              .map(
                (r) =>
                  [
                    Number(r.others)
                      ? `${Number(r.others)} other sources`
                      : `${campaignLabel(r)}, ${r.referrer ? `from ${r.referrer}` : 'no referring site'}`,
                    `${Number(r.day)} yesterday, ${Number(r.month)} this month`,
                  ] as [string, string],
              ),
          },
        ]),
      ],
    };
  },
};
