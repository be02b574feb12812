/** What the visitor reads when a request fails, where the spec only logs it (§8): the server's reason, or a network error. */
import { NETWORK_ERROR, SubmitError } from '../forms/request';

export const RATE_LIMITED = 'Too many requests in a short time. Please wait a minute and try again.';
export const UNKNOWN_ERROR = 'Something went wrong. Please try again.';

export function failureText(error: unknown): string {
  if (!(error instanceof SubmitError)) return UNKNOWN_ERROR;
  if (error.status === 0) return NETWORK_ERROR;
  if (error.status === 429) return RATE_LIMITED;
  const body = error.body as { error?: unknown; message?: unknown } | undefined;
  const reason = typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : '';
  return reason || UNKNOWN_ERROR;
}
