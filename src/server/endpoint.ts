/**
 * The one shape of every submission endpoint: read → honeypot → validate → act → respond, answering
 * JSON to a program and HTML (or a 303 to a confirmation page) to a person posting a plain form.
 */
import type * as z from 'zod/mini';
import { fieldErrors } from '../lib/schemas/fields';
import type { RunContext } from './env';
import { backPath, failure, honeypotFilled, json, readBody, seeOther, type Fields } from './http';
import { logError } from './log';
import { fixPage, noticePage, type FormField } from './pages';
import { StorageUnavailableError } from './store';
import type { Outcome } from './subscriptions';

export interface Endpoint<S extends z.ZodMiniType> {
  schema: S;
  /** Heading of the HTML pages, e.g. 'Newsletter sign-up'. */
  title: string;
  /** Fields echoed back on the "please fix" page, in form order. */
  fields: FormField[];
  /** The 400 message for a program, from the per-field errors. */
  invalidMessage(errors: Record<string, string>): string;
  /** Confirmation page a successful form post is redirected to. */
  confirmPath(body: Fields): string;
  act(data: z.output<S>, context?: RunContext): Promise<Outcome>;
}

export const STORAGE_DOWN = 'We could not save your submission just now. Please try again in a moment.';
const UNEXPECTED = 'Something went wrong on our side. Please try again in a moment.';

/** Runs a submission endpoint; no input can make it throw or answer with internal detail. */
export async function handleSubmission<S extends z.ZodMiniType>(req: Request, context: RunContext | undefined, ep: Endpoint<S>): Promise<Response> {
  const read = await readBody(req);
  const back = backPath(req);
  if (!read.ok) {
    const headers: Record<string, string> = read.status === 405 ? { allow: 'POST' } : {};
    if (read.kind === 'form') return noticePage(read.status, ep.title, read.message, back, headers);
    return failure(read.status, read.message, {}, headers);
  }
  const { kind, body } = read;
  const action = new URL(req.url).pathname;
  const person = kind === 'form';

  if (honeypotFilled(body)) return person ? seeOther(ep.confirmPath(body)) : json(200, { success: true });

  const parsed = ep.schema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (!person) return failure(400, ep.invalidMessage(errors), { errors });
    return fixPage({ status: 400, title: ep.title, problems: Object.values(errors), action, fields: ep.fields, values: body, back });
  }

  try {
    const outcome = await ep.act(parsed.data, context);
    if (outcome.status === 'conflict') {
      return person ? noticePage(409, ep.title, outcome.message, back) : failure(409, outcome.message);
    }
    return person ? seeOther(ep.confirmPath(body)) : json(200, { success: true });
  } catch (error) {
    const storage = error instanceof StorageUnavailableError;
    logError(action, storage ? 'storage unavailable, answered 503' : 'unexpected error, answered 500', error);
    const status = storage ? 503 : 500;
    const message = storage ? STORAGE_DOWN : UNEXPECTED;
    const headers: Record<string, string> = storage ? { 'retry-after': '30' } : {};
    if (!person) return failure(status, message, {}, headers);
    return fixPage({ status, title: ep.title, problems: [message], action, fields: ep.fields, values: body, back, headers });
  }
}
