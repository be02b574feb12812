/**
 * Small self-contained HTML pages for people whose browser posted a form without JavaScript:
 * what to fix, their values echoed back (escaped) in a form that re-posts, and a way back.
 */
import { createHash } from 'node:crypto';
import type { FormField } from '../lib/forms/fields';
import { site } from '../lib/site';
import { escapeHtml } from './text';

export type { FormField };

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b2a41}' +
  'label{display:block;margin-top:1rem;font-weight:600}input,select,textarea{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}' +
  'button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;background:#1b2a41;color:#fff;border:0;border-radius:4px}' +
  'fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:600}fieldset label{display:flex;gap:.5rem;margin-top:.5rem;font-weight:400}' +
  'fieldset input{width:auto}.hint{margin:.25rem 0 0;font-size:.9rem}.problems{color:#9b1c1c}';
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
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': csp, ...d.headers },
  });
}

/** A small page: heading and body in a narrow column. */
export function htmlPage(status: number, title: string, body: string, headers: Record<string, string> = {}): Response {
  return htmlDocument({ status, title, style: STYLE, headers, body: `<main><h1>${escapeHtml(title)}</h1>${body}</main>` });
}

/** The field's label text, as the island shows it. */
const labelText = (field: FormField) => escapeHtml(field.optional ? `${field.label} (optional)` : field.label);

function control(field: FormField, value: string): string {
  const id = `f-${escapeHtml(field.name)}`;
  const name = escapeHtml(field.name);
  if (field.type === 'hidden') return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const hint = field.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(field.hint)}</p>` : '';
  const described = field.hint ? ` aria-describedby="${id}-hint"` : '';
  if (field.type === 'radio') {
    const choices = (field.options ?? []).map(
      (o) => `<label><input type="radio" name="${name}" value="${escapeHtml(o.value)}"${o.value === value ? ' checked' : ''}>${escapeHtml(o.label)}</label>`,
    );
    return `<fieldset><legend>${labelText(field)}</legend>${choices.join('')}</fieldset>${hint}`;
  }
  const label = `<label for="${id}">${labelText(field)}</label>`;
  if (field.type === 'textarea') return `${label}<textarea id="${id}" name="${name}" rows="4"${described}>${escapeHtml(value)}</textarea>${hint}`;
  if (field.type === 'select') {
    const options = [{ value: '', label: field.placeholder ?? 'Please choose' }, ...(field.options ?? [])].map(
      (o) => `<option value="${escapeHtml(o.value)}"${o.value === value ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
    );
    return `${label}<select id="${id}" name="${name}"${described}>${options.join('')}</select>${hint}`;
  }
  const auto = field.autoComplete ? ` autocomplete="${escapeHtml(field.autoComplete)}"` : '';
  return `${label}<input id="${id}" type="${field.type ?? 'text'}" name="${name}" value="${escapeHtml(value)}"${auto}${described}>${hint}`;
}

/** Text of a posted value, whatever its type, for echoing back. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

export interface FixPage {
  status: number;
  title: string;
  problems: string[];
  action: string;
  fields: readonly FormField[];
  values: Record<string, unknown>;
  back: string;
  headers?: Record<string, string>;
}

/** "Please fix the following", with the typed values in a form that sends them again. */
export function fixPage(p: FixPage): Response {
  const problems = p.problems.map((m) => `<li>${escapeHtml(m)}</li>`).join('');
  const controls = p.fields.map((f) => control(f, asText(p.values[f.name]))).join('\n');
  const body = `<div class="problems" role="alert"><p>Please fix the following and send the form again:</p><ul>${problems}</ul></div>
<form method="post" action="${escapeHtml(`${p.action}?${new URLSearchParams({ back: p.back })}`)}">${controls}<button type="submit">Send again</button></form>
<p><a href="${escapeHtml(p.back)}">Go back to the page you were on</a></p>`;
  return htmlPage(p.status, p.title, body, p.headers);
}

/** A message with a link back, for outcomes that need no form. */
export function noticePage(status: number, title: string, message: string, back = '/', headers: Record<string, string> = {}): Response {
  return htmlPage(status, title, `<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Go back</a></p>`, headers);
}
