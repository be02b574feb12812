/**
 * Under the high-risk route every e-mail to a visitor that promotes the investment carries the FCA's prescribed
 * warning in its body, before the sign-off, with its link to the risk summary; one that promotes nothing does not.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.SITE_ROUTE = JSON.stringify({
    kind: 'high-risk-investment',
    category: 'non-readily-realisable-securities',
    approval: { approver: 'Test Approvals Ltd', frn: '654321', approvedOn: '2026-11-01', validMonths: 12 },
  });
});
// Read when the modules load; no other file may see it.
afterAll(() => {
  delete process.env.SITE_ROUTE;
});
const { renderSamples } = await import('../../../../src/server/outbox/samples');
const { promotionIn } = await import('../../../../src/lib/regulatory/promotion');
const { prescribedWarning, LEARN_MORE } = await import('../../../../src/lib/regulatory/requirements');
const { mailSettings } = await import('../../../../src/server/env');

const warning = prescribedWarning['non-readily-realisable-securities'];
const mails = await renderSamples();
const toVisitors = mails.filter((m) => m.message.to !== mailSettings().companyInbox);
const promoting = toVisitors.filter((m) => promotionIn(m.message.text.replace(warning, '')).length);

describe('e-mails under the high-risk route', () => {
  it('are read by what they say: the calculator report invites a call, the confirmations do not', () => {
    expect(promoting.map((m) => m.name)).toContain('e-mail calculator-report/report (from the calculator calculator)');
    expect(toVisitors.length).toBeGreaterThan(promoting.length);
  });

  it('carry the prescribed warning in the body, before the sign-off, linked to the risk summary, when they promote', () => {
    for (const { name, message } of promoting) {
      const text = message.text;
      expect(text, name).toContain(warning);
      expect(text.indexOf(warning), name).toBeLessThan(text.indexOf('Best wishes'));
      expect(text, name).toMatch(new RegExp(`${LEARN_MORE}: https?://[^\\s]+/risk-summary\\?`));
      expect(message.html, name).toContain('This is a high-risk investment and you are unlikely to be protected');
      expect(message.html.indexOf(LEARN_MORE), name).toBeLessThan(message.html.indexOf('Best wishes'));
    }
  });

  it('carry nothing of it when they promote nothing', () => {
    for (const { name, message } of toVisitors.filter((m) => !promoting.includes(m)))
      expect(message.text, name).not.toContain(warning);
  });
});
