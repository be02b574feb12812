import { describe, expect, it } from 'vitest';
import { oneRecordPerProperty } from '../../../../src/lib/claimRules/one-record-per-property';

const on = (iso: string) => new Date(`${iso}T00:00:00Z`);
const twoBed = {
  file: 'content/case-studies/2-bed-social-housing-nelincs.mdx',
  title: '2-Bed Social Housing – North East Lincolnshire',
  purchasePrice: 55700,
  purchased: on('2024-10-01'),
};
const check = (...studies: Parameters<typeof oneRecordPerProperty.check>[0]['studies']) =>
  oneRecordPerProperty.check({ studies }).map((p) => `${p.file}: ${p.message}`);

describe(oneRecordPerProperty.id, () => {
  it('says what it refuses and why', () => {
    expect(oneRecordPerProperty.refuses).toMatch(/two case studies of one property/);
    expect(oneRecordPerProperty.why).toMatch(/counted twice/);
  });

  describe('refuses', () => {
    it('the 2-bed house told twice: the same price and completion month (the old property-1)', () => {
      const second = {
        ...twoBed,
        file: 'content/case-studies/property-1.mdx',
        title: '2-Bed Social Housing Investment – Grimsby',
      };
      expect(check(twoBed, second)).toEqual([
        'content/case-studies/property-1.mdx: "2-Bed Social Housing Investment – Grimsby" and "2-Bed Social Housing – North East Lincolnshire" (content/case-studies/2-bed-social-housing-nelincs.mdx) have the same price and completion month: one property, one case study. Keep one record, and answer the other\'s address with a permanent redirect to it (netlify.toml, status 301); if they are two properties, give each its `address`',
      ]);
    });

    it('the same address however it is written', () => {
      const a = { ...twoBed, address: '12 Example Street, Grimsby DN31 1AA' };
      const b = {
        ...twoBed,
        file: 'b.mdx',
        title: 'B',
        purchasePrice: 60000,
        address: '12 example street grimsby, DN31 1AA',
      };
      expect(check(a, b)).toEqual([expect.stringMatching(/^b\.mdx: .*have the same address/)]);
    });

    it('the same price with no date or address to tell them apart', () => {
      const b = { file: 'b.mdx', title: 'B', purchasePrice: 55700 };
      expect(check(twoBed, b)).toEqual([expect.stringMatching(/no completion date or address to tell them apart/)]);
    });
  });

  describe('accepts', () => {
    it('the same price a month apart (Newhaven and the 4-bed family home)', () => {
      const newhaven = { file: 'n.mdx', title: 'Newhaven', purchasePrice: 62000, purchased: on('2024-02-01') };
      const fourBed = { file: 'f.mdx', title: '4-bed', purchasePrice: 62000, purchased: on('2024-03-01') };
      expect(check(newhaven, fourBed)).toEqual([]);
    });

    it('two addresses that differ, whatever the price and date', () => {
      expect(check({ ...twoBed, address: '1 A Street' }, { ...twoBed, file: 'b.mdx', address: '2 A Street' })).toEqual(
        [],
      );
    });

    it('different prices', () => {
      expect(check(twoBed, { file: 'b.mdx', title: 'B', purchasePrice: 62000 })).toEqual([]);
    });
  });
});
