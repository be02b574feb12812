/**
 * Field building blocks shared by the form schemas. Browser-safe: zod/mini only, no server code.
 * zod/mini because the same modules ship in the form islands (about 5 KB against 23 KB for zod).
 */
import * as z from 'zod/mini';
import { deliverableAddress, EMAIL_MAX, isDeliverableAddress } from '../email';

/**
 * Format characters (Unicode's Cf: bidi overrides and isolates, zero-width spaces and joiners, soft
 * hyphens, byte-order marks, tag characters): invisible, yet they reorder what a reader sees (a
 * right-to-left override) or hide what a program reads (a zero-width space before `=`).
 */
const FORMAT = /\p{Cf}/gu;
/** Bidi embeddings, overrides and isolates: the format characters that reorder a text. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * The one rule for a one-line value, applied by every single-line field before the value is
 * stored or used: format characters removed, line breaks, tabs and other control characters
 * collapsed to a space, ends trimmed.
 */
export function singleLine(value: string): string {
  return value
    .replace(FORMAT, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Keeps line breaks (as \n) and tabs, drops other control characters and the bidi controls (the
 * joiners that scripts and emoji need stay), trims the ends.
 */
function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .replace(BIDI_CONTROLS, '')
    .trim();
}

/**
 * An e-mail address by the one address rule (src/lib/email.ts), kept in the form it is sent to
 * (domain in lower-case ASCII): one message for a missing value, one for any other problem.
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z.string({ error: messages.required }).check(
    z.overwrite(singleLine),
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(EMAIL_MAX, { error: messages.invalid, abort: true }),
    z.refine(isDeliverableAddress, { error: messages.invalid, abort: true }),
    z.overwrite((value) => deliverableAddress(value) ?? value),
  );
}

/** Longest free-text message any form accepts. */
export const MESSAGE_MAX = 5000;
const messageTooLong = `Message must be at most ${MESSAGE_MAX} characters`;

/** A free-text message: line breaks kept, at most MESSAGE_MAX characters, at least `min` when given. */
export function messageField(messages: { required?: string; min?: number }) {
  const min = messages.min ? [z.minLength(messages.min, messages.required)] : [];
  return z
    .string({ error: messages.required ?? messageTooLong })
    .check(z.overwrite(multiLine), ...min, z.maxLength(MESSAGE_MAX, messageTooLong));
}

/**
 * One field of a form as people see it: what the island draws and what the page a function renders
 * for a plain form post draws, so the two cannot disagree.
 */
export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'hidden' | 'textarea' | 'select' | 'radio';
  options?: readonly { value: string; label: string }[];
  /** Text of a select's first, empty option. */
  placeholder?: string;
  /** Help shown under the field. */
  hint?: string;
  /** The field may be left empty: its label says so. */
  optional?: boolean;
  autoComplete?: string;
  /** Length limits: the schema's rule and the control's attributes both read them. */
  minLength?: number;
  maxLength?: number;
}

/**
 * A field's rules as its page checks them before the form's island has woken (src/features/forms/earlyChecks.ts),
 * with the schema's own messages: what a browser can test without the schema, in the schema's order.
 */
interface EarlyCheck {
  /** Said when the field is empty (ends trimmed), shorter than `min` or longer than `max` characters. */
  message: string;
  min?: number;
  max?: number;
  /** Said when the browser cannot read the value as its control's type (an address, a number in pounds and pence). */
  invalid?: string;
  /** A number below the first value, or above it: what to say. */
  below?: readonly [number, string];
  above?: readonly [number, string];
}

/** A form's early checks: its fields' rules, by name, and the id prefix of its error summary if it has one. */
export interface EarlyChecks {
  summary?: string;
  fields: Record<string, EarlyCheck>;
}

/** The texts a form shows besides its fields. */
export interface FormText {
  /** Heading of the pages a function renders for a plain form post. */
  title: string;
  submit: string;
  /** The submit button's text while sending. */
  busy?: string;
}

/** A one-line text value of bounded length. */
export function lineField(messages: { required?: string; min?: number; tooLong: string; max: number }) {
  const min = messages.min ? [z.minLength(messages.min, messages.required)] : [];
  return z
    .string({ error: messages.required ?? 'Please enter text' })
    .check(z.overwrite(singleLine), ...min, z.maxLength(messages.max, messages.tooLong));
}

/**
 * The identity of an address, as every table keys and compares it: the stored form (the e-mail
 * field's rule: one line, domain in its ASCII `xn--` form) in lower case, so "A@Bücher.de " and
 * "a@xn--bcher-kva.de" are one. Erasure looks addresses up through this same function.
 */
export function normaliseEmail(email: string): string {
  const line = singleLine(email);
  return (deliverableAddress(line) ?? line).toLowerCase();
}

/** First message per field, the shape forms show under each input. */
function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

export type Checked<S extends z.ZodMiniType> =
  { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> };

/** Validates a body: its parsed data, or the first message per field. */
export function check<S extends z.ZodMiniType>(schema: S, body: unknown): Checked<S> {
  const result = schema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
