/**
 * Server logs say what failed and where, never who: e-mail addresses in an error's text (a mail
 * provider quoting a recipient, say) are masked, and no request body is ever logged.
 */

const ADDRESS = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+/g;

/** Text with anything shaped like an e-mail address replaced by [address]. */
export function maskAddresses(text: string): string {
  return text.replace(ADDRESS, '[address]');
}

/** An error's kind, message (masked, at most 500 characters) and first stack frames. */
export function describeError(error: unknown): string {
  const e = error as { name?: string; message?: string; stack?: string } | null;
  const head = `${e?.name ?? 'Error'}: ${maskAddresses(String(e?.message ?? error)).slice(0, 500)}`;
  const frames = String(e?.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 4);
  return [head, ...frames].join('\n');
}

/** Logs a failure as `[scope] what: Kind: message` with its first stack frames. */
export function logError(scope: string, what: string, error?: unknown): void {
  console.error(`[${scope}] ${maskAddresses(what)}${error === undefined ? '' : `: ${describeError(error)}`}`);
}
