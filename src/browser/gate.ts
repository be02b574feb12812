// The investor statement of the exempt-audience route (src/components/route/InvestorGate.astro): checks it,
// remembers that it was completed (never what was typed) for the route's validity, and shows the page it
// opens, fetched from its certified address. A statement past its validity is forgotten.
const KEY = 'investor-statement';

interface Saved {
  statement: string;
  conditions: string[];
  completed: string;
}

const gate = document.querySelector<HTMLElement>('[data-gate]');
const form = gate?.querySelector<HTMLFormElement>('[data-gate-form]');
const notice = gate?.querySelector<HTMLElement>('[data-gate-notice]');
const errors = gate?.querySelector<HTMLElement>('[data-gate-errors]');
const months = Number(gate?.dataset.validMonths) || 12;

/** As CONTENT_ADDED in after-paint.ts, which the page shell listens for (a literal: an import would split the shell's one file). */
export const CONTENT_ADDED = 'site:content-added';

/** The statement completed in this browser, if it is still valid. */
function saved(): Saved | undefined {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Saved | null;
    const until = new Date(s?.completed ?? NaN);
    until.setMonth(until.getMonth() + months);
    if (s && until > new Date()) return s;
    localStorage.removeItem(KEY);
  } catch {
    // No storage (a private window may refuse it): the statement holds for this page only.
  }
  return undefined;
}

/** Puts the page's own content where the gate is: its scripts run, its islands wake. */
async function open(moveFocus: boolean) {
  if (!gate || !form || !notice) return;
  form.hidden = true;
  notice.textContent = 'Opening the page…';
  try {
    const response = await fetch(gate.dataset.certified!);
    if (!response.ok) throw new Error(String(response.status));
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const body = page.querySelector('[data-gated-body]');
    if (!body) throw new Error('no content');
    // The page's inline scripts are already here (the build kept them); its module scripts are added to run.
    const scripts = [...body.querySelectorAll('script')].map((s) => (s.remove(), s.getAttribute('src')));
    const content = document.importNode(body, true);
    gate.replaceWith(content);
    for (const src of scripts.filter((s): s is string => Boolean(s))) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.body.append(script);
    }
    // Those the build deferred until after the first paint, long past now, the page shell runs (a module runs once).
    content.dispatchEvent(new Event(CONTENT_ADDED, { bubbles: true }));
    content.querySelector<HTMLElement>('[data-forget-statement]')?.removeAttribute('hidden');
    if (moveFocus) {
      const heading = content.querySelector<HTMLElement>('h1');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    }
  } catch {
    notice.textContent = 'The page could not be opened. Check your connection and try again.';
    form.hidden = false;
  }
}

/** What is missing from the statement, each with the field to fix. */
function problems(): { message: string; field: HTMLElement }[] {
  if (!form) return [];
  const out: { message: string; field: HTMLElement }[] = [];
  const chosen = form.querySelector<HTMLInputElement>(
    '[name="statement"]:checked, input[type="hidden"][name="statement"]',
  );
  const group = chosen && form.querySelector<HTMLElement>(`[data-statement="${chosen.value}"]`);
  if (!group)
    out.push({
      message: 'Choose the statement that applies to you',
      field: form.querySelector<HTMLInputElement>('[name="statement"]')!,
    });
  const ticked = [...(group?.querySelectorAll<HTMLInputElement>('[data-condition]') ?? [])].filter((c) => c.checked);
  if (group && !ticked.length)
    out.push({
      message: `Tick the conditions that apply to you in the ${group.querySelector('legend')!.textContent!.toLowerCase()}`,
      field: group.querySelector<HTMLInputElement>('[data-condition]')!,
    });
  for (const box of ticked) {
    const detail = document.getElementById(`${box.id}-detail`) as HTMLInputElement;
    if (!detail.value.trim())
      out.push({
        message: `Condition ${box.dataset.condition!.toUpperCase()}: ${detail.labels![0]!.textContent!.replace(/^\s*If yes:\s*/, '').trim()}`,
        field: detail,
      });
  }
  const accept = document.getElementById('statement-accept') as HTMLInputElement;
  if (!accept.checked) out.push({ message: 'Confirm the declaration at the end of the statement', field: accept });
  return out;
}

function showProblems(list: { message: string; field: HTMLElement }[]) {
  if (!errors || !form) return;
  for (const f of form.querySelectorAll('[aria-invalid]')) f.removeAttribute('aria-invalid');
  errors.replaceChildren();
  errors.hidden = !list.length;
  if (!list.length) return;
  const title = document.createElement('p');
  title.textContent = 'Your statement is not complete:';
  const items = document.createElement('ul');
  for (const { message, field } of list) {
    field.setAttribute('aria-invalid', 'true');
    const link = document.createElement('a');
    link.href = `#${field.id}`;
    link.textContent = message;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      field.focus();
    });
    const item = document.createElement('li');
    item.append(link);
    items.append(item);
  }
  errors.append(title, items);
  errors.focus();
}

if (gate && form) {
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const list = problems();
    showProblems(list);
    if (list.length) return;
    const chosen = form.querySelector<HTMLInputElement>(
      '[name="statement"]:checked, input[type="hidden"][name="statement"]',
    )!;
    const conditions = [
      ...form.querySelectorAll<HTMLInputElement>(`[data-statement="${chosen.value}"] [data-condition]`),
    ]
      .filter((c) => c.checked)
      .map((c) => c.dataset.condition!);
    try {
      localStorage.setItem(
        KEY,
        JSON.stringify({ statement: chosen.value, conditions, completed: new Date().toISOString() }),
      );
    } catch {
      // Not remembered: the page still opens.
    }
    void open(true);
  });
  if (saved()) void open(false);
}

document.addEventListener('click', (event) => {
  if (!(event.target as Element).closest?.('[data-forget-statement]')) return;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
  location.reload();
});
