/** Under the route the settings name (an approved promotion), no statement is taken and no page is certified. */
import { describe, expect, it } from 'vitest';
import statementFunction from '../../../../functions/regulatory-statement';
import pagesFunction from '../../../../functions/regulatory-pages';
import settings from '../../../../content/site.json' with { type: 'json' };
import { BASE, devContext, postJson } from '../../../support/handlers';

describe.skipIf(settings.route.kind === 'exempt-audience')('the statement functions under another route', () => {
  it('take no statement', async () => {
    const res = await postJson(statementFunction, '/api/investor-statement', { statement: 'high-net-worth' });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/does not take investor statements/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('serve no certified page, whatever the cookie', async () => {
    const res = await pagesFunction(
      new Request(`${BASE}/certified/invest-with-us`, { headers: { cookie: 'investor_statement=x' } }),
      devContext,
    );
    expect(res.status).toBe(404);
  });
});
