/**
 * Whether a text promotes the investment, by what it says: examples that do (each must be found, with the
 * kind of promotion and the words) and examples that teach without promoting (none may be).
 */
import { describe, expect, it } from 'vitest';
import { describeFinding, promotionIn } from '../../../../src/lib/regulatory/promotion';

const returnValues = ['6–10%', '8–15%', '10%'];
const kinds = (text: string) => [...new Set(promotionIn(text, returnValues).map((f) => f.kind))];

describe('a text that promotes the investment', () => {
  const promoting: [string, string, string][] = [
    // [text, kind, phrase]
    ['Book Your Investment Consultation', 'invitation', 'Book Your Investment Consultation'],
    ['Book your free 15-min consultation', 'invitation', 'Book your free 15-min consultation'],
    ['Ready to talk about investing?', 'invitation', 'talk about investing'],
    [
      'If you would like to talk about lending to us or investing alongside us in UK property, book a free call with us.',
      'invitation',
      'investing alongside us',
    ],
    ['Why invest with us', 'invitation', 'invest with us'],
    [
      'Book a free 15-minute call, or see what inflation has done to your savings.',
      'invitation',
      'Book a free 15-minute call',
    ],
    ['Be the first to hear about new deals, market insights and investor tips.', 'invitation', 'new deals'],
    ['Join our investor list and we will share new deals with you first.', 'invitation', 'Join our investor list'],
    ['Deals, market insights and investor tips, straight to your inbox.', 'invitation', 'Deals'],
    ['Become one of our lenders.', 'invitation', 'Become one of our lenders'],
    ['Lending at a fixed interest rate', 'product term', 'Lending at a fixed interest rate'],
    ['£1.2M+ raised from private investors', 'product term', '£1.2M+'],
    ['Investment Amount', 'product term', 'Investment Amount'],
    ['£10k–£25k', 'product term', '£10k–£25k'],
    ['That is how we structure our deals.', 'product term', 'our deals'],
    ['Joint venture opportunities', 'product term', 'Joint venture opportunities'],
    ['Loans to us are secured by a second legal charge on the property.', 'product term', 'second legal charge'],
    ['We target 6–10% a year on what you invest.', 'return', '6–10%'],
    ['Our lenders were paid 9% a year.', 'return', '9%'],
    ['Target annual return 6–10%', 'return', '6–10%'],
  ];
  for (const [text, kind, phrase] of promoting)
    it(`"${text}": ${kind}`, () => {
      const found = promotionIn(text, returnValues);
      expect(found.map((f) => f.kind)).toContain(kind);
      expect(found.find((f) => f.kind === kind)!.phrase).toBe(phrase);
    });

  it('is described with its kind, words and sentence, for the build to name', () => {
    expect(describeFinding(promotionIn('That is how we structure our deals.')[0]!)).toBe(
      'a product term ("our deals") in "That is how we structure our deals."',
    );
  });
});

describe('a text that teaches, or promotes nothing', () => {
  const teaching = [
    'Rental yield is the year’s rent divided by the price: £10,000 on a £200,000 house is 5%.',
    'If your savings earn 4% while prices rise 6%, your money buys less each year.',
    'Improving the property raises its value; a new mortgage on that value can release part of the money you put in, ready for the next deal.',
    'Investors often compare a yield with the Bank Rate.',
    'A joint venture is an agreement where two parties share the costs and profits of a project.',
    'A second charge ranks behind the first: if the house is sold, the first lender is repaid first.',
    'We are not asking you to invest with us.',
    'Book a call to talk about finding you a deal: our sourcing service is paid by the buyer.',
    'Explore the Learning Hub',
    'Inflation was 3.8% in the year to October.',
    'Our Learning Hub has short lessons on yields, interest and risk.',
    'Our investment pages are for certified high net worth and self-certified sophisticated investors only.',
  ];
  for (const text of teaching)
    it(`"${text}"`, () => {
      expect(kinds(text)).toEqual([]);
    });

  it('reads a figure as a return only where it reads as one', () => {
    expect(kinds('Check the budget has a contingency, typically 10% or more.')).toEqual([]);
    expect(kinds('Lenders were paid 10% on the loan.')).toEqual(['return']);
  });
});
