/**
 * The offline-conversion files the ad platforms import (`npm run conversions`), so a lead counts as a conversion
 * of the ad that brought it: each stored lead whose visit began with an ad click (its first touch kept the
 * platform's click id: src/lib/attribution.ts) is one row of the platform's click-conversion template, named
 * as the conversion action its kind counts as (content/site.json, adConversions; a kind not named there is
 * left out), at the time it was stored, in UK time. Only click ids leave in these files: no name, address or
 * anything else a visitor typed.
 */
import { site } from '../../lib/site';
import { allKinds, kinds, type Kind } from './kinds';
import { query } from './database';

/** The platforms whose click-conversion import takes the click id alone, with their template's column names. */
export const platforms = {
  google: { name: 'Google Ads', click: 'gclid', idColumn: 'Google Click ID', currency: 'Conversion Currency' },
  microsoft: {
    name: 'Microsoft Advertising',
    click: 'msclkid',
    idColumn: 'Microsoft Click ID',
    currency: 'Conversion Currency Code',
  },
} as const;

export type Platform = keyof typeof platforms;
export const isPlatform = (name: string): name is Platform => Object.hasOwn(platforms, name);

/** The time zone the conversion times are written in, as the template's parameter row names it. */
const TIME_ZONE = 'Europe/London';

/** A kind's conversion action (its name in the ad platform), or undefined when the kind is not imported. */
const actionOf = (kind: Kind): string | undefined => site.adConversions[kinds[kind].export.name];

/** A CSV cell, quoted only when it has to be (the templates are plain CSV). */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

interface Row {
  click: string;
  action: string;
  time: string;
}

/**
 * The platform's import file for the leads stored in [from, to): a parameter row giving the time zone, the
 * template's header, then one row per lead with the platform's click id, oldest first. Value and currency are
 * left empty (a lead has no price); the platform counts each click, action and time once however often it is
 * imported.
 */
export async function conversionsCsv(
  platform: Platform,
  period: { from?: Date; to?: Date } = {},
): Promise<{ csv: string; rows: number }> {
  const { click, idColumn, currency } = platforms[platform];
  const imported = allKinds.filter((k) => actionOf(k));
  // Kinds, tables and the click key are the registry's own, never input; the action names are parameters.
  const selects = imported.map(
    (k, i) =>
      `SELECT t.attribution->>'${click}' AS click, $${i + 3}::text AS action, t.created_at
       FROM ${kinds[k].table} t WHERE t.attribution ? '${click}'${k === 'newsletter' ? ` AND t.status = 'subscribed'` : ''}`,
  );
  const rows = selects.length
    ? await query<Row>(
        `SELECT click, action, to_char(created_at AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') AS time
         FROM (${selects.join(' UNION ALL ')}) AS c
         WHERE ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)
         ORDER BY created_at, click`,
        [period.from ?? null, period.to ?? null, ...imported.map(actionOf)],
      )
    : [];
  const lines = [
    `Parameters:TimeZone=${TIME_ZONE}`,
    [idColumn, 'Conversion Name', 'Conversion Time', 'Conversion Value', currency].join(','),
    ...rows.map((r) => [r.click, cell(r.action), r.time, '', ''].join(',')),
  ];
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
