/** Calls function handlers the way Netlify does: a web Request and a (minimal) Context. */
import type { Context } from '@netlify/functions';

export const BASE = 'http://localhost:8888';

/** The parts of Context the handlers read; deploy.context 'dev' as under local emulation. */
export const devContext = {
  deploy: { context: 'dev', id: '0', published: false },
  ip: '127.0.0.1',
} as unknown as Context;

type Handler = (req: Request, context: Context) => Response | Promise<Response>;

/** POST a JSON body (any value, serialised as is) to a handler. */
export async function postJson(handler: Handler, path: string, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return handler(
    new Request(BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: text,
    }),
    devContext,
  );
}

/** POST a plain HTML form (application/x-www-form-urlencoded). */
export async function postForm(
  handler: Handler,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return handler(
    new Request(BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    devContext,
  );
}

/** Invokes a scheduled function as Netlify's scheduler does: a POST marked `X-NF-Event: schedule`. */
export async function runScheduled(handler: Handler, name: string) {
  return handler(
    new Request(`${BASE}/.netlify/functions/${name}`, {
      method: 'POST',
      headers: { 'x-nf-event': 'schedule', 'user-agent': 'Netlify Clockwork', 'content-type': 'application/json' },
      body: JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() }),
    }),
    devContext,
  );
}
