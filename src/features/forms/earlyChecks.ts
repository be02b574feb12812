/**
 * A form's checks before its island has woken, so a tap on its button is answered from the first paint and
 * never with the browser's bubble. The form is served with novalidate inside an element carrying data-checks
 * (its rules and messages, from its schema's module in src/lib/forms: EarlyChecks). On submit, while its island
 * still waits, each problem is shown under its field and, where the form has one, in its error summary, drawn
 * exactly as the island draws them (Field.tsx, ErrorSummary.tsx), and recorded on the form: the island starts
 * from them when it wakes (useForm), so hydration finds the page as it expects. A form that passes is posted as
 * it is, and the function answers that plain post with a page. Self-contained (it imports nothing), so the build
 * inlines it in the page (astro.config.mjs) and it runs as soon as the page is parsed.
 */
import type { EarlyChecks } from '../../lib/forms/fields';

declare global {
  interface HTMLFormElement {
    /** The problems the early checks are showing, by field name, for the island to start from. */
    earlyErrors?: Record<string, string>;
  }
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const element = (tag: string, props: Record<string, string | number>, ...children: (Node | string)[]) => {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) el.setAttribute(name, String(value));
  el.append(...children);
  return el;
};

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement;
    const rules = form.closest<HTMLElement>('[data-checks]')?.dataset.checks;
    if (!rules || !form.closest('astro-island[ssr]')) return;
    const { summary, fields } = JSON.parse(rules) as EarlyChecks;

    // What was shown before goes: the next submit is checked afresh.
    form.querySelectorAll('.field-error, .error-summary').forEach((el) => el.remove());
    const errors: Record<string, string> = {};
    const shown: [target: string, message: string][] = [];
    let first: Control | undefined;
    for (const el of form.elements as unknown as Iterable<Control>) {
      const rule = fields[el.name];
      if (!rule || el.name in errors) continue;
      const group = el.type === 'radio' ? (form.elements.namedItem(el.name) as RadioNodeList) : undefined;
      const value = (group ?? el).value.trim();
      const n = Number(value);
      const problem =
        !value || value.length < (rule.min ?? 0) || value.length > (rule.max ?? Infinity)
          ? rule.message
          : el.validity.typeMismatch || el.validity.badInput || el.validity.stepMismatch
            ? (rule.invalid ?? rule.message)
            : rule.below && n < rule.below[0]
              ? rule.below[1]
              : rule.above && n > rule.above[0]
                ? rule.above[1]
                : '';
      // A group's options are `<field id>-<value>` (Field.tsx); its hint and error are named from the field id.
      const id = group ? el.id.slice(0, -(el.value.length + 1)) : el.id;
      const hint = document.getElementById(`${id}-hint`)?.id;
      const describedBy = [hint, problem && `${id}-error`].filter(Boolean).join(' ');
      for (const control of (group ?? [el]) as Iterable<Control>) {
        if (problem) control.setAttribute('aria-invalid', 'true');
        else control.removeAttribute('aria-invalid');
        if (describedBy) control.setAttribute('aria-describedby', describedBy);
        else control.removeAttribute('aria-describedby');
      }
      if (!problem) continue;
      first ??= el;
      errors[el.name] = problem;
      shown.push([el.id, problem]);
      el.closest('.field')?.append(element('p', { id: `${id}-error`, class: 'field-error' }, problem));
    }
    form.earlyErrors = errors;
    if (!shown.length) return;
    event.preventDefault();
    if (!summary) return first?.focus();
    const title = `${summary}-error-summary-title`;
    const box = element(
      'div',
      { class: 'error-summary', tabindex: -1, 'aria-labelledby': title },
      element(
        'div',
        { role: 'alert' },
        element('h3', { id: title, class: 'error-summary__title' }, 'There is a problem'),
        element(
          'ul',
          { class: 'error-summary__list' },
          ...shown.map(([target, message]) => element('li', {}, element('a', { href: `#${target}` }, message))),
        ),
      ),
    );
    form.prepend(box);
    box.focus();
  },
  true,
);
