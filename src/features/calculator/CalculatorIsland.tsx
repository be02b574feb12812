/**
 * The inflation calculator island, both variants. Its server render is the plain
 * form posting to /api/inflation, which works before (or without) JavaScript. Hydrated, it checks
 * the variant's rules, shows 'Calculating...' with one submission at a time, then the results card
 * with its chart (landing: a report view in place of the form), and e-mails the report once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { calculatorSources, FIRST_YEAR, reportStatusText, variants, type Variant } from '../../lib/calculatorVariants';
import type { ResultCta } from '../../lib/calculatorCtas';
import { calculatorFields, calculatorText, yearOptions } from '../../lib/forms/calculatorFields';
import type { Calculation } from '../../lib/forms/calculatorSchema';
import type { InflationResult } from '../../lib/inflation';
import { api } from '../../lib/api';
import { Field } from '../forms/Field';
import { FormFrame } from '../forms/FormParts';
import { described, useForm, type Errors, type FormCheck, type Values } from '../forms/useForm';
import { failureText } from './failure';
import { ResultCard } from './ResultCard';
import { useReport, type Outcome, type ReportState } from './useReport';
import './CalculatorIsland.css';
import { goal, goals } from '../../lib/goals';

export interface Props {
  variant: Variant;
  /** Prefix for element ids, unique on the page. */
  id: string;
  /** Newest year offered (the build's year): the calculator page lists it and the 29 before it. */
  currentYear: number;
  /** The month the ONS figures run to, e.g. 'August 2026'. */
  latestLabel: string;
  /** Landing: the common-questions block shown with the report. */
  questions?: ReactNode;
  /** The calls to action under a result, chosen by the page (calculatorCtas.ts, resultCtas). */
  ctas: readonly ResultCta[];
  /** The privacy notice's address, given by the page (src/lib/paths.ts), so the island carries no table of paths. */
  privacyHref: string;
}

/** The request as the server understood it: the amount and month from its answer, name and address as typed. */
const requestOf = (r: InflationResult, values: Record<string, string>): Calculation => ({
  name: (values.name ?? '').trim(),
  email: (values.email ?? '').trim(),
  amount: r.originalValue,
  year: r.startYear,
  month: Number(r.fromMonth.slice(5)),
  source: values.source ?? '',
});

/** The variant's rules, fetched on first use (focus or submit); null if they could not be loaded. */
let rules: Promise<typeof import('./rules') | null> | undefined;
const loadRules = () =>
  (rules ??= import('./rules').catch((error) => {
    console.error('Form checks could not be loaded; the server will check instead', (error as Error).message);
    rules = undefined;
    return null;
  }));

/** What is posted: the form's fields, nothing else it may hold. */
const posted = ({ name, email, amount, year, month, source }: Values) => ({ name, email, amount, year, month, source });

/** The variant's rules when they could be loaded; without them the server checks. */
async function checkValues(variant: Variant, values: Values): Promise<FormCheck> {
  const checked = (await loadRules())?.validate(variant, values);
  return checked && !checked.ok ? checked : { ok: true, data: posted(values) };
}

const isResult = (body: unknown): body is { success: true; data: InflationResult } =>
  typeof body === 'object' &&
  body !== null &&
  (body as { success?: unknown }).success === true &&
  typeof (body as { data?: unknown }).data === 'object';

/**
 * The calculator's state: the form, the result it gave and the report it e-mails. On /landing a result takes
 * the form's place until the visitor asks to calculate again; a new result takes focus to its heading.
 */
function useCalculator(variant: Variant, id: string) {
  const landing = variant === 'landing';
  const heading = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [showForm, setShowForm] = useState(true);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const { state: report, retry } = useReport(outcome, canvas, variants[variant].reportDelayMs);
  const form = useForm({
    id,
    url: api.calculator,
    ownValidation: true,
    toasts: false,
    check: (values) => checkValues(variant, values),
    done: (body, values) => {
      if (!isResult(body)) throw new Error('Failed to calculate inflation');
      setOutcome({ request: requestOf(body.data, values), result: body.data });
      goal(goals.calculatorResult, { calculator: variant });
      if (landing) setShowForm(false);
    },
    failed: (error) => {
      console.error('Failed to calculate inflation', (error as Error).message);
      return failureText(error);
    },
  });

  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);

  function calculateAgain() {
    flushSync(() => setShowForm(true));
    form.form.current?.querySelector('input')?.focus();
  }

  return { form, heading, outcome, showForm, report, retry, setCanvas, calculateAgain };
}

/** What the polite status line says of the report: being e-mailed, or sent. */
function reportStatus(report: ReportState, outcome: Outcome | null): string {
  if (!outcome) return '';
  if (report.status === 'done') return reportStatusText(outcome.request.email);
  if (report.status === 'sending') return `E-mailing your report to ${outcome.request.email}…`;
  return '';
}

export default function CalculatorIsland(props: Props) {
  const { variant, id, questions, ctas } = props;
  const landing = variant === 'landing';
  const { form, heading, outcome, showForm, report, retry, setCanvas, calculateAgain } = useCalculator(variant, id);
  return (
    <div className="calc">
      <div className="card calc-panel" hidden={!showForm}>
        <h3 className="calc-panel__heading">Your details</h3>
        <CalculatorForm {...props} form={form} />
      </div>
      {outcome && (
        <div hidden={showForm && landing}>
          <ResultCard
            ref={heading}
            id={id}
            variant={variant}
            result={outcome.result}
            report={report}
            status={reportStatus(report, outcome)}
            onRetry={retry}
            onChart={setCanvas}
            onAgain={landing ? calculateAgain : undefined}
            ctas={ctas}
          >
            {landing && questions}
          </ResultCard>
        </div>
      )}
    </div>
  );
}

type CalculatorFormProps = Pick<Props, 'variant' | 'id' | 'currentYear' | 'latestLabel' | 'privacyHref'> & {
  form: ReturnType<typeof useForm>;
};

/** The visitor's details: name, address, amount and month, checked with the variant's rules (fetched on first focus). */
function CalculatorForm({ variant, id, currentYear, latestLabel, privacyHref, form }: CalculatorFormProps) {
  const landing = variant === 'landing';
  const { formProps, busy, errors, alert } = form;
  const { name, email } = calculatorFields;
  return (
    <FormFrame
      id={id}
      formProps={formProps}
      className="calc-form"
      onFocus={() => void loadRules()}
      alert={alert}
      busy={busy}
      text={calculatorText}
      note={
        <>
          Uses official ONS figures up to {latestLabel}. We e-mail you the report; see our{' '}
          <a href={privacyHref}>privacy notice</a>.
        </>
      }
    >
      <Field
        field={name}
        id={`${id}-name`}
        error={errors.name}
        control={{ required: true, minLength: landing ? 2 : 1 }}
      />
      <Field field={email} id={`${id}-email`} error={errors.email} control={{ required: true }} />
      <AmountField id={`${id}-amount`} error={errors.amount} />
      <WhenFields id={id} landing={landing} currentYear={currentYear} errors={errors} />
      <input type="hidden" name="source" value={calculatorSources[variant]} />
    </FormFrame>
  );
}

/** The amount in pounds, with its £ sign. */
function AmountField({ id, error }: { id: string; error: string | undefined }) {
  return (
    <Field field={calculatorFields.amount} id={id} error={error}>
      <div className="calc-form__money">
        <span aria-hidden="true">£</span>
        <input
          id={id}
          name="amount"
          {...described(id, error)}
          type="number"
          required
          min="0.01"
          step="0.01"
          inputMode="decimal"
          placeholder="10000"
        />
      </div>
    </Field>
  );
}

/** The month and the year: a list of the years offered on the calculator page, a number on /landing. */
function WhenFields({
  id,
  landing,
  currentYear,
  errors,
}: {
  id: string;
  landing: boolean;
  currentYear: number;
  errors: Errors;
}) {
  const { month, year } = calculatorFields;
  return (
    <fieldset className="calc-form__when">
      <legend>{calculatorText.when}</legend>
      <Field field={month} id={`${id}-month`} error={errors.month} control={{ required: true }} />
      {landing ? (
        <Field
          field={{ ...year, type: 'number', placeholder: undefined }}
          id={`${id}-year`}
          error={errors.year}
          control={{
            required: true,
            min: FIRST_YEAR,
            max: currentYear,
            step: 1,
            inputMode: 'numeric',
            placeholder: '2010',
          }}
        />
      ) : (
        <Field
          field={{ ...year, options: yearOptions(currentYear) }}
          id={`${id}-year`}
          error={errors.year}
          control={{ required: true }}
        />
      )}
    </fieldset>
  );
}
