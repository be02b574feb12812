/**
 * The investor statement a visitor makes under the exempt-audience route (Financial Promotion Order 2005,
 * Schedule 5, in the form SI 2024/301 gave it from 27 March 2024): checked the same way by the statement
 * page's script and by the function that keeps it (functions/regulatory-statement.ts), so the two cannot
 * disagree. Its wording is content (content/regulatory/investor-statements.yaml); what each condition asks
 * for, and the figures the law sets, are here. Browser-safe: no server code.
 */
import { isDeliverableAddress, deliverableAddress, EMAIL_MAX } from '../email';
import type { exemptAudiences } from '../../collections/regulatory';
import { singleLine } from '../forms/fields';

export type Audience = (typeof exemptAudiences)[number];

/** What a condition asks the visitor to specify when they tick it. */
export type ConditionRule =
  /** An amount in pounds of at least `atLeast` ("to the nearest £10,000"). */
  | { kind: 'amount'; atLeast: number; what: string }
  /** A whole number of at least `atLeast`. */
  | { kind: 'count'; atLeast: number; what: string }
  /** Names (businesses, a network). */
  | { kind: 'names'; what: string }
  /** Companies, each with its Companies House number. */
  | { kind: 'companies'; what: string };

/**
 * Each statement's conditions, by letter, as the Order sets them: a high net worth individual had an income
 * of £100,000 or more, or net assets of £250,000 or more, in the last financial year; a self-certified
 * sophisticated investor worked in private equity or SME finance, was a director of a company with a turnover
 * of at least £1 million, made two or more investments in an unlisted company (each in the last two years),
 * or has been in a business angels network for more than six months.
 */
export const conditionRules: Record<Audience, Record<string, ConditionRule>> = {
  'high-net-worth': {
    a: { kind: 'amount', atLeast: 100_000, what: 'income' },
    b: { kind: 'amount', atLeast: 250_000, what: 'net assets' },
  },
  'self-certified-sophisticated': {
    a: { kind: 'names', what: 'the business name(s)' },
    b: { kind: 'companies', what: 'the company name(s) and Companies House number(s)' },
    c: { kind: 'count', atLeast: 2, what: 'the number of investments in an unlisted company' },
    d: { kind: 'names', what: 'the name of the network or syndicate' },
  },
};

/** The form's field names: one per control, so a plain form post and a JSON post carry the same. */
export const statementFields = {
  statement: 'statement',
  /** The box ticked for a condition. */
  condition: (audience: Audience, letter: string) => `${audience}-${letter}`,
  /** What the visitor specifies for it. */
  detail: (audience: Audience, letter: string) => `${audience}-${letter}-detail`,
  accept: 'accept',
  signature: 'signature',
  email: 'email',
  date: 'date',
  /** The page the statement was made to open. */
  page: 'page',
  /** The version of the wording the visitor was shown. */
  wording: 'wording',
} as const;

const SIGNATURE_MAX = 100;
const DETAIL_MAX = 300;

/** One ticked condition and what the visitor specified, as kept. */
interface Answer {
  condition: string;
  /** An amount or a count as a number; names as typed, on one line. */
  value: number | string;
}

/** A statement that passed every check: what the function keeps. */
export interface Statement {
  audience: Audience;
  answers: Answer[];
  signature: string;
  email: string;
  /** The date the visitor gave, YYYY-MM-DD. */
  date: string;
  page: string;
  wording: string;
}

export type Checked = { ok: true; statement: Statement } | { ok: false; errors: Record<string, string> };

/** "£120,000", "120000", "120k", "1.2m": whole pounds, or undefined. */
export function parseAmount(text: string): number | undefined {
  const m = text
    .replace(/[£,\s]/g, '')
    .toLowerCase()
    .match(/^(\d+(?:\.\d+)?)([km]?)$/);
  if (!m) return undefined;
  const value = Number(m[1]) * (m[2] === 'k' ? 1_000 : m[2] === 'm' ? 1_000_000 : 1);
  return Number.isFinite(value) ? Math.round(value) : undefined;
}

const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`;
/** A Companies House number: 8 digits, or 2 letters and 6 digits (SC123456). */
const COMPANY_NUMBER = /(?:^|[^A-Za-z0-9])(?:\d{8}|[A-Za-z]{2}\d{6})(?![A-Za-z0-9])/;

/** The problem with what was specified for a ticked condition, if any, and the value to keep. */
function checkDetail(rule: ConditionRule, label: string, text: string): { error: string } | { value: number | string } {
  if (!text) return { error: `${label}: give ${rule.kind === 'amount' ? `your ${rule.what}` : rule.what}` };
  if (text.length > DETAIL_MAX) return { error: `${label}: at most ${DETAIL_MAX} characters` };
  if (rule.kind === 'amount') {
    const amount = parseAmount(text);
    if (amount === undefined) return { error: `${label}: give your ${rule.what} in pounds, e.g. 120,000` };
    if (amount < rule.atLeast)
      return {
        error: `${label}: ${rule.what === 'income' ? 'an income' : 'net assets'} of ${pounds(amount)} is under the ${pounds(rule.atLeast)} this condition needs. Untick it if it does not apply to you`,
      };
    return { value: amount };
  }
  if (rule.kind === 'count') {
    if (!/^\d+$/.test(text)) return { error: `${label}: give ${rule.what} as a number, e.g. 3` };
    const count = Number(text);
    if (count < rule.atLeast)
      return {
        error: `${label}: this condition needs ${rule.atLeast} or more investments, and you gave ${count}. Untick it if it does not apply to you`,
      };
    return { value: count };
  }
  if (rule.kind === 'companies' && !COMPANY_NUMBER.test(text))
    return { error: `${label}: give each company's name and its Companies House number (8 characters, e.g. 01234567)` };
  if (!/\p{L}/u.test(text)) return { error: `${label}: give ${rule.what}` };
  return { value: text };
}

/** Today's date in the UK, YYYY-MM-DD. */
export function ukDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

/** Days between two YYYY-MM-DD dates. */
const daysApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 864e5;

const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? singleLine(body[name]) : '';
const ticked = (body: Record<string, unknown>, name: string) => {
  const v = body[name];
  return v === true || v === 'yes' || v === 'on';
};

/**
 * Checks a statement as the Order's form requires: one of the statements offered, at least one condition
 * ticked, what each ticked condition asks specified and consistent with it (an income under £100,000 does
 * not meet condition A), nothing specified for a condition left unticked, the declaration accepted, signed
 * and dated today (a day either side, for the visitor's clock). Each problem is keyed by the field to fix.
 */
export function checkStatement(
  body: Record<string, unknown>,
  { audiences, now }: { audiences: readonly Audience[]; now: Date },
): Checked {
  const errors: Record<string, string> = {};
  const f = statementFields;
  const chosen = text(body, f.statement);
  const audience = audiences.find((a) => a === chosen);
  if (!audience) errors[f.statement] = 'Choose the statement that applies to you';

  const answers: Answer[] = [];
  if (audience) {
    const rules = conditionRules[audience];
    for (const [letter, rule] of Object.entries(rules)) {
      const box = f.condition(audience, letter);
      const detailName = f.detail(audience, letter);
      const detail = text(body, detailName);
      const label = `Condition ${letter.toUpperCase()}`;
      if (!ticked(body, box)) {
        const given = rule.kind === 'amount' ? `your ${rule.what}` : rule.what;
        if (detail)
          errors[box] = `${label} is not ticked, but you gave ${given}: tick it if it applies to you, or clear the box`;
        continue;
      }
      const checked = checkDetail(rule, label, detail);
      if ('error' in checked) errors[detailName] = checked.error;
      else answers.push({ condition: letter, value: checked.value });
    }
    const first = f.condition(audience, Object.keys(rules)[0]!);
    if (!Object.keys(rules).some((l) => ticked(body, f.condition(audience, l))) && !errors[first])
      errors[first] = 'Tick the conditions that apply to you: at least one must, for the statement to hold';
  }

  if (!ticked(body, f.accept)) errors[f.accept] = 'Confirm the declaration at the end of the statement';
  const signature = text(body, f.signature);
  if (signature.length < 2) errors[f.signature] = 'Sign the statement: type your full name';
  else if (signature.length > SIGNATURE_MAX) errors[f.signature] = `Your name: at most ${SIGNATURE_MAX} characters`;
  const email = text(body, f.email);
  if (!email || email.length > EMAIL_MAX || !isDeliverableAddress(email))
    errors[f.email] = 'Give your e-mail address, e.g. name@example.com';
  const date = text(body, f.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)) || daysApart(date, ukDate(now)) > 1)
    errors[f.date] = `Date the statement today (${ukDate(now)}): a statement is dated the day it is made`;

  const page = text(body, f.page);
  const wording = text(body, f.wording);
  if (Object.keys(errors).length || !audience) return { ok: false, errors };
  return {
    ok: true,
    statement: {
      audience,
      answers,
      signature,
      email: deliverableAddress(email) ?? email,
      date,
      page: page.startsWith('/') && !page.startsWith('//') ? page : '/',
      wording: /^[\w.-]{1,64}$/.test(wording) ? wording : 'unknown',
    },
  };
}
