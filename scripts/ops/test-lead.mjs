// `npm run test-lead -- [<kind>]`: sends one signed test lead of a kind (contact unless named) to the webhook
// set for it, as the site delivers a real one, and prints what the receiver answered. Stores nothing. Reads
// the settings as `npm start` does (.env, then the environment): LEAD_WEBHOOK_URL or LEAD_WEBHOOK_URL_<KIND>,
// and LEAD_WEBHOOK_SECRET. Kinds: contact, deal-lead, checklist, newsletter, calculator, calculator-report.
import { parseArgs } from 'node:util';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const { leadKinds, isLeadKind } = await import('../../src/server/storage/leadsExport.ts');
const { sendTestLead } = await import('../../src/server/outbox/testLead.ts');
const name = positionals[0] ?? 'contact';
if (!isLeadKind(name)) {
  console.error(`Usage: npm run test-lead -- [${Object.keys(leadKinds).join('|')}]`);
  process.exit(2);
}
try {
  const a = await sendTestLead(leadKinds[name].kind);
  const ok = a.status >= 200 && a.status < 300;
  console.log(
    `Sent a signed test ${name} lead to ${a.host} (${a.setting}). The receiver answered ${a.status}${a.statusText ? ` ${a.statusText}` : ''} in ${a.ms} ms${a.body ? `: ${a.body}` : ', with no body'}`,
  );
  for (const warning of a.warnings) console.log(`Note: ${warning}.`);
  if (!ok)
    console.log(
      a.status >= 300 && a.status < 400
        ? 'A redirect is not followed: set the address it redirects to.'
        : 'Not accepted: a real lead would be tried again later (see docs/webhooks.md).',
    );
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`No test lead delivered: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  process.exit(1);
}
