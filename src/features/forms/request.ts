/**
 * Posting a form as JSON: a non-OK answer throws
 * "<status>: <body text or status text>"; a request that never got an answer throws "Network error".
 */
import { goal, goals } from '../../lib/goals';
import { readAttribution } from '../../lib/readAttribution';

/** What a visitor reads when a request got no answer. */
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/** What a visitor reads when a request failed for a reason they cannot act on (shown inline, never as a browser alert). */
export const UNKNOWN_ERROR = 'Something went wrong. Please try again.';

export class SubmitError extends Error {
  override name = 'SubmitError';
  constructor(
    message: string,
    readonly status = 0,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** POSTs `body` as JSON; resolves on a 2xx answer with its parsed JSON body (undefined if it has none). */
export async function postJson(
  url: string,
  body: Record<string, unknown>,
  fetcher: typeof fetch = fetch,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (cause) {
    // Browsers word this differently ("Failed to fetch", "Load failed"): status 0 is what the forms read.
    throw new SubmitError(`Network error: ${(cause as Error)?.message ?? 'request failed'}`);
  }
  const text = await res.text().catch(() => '');
  if (res.ok) return parseJson(text);
  throw new SubmitError(`${res.status}: ${text || res.statusText}`, res.status, parseJson(text));
}

/**
 * Sends a form's checked values the way every form does: with the visit's first touch (where the lead came
 * from) and the honeypot's value, then counts the submission as the analytics' goal. Resolves with the answer.
 */
export async function submitForm(url: string, data: object, honeypot: string): Promise<unknown> {
  const answer = await postJson(url, { ...data, attribution: readAttribution(), company_website: honeypot });
  goal(goals.formSubmitted, { form: url.replace(/^\/api\//, '') });
  return answer;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Per-field messages a 400 answer carried (the functions send `errors`), for showing under inputs. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const body = error instanceof SubmitError ? error.body : undefined;
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
