/**
 * risk-section: a page that states a return or a term of the product (as its layout read it, src/lib/regulatory/
 * promotion.ts: BaseLayout marks its main `data-promotes`) has one "What could go wrong" section
 * (data-risk-section), before the section marked as its call to action (data-cta); a page that links to the
 * section has it.
 */
import { DomUtils } from 'htmlparser2';
import { attribute, elements } from '../../html.ts';
import { RISK_SECTION_ID } from '../../regulatory/promotion.ts';
import type { Rule } from '../rule.ts';

/** Why a built page breaks the rule, or nothing. */
function problems(page: string, document: Parameters<typeof elements>[0]): string[] {
  const sections = elements(document, (el) => 'data-risk-section' in el.attribs);
  const cta = elements(document, (el) => 'data-cta' in el.attribs)[0];
  const out: string[] = [];
  // What the page promotes with, as its layout read it: the decision is made where a return or a term is stated.
  const main = elements(document, (el) => el.name === 'main')[0];
  const promotes = ((main && attribute(main, 'data-promotes')) ?? '').split(/\s+/);
  if (promotes.includes('return') || promotes.includes('product-term')) {
    if (sections.length === 0)
      out.push(
        `${page} promotes the investment (it states a return or a product term: src/lib/regulatory/promotion.ts) but has no "What could go wrong" section: put <RiskSection /> before its call to action`,
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
    out.push(`${page} links to "What could go wrong" but has no such section: put <RiskSection /> on it`);
  if (sections.length > 1)
    out.push(`${page} has ${sections.length} "What could go wrong" sections: one is enough, before the call to action`);
  return out;
}

export const rule: Rule = {
  id: 'risk-section',
  refuses:
    'A page that states a return or a product term (as its layout read it: `src/lib/regulatory/promotion.ts`) without its one "What could go wrong" section before the section marked as its call to action (`<Section cta>`), or a page linking to a risk section it does not have',
  why: "The risk belongs where the decision is made: before the button that asks for the investor's money, once and specific.",
  page: (page) =>
    page.document ? problems(page.page, page.document).map((message) => ({ message, where: 'the page' })) : [],
  examples: {
    valid: [
      {
        page: '/invest-with-us',
        html: '<main data-promotes="return"><section data-risk-section></section><section data-cta></section></main>',
      },
      { page: '/terms', html: '<main><p>Terms.</p></main>' },
      // A page that only invites a call carries the route's words (BaseLayout), not a risk section.
      { page: '/updates/x', html: '<main data-promotes="invitation"><section data-cta></section></main>' },
    ],
    invalid: [
      { page: '/invest-with-us', html: '<main data-promotes="product-term"><section data-cta></section></main>' },
      {
        page: '/case-studies/x',
        html: '<main data-promotes="invitation return"><section data-cta></section><section data-risk-section></section></main>',
      },
      { page: '/terms', html: '<main><p><a href="#what-could-go-wrong">What could go wrong</a></p></main>' },
    ],
  },
};
