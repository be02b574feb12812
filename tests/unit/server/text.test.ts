/** Values a visitor sent, or a row holds, as text for a page, a CSV cell or an e-mail: never "[object Object]". */
import { describe, expect, it } from 'vitest';
import { asText, escapeHtml } from '../../../src/server/text';

describe('asText', () => {
  it('keeps a string, writes a number or boolean as written and a date in ISO 8601', () => {
    expect(asText('Anne-Marie')).toBe('Anne-Marie');
    expect(asText(25000.5)).toBe('25000.5');
    expect(asText(false)).toBe('false');
    expect(asText(10n)).toBe('10');
    expect(asText(new Date('2026-11-28T20:40:00Z'))).toBe('2026-11-28T20:40:00.000Z');
  });

  it('writes an object or array as JSON, and nothing for null, undefined or a function', () => {
    expect(asText({ email: 'a@example.com' })).toBe('{"email":"a@example.com"}');
    expect(asText(['a', 1])).toBe('["a",1]');
    expect(asText(null)).toBe('');
    expect(asText(undefined)).toBe('');
    expect(asText(() => 1)).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes what could open a tag or close an attribute, in text of any type', () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
    expect(escapeHtml({ name: '<script>' })).toBe('{&quot;name&quot;:&quot;&lt;script&gt;&quot;}');
  });
});
