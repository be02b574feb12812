/**
 * risk-section: a page that promotes the investment (src/lib/promotion.ts) has one "What could go wrong"
 * section (data-risk-section), before the section marked as its call to action (data-cta); a page that links
 * to the section has it.
 */
import { DomUtils } from 'htmlparser2';
import { attribute, elements } from '../../html.ts';
import { promotes, RISK_SECTION_ID } from '../../promotion.ts';
import type { Rule } from '../rule.ts';

/** Why a built page breaks the rule, or nothing. */
function problems(page: string, document: Parameters<typeof elements>[0]): string[] {
  const sections = elements(document, (el) => 'data-risk-section' in el.attribs);
  const cta = elements(document, (el) => 'data-cta' in el.attribs)[0];
  const out: string[] = [];
  if (promotes(page)) {
    if (sections.length === 0)
      out.push(
        `${page} promotes the investment (src/lib/promotion.ts) but has no "What could go wrong" section: put <RiskSection /> before its call to action`,
      );
    if (!cta)
      out.push(
        `${page} promotes the investment but marks no call to action: give the section with its main button \`cta\` (data-cta), so the risk section can be checked to come first`,
      );
    // domutils says where its first node is relative to its second: PRECEDING (2), the section before the call to action.
    else if (sections[0] && !(DomUtils.compareDocumentPosition(sections[0], cta) & 2))
      out.push(
        `${page}: the "What could go wrong" section comes after the call to action: move <RiskSection /> before it, where the decision is made`,
      );
  } else if (
    sections.length === 0 &&
    elements(document, (el) => el.name === 'a' && attribute(el, 'href') === `#${RISK_SECTION_ID}`).length
  )
    out.push(
      `${page} links to "What could go wrong" but has no such section: add the page to src/lib/promotion.ts and put <RiskSection /> on it`,
    );
  if (sections.length > 1)
    out.push(`${page} has ${sections.length} "What could go wrong" sections: one is enough, before the call to action`);
  return out;
}

export const rule: Rule = {
  id: 'risk-section',
  refuses:
    'A page that promotes the investment (`src/lib/promotion.ts`) without its one "What could go wrong" section before the section marked as its call to action (`<Section cta>`), or a page linking to a risk section it does not have',
  why: "The risk belongs where the decision is made: before the button that asks for the investor's money, once and specific.",
  page: (page) =>
    page.document ? problems(page.page, page.document).map((message) => ({ message, where: 'the page' })) : [],
  examples: {
    valid: [
      {
        page: '/invest-with-us',
        html: '<main><section data-risk-section></section><section data-cta></section></main>',
      },
      { page: '/terms', html: '<main><p>Terms.</p></main>' },
    ],
    invalid: [
      { page: '/invest-with-us', html: '<main><section data-cta></section></main>' },
      {
        page: '/case-studies/x',
        html: '<main><section data-cta></section><section data-risk-section></section></main>',
      },
      { page: '/terms', html: '<main><p><a href="#what-could-go-wrong">What could go wrong</a></p></main>' },
    ],
  },
};
