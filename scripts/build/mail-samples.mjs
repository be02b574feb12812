// Every e-mail the site sends, rendered from sample records (src/server/outbox/samples.ts), printed as
// JSON for the build's claims check (claims-check.mjs starts it when the build starts, so it renders
// while the pages build). Run with the TypeScript hooks:
//   node --import ./scripts/build/ts-hooks.mjs scripts/build/mail-samples.mjs
const { renderSamples } = await import('../../src/server/outbox/samples.ts');
const { mailSettings } = await import('../../src/server/env.ts');
const mails = await renderSamples();
const company = mailSettings().companyInbox;
process.stdout.write(
  JSON.stringify(
    mails.map(({ name, message: m }) => ({
      name,
      subject: m.subject,
      html: m.html,
      text: m.text,
      toCompany: m.to === company,
    })),
  ),
);
