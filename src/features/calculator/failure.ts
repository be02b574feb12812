/** What the visitor reads when a calculator request fails: the server's reason, or a network error. */
import { NETWORK_ERROR, SubmitError, UNKNOWN_ERROR } from '../forms/request';

export const RATE_LIMITED = 'Too many requests in a short time. Please wait a minute and try again.';

export function failureText(error: unknown): string {
  if (!(error instanceof SubmitError)) return UNKNOWN_ERROR;
  if (error.status === 0) return NETWORK_ERROR;
  if (error.status === 429) return RATE_LIMITED;
  const body = error.body as { error?: unknown; message?: unknown } | undefined;
  const reason = typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : '';
  return reason || UNKNOWN_ERROR;
}
