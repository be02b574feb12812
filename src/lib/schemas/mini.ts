/**
 * The three API bodies again, built with `zod/mini` for the form islands: the same rules and messages
 * as newsletter.ts, contact.ts and dealLead.ts at about a fifth of the browser weight (≈5 KB against
 * ≈23 KB brotli). Nothing here may import those modules: their top-level `zod` schemas would come along.
 * mini.test.ts proves both families give the same verdict, output and first message on any input.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX, EMAIL_PATTERN, multiLine, singleLine } from './fields';

/** Field values and labels of the contact form (spec §3); equal to contact.ts's lists. */
export const bandOptions = [
  { value: '25k-50k', label: '£25k–£50k' },
  { value: '50k-100k', label: '£50k–£100k' },
  { value: '100k-250k', label: '£100k–£250k' },
  { value: '250k+', label: '£250k+' },
] as const;

export const interestChoices = [
  { value: 'lending', label: 'Lending for fixed returns' },
  { value: 'joint-venture', label: 'Joint venture opportunities' },
  { value: 'sourcing', label: 'Sourcing deals' },
  { value: 'questions', label: 'Just asking questions' },
] as const;

/** The spec's §5 messages, one object per body; equal to the classic modules' message objects. */
export const messages = {
  newsletter: {
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    sourceInvalid: 'Unknown sign-up form',
  },
  contact: {
    name: 'Name is required',
    nameTooLong: 'Name must be at most 100 characters',
    email: 'Invalid email address',
    phoneTooLong: 'Phone number must be at most 40 characters',
    investmentAmount: 'Please select an investment amount',
    interest: "Please select what you're interested in",
    message: 'Message must be at least 10 characters',
    messageTooLong: 'Message must be at most 5000 characters',
  },
  dealLead: {
    name: 'Please enter your name',
    nameTooLong: 'Name must be at most 100 characters',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    messageTooLong: 'Message must be at most 5000 characters',
  },
} as const;

function email(m: { required: string; invalid: string }) {
  return z.string({ error: m.required }).check(
    z.trim(),
    z.minLength(1, { error: m.required, abort: true }),
    z.maxLength(EMAIL_MAX, { error: m.invalid, abort: true }),
    z.regex(EMAIL_PATTERN, m.invalid),
  );
}

function line(m: { required?: string; min?: number; max: number; tooLong: string }) {
  const checks = [z.overwrite(singleLine), ...(m.min ? [z.minLength(m.min, m.required)] : []), z.maxLength(m.max, m.tooLong)];
  return z.string({ error: m.required ?? 'Please enter text' }).check(...checks);
}

const values = <T extends readonly { value: string }[]>(o: T) => o.map((x) => x.value) as unknown as [T[number]['value'], ...T[number]['value'][]];
const isKnownSource = (s: string) => s === 'footer-newsletter' || s === 'updates-page' || /^checklist-[a-z0-9-]{1,70}$/.test(s);

const n = messages.newsletter;
export const newsletterSchema = z.object({
  email: email({ required: n.emailRequired, invalid: n.emailInvalid }),
  source: z._default(z.string({ error: n.sourceInvalid }).check(z.trim(), z.maxLength(80, n.sourceInvalid), z.refine(isKnownSource, n.sourceInvalid)), 'footer-newsletter'),
});

const c = messages.contact;
export const contactSchema = z.object({
  name: line({ required: c.name, min: 2, max: 100, tooLong: c.nameTooLong }),
  email: email({ required: c.email, invalid: c.email }),
  phone: z._default(z.optional(line({ max: 40, tooLong: c.phoneTooLong })), ''),
  investmentAmount: z.enum(values(bandOptions), { error: c.investmentAmount }),
  interest: z.enum(values(interestChoices), { error: c.interest }),
  message: z.string({ error: c.message }).check(z.overwrite(multiLine), z.minLength(10, c.message), z.maxLength(5000, c.messageTooLong)),
});

const d = messages.dealLead;
export const dealLeadSchema = z.object({
  name: line({ required: d.name, min: 1, max: 100, tooLong: d.nameTooLong }),
  email: email({ required: d.emailRequired, invalid: d.emailInvalid }),
  message: z._default(z.optional(z.string({ error: d.messageTooLong }).check(z.overwrite(multiLine), z.maxLength(5000, d.messageTooLong))), ''),
});

export type Body = Record<string, unknown>;
export type Checked = { ok: true; data: Body } | { ok: false; errors: Record<string, string> };

/** Validates a body; on failure the first message per field, the shape forms show under each input. */
export function check(schema: z.ZodMiniType, body: Body): Checked {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data as Body };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
