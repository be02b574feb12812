/**
 * What a newsletter sign-up form does once someone reaches for it (`<newsletter-signup>`, fetched by
 * newsletterSignupElement.ts): the footer, the updates page and the case-study checklist offers. Plain DOM
 * over the served form, with the rules of src/lib/forms/newsletterSchema.ts and the toasts of messages.ts: it
 * checks the address, posts it as JSON, one submission at a time (field and button disabled, a spinner),
 * then shows a toast (footer, updates) or the checklist's download link. The server answers every address
 * alike; the "already subscribed" toasts come from the addresses this browser itself signed up (rememberedSignups.ts).
 */
import { check } from '../../lib/forms/fields';
import { isChecklistSource, newsletterMessages, newsletterSchema } from '../../lib/forms/newsletterSchema';
import { ensureToaster, notify } from '../toast';
import { alreadySubscribed, emailProblem, footerFailure, toasts } from './messages';
import { serverFieldErrors, SubmitError, submitForm, UNKNOWN_ERROR } from './request';
import { rememberSignUp } from './rememberedSignups';

type Mode = 'footer' | 'updates' | 'checklist';

/** A sign-up form and the parts of it this script works with. */
interface Signup {
  host: HTMLElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  button: HTMLButtonElement;
  /** The inline failure notice (the checklist's). */
  notice: Element;
  source: string;
  mode: Mode;
  spinner: HTMLSpanElement;
}

function signupOf(host: HTMLElement, form: HTMLFormElement): Signup {
  const source = (form.elements.namedItem('source') as HTMLInputElement).value;
  const spinner = Object.assign(document.createElement('span'), { className: 'signup__spinner' });
  spinner.setAttribute('aria-hidden', 'true');
  return {
    host,
    form,
    input: form.elements.namedItem('email') as HTMLInputElement,
    button: form.querySelector<HTMLButtonElement>('button[type=submit]')!,
    notice: form.querySelector('.form-alert')!,
    source,
    mode: isChecklistSource(source) ? 'checklist' : source === 'updates-page' ? 'updates' : 'footer',
    spinner,
  };
}

/** The field's message (or none): under it for the checklist; where a toast says it, for screen readers only. */
function showError({ form, input, mode }: Signup, message?: string): void {
  const id = `${input.id}-error`;
  let error = document.getElementById(id);
  if (!message) {
    error?.remove();
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    return;
  }
  if (!error) {
    error = Object.assign(document.createElement('p'), {
      id,
      className: mode === 'checklist' ? 'field-error signup__error' : 'visually-hidden',
    });
    form.querySelector('.signup__row')!.after(error);
  }
  error.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

/** While sending: the field and button disabled, a spinner in the button. */
function setBusy({ form, input, button, spinner }: Signup, busy: boolean): void {
  input.disabled = busy;
  button.disabled = busy;
  if (busy) {
    form.setAttribute('aria-busy', 'true');
    button.prepend(spinner);
  } else {
    form.removeAttribute('aria-busy');
    spinner.remove();
  }
}

/** Sent: the checklist's download link, or a toast (the "already subscribed" ones for an address this browser signed up). */
async function done({ host, form, mode }: Signup, email: string): Promise<void> {
  const before = await rememberSignUp(email);
  if (mode === 'checklist') return showSent(form, host.dataset.checklistUrl ?? '');
  // Signed up from this browser before: the "already subscribed" toasts, field kept.
  if (before) return notify(alreadySubscribed(mode === 'footer' ? 'footer' : 'updates'), host);
  form.reset();
  notify(mode === 'footer' ? toasts.footerSuccess : toasts.updatesSuccess, host);
}

/** Not sent: the checklist says so under its field, the other forms by a toast. */
function failed({ host, notice, mode }: Signup, error: unknown): void {
  const message = (error as Error).message;
  if (mode === 'checklist') {
    console.error(
      error instanceof SubmitError && error.status ? 'Newsletter subscription failed' : 'Error submitting email',
      message,
    );
    notice.textContent = UNKNOWN_ERROR;
    return;
  }
  if (mode === 'updates') console.error('Newsletter subscription failed', message);
  notify(mode === 'footer' ? footerFailure(error) : toasts.updatesFailure, host);
}

/** Checks the address, then posts it and says how it went; focus stays where it was. */
async function send(s: Signup): Promise<void> {
  const { host, form, input, notice, source } = s;
  notice.textContent = '';
  const email = input.value;
  const parsed = check(newsletterSchema, { email, source });
  if (!parsed.ok) {
    const problem = emailProblem(email);
    if (s.mode !== 'checklist') notify(problem, host);
    showError(s, parsed.errors.email ?? problem.description!);
    input.focus();
    return;
  }
  showError(s);
  // A field disabled while sending drops focus to the page: it goes back where it was.
  const focused = document.activeElement;
  setBusy(s, true);
  try {
    const honeypot = (form.elements.namedItem('company_website') as HTMLInputElement).value;
    await submitForm(form.getAttribute('action')!, parsed.data, honeypot);
    await done(s, email);
  } catch (error) {
    failed(s, error);
    const fields = serverFieldErrors(error);
    if (Object.keys(fields).length) showError(s, fields.email);
  } finally {
    setBusy(s, false);
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (lost && focused instanceof HTMLElement && focused.isConnected) focused.focus();
  }
}

/** Takes over the form in `host` (once): from now on its submit is checked and sent here, one at a time. */
export function wire(host: HTMLElement): void {
  const form = host.querySelector('form');
  if (!form || host.hasAttribute('data-awake')) return;
  const signup = signupOf(host, form);
  const checklist = signup.mode === 'checklist';
  let sending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    // `send` never rejects: a failure is shown in a toast.
    void send(signup).finally(() => (sending = false));
  });
  // The browser's checks guarded the plain post; now the toasts say what is wrong (the checklist keeps them).
  form.noValidate = !checklist;
  if (!checklist) void ensureToaster();
  host.toggleAttribute('data-awake', true);
}

/** A checklist request stored: the form gives way to the download link, which takes focus. */
function showSent(form: HTMLFormElement, checklistUrl: string): void {
  const sent = Object.assign(document.createElement('div'), { className: 'form-done', tabIndex: -1 });
  sent.setAttribute('role', 'status');
  const p = (text: string, className = '') =>
    Object.assign(document.createElement('p'), { className, textContent: text });
  const link = Object.assign(document.createElement('a'), {
    href: checklistUrl,
    target: '_blank',
    rel: 'noopener noreferrer',
    textContent: 'Click here',
  });
  link.append(
    Object.assign(document.createElement('span'), {
      className: 'visually-hidden',
      textContent: ' (opens in a new tab)',
    }),
  );
  const download = p(' to download the checklist now.');
  download.prepend(link);
  sent.append(
    p(newsletterMessages.checklistSent, 'form-done__title'),
    download,
    p(newsletterMessages.checklistConfirmNote, 'form-done__note'),
  );
  form.replaceWith(sent);
  sent.focus();
}
