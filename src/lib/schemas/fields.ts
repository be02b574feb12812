/**
 * Field building blocks shared by the form schemas. Browser-safe: zod only, no server code.
 */
import * as z from 'zod';

/** Longest address SMTP accepts; longer input is a typo or an attack. */
export const EMAIL_MAX = 254;

/** The spec's rule: text, an at sign, text, a dot, text, with no spaces (nor control characters). */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

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

/** An e-mail address: one message for a missing value, one for a malformed one. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX, { error: messages.invalid, abort: true })
    .regex(EMAIL_PATTERN, messages.invalid);
}

/** A one-line text value of bounded length. */
export function lineField(messages: { required?: string; min?: number; tooLong: string; max: number }) {
  const base = z.string({ error: messages.required ?? 'Please enter text' }).overwrite(singleLine);
  const withMin = messages.min ? base.min(messages.min, messages.required) : base;
  return withMin.max(messages.max, messages.tooLong);
}

/** Lowercased, trimmed address: the identity of a subscriber ("A@B.com " and "a@b.com" are one). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** First message per field, the shape forms show under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
