// `npm run leads -- <kind> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--database-url URL]`
// Writes the submissions of one kind and period as CSV, to a file or standard output.
// Kinds: contact, deal-lead, checklist, newsletter, calculator, calculator-report, and `suppressed`, the addresses
// the site no longer mails (hard bounces, spam complaints). --to is exclusive.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connect } from '../local-server/db-connect.mjs';
import { periodArgs } from './period.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { name: kind, from, to, out, databaseUrl } = periodArgs();
const { exportNames, leadsCsv, isExportName } = await import('../../src/server/storage/leadsExport.ts');
const { closeDatabase } = await import('../../src/server/storage/database.ts');
if (!isExportName(kind)) {
  console.error(
    `Usage: npm run leads -- <${exportNames.join('|')}> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--database-url URL]`,
  );
  process.exit(2);
}
const db = await connect(root, databaseUrl);
try {
  const csv = await leadsCsv(kind, { from, to });
  const count = csv.split('\r\n').length - 2;
  if (out) writeFileSync(out, csv, { mode: 0o600 });
  else process.stdout.write(csv);
  console.error(`${count} ${kind} row(s) from ${db.where}${out ? ` written to ${out}` : ''}`);
} finally {
  await closeDatabase();
  await db.stop();
}
