/**
 * Contact: the "Send Us a Message" form, defined once for its island, the
 * function and the page a plain form post gets back.
 */
import * as z from 'zod/mini';
import { attributionSchema } from './attributionSchema';
import {
  emailField,
  lineField,
  MESSAGE_MAX,
  messageField,
  type EarlyChecks,
  type FormField,
  type FormText,
} from './fields';

/** From the minimum investment (£10K, content/facts.yaml; a unit test checks they agree) upwards. */
export const investmentAmountOptions = [
  { value: '10k-25k', label: '£10k–£25k' },
  { value: '25k-50k', label: '£25k–£50k' },
  { value: '50k-100k', label: '£50k–£100k' },
  { value: '100k-250k', label: '£100k–£250k' },
  { value: '250k+', label: '£250k+' },
] as const;

export const interestOptions = [
  // A loan's rate is fixed; what it pays is not ("fixed returns" would say it was).
  { value: 'lending', label: 'Lending at a fixed interest rate' },
  { value: 'joint-venture', label: 'Joint venture opportunities' },
  { value: 'sourcing', label: 'Sourcing deals' },
  { value: 'questions', label: 'Just asking questions' },
] as const;

/** The fields in form order. */
export const contactFields = {
  name: { name: 'name', label: 'Full Name', autoComplete: 'name', minLength: 2, maxLength: 100 },
  email: { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  phone: { name: 'phone', label: 'Phone Number', type: 'tel', optional: true, autoComplete: 'tel', maxLength: 40 },
  investmentAmount: {
    name: 'investmentAmount',
    label: 'Investment Amount',
    type: 'select',
    options: investmentAmountOptions,
    placeholder: 'Select an amount',
  },
  interest: { name: 'interest', label: 'What are you interested in?', type: 'radio', options: interestOptions },
  message: { name: 'message', label: 'Your Message', type: 'textarea', minLength: 10, maxLength: MESSAGE_MAX },
} as const satisfies Record<string, FormField>;

export const contactMessages = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${contactFields.name.maxLength} characters`,
  email: 'Invalid email address',
  phoneTooLong: `Phone number must be at most ${contactFields.phone.maxLength} characters`,
  investmentAmount: 'Please select an investment amount',
  interest: "Please select what you're interested in",
  message: `Message must be at least ${contactFields.message.minLength} characters`,
} as const;

/** The toasts after a submission. */
export const contactToasts = {
  success: { title: 'Message sent', description: "Thank you for contacting us. We'll be in touch shortly." },
  failure: {
    title: 'Something went wrong',
    description: 'Failed to send your message. Please try again.',
    variant: 'destructive',
  },
} as const;

/** The confirmation left above the cleared form once a message is sent: the reply promise, and where to. */
export function sentNote(replyTime: string, email: string): string {
  const to = email ? ` to ${email}` : '';
  return `Thank you for contacting us. We'll reply${to} within ${replyTime}.`;
}

/** The form's rules as its page checks them before the island wakes (`id`: the island's id prefix). */
export const contactEarlyChecks = (id: string): EarlyChecks => ({
  summary: id,
  fields: {
    name: { message: contactMessages.name, min: contactFields.name.minLength },
    email: { message: contactMessages.email },
    investmentAmount: { message: contactMessages.investmentAmount },
    interest: { message: contactMessages.interest },
    message: { message: contactMessages.message, min: contactFields.message.minLength },
  },
});

export const contactText: FormText = { title: 'Send Us a Message', submit: 'Send Message', busy: 'Sending...' };

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const contactSchema = z.object({
  name: lineField({
    required: contactMessages.name,
    min: contactFields.name.minLength,
    max: contactFields.name.maxLength,
    tooLong: contactMessages.nameTooLong,
  }).check(z.describe('Sender’s name, at least 2 characters')),
  email: emailField({ required: contactMessages.email, invalid: contactMessages.email }).check(
    z.describe('Address the company replies to'),
  ),
  phone: z._default(
    z.optional(
      lineField({ max: contactFields.phone.maxLength, tooLong: contactMessages.phoneTooLong }).check(
        z.describe('Optional phone number, free format'),
      ),
    ),
    '',
  ),
  investmentAmount: z
    .enum(values(investmentAmountOptions), { error: contactMessages.investmentAmount })
    .check(z.describe('Band of the amount the sender may invest')),
  interest: z
    .enum(values(interestOptions), { error: contactMessages.interest })
    .check(z.describe('What the sender is interested in')),
  message: messageField({ required: contactMessages.message, min: contactFields.message.minLength }).check(
    z.describe('The message, at least 10 characters'),
  ),
  attribution: attributionSchema,
});

export type Contact = z.output<typeof contactSchema>;

/**
 * The contact message as the form asks it where a page may not invite investment (the exempt-audience route's open
 * pages, src/lib/regulatory/inForce.ts `teachOnly`): no amount to invest, no product to choose.
 */
export const openContactSchema = z.omit(contactSchema, { investmentAmount: true, interest: true });
export type OpenContact = z.output<typeof openContactSchema>;
/** The fields that ask about investing, which the open form leaves out. */
export const investmentFields: readonly string[] = [contactFields.investmentAmount.name, contactFields.interest.name];

/** Human label of an option value, for e-mails and summaries. */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
