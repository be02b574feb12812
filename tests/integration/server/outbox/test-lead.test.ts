/**
 * The test lead (`npm run test-lead`): one made-up lead of a kind, with every field that kind's deliveries
 * carry, signed as a real delivery (checked here with the Standard Webhooks library itself) and posted to the
 * kind's webhook, stored nowhere; what the receiver answered comes back, and a missing or wrong setting says
 * what to set.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendTestLead } from '../../../../src/server/outbox/testLead';
import { kinds } from '../../../../src/server/storage/kinds';
import { useHarness } from '../../../support/setup';
import { useWebhookReceiver, WEBHOOK_SECRET as SECRET, type WebhookReceiver } from '../../../support/webhook-receiver';

const h = useHarness();
const receiver = useWebhookReceiver();
let hook: WebhookReceiver;

beforeAll(() => {
  hook = receiver();
});
afterEach(() => vi.unstubAllEnvs());

describe('the test lead', () => {
  it('is signed and shaped as a real delivery of its kind, stored nowhere, and the answer comes back', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', hook.url);
    vi.stubEnv('LEAD_WEBHOOK_SECRET', SECRET);
    const answer = await sendTestLead('contact');
    expect(answer).toMatchObject({ setting: 'LEAD_WEBHOOK_URL', host: `127.0.0.1:${hook.port}`, status: 200 });
    expect(answer.body).toBe('{"ok":true}');
    // On a deployed site an http:// address to this machine would be refused: the command says so.
    expect(answer.warnings).toEqual([
      'on the deployed site, LEAD_WEBHOOK_URL must be an https:// address on a deployed site: leads would wait there until it is fixed',
    ]);
    const [req] = hook.requests;
    const lead = new Webhook(SECRET).verify(req!.body, req!.headers) as Record<string, any>;
    expect(lead).toMatchObject({ id: req!.headers['webhook-id'], event: 'lead', kind: 'contact' });
    const {
      id: _id,
      created_at: _at,
      ...columns
    } = Object.fromEntries(kinds.contact.export.columns.map((c) => [c, true]));
    expect(Object.keys(lead.lead).sort()).toEqual(Object.keys(columns).sort());
    expect(lead.lead).toMatchObject({ name: 'Test Lead', email: 'test-lead@example.com', utm_campaign: 'test-lead' });
    expect(await h.db.counts()).toEqual(Object.fromEntries(Object.keys(await h.db.counts()).map((t) => [t, 0])));
  });

  it('goes to a kind’s own address, and tells what the receiver refused', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL_CALCULATOR', hook.url);
    vi.stubEnv('LEAD_WEBHOOK_SECRET', `whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`);
    const answer = await sendTestLead('calculator-lead');
    expect(answer).toMatchObject({ setting: 'LEAD_WEBHOOK_URL_CALCULATOR', status: 401 });
    expect(hook.requests[0]!.json).toMatchObject({ kind: 'calculator', lead: { amount: 10000, source: 'test-lead' } });
  });

  it('says what to set when nothing is, or when a setting is wrong', async () => {
    await expect(sendTestLead('deal-lead')).rejects.toThrow(
      'No webhook is set for deal-lead leads: set LEAD_WEBHOOK_URL (or LEAD_WEBHOOK_URL_DEAL_LEAD) and LEAD_WEBHOOK_SECRET',
    );
    vi.stubEnv('LEAD_WEBHOOK_URL', hook.url);
    await expect(sendTestLead('deal-lead')).rejects.toThrow('LEAD_WEBHOOK_SECRET is not set');
    vi.stubEnv('LEAD_WEBHOOK_URL', 'not a url');
    vi.stubEnv('LEAD_WEBHOOK_SECRET', SECRET);
    await expect(sendTestLead('deal-lead')).rejects.toThrow('LEAD_WEBHOOK_URL is not an absolute URL');
    vi.stubEnv('LEAD_WEBHOOK_URL', 'http://127.0.0.1:9/nothing-listens');
    await expect(sendTestLead('deal-lead')).rejects.toThrow('LEAD_WEBHOOK_URL: could not be reached');
    expect(hook.requests).toEqual([]);
  });
});
