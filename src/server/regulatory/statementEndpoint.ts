/**
 * POST /api/investor-statement: the investor statement, checked as the Financial Promotion Order's form
 * requires (src/lib/regulatory/statement.ts, the same checks the statement page's script makes), kept as
 * evidence, and answered with the pass that opens the certified pages (pass.ts) for the route's
 * `validMonths`. A program (the page's script) gets JSON; a person's plain form post gets a 303 to the page
 * the statement was made for, or a page naming each problem. POST /api/investor-statement/forget: the pass
 * forgotten (the statement stays kept, as the evidence it is).
 */
import { checkStatement } from '../../lib/regulatory/statement';
import { route } from '../../lib/regulatory/inForce';
import type { RunContext } from '../env';
import { serverTrouble, unreadable } from '../endpoint';
import { backPath, failure, honeypotFilled, json, readBody, seeOther, type Fields } from '../http';
import { htmlPage } from '../html/pages';
import { escapeHtml } from '../text';
import { unsubscribeSecret } from '../token';
import { certifiedPage } from './certifiedPages';
import { clearPassCookie, passCookie } from './pass';
import { keepStatement } from './statements';

const TITLE = 'Investor statement';

/** The page a statement was made for, if it is a certified page; else the home page. */
function pageFrom(body: Fields): string {
  const page = typeof body.page === 'string' ? body.page : '';
  return certifiedPage(page) === undefined ? '/' : page;
}

/** A person's page for a statement that was not accepted: each problem, and the way back to the form. */
function refusedPage(errors: Record<string, string>, back: string): Response {
  const items = Object.values(errors)
    .map((m) => `<li>${escapeHtml(m)}</li>`)
    .join('');
  return htmlPage(
    400,
    'Your statement was not accepted',
    `<div class="problems" role="alert"><ul>${items}</ul></div><p><a href="${escapeHtml(back)}">Go back to the statement</a> (your browser keeps what you typed), correct it and send it again.</p>`,
  );
}

const notOffered = () =>
  failure(
    404,
    'This site does not take investor statements: its promotions are approved, not made under an exemption.',
  );

export async function answerStatement(req: Request, context?: RunContext): Promise<Response> {
  if (route.kind !== 'exempt-audience') return notOffered();
  const read = await readBody(req);
  const back = backPath(req);
  if (!read.ok) return unreadable(read, TITLE, back);
  const person = read.kind === 'form';
  const page = pageFrom(read.body);
  // A bot that fills the hidden field is told what a person would be, and given nothing.
  if (honeypotFilled(read.body)) return person ? seeOther(page) : json(200, { success: true, page });
  const checked = checkStatement(read.body, { audiences: route.audiences, now: new Date() });
  if (!checked.ok)
    return person
      ? refusedPage(checked.errors, back)
      : failure(400, `Please correct the statement: ${Object.values(checked.errors).join('; ')}`, {
          errors: checked.errors,
        });
  try {
    const secret = unsubscribeSecret(context);
    const { id, made, until } = await keepStatement({ ...checked.statement, page }, route.validMonths, context);
    const secure = new URL(req.url).protocol === 'https:';
    const cookie = passCookie({ id, audience: checked.statement.audience, made, until }, secret, { secure });
    const answer = person ? seeOther(page) : json(200, { success: true, page });
    answer.headers.set('set-cookie', cookie);
    return answer;
  } catch (error) {
    const { status, message, headers } = serverTrouble(error, new URL(req.url).pathname);
    return person
      ? htmlPage(status, TITLE, `<p>${escapeHtml(message)}</p>`, headers)
      : failure(status, message, {}, headers);
  }
}

/** POST /api/investor-statement/forget: the browser's pass is cleared, and the person sent back to the page. */
export async function forgetStatement(req: Request): Promise<Response> {
  const read = await readBody(req);
  const back = backPath(req);
  if (!read.ok) return unreadable(read, TITLE, back);
  const secure = new URL(req.url).protocol === 'https:';
  const raw = typeof read.body.page === 'string' ? read.body.page : '';
  const page = raw.startsWith('/') && !raw.startsWith('//') && certifiedPage(raw) !== undefined ? raw : back;
  const answer = read.kind === 'form' ? seeOther(page) : json(200, { success: true });
  answer.headers.set('set-cookie', clearPassCookie(secure));
  return answer;
}
