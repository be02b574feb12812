// `npm run summary -- [--database-url URL]`: runs the daily summary now, as the 07:00 job does, and prints
// where it went: the company inbox through Postmark (its message id), or the file in the local outbox. It
// reads the database of the running `npm start` (or --database-url) and the mail settings as `npm start`
// does (.env, then the environment), so locally the message lands in the same outbox.
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from '../local-server/db-connect.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
// Where `npm start` has its functions write mail without POSTMARK_SERVER_TOKEN (scripts/local-server/serve.mjs).
process.env.MAIL_DIR = resolve(root, process.env.MAIL_DIR || '.data/outbox');
const { transport, setTransport, outboxDir } = await import('../../src/server/outbox/transport.ts');
const { sendDailySummary } = await import('../../src/server/summary/send.ts');
const { closeDatabase } = await import('../../src/server/storage/database.ts');

const db = await connect(root, values['database-url']);
// The transport the functions would use, watched so the command can say where the summary went.
const chosen = transport();
/** @type {{ to: string, subject: string, id: string }[]} */
const sent = [];
setTransport({
  name: chosen.name,
  async send(message) {
    const answer = await chosen.send(message);
    sent.push({ to: message.to, subject: message.subject, id: answer.id });
    return answer;
  },
});
try {
  const headlines = await sendDailySummary({ now: new Date() });
  if (headlines.length === 0) {
    console.log(`Nothing to report from ${db.where} today, so no summary was sent (a quiet day sends none).`);
  } else {
    const [m] = sent;
    if (!m) throw new Error('no message reached the transport');
    const where =
      chosen.name === 'postmark'
        ? `through Postmark, message id ${m.id}`
        : `to the local outbox: ${relative(process.cwd(), join(outboxDir(), `${m.id}.json`))}`;
    console.log(`Daily summary sent to ${m.to} ${where}\nSubject: ${m.subject}`);
  }
} catch (error) {
  console.error(`The summary was not sent: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
  await db.stop();
}
