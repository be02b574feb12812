/**
 * The inflation calculator form's fields and texts, for its island and for the page a plain form
 * post gets back. Apart from the schemas (./calculator.ts), which the island loads only on first use.
 */
import { EMAIL_MAX } from '../emailLimit';
import { monthNames } from '../inflation';
import type { FormField, FormText } from './fields';

/** How many years the calculator page's year list offers, the newest first. */
export const YEARS_OFFERED = 30;

/** The years the calculator page offers, from `newest` back. */
export const yearOptions = (newest: number) =>
  Array.from({ length: YEARS_OFFERED }, (_, i) => String(newest - i)).map((y) => ({ value: y, label: y }));

const monthOptions = monthNames.map((m, i) => ({ value: String(i + 1), label: m }));

export const calculatorText: FormText & { when: string } = {
  title: 'Inflation calculator',
  submit: 'Calculate',
  busy: 'Calculating...',
  /** The legend of the month and year. */
  when: 'When did you have this money?',
};

/** The fields in form order; the year is a list on the calculator page and typed on /landing. */
export const calculatorFields = {
  name: { name: 'name', label: 'Your name', autoComplete: 'name', maxLength: 100 },
  email: { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX },
  amount: { name: 'amount', label: 'Amount (£)' },
  month: { name: 'month', label: 'Month', type: 'select', options: monthOptions, placeholder: 'Select…' },
  year: { name: 'year', label: 'Year', type: 'select', placeholder: 'Select…' },
  source: { name: 'source', label: 'Form', type: 'hidden' },
} as const satisfies Record<string, FormField>;
