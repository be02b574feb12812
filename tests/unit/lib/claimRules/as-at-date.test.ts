import { describe, expect, it } from 'vitest';
import { asAtDate } from '../../../../src/lib/claimRules/as-at-date';

const built = new Date('2026-11-28T12:00:00Z');
const raised = { id: 'raised-private', value: '£1.2M+', asAt: new Date('2025-06-30T00:00:00Z') };
const target = { id: 'returns-target', value: '6–10%', asAt: new Date('2026-11-26T00:00:00Z') };
const check = (text: string, facts = [raised]) =>
  asAtDate.check({ pages: [{ page: '/', file: 'dist/index.html', text }], facts, today: built }).map((p) => p.message);

describe(asAtDate.id, () => {
  it('says what it refuses and why', () => {
    expect(asAtDate.refuses).toMatch(/month the site was built/);
    expect(asAtDate.why).toMatch(/June 2025/);
  });

  describe('refuses', () => {
    it('June 2025 figures printed "as at" the build month', () => {
      expect(check('£1.2M+ Raised from private investors. Figures as at November 2026.')).toEqual([
        '"as at November 2026" is the month the site was built, and no figure on the page was measured then: print each figure\'s own date (its fact\'s asAt)',
      ]);
    });

    it('a date no figure on the page has, with a day or without', () => {
      expect(check('£1.2M+ raised. As at 3 March 2026.')).toEqual([
        '"as at March 2026": no figure on the page was true then (their dates: June 2025); print each figure\'s own date',
      ]);
    });
  });

  describe('accepts', () => {
    it("each figure's own date", () => {
      expect(check('£1.2M+ Raised from private investors. Figures as at June 2025.')).toEqual([]);
    });

    it('the build month when a figure shown was true then', () => {
      expect(check('6–10% target. As at 26 November 2026.', [raised, target])).toEqual([]);
    });

    it('a page with no "as at" at all', () => {
      expect(check('£1.2M+ raised by June 2025.')).toEqual([]);
    });
  });
});
