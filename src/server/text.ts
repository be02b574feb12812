/** Escaping helpers for anything a visitor typed that ends up in HTML or a mail header. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Any value as text: a string as it is, a number or boolean as written, a date in ISO 8601, an object or array
 * as JSON; nothing for null, undefined or anything else.
 */
export function asText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object':
      return value === null ? '' : value instanceof Date ? value.toISOString() : JSON.stringify(value);
    default:
      return '';
  }
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return asText(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Line breaks and other control characters: each run becomes one space. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/**
 * Characters that change how a line reads without being seen: bidi embeddings, overrides and
 * isolates, zero-width spaces and joiners, soft hyphens, fillers and tag characters (Unicode's
 * format and default-ignorable code points), and lone surrogates. Removed outright.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/gu;

/**
 * One line, no control, bidi or zero-width character, bounded: safe in a Subject or any other
 * header. Every subject and header value of an e-mail passes through here (outbox/templates.ts).
 */
export function headerSafe(value: string, max = 150): string {
  const line = value.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  // Cut on a code point boundary, so a cut never leaves half a surrogate pair.
  return `${Array.from(line.slice(0, max)).slice(0, -1).join('').trimEnd()}…`;
}
