/**
 * The calculator's two endpoints: POST /api/inflation (a calculation, stored as a lead; a plain form
 * post also gets the results page and the report e-mail) and POST /api/inflation-email (the report,
 * figures recomputed here; the browser's chart image is checked, as the API promises, and dropped:
 * the e-mail's chart is drawn by the server). Same shape as every endpoint: read → honeypot →
 * validate → act → respond, never a stack trace, 503 only when storage is down.
 */
import { calculate, InflationError, monthLabel, type InflationResult } from '../../lib/inflation';
import { ons } from '../../lib/onsData';
import { check } from '../../lib/forms/fields';
import { REPORT_ANSWER, type ReportStatus } from '../../lib/calculatorVariants';
import {
  calculationSchemas,
  inflationMessages,
  variantOf,
  type Calculation,
  type Variant,
} from '../../lib/forms/calculatorSchema';
import { calculatorReportSchema } from '../../lib/forms/calculatorReportSchema';
import { calculatorFields, calculatorText, yearOptions } from '../../lib/forms/calculatorFields';
import { recordCalculation, requestReport } from './calculations';
import { correctTheForm, handle, serverTrouble, unreadable, type Validated } from '../endpoint';
import type { RunContext } from '../env';
import { BODY_LIMIT, failure, honeypotFilled, json, readBody, type Fields } from '../http';
import { chartMessages, MAX_CHART_CHARS, readChartImage } from './chart/jpeg';
import type { FormField } from '../html/pages';
import { resultPage } from './resultPage';

const TITLE = calculatorText.title;
const REPORT_TITLE = 'Inflation report';

type Invalid = Extract<Validated<never>, { ok: false }>;

/** Calculates, turning a month outside the data (unpublished, or before 1987) into a 400's message. */
function figuresOf(amount: number, year: number, month: number): { ok: true; result: InflationResult } | Invalid {
  try {
    return { ok: true, result: calculate(ons, amount, year, month) };
  } catch (error) {
    if (error instanceof InflationError) return { ok: false, message: error.message, errors: { month: error.message } };
    throw error;
  }
}

/**
 * The landing page's year outside 1987 to this year: the schema, shared with the browser and so
 * without the data, says the allowed years; the server also names the months its figures cover.
 */
function withDataRange(errors: Record<string, string>): Record<string, string> {
  const bound =
    errors.year === inflationMessages.yearFrom || errors.year === inflationMessages.yearTo(new Date().getFullYear());
  return bound
    ? {
        ...errors,
        year: `${errors.year}: our figures run from ${monthLabel(ons.rpi.first)} to ${monthLabel(ons.cpi.last)}.`,
      }
    : errors;
}

/** Validates a request by its variant's rules, then calculates. */
function checkCalculation(body: Fields): Validated<{ variant: Variant; data: Calculation; result: InflationResult }> {
  const variant = variantOf(body.source);
  const parsed = check(calculationSchemas[variant], body);
  if (!parsed.ok) {
    const errors = withDataRange(parsed.errors);
    return { ok: false, errors, message: correctTheForm(errors) };
  }
  const { amount, year, month } = parsed.data;
  const figures = figuresOf(amount, year, month);
  return figures.ok ? { ok: true, data: { variant, data: parsed.data, result: figures.result } } : figures;
}

/** The calculator form's fields, for the "please fix" page of a plain form post. */
function formFields(variant: Variant): FormField[] {
  const { name, email, amount, month, year, source } = calculatorFields;
  const years: FormField =
    variant === 'landing'
      ? { ...year, type: 'number', placeholder: undefined }
      : { ...year, options: yearOptions(new Date().getFullYear()) };
  return [name, email, amount, month, years, source];
}

/** POST /api/inflation. */
export function handleCalculation(req: Request, context?: RunContext): Promise<Response> {
  return handle(req, context, {
    title: TITLE,
    fields: (body) => formFields(variantOf(body.source)),
    validate: checkCalculation,
    // A filled honeypot still gets its figures (a person whose browser filled it sees a real
    // result), but nothing is stored or sent.
    act: async ({ variant, data, result }, { body, person, context }) => {
      const page = (report: ReportStatus) => resultPage({ variant, email: data.email, result, report });
      if (honeypotFilled(body)) return person ? page(REPORT_ANSWER) : json(200, { success: true, data: result });
      await recordCalculation(data, result, context);
      if (!person) return json(200, { success: true, data: result });
      const { name, email, amount, year, month, attribution } = data;
      return page(await requestReport({ name, email, amount, year, month, variant, attribution }, result, context));
    },
  });
}
/** POST /api/inflation-email: JSON only (a chart cannot come from a plain form). */
export async function handleCalculatorReport(req: Request, context?: RunContext): Promise<Response> {
  const read = await readBody(req, MAX_CHART_CHARS + BODY_LIMIT, chartMessages.tooLarge);
  if (!read.ok) return unreadable({ ...read, kind: 'json' }, REPORT_TITLE, '/');
  if (read.kind !== 'json') return failure(415, 'Send the report request as application/json');
  // A filled honeypot gets the normal answer, and nothing is stored or sent.
  if (honeypotFilled(read.body)) return json(200, { success: true, status: REPORT_ANSWER });
  const parsed = check(calculatorReportSchema, read.body);
  if (!parsed.ok) return failure(400, correctTheForm(parsed.errors), { errors: parsed.errors });
  const { name, email, amount, year, month, chartImage, source, attribution } = parsed.data;
  // Checked and then dropped: nothing a browser sends is stored or e-mailed.
  const image = readChartImage(chartImage);
  if (!image.ok) return failure(image.status, image.message, { errors: { chartImage: image.message } });
  const figures = figuresOf(amount, year, month);
  if (!figures.ok) return failure(400, figures.message, { errors: figures.errors });
  try {
    const status = await requestReport(
      { name, email, amount, year, month, variant: variantOf(source), attribution },
      figures.result,
      context,
    );
    return json(200, { success: true, status });
  } catch (error) {
    const { status, message, headers } = serverTrouble(error, new URL(req.url).pathname);
    return failure(status, message, {}, headers);
  }
}
