// The command line the lead commands share (leads.mjs, conversions.mjs): a name first, then a period (--from,
// --to: days, YYYY-MM-DD, --to exclusive), --out and --database-url.
import { parseArgs } from 'node:util';

/** The command's arguments: its name, the period's days as dates (undefined where not given), --out and --database-url. */
export function periodArgs() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  /** @param {string | undefined} s @param {string} name */
  const day = (s, name) => {
    if (s === undefined) return undefined;
    const d = new Date(`${s}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()))
      throw new Error(`--${name} must be a date, YYYY-MM-DD`);
    return d;
  };
  return {
    name: positionals[0] ?? '',
    from: day(values.from, 'from'),
    to: day(values.to, 'to'),
    out: values.out,
    databaseUrl: values['database-url'],
  };
}
