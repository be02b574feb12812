/**
 * Stamp Duty Land Tax (England and Northern Ireland) on a residential purchase that is an
 * additional home (a buy-to-let bought by someone who already owns a home, or by a company): the
 * standard bands in force on the completion date, each raised by the surcharge for additional
 * dwellings. Sources: HMRC SDLT manual SDLTM09740 (how the higher rates apply) and SDLTM09770 (no
 * higher rates under £40,000); the surcharge rose from 3% to 5% on 31 October 2024 (Autumn Budget
 * 2024); the nil-rate band went from £250,000 back to £125,000 on 1 April 2025.
 */
import { formatPounds } from './format.ts';

interface Table {
  /** First completion date these rates apply to (YYYY-MM-DD). */
  from: string;
  /** Standard residential bands: [upper limit of the band in pounds, rate in percent]. */
  bands: readonly (readonly [number, number])[];
  /** Surcharge on each band for an additional dwelling, percent. */
  surcharge: number;
}

const standard = [
  [125_000, 0],
  [250_000, 2],
  [925_000, 5],
  [1_500_000, 10],
  [Infinity, 12],
] as const;
const nilTo250k = [
  [250_000, 0],
  [925_000, 5],
  [1_500_000, 10],
  [Infinity, 12],
] as const;

/** Every set of rates since the surcharge began, oldest first. */
const tables: readonly Table[] = [
  { from: '2016-04-01', bands: standard, surcharge: 3 },
  {
    from: '2020-07-08',
    bands: [
      [500_000, 0],
      [925_000, 5],
      [1_500_000, 10],
      [Infinity, 12],
    ],
    surcharge: 3,
  },
  { from: '2021-07-01', bands: nilTo250k, surcharge: 3 },
  { from: '2021-10-01', bands: standard, surcharge: 3 },
  { from: '2022-09-23', bands: nilTo250k, surcharge: 3 },
  { from: '2024-10-31', bands: nilTo250k, surcharge: 5 },
  { from: '2025-04-01', bands: standard, surcharge: 5 },
];

/** Below this price the higher rates do not apply (HMRC SDLTM09770, Condition A). */
const HIGHER_RATES_THRESHOLD = 40_000;

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface StampDuty {
  /** Tax due, whole pounds (HMRC rounds down). */
  amount: number;
  /** How it was worked out: "3% of £55,700 (…)", with the rates named. */
  how: string;
}

function tableFor(date: Date): Table {
  const iso = date.toISOString().slice(0, 10);
  const found = [...tables].reverse().find((t) => t.from <= iso);
  if (!found) throw new Error(`Stamp duty: no rates held for ${iso} (the table starts at ${tables[0]!.from})`);
  return found;
}

/** The tax and its working under one set of rates. */
function underTable(price: number, table: Table): StampDuty {
  const higher = price >= HIGHER_RATES_THRESHOLD;
  const parts: string[] = [];
  let amount = 0;
  let lower = 0;
  for (const [upper, rate] of table.bands) {
    if (price <= lower) break;
    const slice = Math.min(price, upper) - lower;
    const pct = rate + (higher ? table.surcharge : 0);
    amount += (slice * pct) / 100;
    if (pct > 0) parts.push(`${pct}% of ${formatPounds(slice)}`);
    lower = upper;
  }
  const next = tables[tables.indexOf(table) + 1];
  const period = next
    ? `until ${day.format(new Date(Date.parse(next.from) - 86_400_000))}`
    : `from ${day.format(new Date(table.from))}`;
  const why = higher
    ? `higher rates for an additional home, ${period}`
    : `under ${formatPounds(HIGHER_RATES_THRESHOLD)} the higher rates for additional homes do not apply`;
  const how = parts.length
    ? `${parts.join(' + ')} (${why})`
    : `nothing due (${why}, and the standard rate on this price is 0%)`;
  return { amount: Math.floor(amount), how };
}

/**
 * Stamp duty on an additional home bought for `price`, completed on `completed`. Without a date the
 * amount must be the same under every set of rates since April 2016 (a price under £40,000, say);
 * otherwise it throws, naming what to add.
 */
export function stampDuty(price: number, completed?: Date): StampDuty {
  if (completed) return underTable(price, tableFor(completed));
  const all = tables.map((t) => underTable(price, t));
  if (all.some((r) => r.amount !== all[0]!.amount)) {
    throw new Error(`Stamp duty on ${formatPounds(price)} depends on the completion date: give the purchase date`);
  }
  return {
    amount: all[0]!.amount,
    how:
      all[0]!.amount === 0
        ? `nothing due at any date since April 2016 (under ${formatPounds(HIGHER_RATES_THRESHOLD)} the higher rates for additional homes do not apply, and the standard rate on this price is 0%)`
        : all[0]!.how,
  };
}
