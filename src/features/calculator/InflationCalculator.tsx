/**
 * The inflation calculator island, both variants (spec §2–§5, §9). Its server render is the plain
 * form posting to /api/inflation, which works before (or without) JavaScript. Hydrated, it checks
 * the variant's rules, shows 'Calculating...' with one submission at a time, then the results card
 * with its chart (landing: a report view in place of the form), and e-mails the report once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { calculatorSources, FIRST_YEAR, reportStatusText, variants, type Variant } from '../../lib/calculator';
import { calculatorFields, calculatorText, yearOptions } from '../../lib/forms/calculatorFields';
import type { Calculation } from '../../lib/forms/inflation';
import type { InflationResult } from '../../lib/inflation';
import { api, paths } from '../../lib/paths';
import { Field, FormAlert } from '../forms/Field';
import { Honeypot } from '../forms/Honeypot';
import { useForm, type Values } from '../forms/useForm';
import { failureText } from './failure';
import { ResultCard } from './ResultCard';
import { useReport, type Outcome } from './useReport';
import './InflationCalculator.css';

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
}

/** The request as the server understood it: the amount and month from its answer, name and address as typed. */
const requestOf = (r: InflationResult, values: Values): Calculation => ({
  name: (values.name ?? '').trim(), email: (values.email ?? '').trim(), amount: r.originalValue, year: r.startYear,
  month: Number(r.fromMonth.slice(5)), source: values.source ?? '',
});

/** The variant's rules, fetched on first use (focus or submit); null if they could not be loaded. */
let rules: Promise<typeof import('./rules') | null> | undefined;
const loadRules = () =>
  (rules ??= import('./rules').catch((error) => {
    console.error('Form checks could not be loaded; the server will check instead', (error as Error).message);
    rules = undefined;
    return null;
  }));

const isResult = (body: unknown): body is { success: true; data: InflationResult } =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true && typeof (body as { data?: unknown }).data === 'object';

export default function InflationCalculator({ variant, id, currentYear, latestLabel, questions }: Props) {
  const landing = variant === 'landing';
  const heading = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [showForm, setShowForm] = useState(true);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const { state: report, retry } = useReport(outcome, canvas, variants[variant].reportDelayMs);
  const { form, busy, errors, alert, onSubmit } = useForm({
    url: api.inflation,
    ownValidation: true,
    check: async (values) => {
      const checked = (await loadRules())?.validate(variant, values);
      if (checked && !checked.ok) return checked;
      const { name, email, amount, year, month, source } = values;
      return { ok: true, data: { name, email, amount, year, month, source } };
    },
    done: (answer, values) => {
      if (!isResult(answer)) throw new Error('Failed to calculate inflation');
      setOutcome({ request: requestOf(answer.data, values), result: answer.data });
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
    form.current?.querySelector('input')?.focus();
  }

  const fieldProps = (name: string) => ({ id: `${id}-${name}`, error: errors[name] });
  const { name, email, amount, month, year } = calculatorFields;
  const statusText = report.status === 'done' && outcome ? reportStatusText(report.outcome, outcome.request.email)
    : report.status === 'sending' && outcome ? `E-mailing your report to ${outcome.request.email}…` : '';

  return (
    <div className="calc">
      <div className="card calc-panel" hidden={!showForm}>
        <h3 className="calc-panel__heading">Your details</h3>
        <form
          ref={form} className="calc-form" method="post" action={api.inflation} onSubmit={onSubmit}
          onFocus={() => void loadRules()} aria-busy={busy || undefined}
        >
          <Field field={name} {...fieldProps('name')} control={{ required: true, minLength: landing ? 2 : 1, maxLength: 100 }} />
          <Field field={email} {...fieldProps('email')} control={{ required: true, maxLength: 254 }} />
          <Field field={amount} {...fieldProps('amount')}>
            <div className="calc-form__money">
              <span aria-hidden="true">£</span>
              <input
                {...ownControl(id, errors.amount, 'amount')} type="number" required min="0.01" step="0.01" inputMode="decimal" placeholder="10000"
              />
            </div>
          </Field>
          <fieldset className="calc-form__when">
            <legend>{calculatorText.when}</legend>
            <Field field={month} {...fieldProps('month')} control={{ required: true }} />
            {landing ? (
              <Field field={year} {...fieldProps('year')}>
                <input
                  {...ownControl(id, errors.year, 'year')} type="number" required min={FIRST_YEAR} max={currentYear} step="1" inputMode="numeric" placeholder="2010"
                />
              </Field>
            ) : (
              <Field field={{ ...year, options: yearOptions(currentYear) }} {...fieldProps('year')} control={{ required: true }} />
            )}
          </fieldset>
          <input type="hidden" name="source" value={calculatorSources[variant]} />
          <Honeypot id={id} />
          <FormAlert text={alert} />
          <button className="btn btn--primary form__submit" type="submit" disabled={busy}>
            {busy ? calculatorText.busy : calculatorText.submit}
          </button>
          <p className="small muted calc-form__note">
            Uses official ONS figures up to {latestLabel}. We e-mail you the report; see our <a href={paths.privacy}>privacy notice</a>.
          </p>
        </form>
      </div>
      {outcome && (
        <div hidden={showForm && landing}>
          <ResultCard
            ref={heading}
            id={id}
            variant={variant}
            result={outcome.result}
            report={report}
            status={statusText}
            onRetry={retry}
            onChart={setCanvas}
            onAgain={landing ? calculateAgain : undefined}
          >
            {landing && questions}
          </ResultCard>
        </div>
      )}
    </div>
  );
}

/** The attributes of a control the island draws itself inside a Field (the £ amount, the typed year). */
function ownControl(id: string, error: string | undefined, name: string) {
  const key = `${id}-${name}`;
  return { id: key, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${key}-error` : undefined };
}
