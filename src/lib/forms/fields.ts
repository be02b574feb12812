/**
 * Field building blocks shared by the form schemas. Browser-safe: zod/mini only, no server code.
 * zod/mini because the same modules ship in the form islands (about 5 KB against 23 KB for zod).
 */
import * as z from 'zod/mini';
import { deliverableAddress, EMAIL_MAX, isDeliverableAddress } from '../email';

/** Collapses line breaks, tabs and other control characters so a one-line value stays one line. */
export function singleLine(value: string): string {
  return value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** Keeps line breaks (as \n) and tabs, drops other control characters, trims the ends. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();
}

/**
 * An e-mail address by the one address rule (src/lib/email.ts), kept in the form it is sent to
 * (domain in lower-case ASCII): one message for a missing value, one for any other problem.
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(EMAIL_MAX, { error: messages.invalid, abort: true }),
    z.refine(isDeliverableAddress, { error: messages.invalid, abort: true }),
    z.overwrite((value) => deliverableAddress(value) ?? value),
  );
}

/** Longest free-text message any form accepts. */
export const MESSAGE_MAX = 5000;
export const messageTooLong = `Message must be at most ${MESSAGE_MAX} characters`;

/** A free-text message: line breaks kept, at most MESSAGE_MAX characters, at least `min` when given. */
export function messageField(messages: { required?: string; min?: number }) {
  const min = messages.min ? [z.minLength(messages.min, messages.required)] : [];
  return z.string({ error: messages.required ?? messageTooLong }).check(z.overwrite(multiLine), ...min, z.maxLength(MESSAGE_MAX, messageTooLong));
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
  return z.string({ error: messages.required ?? 'Please enter text' }).check(z.overwrite(singleLine), ...min, z.maxLength(messages.max, messages.tooLong));
}

/** Lowercased, trimmed address: the identity of a subscriber ("A@B.com " and "a@b.com" are one). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** First message per field, the shape forms show under each input. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

export type Checked<S extends z.ZodMiniType> = { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> };

/** Validates a body: its parsed data, or the first message per field. */
export function check<S extends z.ZodMiniType>(schema: S, body: unknown): Checked<S> {
  const result = schema.safeParse(body);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
