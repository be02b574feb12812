/**
 * Deal-sourcing waitlist lead: name, e-mail and an optional note, defined once for
 * its island, the function and the page a plain form post gets back.
 */
import * as z from 'zod/mini';
import { attributionSchema } from './attributionSchema';
import { emailField, lineField, messageField, type FormField, type FormText } from './fields';

export const dealLeadMessages = {
  name: 'Please enter your name',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  /** Shown in place of the form once the lead is stored. */
  doneTitle: "Thank you, you're on the waitlist!",
  doneText: 'Your free Deal Checklist is on its way to your inbox. Taking you to the next step…',
} as const;

export const dealLeadText: FormText = {
  title: 'Deal-sourcing waitlist',
  submit: 'Join the Waitlist',
  busy: 'Sending...',
};

/** The fields in form order. */
export const dealLeadFields = {
  name: { name: 'name', label: 'Name', autoComplete: 'name' },
  email: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  message: {
    name: 'message',
    label: 'What kind of deals are you looking for?',
    type: 'textarea',
    optional: true,
    hint: 'For example: budget, area, buy-to-let or social housing, refurbishment or ready to let.',
  },
} as const satisfies Record<string, FormField>;

export const dealLeadSchema = z.object({
  name: lineField({ required: dealLeadMessages.name, min: 1, max: 100, tooLong: dealLeadMessages.nameTooLong }).check(
    z.describe('Lead’s name'),
  ),
  email: emailField({ required: dealLeadMessages.emailRequired, invalid: dealLeadMessages.emailInvalid }).check(
    z.describe('Where the deal checklist is sent'),
  ),
  message: z._default(
    z.optional(messageField({}).check(z.describe('Optional: the kinds of deal the lead is looking for'))),
    '',
  ),
  attribution: attributionSchema,
});

export type DealLead = z.output<typeof dealLeadSchema>;
