import { describe, expect, it } from 'vitest';
import { cardIcon } from '../../../../src/pages/case-studies/_components/cardIcon';

describe('cardIcon', () => {
  it.each([
    ['Victorian Terraced House', 'home'],
    ['Townhouse', 'home'],
    ['3-Bed to 4-Bed HMO Conversion', 'building'],
    ['Modern Apartment', 'building'],
    ['New Development', 'building'],
    ['Student Let', 'building'],
    ['Commercial to Residential', 'building'],
    ['Mixed Use', 'building'],
    ['Buy-to-Let Portfolio', 'chart'],
    ['4-Bed Family Home', 'key'],
    ['', 'key'],
  ])('%s → %s', (type, icon) => {
    expect(cardIcon(type)).toBe(icon);
  });

  it('ignores case', () => {
    expect(cardIcon('VICTORIAN')).toBe('home');
    expect(cardIcon('hmo')).toBe('building');
  });

  it('lets the first group win when a type matches two', () => {
    expect(cardIcon('Victorian HMO')).toBe('home');
    expect(cardIcon('Mixed Portfolio')).toBe('building');
  });
});
