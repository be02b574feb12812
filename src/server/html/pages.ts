/**
 * Small self-contained HTML pages for people whose browser posted a form without JavaScript:
 * what to fix, their values echoed back (escaped) in a form that re-posts, and a way back.
 */
import { createHash } from 'node:crypto';
import type { FormField } from '../../lib/forms/fields';
import { site } from '../../lib/site';
import { asText, escapeHtml } from '../text';

export type { FormField };

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b2a41;overflow-wrap:break-word}' +
  'label{display:block;margin-top:1rem;font-weight:600}input,select,textarea{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}' +
  'button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;background:#1b2a41;color:#fff;border:0;border-radius:4px}' +
  'fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:600}fieldset label{display:flex;gap:.5rem;margin-top:.5rem;font-weight:400}' +
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  'fieldset input{width:auto}.hint{margin:.25rem 0 0;font-size:.9rem}' +
  '.problems{border:4px solid #b91c1c;padding:.25rem 1rem;margin:1rem 0}.problems h2{font-size:1.2rem;margin:.5rem 0}.problems a{color:#b91c1c;font-weight:600}' +
  '.error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}[aria-invalid=true]{border:2px solid #b91c1c}fieldset[aria-invalid=true]{border-left:4px solid #b91c1c;border-width:0 0 0 4px;padding-left:.75rem}';
const cspFor = (style: string) =>
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
const CSP = cspFor(STYLE);

export interface Document {
  status: number;
  title: string;
  /** Everything inside <body>. */
  body: string;
  /** The page's one stylesheet, allowed by its hash. */
  style: string;
  headers?: Record<string, string>;
}

/** A complete HTML document with its own strict CSP: no script at all, the one inline style by hash. */
export function htmlDocument(d: Document): Response {
  const csp = d.style === STYLE ? CSP : cspFor(d.style);
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(d.title)} | ${escapeHtml(site.companyName)}</title><style>${d.style}</style></head><body>${d.body}</body></html>`;
  return new Response(html, {
    status: d.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': csp,
      ...d.headers,
    },
  });
}

/** A small page: heading and body in a narrow column. */
export function htmlPage(status: number, title: string, body: string, headers: Record<string, string> = {}): Response {
  return htmlDocument({
    status,
    title,
    style: STYLE,
    headers,
    body: `<main><h1>${escapeHtml(title)}</h1>${body}</main>`,
  });
}

/** The field's label text, as the island shows it. */
const labelText = (field: FormField) => escapeHtml(field.optional ? `${field.label} (optional)` : field.label);

const fieldId = (field: FormField) => `f-${escapeHtml(field.name)}`;
/** The element a summary link leads to: the control, or a group's first option. */
const targetId = (field: FormField) =>
  field.type === 'radio' && field.options?.length ? `${fieldId(field)}-0` : fieldId(field);

/** One field as the island draws it, with its problem (red border and message) when it has one. */
function control(field: FormField, value: string, error?: string): string {
  const id = fieldId(field);
  const name = escapeHtml(field.name);
  if (field.type === 'hidden') return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const hint = field.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(field.hint)}</p>` : '';
  const message = error
    ? `<p class="error" id="${id}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</p>`
    : '';
  const ids = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const described = ids ? ` aria-describedby="${ids}"` : '';
  const invalid = error ? ' aria-invalid="true"' : '';
  if (field.type === 'radio') {
    const choices = (field.options ?? []).map(
      (o, i) =>
        `<label><input type="radio"${i === 0 ? ` id="${id}-0"` : ''} name="${name}" value="${escapeHtml(o.value)}"${o.value === value ? ' checked' : ''}>${escapeHtml(o.label)}</label>`,
    );
    return `<fieldset${invalid}${described}><legend>${labelText(field)}</legend>${message}${choices.join('')}</fieldset>${hint}`;
  }
  const label = `<label for="${id}">${labelText(field)}</label>${message}`;
  const attrs = `id="${id}" name="${name}"${invalid}${described}`;
  if (field.type === 'textarea') return `${label}<textarea ${attrs} rows="4">${escapeHtml(value)}</textarea>${hint}`;
  if (field.type === 'select') {
    const options = [{ value: '', label: field.placeholder ?? 'Please choose' }, ...(field.options ?? [])].map(
      (o) =>
        `<option value="${escapeHtml(o.value)}"${o.value === value ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
    );
    return `${label}<select ${attrs}>${options.join('')}</select>${hint}`;
  }
  const auto = field.autoComplete ? ` autocomplete="${escapeHtml(field.autoComplete)}"` : '';
  return `${label}<input ${attrs} type="${field.type ?? 'text'}" value="${escapeHtml(value)}"${auto}>${hint}`;
}

export interface FixPage {
  status: number;
  title: string;
  /** Each field's problem, by field name; a problem of the whole form under any other name. */
  errors: Record<string, string>;
  action: string;
  fields: readonly FormField[];
  values: Record<string, unknown>;
  back: string;
  headers?: Record<string, string>;
}

/**
 * The error summary GOV.UK made familiar, without script: "There is a problem" at the top, each
 * problem a link to its field, then the typed values in a form that sends them again, every field
 * in error marked and its message beside it.
 */
export function fixPage(p: FixPage): Response {
  const byName = new Map(p.fields.map((f) => [f.name, f]));
  const problems = Object.entries(p.errors).map(([name, message]) => {
    const field = byName.get(name);
    return field && field.type !== 'hidden'
      ? `<li><a href="#${targetId(field)}">${escapeHtml(message)}</a></li>`
      : `<li>${escapeHtml(message)}</li>`;
  });
  const controls = p.fields.map((f) => control(f, asText(p.values[f.name]), p.errors[f.name])).join('\n');
  const body = `<div class="problems" role="alert" aria-labelledby="problems-title"><h2 id="problems-title">There is a problem</h2><p>Please fix the following and send the form again:</p><ul>${problems.join('')}</ul></div>
<form method="post" action="${escapeHtml(`${p.action}?${new URLSearchParams({ back: p.back })}`)}">${controls}<button type="submit">Send again</button></form>
<p><a href="${escapeHtml(p.back)}">Go back to the page you were on</a></p>`;
  return htmlPage(p.status, p.title, body, p.headers);
}

/** A message with a link back, for outcomes that need no form. */
export function noticePage(
  status: number,
  title: string,
  message: string,
  back = '/',
  headers: Record<string, string> = {},
): Response {
  return htmlPage(
    status,
    title,
    `<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Go back</a></p>`,
    headers,
  );
}
