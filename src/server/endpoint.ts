/**
 * The one shape of every submission endpoint: read → honeypot → validate → act → respond, answering
 * JSON to a program and HTML (or a 303 to a confirmation page) to a person posting a plain form.
 */
import type * as z from 'zod/mini';
import { check } from '../lib/forms/fields';
import type { RunContext } from './env';
import {
  backPath,
  failure,
  honeypotFilled,
  isCrossSiteSubmission,
  json,
  mediaType,
  readBody,
  seeOther,
  StorageUnavailableError,
  withSecurityHeaders,
  type Fields,
  type ReadResult,
} from './http';
import { answerThen } from './after-answer';
import { logError } from './log';
import { fixPage, noticePage, type FormField } from './html/pages';

/** What a body's validation gave: the data, or each field's problem and the 400's message for a program. */
export type Validated<D> = { ok: true; data: D } | { ok: false; message: string; errors: Record<string, string> };

/** What an endpoint's action is told about the request besides its data. */
interface Submitted {
  body: Fields;
  /** A plain form post from a person's browser: answer with a page, not JSON. */
  person: boolean;
  back: string;
  context?: RunContext;
}

/** The steps one endpoint fills in; `handle` runs them in order and answers every failure. */
export interface Steps<D> {
  /** Heading of the HTML pages, e.g. 'Newsletter sign-up'. */
  title: string;
  /** Fields echoed back on the "please fix" page, in form order. */
  fields(body: Fields): readonly FormField[];
  validate(body: Fields): Validated<D>;
  /** The answer to a filled honeypot, before validation; without it the action looks at the honeypot itself. */
  decoy?(body: Fields, person: boolean): Response;
  act(data: D, submitted: Submitted): Promise<Response>;
}

/** The newsletter, contact and deal-lead endpoints: a schema, an action, and a confirmation page. */
export interface Endpoint<S extends z.ZodMiniType> {
  schema: S;
  title: string;
  fields: readonly FormField[];
  /** The 400 message for a program, from the per-field errors; `Please correct the form: …` if not given. */
  invalidMessage?(errors: Record<string, string>): string;
  /** Confirmation page a successful form post is redirected to. */
  confirmPath(body: Fields): string;
  act(data: z.output<S>, context?: RunContext): Promise<void>;
}

/** The usual 400 message for a program: every field's problem, in form order. */
export const correctTheForm = (errors: Record<string, string>) =>
  `Please correct the form: ${Object.values(errors).join('; ')}`;

const STORAGE_DOWN = 'We could not save your submission just now. Please try again in a moment.';
const UNEXPECTED = 'Something went wrong on our side. Please try again in a moment.';

export const CROSS_SITE = 'This form can only be sent from our own website. Nothing was sent or saved.';

/** The 403 for a submission from another site's page: a page for a person's form post, JSON otherwise. */
function crossSiteRefusal(req: Request): Response {
  if (mediaType(req) === 'application/x-www-form-urlencoded') {
    return noticePage(
      403,
      'Form not sent',
      `${CROSS_SITE} To contact us, open our website and use the form there.`,
      '/',
    );
  }
  return failure(403, CROSS_SITE);
}

/**
 * What every function's handler is wrapped in, so each rule below holds for all of them at once:
 * a submission from another site's page is refused (403) before the handler runs, so nothing is
 * stored or sent; an unexpected throw becomes a plain 500; every response, whoever built it,
 * leaves with the security headers; and the work the request queued for after its answer begins
 * once the answer has been handed over (after-answer.ts).
 */
export function httpFunction<C extends RunContext | undefined>(
  handler: (req: Request, context: C) => Response | Promise<Response>,
) {
  return async (req: Request, context: C): Promise<Response> => {
    if (isCrossSiteSubmission(req)) return withSecurityHeaders(crossSiteRefusal(req));
    let res: Response;
    try {
      res = withSecurityHeaders(await handler(req, context));
    } catch (error) {
      logError(new URL(req.url).pathname, 'unexpected error, answered 500', error);
      res = withSecurityHeaders(failure(500, UNEXPECTED));
    }
    // What the request queued for after its answer begins once the answer has been handed over.
    return answerThen(context, res);
  };
}

/** The answer to a body that could not be read (method, type, size or syntax): a page for a person, JSON otherwise. */
export function unreadable(read: Extract<ReadResult, { ok: false }>, title: string, back: string): Response {
  const headers: Record<string, string> = read.status === 405 ? { allow: 'POST' } : {};
  if (read.kind === 'form') return noticePage(read.status, title, read.message, back, headers);
  return failure(read.status, read.message, {}, headers);
}

/** Logs a failure after validation and says how to answer it: 503 (try again) when storage is down, else 500. */
export function serverTrouble(
  error: unknown,
  action: string,
): { status: 503 | 500; message: string; headers: Record<string, string> } {
  const storage = error instanceof StorageUnavailableError;
  logError(action, storage ? 'storage unavailable, answered 503' : 'unexpected error, answered 500', error);
  return storage
    ? { status: 503, message: STORAGE_DOWN, headers: { 'retry-after': '30' } }
    : { status: 500, message: UNEXPECTED, headers: {} };
}

/** Runs a submission endpoint: read → honeypot → validate → act → respond; no input can make it throw or answer with internal detail. */
export async function handle<D>(req: Request, context: RunContext | undefined, steps: Steps<D>): Promise<Response> {
  const read = await readBody(req);
  const back = backPath(req);
  if (!read.ok) return unreadable(read, steps.title, back);
  const { kind, body } = read;
  const action = new URL(req.url).pathname;
  const person = kind === 'form';
  const fix = (status: number, errors: Record<string, string>, headers?: Record<string, string>) =>
    fixPage({ status, title: steps.title, errors, action, fields: steps.fields(body), values: body, back, headers });

  if (steps.decoy && honeypotFilled(body)) return steps.decoy(body, person);
  const checked = steps.validate(body);
  if (!checked.ok) return person ? fix(400, checked.errors) : failure(400, checked.message, { errors: checked.errors });
  try {
    return await steps.act(checked.data, { body, person, back, context });
  } catch (error) {
    const { status, message, headers } = serverTrouble(error, action);
    return person ? fix(status, { form: message }, headers) : failure(status, message, {}, headers);
  }
}

/** A form endpoint: 200 (or a 303 to its confirmation page) once the action is done. */
export function handleSubmission<S extends z.ZodMiniType>(
  req: Request,
  context: RunContext | undefined,
  ep: Endpoint<S>,
): Promise<Response> {
  const done = (body: Fields, person: boolean) =>
    person ? seeOther(ep.confirmPath(body)) : json(200, { success: true });
  return handle(req, context, {
    title: ep.title,
    fields: () => ep.fields,
    validate: (body) => {
      const parsed = check(ep.schema, body);
      return parsed.ok ? parsed : { ...parsed, message: (ep.invalidMessage ?? correctTheForm)(parsed.errors) };
    },
    decoy: done,
    act: async (data, { body, person, context }) => {
      await ep.act(data, context);
      return done(body, person);
    },
  });
}
