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
