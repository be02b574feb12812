// The local server reaches into private parts of @netlify/* (listed in README.md here). Each such
// touch point checks the shape it relies on first; when the shape has changed, the server warns once
// and falls back to the stock emulation for that part (slower, still correct) instead of stopping.
// NETLIFY_LOCAL_STOCK=1 makes every check fail, to run on the stock emulation on purpose.

export const FORCE_STOCK = 'NETLIFY_LOCAL_STOCK';

/** @type {Set<string>} */
const warned = new Set();
/** @type {string[]} */
const warnings = [];

/** The warning of each touch point that has fallen back in this process, in order. */
export const fellBack = () => [...warnings];

/**
 * Whether a touch point must fall back: true when its check found problems, or when FORCE_STOCK asks
 * for the stock emulation. Warns once per process and touch point, naming the problems and the fallback.
 * @param {string} touchPoint @param {string[]} problems @param {string} fallback
 * @param {(message: string) => void} [warn]
 */
export function fallsBack(touchPoint, problems, fallback, warn = console.warn) {
  const all = process.env[FORCE_STOCK] === '1' ? [...problems, `${FORCE_STOCK}=1 forces the check to fail`] : problems;
  if (all.length === 0) return false;
  if (!warned.has(touchPoint)) {
    warned.add(touchPoint);
    const message = `[local-server] ${touchPoint}: the private shape it relies on is not there (${all.join('; ')}). ${fallback} See scripts/local-server/README.md.`;
    warnings.push(message);
    warn(message);
  }
  return true;
}
