/**
 * A checklist request must name a case study that offers a checklist (issue: any made-up
 * `checklist-…` tag used to subscribe and mail an address). The accepted tags are the ones the
 * content offers (src/lib/forms/checklists.ts, kept in step with content/ by its own test).
 */
import { describe, expect, it } from 'vitest';
import newsletter from '../../../../functions/newsletter';
import { checklistSources } from '../../../../src/lib/forms/checklists';
import { newsletterMessages } from '../../../../src/lib/forms/newsletterSchema';
import { api } from '../../../../src/lib/paths';
import { postForm, postJson } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

const h = useHarness();

describe('checklist requests', () => {
  it.each([
    'checklist-made-up-study',
    'checklist-',
    'checklist-2-bed-social-housing-x',
    'Checklist-2-bed-social-housing',
  ])('answers 400 to %s and sends nothing', async (source) => {
    const res = await postJson(newsletter, api.newsletter, { email: 'ann@example.com', source });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      message: newsletterMessages.sourceInvalid,
      errors: { source: newsletterMessages.sourceInvalid },
    });
    const page = await postForm(newsletter, api.newsletter, { email: 'ann@example.com', source });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(newsletterMessages.sourceInvalid);
    expect(h.postmark.sent).toEqual([]);
  });

  it.each([...checklistSources])('e-mails the checklist for %s, a case study that offers one', async (source) => {
    const res = await postJson(newsletter, api.newsletter, { email: 'ann@example.com', source });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(h.postmark.sent.map((m) => [m.To, m.Tag])).toEqual([['ann@example.com', 'checklist-checklist']]);
  });
});
