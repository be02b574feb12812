/**
 * `{{name}}` placeholders in content text, filled from one lookup (facts, or a case study's
 * figures), so a figure is written once. An unknown name throws, which fails the build.
 */
const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9.-]+)\s*\}\}/g;

/** The names a text refers to, in order. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** The text with every `{{name}}` replaced by `lookup(name)`; throws on a name the lookup lacks. */
export function fill(text: string, lookup: (name: string) => string | undefined, where = 'text'): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = lookup(name);
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in ${where}: "${text}"`);
    return value;
  });
}
