/**
 * Deal-sourcing waitlist lead (spec §3, §5): name, e-mail and an optional note.
 */
import * as z from 'zod/mini';
import { emailField, lineField, multiLine } from './fields';

export const dealLeadMessages = {
  name: 'Please enter your name',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  messageTooLong: 'Message must be at most 5000 characters',
} as const;

export const dealLeadSchema = z.object({
  name: lineField({ required: dealLeadMessages.name, min: 1, max: 100, tooLong: dealLeadMessages.nameTooLong }).check(
    z.describe('Lead’s name'),
  ),
  email: emailField({ required: dealLeadMessages.emailRequired, invalid: dealLeadMessages.emailInvalid }).check(
    z.describe('Where the deal checklist is sent'),
  ),
  message: z._default(
    z.optional(
      z.string({ error: dealLeadMessages.messageTooLong }).check(
        z.overwrite(multiLine),
        z.maxLength(5000, dealLeadMessages.messageTooLong),
        z.describe('Optional: the kinds of deal the lead is looking for'),
      ),
    ),
    '',
  ),
});

export type DealLead = z.output<typeof dealLeadSchema>;
