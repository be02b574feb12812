/** The regulatory route: its settings, when an approval lapses, the prescribed words, which pages are for investors. */
import { describe, expect, it } from 'vitest';
import { routeSchema, type Route } from '../../../../src/collections/regulatory';
import { forInvestors } from '../../../../src/lib/regulatory/certified';
import { routeFrom } from '../../../../src/lib/regulatory/inForce';
import {
  approvalUntil,
  exemptWarning,
  LEARN_MORE,
  linkParts,
  prescribedWarning,
  routeProblems,
} from '../../../../src/lib/regulatory/requirements';
import { siteSchema } from '../../../../src/lib/site';
import settings from '../../../../content/site.json' with { type: 'json' };

const approval = { approver: 'Test Approvals Ltd', frn: '654321', approvedOn: '2025-11-02', validMonths: 12 };
const approved: Route = { kind: 'approved-promotion', approval };
const at = { file: 'content/site.json', line: 21 };
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('the route setting', () => {
  it('is in the site settings, and the example company has chosen an approved promotion', () => {
    const site = siteSchema.parse(settings);
    expect(site.route.kind).toBe('approved-promotion');
  });

  it('refuses what the pages could not carry: no approval, an FRN that is not one, a validity past a year', () => {
    const refused = (route: unknown) => !routeSchema.safeParse(route).success;
    expect(refused({ kind: 'approved-promotion' })).toBe(true);
    expect(refused({ kind: 'approved-promotion', approval: { ...approval, frn: 'FRN123' } })).toBe(true);
    expect(refused({ kind: 'approved-promotion', approval: { ...approval, validMonths: 13 } })).toBe(true);
    expect(refused({ kind: 'approved-promotion', approval: { ...approval, approvedOn: '2 November 2025' } })).toBe(
      true,
    );
    expect(refused({ kind: 'high-risk-investment', category: 'shares', approval })).toBe(true);
    expect(refused({ kind: 'exempt-audience', audiences: [], validMonths: 12 })).toBe(true);
    expect(refused({ kind: 'exempt-audience', audiences: ['high-net-worth'], validMonths: 12, extra: 1 })).toBe(true);
    expect(refused(approved)).toBe(false);
  });

  it('is taken from SITE_ROUTE when the tests set it, checked by the same schema', () => {
    const exempt = { kind: 'exempt-audience', audiences: ['high-net-worth'], validMonths: 12 };
    expect(routeFrom(approved, JSON.stringify(exempt))).toEqual(exempt);
    expect(routeFrom(approved, undefined)).toBe(approved);
    expect(routeFrom(approved, '  ')).toBe(approved);
    expect(() => routeFrom(approved, JSON.stringify({ kind: 'approved-promotion' }))).toThrow(/SITE_ROUTE/);
  });
});

describe('an approval', () => {
  it('holds for its months, to the day', () => {
    expect(approvalUntil(approval)).toEqual(day('2026-11-02'));
    expect(routeProblems(approved, day('2026-11-01'), at)).toEqual([]);
  });

  it('stops the build the day it lapses, saying what to do', () => {
    const [problem, ...rest] = routeProblems(approved, day('2026-11-02'), at);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/site.json', line: 21, rule: 'stale-approval' });
    expect(problem!.message).toBe(
      "the approval of the site's promotions by Test Approvals Ltd (FRN 654321) on 2 November 2025 lasted 12 months, until 2 November 2026, and it is now 2 November 2026. Ask the approver to review the pages and approve them again, then record their sign-off (npm run approval -- sign, docs/approval.md); until then the site may not be published (docs/regulatory-route.md)",
    );
  });

  it('may not be dated after today', () => {
    expect(routeProblems(approved, day('2025-11-01'), at)[0]!.message).toMatch(/is dated 2 November 2025, after today/);
  });

  it('is checked under the high-risk route too, and the exempt route has none', () => {
    const high: Route = { kind: 'high-risk-investment', category: 'non-readily-realisable-securities', approval };
    expect(routeProblems(high, day('2027-01-01'), at)).toHaveLength(1);
    const exempt: Route = { kind: 'exempt-audience', audiences: ['high-net-worth'], validMonths: 12 };
    expect(routeProblems(exempt, day('2030-01-01'), at)).toEqual([]);
  });
});

describe('the prescribed words', () => {
  it('are the FCA’s risk warning for non-readily realisable securities, word for word, and its link', () => {
    expect(`${prescribedWarning['non-readily-realisable-securities']} ${LEARN_MORE}`).toBe(
      'Don’t invest unless you’re prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong. Take 2 mins to learn more',
    );
  });

  it('are the Financial Promotion Order’s warning for the exemptions', () => {
    expect(exemptWarning).toMatch(
      /^The content of this promotion has not been approved by an authorised person within the meaning of the Financial Services and Markets Act 2000\. Reliance on this promotion/,
    );
  });

  it('keep the risk summary’s links as links, and nothing else as markup', () => {
    expect(linkParts('Learn more [here](https://www.fca.org.uk/investsmart). <b>x</b>')).toEqual([
      { text: 'Learn more ' },
      { label: 'here', href: 'https://www.fca.org.uk/investsmart' },
      { text: '. <b>x</b>' },
    ]);
    expect(linkParts('[here](javascript:alert(1))')).toEqual([{ text: '[here](javascript:alert(1))' }]);
  });
});

describe('the pages for investors', () => {
  it('are the investment’s own pages and every case study: certified under the exempt-audience route', () => {
    for (const page of [
      '/',
      '/index',
      '/about',
      '/invest',
      '/invest-with-us.html',
      '/landing',
      '/book-call',
      '/case-studies',
      '/case-studies/property-2',
      '/case-studies/',
    ])
      expect(forInvestors(page), page).toBe(true);
    for (const page of [
      '/contact',
      '/inflation-calculator',
      '/learn',
      '/updates/x',
      '/privacy',
      '/case-study',
      '/find-you-a-deal',
    ])
      expect(forInvestors(page), page).toBe(false);
  });
});
