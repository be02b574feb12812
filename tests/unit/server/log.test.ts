import { describe, expect, it } from 'vitest';
import { describeError, maskAddresses } from '../../../src/server/log';

describe('server logs', () => {
  it('mask e-mail addresses wherever they appear', () => {
    expect(maskAddresses("postmark 422/300: Invalid 'To' address: 'ada.l+x@example.co.uk'.")).toBe(
      "postmark 422/300: Invalid 'To' address: '[address]'.",
    );
    expect(maskAddresses('<bob@example.com>, carol@example.org')).toBe('<[address]>, [address]');
  });

  it('describe an error by kind, masked message and first frames only', () => {
    const error = new TypeError('no such subscriber ada@example.com');
    const text = describeError(error);
    expect(text.split('\n')[0]).toBe('TypeError: no such subscriber [address]');
    expect(text.split('\n').length).toBeLessThanOrEqual(5);
    expect(describeError('plain')).toBe('Error: plain');
  });
});
