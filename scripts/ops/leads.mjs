// `npm run leads -- <kind> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--database-url URL]`
// Writes the submissions of one kind and period as CSV, to a file or standard output.
// Kinds: contact, deal-lead, checklist, newsletter, calculator, calculator-report, and `suppressed`, the addresses
// the site no longer mails (hard bounces, spam complaints). --to is exclusive.
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
const { exportNames, leadsCsv, isExportName } = await import('../../src/server/storage/leads.ts');
const { closeDatabase } = await import('../../src/server/storage/database.ts');
const kind = positionals[0] ?? '';
const day = (s, name) => {
  if (s === undefined) return undefined;
  const d = new Date(`${s}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()))
    throw new Error(`--${name} must be a date, YYYY-MM-DD`);
  return d;
};
if (!isExportName(kind)) {
  console.error(
    `Usage: npm run leads -- <${exportNames.join('|')}> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--database-url URL]`,
  );
  process.exit(2);
}
const db = await connect(root, values['database-url']);
try {
  const csv = await leadsCsv(kind, { from: day(values.from, 'from'), to: day(values.to, 'to') });
  const count = csv.split('\r\n').length - 2;
  if (values.out) writeFileSync(values.out, csv, { mode: 0o600 });
  else process.stdout.write(csv);
  console.error(`${count} ${kind} row(s) from ${db.where}${values.out ? ` written to ${values.out}` : ''}`);
} finally {
  await closeDatabase();
  await db.stop();
}
