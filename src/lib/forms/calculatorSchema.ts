/**
 * Inflation calculator: the calculation request in its two variants (the
 * calculator page's rules, and the landing page's when `source` is 'Landing Page') and the report
 * e-mail request. One module for the calculator island and both functions.
 */
import * as z from 'zod/mini';
import { calculatorSources, FIRST_YEAR, MAX_AMOUNT, type Variant } from '../calculatorVariants';
import { calculatorFields } from './calculatorFields';
import { attributionSchema } from './attributionSchema';
import { emailField, lineField, singleLine, type EarlyChecks } from './fields';

export { calculatorSources, type Variant };

/** The calculator page's messages, word for word as the company set them. */
export const calculatorMessages = {
  name: 'Please enter your name',
  email: 'Please enter a valid email',
  amount: 'Please enter an amount',
  year: 'Please select a year',
  month: 'Please select a month',
} as const;

/** The landing variant's messages, word for word as the company set them. */
export const landingMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  amount: 'Please enter an amount',
  year: 'Please enter a valid year',
  month: 'Please select a month',
} as const;

/** Messages for the rest: the shape of the amount, year bounds, the chart image. */
export const inflationMessages = {
  nameTooLong: `Name must be at most ${calculatorFields.name.maxLength} characters`,
  amountFormat: 'Please enter the amount in pounds, for example 10000 or 2500.50',
  amountZero: 'Please enter an amount greater than zero',
  amountTooLarge: 'Please enter an amount no larger than £1,000,000,000',
  yearFrom: `Please enter a year from ${FIRST_YEAR}`,
  yearTo: (year: number) => `Please enter a year no later than ${year}`,
  source: 'Unknown calculator form',
  chartImage: 'The chart image is missing',
} as const;

/** The variant whose rules apply to a request body: the landing page's when its source says so. */
export function variantOf(source: unknown): Variant {
  return typeof source === 'string' && singleLine(source) === calculatorSources.landing ? 'landing' : 'calculator';
}

/** The newest year anyone can ask about, read when checked (a server runs across New Year). */
const thisYear = () => new Date().getFullYear();

/** A form value as one line of text: forms post strings, JSON clients may send numbers. */
const text = (error: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v)),
    z.pipe(z.string({ error }), z.transform(singleLine)),
  );

/** Pounds, at most two decimals; '£' and thousands separators are allowed as typed. */
export function amountField(required: string) {
  return z
    .pipe(
      text(required),
      z.pipe(
        z.string().check(
          z.overwrite((s) => s.replace(/[£,\s]/g, '')),
          z.minLength(1, { error: required, abort: true }),
          z.regex(/^\d+(\.\d{1,2})?$/, { error: inflationMessages.amountFormat, abort: true }),
          z.refine((s) => Number(s) > 0, { error: inflationMessages.amountZero, abort: true }),
          z.refine((s) => Number(s) <= MAX_AMOUNT, inflationMessages.amountTooLarge),
        ),
        z.transform(Number),
      ),
    )
    .check(z.describe('Amount in pounds (number, or text such as "10,000.50")'));
}

/** A month, 1 to 12. */
export function monthField(required: string) {
  return z
    .pipe(text(required), z.pipe(z.string().check(z.regex(/^0?([1-9]|1[0-2])$/, required)), z.transform(Number)))
    .check(z.describe('Month the amount was held, 1 (January) to 12'));
}

/** A four-digit year; `bounds` adds the landing variant's 1987 to this-year range. */
export function yearField(required: string, options: { minLength: number; bounds: boolean }) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.minLength(options.minLength, { error: required, abort: true }),
    z.regex(/^\d{4}$/, { error: required, abort: true }),
  ];
  if (options.bounds) {
    checks.push(
      z.refine((s: string) => Number(s) >= FIRST_YEAR, { error: inflationMessages.yearFrom, abort: true }),
      z.refine((s: string) => Number(s) <= thisYear(), { error: () => inflationMessages.yearTo(thisYear()) }),
    );
  }
  return z
    .pipe(text(required), z.pipe(z.string().check(...checks), z.transform(Number)))
    .check(z.describe('Year the amount was held'));
}

/** The form's tag: one of the variant's known sources; missing or empty means the fallback. */
export function sourceField(allowed: readonly string[]) {
  return z
    .pipe(
      z.optional(z.string({ error: inflationMessages.source })),
      z.pipe(
        z.transform((s: string | undefined) => (s === undefined ? '' : singleLine(s)) || calculatorSources.fallback),
        z.string().check(z.refine((s) => allowed.includes(s), inflationMessages.source)),
      ),
    )
    .check(z.describe("Which form sent it: 'Website' (calculator page) or 'Landing Page'"));
}

export const nameOf = (required: string, min: number) =>
  lineField({ required, min, max: calculatorFields.name.maxLength, tooLong: inflationMessages.nameTooLong }).check(
    z.describe('Visitor’s name, for the report'),
  );
export const addressOf = (message: string) =>
  emailField({ required: message, invalid: message }).check(z.describe('Where the report is e-mailed'));

/**
 * A variant's rules as its page checks them before the island wakes: the schema's messages and bounds below
 * (the newest year is the one the page offers).
 */
export function calculatorEarlyChecks(variant: Variant, newestYear: number): EarlyChecks {
  const said = variant === 'landing' ? landingMessages : calculatorMessages;
  const year =
    variant === 'landing'
      ? {
          message: said.year,
          min: 4,
          max: 4,
          below: [FIRST_YEAR, inflationMessages.yearFrom] as const,
          above: [newestYear, inflationMessages.yearTo(newestYear)] as const,
        }
      : { message: said.year };
  return {
    fields: {
      name: { message: said.name, min: variant === 'landing' ? 2 : 1 },
      email: { message: said.email },
      amount: {
        message: said.amount,
        invalid: inflationMessages.amountFormat,
        below: [0.01, inflationMessages.amountZero],
        above: [MAX_AMOUNT, inflationMessages.amountTooLarge],
      },
      month: { message: said.month },
      year,
    },
  };
}

/** A calculation's fields as the visitor types them, one schema per variant: what the browser checks before sending. */
export const calculationFieldSchemas = {
  calculator: z.object({
    name: nameOf(calculatorMessages.name, 1),
    email: addressOf(calculatorMessages.email),
    amount: amountField(calculatorMessages.amount),
    year: yearField(calculatorMessages.year, { minLength: 1, bounds: false }),
    month: monthField(calculatorMessages.month),
    source: sourceField([calculatorSources.calculator, calculatorSources.fallback]),
  }),
  landing: z.object({
    name: nameOf(landingMessages.name, 2),
    email: addressOf(landingMessages.email),
    amount: amountField(landingMessages.amount),
    year: yearField(landingMessages.year, { minLength: 4, bounds: true }),
    month: monthField(landingMessages.month),
    source: sourceField([calculatorSources.landing]),
  }),
} as const;

/**
 * POST /api/inflation, one schema per variant: the fields, and where the visit came from (which the browser
 * wrote itself and so does not check: its calculator island is kept without this part).
 */
export const calculationSchemas = {
  calculator: /* @__PURE__ */ z.extend(calculationFieldSchemas.calculator, { attribution: attributionSchema }),
  landing: /* @__PURE__ */ z.extend(calculationFieldSchemas.landing, { attribution: attributionSchema }),
} as const;

export type Calculation = z.output<(typeof calculationSchemas)['calculator']>;
