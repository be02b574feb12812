// `npm run conversions -- <google|microsoft> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--database-url URL]`
// Writes the offline-conversion file an ad platform imports: every lead of the period whose visit began with a
// click on that platform's ad, under the conversion action its kind counts as (content/site.json, adConversions).
// The period defaults to the last 90 days (the platforms take clicks up to 90 days old); --to is exclusive.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from '../local-server/db-connect.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    out: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const { conversionsCsv, isPlatform, platforms } = await import('../../src/server/storage/conversions.ts');
const { closeDatabase } = await import('../../src/server/storage/database.ts');
const platform = positionals[0] ?? '';
const day = (s, name) => {
  if (s === undefined) return undefined;
  const d = new Date(`${s}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()))
    throw new Error(`--${name} must be a date, YYYY-MM-DD`);
  return d;
};
if (!isPlatform(platform)) {
  console.error(
    `Usage: npm run conversions -- <${Object.keys(platforms).join('|')}> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--database-url URL]`,
  );
  process.exit(2);
}
const from = day(values.from, 'from') ?? new Date(Date.now() - 90 * 86_400_000);
const db = await connect(root, values['database-url']);
try {
  const { csv, rows } = await conversionsCsv(platform, { from, to: day(values.to, 'to') });
  if (values.out) writeFileSync(values.out, csv, { mode: 0o600 });
  else process.stdout.write(csv);
  console.error(
    `${rows} ${platforms[platform].name} conversion(s) since ${from.toISOString().slice(0, 10)} from ${db.where}${values.out ? ` written to ${values.out}` : ''}`,
  );
} finally {
  await closeDatabase();
  await db.stop();
}
