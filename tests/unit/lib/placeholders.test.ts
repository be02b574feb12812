import { describe, expect, it } from 'vitest';
import { fill, placeholders } from '../../../src/lib/placeholders';

const lookup = (name: string) => ({ 'returns-target': '6–10%', 'fca.wording': 'Compliant' })[name];

describe('placeholders', () => {
  it('fills every placeholder, spaces inside the braces allowed', () => {
    expect(fill('Target {{returns-target}} a year; FCA {{ fca.wording }}', lookup)).toBe(
      'Target 6–10% a year; FCA Compliant',
    );
  });

  it('leaves text without placeholders alone', () => {
    expect(fill('No figures here {single} braces', lookup)).toBe('No figures here {single} braces');
  });

  it('throws on an unknown name, naming it and where it was', () => {
    expect(() => fill('Up to {{returns-tagret}}', lookup, 'content/points.yaml')).toThrow(
      /\{\{returns-tagret\}\} in content\/points\.yaml/,
    );
  });

  it('lists the names a text uses', () => {
    expect(placeholders('{{a}} and {{ b.wording }}')).toEqual(['a', 'b.wording']);
  });
});
