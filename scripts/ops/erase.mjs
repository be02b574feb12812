// `npm run erase -- someone@example.com [--database-url URL]`: erases everything held about an
// address (a data-subject request), keeping only the suppression record that stops mail to it.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from '../local-server/db-connect.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'database-url': { type: 'string' } } });
const address = positionals[0] ?? '';
if (!address.includes('@')) {
  console.error('Usage: npm run erase -- someone@example.com [--database-url URL]');
  process.exit(2);
}
const { eraseAddress } = await import('../../src/server/storage/retention.ts');
const { closeDatabase } = await import('../../src/server/storage/database.ts');
const db = await connect(root, values['database-url']);
try {
  const counts = await eraseAddress(address);
  console.log(
    `Erased from ${db.where}: ${Object.entries(counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
} finally {
  await closeDatabase();
  await db.stop();
}
