// `npm run conversions -- <google|microsoft> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--database-url URL]`
// Writes the offline-conversion file an ad platform imports: every lead of the period whose visit began with a
// click on that platform's ad, under the conversion action its kind counts as (content/site.json, adConversions).
// The period defaults to the last 90 days (the platforms take clicks up to 90 days old); --to is exclusive.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connect } from '../local-server/db-connect.mjs';
import { periodArgs } from './period.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = periodArgs();
const platform = args.name;
const { conversionsCsv, isPlatform, platforms } = await import('../../src/server/storage/offlineConversions.ts');
const { closeDatabase } = await import('../../src/server/storage/database.ts');
if (!isPlatform(platform)) {
  console.error(
    `Usage: npm run conversions -- <${Object.keys(platforms).join('|')}> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--database-url URL]`,
  );
  process.exit(2);
}
const from = args.from ?? new Date(Date.now() - 90 * 86_400_000);
const db = await connect(root, args.databaseUrl);
try {
  const { csv, rows } = await conversionsCsv(platform, { from, to: args.to });
  if (args.out) writeFileSync(args.out, csv, { mode: 0o600 });
  else process.stdout.write(csv);
  console.error(
    `${rows} ${platforms[platform].name} conversion(s) since ${from.toISOString().slice(0, 10)} from ${db.where}${args.out ? ` written to ${args.out}` : ''}`,
  );
} finally {
  await closeDatabase();
  await db.stop();
}
