const { composeDigest } = await import('../src/server/outbox/team.ts');
const { mailSettings } = await import('../src/server/env.ts');
const { outboxTransport } = await import('../src/server/outbox/transport.ts');
const recs = [
  { kind: 'contact', key: '1a2b3c4d-0000-4000-8000-000000000001', createdAt: '2026-11-27T14:05:11.000Z', data: { name: 'Priya Patel', email: 'priya@example.com', phone: '07700 900123', investmentAmount: '50k-100k', interest: 'joint-venture', message: 'I would like to hear about joint ventures.\nCall me after 5pm <b>please</b>.' } },
  { kind: 'deal-lead', key: '9f8e7d6c-0000-4000-8000-000000000002', createdAt: '2026-11-27T14:07:40.000Z', data: { name: 'URGENT: your account is locked', email: 'lure@example.com', message: '' } },
];
const t = outboxTransport('/tmp/i28/mails');
await t.send(composeDigest(recs, mailSettings(), 5));
