import { describe, expect, it } from 'vitest';
import dealLead from '../../../../functions/deal-lead';
import { site } from '../../../../src/lib/site';
import { postJson, postForm } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

const h = useHarness();

describe('POST /api/send-deal-lead', () => {
  it('stores the lead, notifies the company and sends the deal checklist', async () => {
    const res = await postJson(dealLead, '/api/send-deal-lead', {
      name: 'Tom',
      email: 'tom@example.com',
      message: 'HMOs in Grimsby',
    });
    expect(res.status).toBe(200);
    const records = await h.db.records('deal-lead');
    expect(records).toHaveLength(1);
    expect(records[0].data).toEqual({ name: 'Tom', email: 'tom@example.com', message: 'HMOs in Grimsby' });
    const tags = h.postmark.sent.map((m) => m.Tag).sort();
    expect(tags).toEqual(['deal-lead-checklist', 'deal-lead-notify']);
    const checklist = h.postmark.sent.find((m) => m.Tag === 'deal-lead-checklist')!;
    expect(checklist.To).toBe('tom@example.com');
    expect(checklist.TextBody).toContain(site.dealChecklistUrl);
    expect(h.postmark.sent.find((m) => m.Tag === 'deal-lead-notify')!.ReplyTo).toBe('tom@example.com');
  });

  it('accepts a lead without a message and rejects one without a name or address', async () => {
    expect((await postJson(dealLead, '/api/send-deal-lead', { name: 'Tom', email: 'tom@example.com' })).status).toBe(
      200,
    );
    const res = await postJson(dealLead, '/api/send-deal-lead', { email: 'bad' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
    });
  });

  it('redirects a plain form post to the thank-you page', async () => {
    const res = await postForm(dealLead, '/api/send-deal-lead', {
      name: 'Tom',
      email: 'tom@example.com',
      company_website: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you-deal-sourcing');
  });
});
