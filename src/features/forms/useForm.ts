/**
 * What every form island shares: one submission at a time, the toaster readied on hydration, the
 * browser's own checks switched off where the island shows the spec's messages instead, and, when
 * a submission has errors, the error summary (which takes focus) or else the first field in error.
 */
import { useEffect, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { ensureToaster } from '../toast';
import type { ErrorSummaryProps, SummaryItem } from './ErrorSummary';

export type Errors = Record<string, string>;

export interface FormOptions {
  /** Show the spec's messages instead of the browser's validation bubbles. */
  ownValidation: boolean;
  /** Id prefix for an error summary at the top of the form (<ErrorSummary {...summary} />); without it, errors focus the first field. */
  summary?: string;
}

export function useForm(options: FormOptions) {
  const form = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const lock = useRef(false);
  const lastFocus = useRef<Element | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrorsState] = useState<Errors>({});
  const [items, setItems] = useState<SummaryItem[]>([]);

  useEffect(() => {
    void ensureToaster();
    // Before hydration the native checks guard the plain post; now the island's messages take over.
    if (options.ownValidation && form.current) form.current.noValidate = true;
  }, [options.ownValidation]);

  // A field disabled while sending drops focus to the page: give it back once it is enabled again.
  useEffect(() => {
    const el = lastFocus.current;
    if (busy || !(el instanceof HTMLElement) || !el.isConnected) return;
    if (document.activeElement === document.body || document.activeElement === null) el.focus();
    lastFocus.current = null;
  }, [busy]);

  /** Runs one submission; a second submit while one is under way is ignored. */
  async function run(task: () => Promise<void>): Promise<void> {
    if (lock.current) return;
    lock.current = true;
    lastFocus.current = document.activeElement;
    setBusy(true);
    try {
      await task();
    } finally {
      lock.current = false;
      setBusy(false);
    }
  }

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

  /**
   * Takes over a submit from the browser: the form and its values, or null while a submission is
   * already under way (checked synchronously, unlike `busy`).
   */
  function begin(event: SubmitEvent<HTMLFormElement>): { el: HTMLFormElement; values: Record<string, string> } | null {
    event.preventDefault();
    if (lock.current) return null;
    const el = event.currentTarget;
    return { el, values: formValues(el) };
  }

  const summary: ErrorSummaryProps = { id: options.summary ?? 'form', items, summaryRef };
  return { form, busy, errors, run, begin, showErrors, summary };
}

/** One summary line per field in error, in the form's order; a group links to its first option. */
export function summaryItems(form: HTMLFormElement, errors: Errors): SummaryItem[] {
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
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (!(name in out) && typeof value === 'string') out[name] = value;
  return out;
}

/** Attributes tying a field to its error and hint, or nothing. */
export function described(id: string, error: string | undefined, hint?: string) {
  const ids = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
