/**
 * The inflation calculator island, both variants (spec §2–§5, §9). Its server render is the plain
 * form posting to /api/inflation, which works before (or without) JavaScript. Hydrated, it checks
 * the variant's rules, shows 'Calculating...' with one submission at a time, then the results card
 * with its chart (landing: a report view in place of the form), and e-mails the report once.
 */
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { calculatorSources, FIRST_YEAR, reportStatusText, variants, type Variant } from '../../lib/calculator';
import { calculatorFields, calculatorText, yearOptions } from '../../lib/forms/calculatorFields';
import type { Calculation } from '../../lib/forms/inflation';
import type { InflationResult } from '../../lib/inflation';
import { api, paths } from '../../lib/paths';
import { FormAlert, Honeypot } from '../forms/FormParts';
import { postJson, serverFieldErrors } from '../forms/request';
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

type Errors = Record<string, string>;

/** The request as the server understood it: the amount and month from its answer, name and address as typed. */
const requestOf = (r: InflationResult, values: Record<string, string>): Calculation => ({
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
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lock = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [showForm, setShowForm] = useState(true);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const { state: report, retry } = useReport(outcome, canvas, variants[variant].reportDelayMs);

  // Before hydration the browser's checks guard the plain post; now the spec's messages take over.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);

  function showErrors(next: Errors) {
    flushSync(() => setErrors(next));
    const fields = Array.from(form.current?.elements ?? []) as HTMLInputElement[];
    fields.find((el) => el.name && el.name in next)?.focus();
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lock.current) return;
    lock.current = true;
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setFailure('');
    const checked = (await loadRules())?.validate(variant, values);
    if (checked && !checked.ok) {
      lock.current = false;
      return showErrors(checked.errors);
    }
    setErrors({});
    setBusy(true);
    try {
      const { name, email, amount, year, month, source, company_website = '' } = values;
      const body = await postJson(api.inflation, { name, email, amount, year, month, source, company_website });
      if (!isResult(body)) throw new Error('Failed to calculate inflation');
      setOutcome({ request: requestOf(body.data, values), result: body.data });
      if (landing) setShowForm(false);
    } catch (error) {
      console.error('Failed to calculate inflation', (error as Error).message);
      setFailure(failureText(error));
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) showErrors(fields);
    } finally {
      lock.current = false;
      setBusy(false);
    }
  }

  function calculateAgain() {
    flushSync(() => setShowForm(true));
    form.current?.querySelector('input')?.focus();
  }

  const f = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) => errors[name] && <p id={`${id}-${name}-error`} className="field-error">{errors[name]}</p>;
  const { name, email, amount, month, year } = calculatorFields;
  const label = (field: { name: string; label: string }) => <label htmlFor={`${id}-${field.name}`}>{field.label}</label>;
  const options = (field: { placeholder: string; options: readonly { value: string; label: string }[] }) => [
    <option key="" value="">{field.placeholder}</option>,
    ...field.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>),
  ];
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
          <div className="field">
            {label(name)}
            <input {...f('name')} type="text" required minLength={landing ? 2 : 1} maxLength={100} autoComplete={name.autoComplete} />
            {error('name')}
          </div>
          <div className="field">
            {label(email)}
            <input {...f('email')} type="email" required maxLength={254} autoComplete={email.autoComplete} />
            {error('email')}
          </div>
          <div className="field">
            {label(amount)}
            <div className="calc-form__money">
              <span aria-hidden="true">£</span>
              <input {...f('amount')} type="number" required min="0.01" step="0.01" inputMode="decimal" placeholder="10000" />
            </div>
            {error('amount')}
          </div>
          <fieldset className="calc-form__when">
            <legend>{calculatorText.when}</legend>
            <div className="field">
              {label(month)}
              <select {...f('month')} required>{options(month)}</select>
              {error('month')}
            </div>
            <div className="field">
              {label(year)}
              {landing ? (
                <input {...f('year')} type="number" required min={FIRST_YEAR} max={currentYear} step="1" inputMode="numeric" placeholder="2010" />
              ) : (
                <select {...f('year')} required>{options({ ...year, options: yearOptions(currentYear) })}</select>
              )}
              {error('year')}
            </div>
          </fieldset>
          <input type="hidden" name="source" value={calculatorSources[variant]} />
          <Honeypot id={id} />
          <FormAlert text={failure} />
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
