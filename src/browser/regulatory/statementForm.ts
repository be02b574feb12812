// The investor statement's form (src/components/regulatory/InvestorStatement.astro): checked here as the
// function will check it (src/lib/regulatory/statement.ts), each problem listed and linked to its field, then
// posted as JSON. The function keeps the statement and answers with the pass (an HttpOnly cookie); the page is
// then opened at its own address, which the pass now opens. Without this script the form posts itself.
import { checkStatement, ukDate, type Audience } from '../../lib/regulatory/statement';

const gate = document.querySelector<HTMLElement>('[data-gate]');
const form = gate?.querySelector<HTMLFormElement>('[data-gate-form]');
const notice = gate?.querySelector<HTMLElement>('[data-gate-notice]');
const errors = gate?.querySelector<HTMLElement>('[data-gate-errors]');

/** The form's values as a plain form post would send them: a ticked box is "yes", an unticked one absent. */
function values(f: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new FormData(f)) if (typeof value === 'string') out[name] = value;
  return out;
}

/** The control a problem is about: the field of that name (a radio group's first option). */
function fieldFor(f: HTMLFormElement, name: string): HTMLElement | null {
  const named = f.elements.namedItem(name);
  return named instanceof RadioNodeList ? (named[0] as HTMLElement) : (named as HTMLElement | null);
}

function showProblems(f: HTMLFormElement, list: Record<string, string>) {
  if (!errors) return;
  for (const el of f.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  errors.replaceChildren();
  const entries = Object.entries(list);
  errors.hidden = !entries.length;
  if (!entries.length) return;
  const title = document.createElement('p');
  title.textContent = 'Your statement is not complete:';
  const items = document.createElement('ul');
  for (const [name, message] of entries) {
    const field = fieldFor(f, name);
    field?.setAttribute('aria-invalid', 'true');
    const link = document.createElement('a');
    link.href = `#${field?.id ?? ''}`;
    link.textContent = message;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      field?.focus();
    });
    const item = document.createElement('li');
    item.append(link);
    items.append(item);
  }
  errors.append(title, items);
  errors.focus();
}

async function send(f: HTMLFormElement, body: Record<string, string>) {
  if (!notice) return;
  notice.textContent = 'Sending your statement…';
  try {
    const res = await fetch(f.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await res.json().catch(() => ({}))) as {
      page?: string;
      errors?: Record<string, string>;
      message?: string;
    };
    if (res.ok) {
      notice.textContent = 'Opening the page…';
      location.assign(answer.page ?? location.pathname);
      return;
    }
    notice.textContent = '';
    if (answer.errors) showProblems(f, answer.errors);
    else notice.textContent = answer.message ?? 'Your statement could not be sent. Please try again.';
  } catch {
    notice.textContent = 'Your statement could not be sent. Check your connection and try again.';
  }
}

if (form) {
  form.noValidate = true;
  // Sent back by the certified pages' function with a pass it could not accept (certifiedPages.ts).
  if (notice && new URLSearchParams(location.search).has('statement'))
    notice.textContent =
      'The statement this browser held has lapsed or could not be read: make it again to see this page.';
  const date = form.querySelector<HTMLInputElement>('input[type="date"]');
  if (date && !date.value) date.value = ukDate(new Date());
  const audiences = [...form.querySelectorAll<HTMLInputElement>('[name="statement"]')].map((i) => i.value as Audience);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const body = values(form);
    const checked = checkStatement(body, { audiences, now: new Date() });
    showProblems(form, checked.ok ? {} : checked.errors);
    if (checked.ok) void send(form, body);
  });
}
