import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR, SubmitError, UNKNOWN_ERROR } from '../../../../src/features/forms/request';
import { failureText, RATE_LIMITED } from '../../../../src/features/calculator/failure';

describe('failureText', () => {
  it("gives the server's reason, or says the network failed", () => {
    const reason = 'ONS has not published CPI for September 2026 yet: the latest figures are for August 2026.';
    expect(failureText(new SubmitError('400: …', 400, { success: false, message: reason, error: reason }))).toBe(
      reason,
    );
    expect(
      failureText(new SubmitError('413: …', 413, { message: 'The chart image is too large: the limit is 512 KB' })),
    ).toBe('The chart image is too large: the limit is 512 KB');
    expect(failureText(new SubmitError('Network error: Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(failureText(new SubmitError('429: Too Many Requests', 429))).toBe(RATE_LIMITED);
    expect(failureText(new SubmitError('502: Bad Gateway', 502, undefined))).toBe(UNKNOWN_ERROR);
    expect(failureText(new Error('Failed to calculate inflation'))).toBe(UNKNOWN_ERROR);
  });
});
