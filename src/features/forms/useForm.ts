/**
 * The one submit path every form island shares: take the submit from the browser, check the values
 * (showing the errors, with the error summary taking focus, or else the first field in error), post
 * them as JSON with the honeypot, then report success or failure (a failure's per-field errors from
 * the server are shown too). One submission at a time; the toaster is readied on hydration (for a
 * form that uses it). Where the island shows each field's own message, the form is served with the
 * browser's own checks off (novalidate) and its page checks it until the island wakes
 * (earlyChecks.ts): the island starts from the problems that shows.
 */
import { useEffect, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { ensureToaster } from '../toast';
import type { ErrorSummaryProps, SummaryItem } from './ErrorSummary';
import { serverFieldErrors, submitForm } from './request';

export type Errors = Record<string, string>;
export type Values = Record<string, string>;

/** What a form's check makes of its values: the body to post, or the errors to show. */
export type FormCheck = { ok: true; data: Record<string, unknown> } | { ok: false; errors: Errors };

export interface FormOptions {
  /** Id prefix of the form's parts, unique in the page: the form is `<id>-form`. */
  id: string;
  /** Where the values are posted (an address from `api` in src/lib/paths.ts). */
  url: string;
  /** Show each field's own message instead of the browser's validation bubbles. */
  ownValidation: boolean;
  /** The form reports through toasts, so the toaster is readied when it hydrates (default true). */
  toasts?: boolean;
  /** An error summary at the top of the form (<ErrorSummary {...summary} />); without it, errors focus the first field. */
  summary?: boolean;
  /** Checks the form's values; may load its rules first. */
  check(values: Values): FormCheck | Promise<FormCheck>;
  /** After a 2xx answer (throwing makes it a failure). */
  done(answer: unknown, values: Values, form: HTMLFormElement): void | Promise<void>;
  /** After a failure: report it, and return the text for the form's inline alert, if it has one. */
  failed(error: unknown, values: Values): string | void;
}

export function useForm(options: FormOptions) {
  const id = `${options.id}-form`;
  const form = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const lock = useRef(false);
  const lastFocus = useRef<Element | null>(null);
  const [busy, setBusy] = useState(false);
  // Waking, the island shows what the page's early checks were showing: hydration then finds what it renders.
  const early = typeof document === 'undefined' ? null : document.forms.namedItem(id);
  const [errors, setErrorsState] = useState<Errors>(() => early?.earlyErrors ?? {});
  const [items, setItems] = useState<SummaryItem[]>(() =>
    early?.earlyErrors && options.summary ? summaryItems(early, early.earlyErrors) : [],
  );
  const [alert, setAlert] = useState('');

  useEffect(() => {
    if (options.toasts !== false) void ensureToaster();
  }, [options.toasts]);

  // A field disabled while sending drops focus to the page: give it back once it is enabled again.
  useEffect(() => {
    const el = lastFocus.current;
    if (busy || !(el instanceof HTMLElement) || !el.isConnected) return;
    if (document.activeElement === document.body || document.activeElement === null) el.focus();
    lastFocus.current = null;
  }, [busy]);

  /** Shows field errors now, then focuses the error summary or, without one, the first field in error. */
  function showErrors(next: Errors): void {
    const listed = form.current ? summaryItems(form.current, next) : [];
    flushSync(() => {
      setErrorsState(next);
      setItems(options.summary ? listed : []);
    });
    if (options.summary && listed.length) summaryRef.current?.focus();
    else if (form.current) focusFirst(form, next);
  }

  /** The form's submit handler; a second submit while one is under way is ignored. */
  async function onSubmit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (lock.current) return;
    lock.current = true;
    const el = event.currentTarget;
    const values = formValues(el);
    setAlert('');
    try {
      const checked = await options.check(values);
      if (!checked.ok) return showErrors(checked.errors);
      showErrors({});
      lastFocus.current = document.activeElement;
      setBusy(true);
      try {
        await options.done(await submitForm(options.url, checked.data, values.company_website ?? ''), values, el);
      } catch (error) {
        setAlert(options.failed(error, values) ?? '');
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length) showErrors(fields);
      } finally {
        setBusy(false);
      }
    } finally {
      lock.current = false;
    }
  }

  const summary: ErrorSummaryProps = { id: options.id, items, summaryRef };
  /** The form element's own attributes: served as a plain post, checked by the page until the island takes over. */
  const formProps = {
    id,
    ref: form,
    method: 'post',
    action: options.url,
    noValidate: options.ownValidation,
    onSubmit,
    'aria-busy': busy || undefined,
  };
  return { form, formProps, busy, errors, alert, showErrors, summary };
}

/** One summary line per field in error, in the form's order; a group links to its first option. */
function summaryItems(form: HTMLFormElement, errors: Errors): SummaryItem[] {
  const seen = new Set<string>();
  const items: SummaryItem[] = [];
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || !(el.name in errors) || seen.has(el.name)) continue;
    seen.add(el.name);
    items.push({ name: el.name, message: errors[el.name]!, target: el.id || undefined });
  }
  // Problems with no field of their own (a server message about the whole form) come last.
  for (const [name, message] of Object.entries(errors)) if (!seen.has(name)) items.push({ name, message });
  return items;
}

function focusFirst(form: RefObject<HTMLFormElement | null>, errors: Errors): void {
  const fields = Array.from(form.current?.elements ?? []) as HTMLInputElement[];
  fields.find((el) => el.name && el.name in errors)?.focus();
}

/** The form's values as a plain object (first value per name). */
function formValues(form: HTMLFormElement): Values {
  const out: Values = {};
  for (const [name, value] of new FormData(form)) if (!(name in out) && typeof value === 'string') out[name] = value;
  return out;
}

/** Attributes tying a field to its error and hint, or nothing. */
export function described(id: string, error: string | undefined, hint?: string) {
  const ids = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
