import { describe, expect, it } from 'vitest';
import { savingsRateBesideTarget } from '../../../../src/lib/claimRules/savings-rate-beside-target';

const rates = [
  { id: 'rate-easy-access', value: '2.48%' },
  { id: 'rate-cash-isa', value: '3.79%' },
];
const targets = [{ id: 'returns-target', value: '6–10%' }];
const check = (body: string) =>
  savingsRateBesideTarget
    .check({
      pages: [{ page: '/', file: 'dist/index.html', html: `<!doctype html><body>${body}</body>` }],
      rates,
      targets,
    })
    .map((p) => p.message);

describe(savingsRateBesideTarget.id, () => {
  it('says what it refuses and why', () => {
    expect(savingsRateBesideTarget.refuses).toMatch(/savings or ISA rate in the same section/);
    expect(savingsRateBesideTarget.why).toBeTruthy();
  });

  describe('refuses', () => {
    it("the home hero's card: savings rates set beside the target", () => {
      const hero = `<section class="hero"><p>targeting 6–10% a year</p><div class="compare"><ul>
        <li><span>Easy-access savings account (average)</span><span>2.48%</span></li>
        <li><span>One-year fixed cash ISA (average)</span><span>3.79%</span></li>
        <li><span>Investing with us (target)</span><span>6–10%</span></li></ul></div></section>`;
      expect(check(hero)).toEqual([
        'the savings rate 2.48% (rate-easy-access) is in the same <section> as the target 6–10% (returns-target): compare cash with our investments by what each is (protection, access, risk), not by setting its rate beside our target',
        'the savings rate 3.79% (rate-cash-isa) is in the same <section> as the target 6–10% (returns-target): compare cash with our investments by what each is (protection, access, risk), not by setting its rate beside our target',
      ]);
    });

    it('a target written with a hyphen', () => {
      expect(check('<section><p>Easy access pays 2.48%; we target 6-10%.</p></section>')).toHaveLength(1);
    });
  });

  describe('accepts', () => {
    it('a rate in a section of its own', () => {
      expect(check('<section><p>We target 6–10%.</p></section><section><p>Easy access: 2.48%.</p></section>')).toEqual(
        [],
      );
    });

    it('a number that only contains a rate', () => {
      expect(check('<section><p>We target 6–10%; 12.48% is not a rate of ours.</p></section>')).toEqual([]);
    });

    it('cash and the investment compared by what they are', () => {
      expect(
        check(
          '<section><p>Cash is protected up to £120,000 and can be withdrawn. Ours targets 6–10% and is at risk.</p></section>',
        ),
      ).toEqual([]);
    });
  });
});
