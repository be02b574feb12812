// Netlify's scheduler, locally. On Netlify a scheduled function (config.schedule, a cron expression in
// UTC) is run by the platform's scheduler, which sends it a POST marked `X-NF-Event: schedule`, with
// the user agent `Netlify Clockwork` and a JSON body giving `next_run`; no public URL reaches it. The
// local emulation instead runs one for any request to /.netlify/functions/<name>, a plain GET included.
// So the local server refuses every outside request under /.netlify/ (404, as Netlify answers one for
// a function it does not route), and this module invokes each scheduled function on its schedule,
// through the emulation, the way Netlify does. The schedules are read as Netlify's bundler reads them.
import { listFunctions } from '@netlify/zip-it-and-ship-it';

/**
 * True for a request target with a `.netlify` segment anywhere in its path (/.netlify/functions/…,
 * /api/../.netlify/…), however spelt or escaped: no page of the site has one.
 * @param {string | undefined} target
 */
export function isPlatformPath(target) {
  let [path = ''] = String(target ?? '/').split(/[?#]/);
  try {
    for (let i = 0; i < 3 && path.includes('%'); i++) path = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /(?:^|[/\\])\.netlify(?:[/\\]|$)/i.test(path);
}

/** @type {Record<string, string>} */
const NICKNAMES = {
  '@yearly': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
};
// One cron field as the set of values it allows: `*`, `n`, `a-b`, a step after either (`*` `/15`), and
// lists of those. Throws on anything else (names of days and months are not used here).
/** @param {string} text @param {[min: number, max: number]} range */
function fieldValues(text, [min, max]) {
  /** @type {Set<number>} */
  const values = new Set();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`unsupported cron field "${text}"`);
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] ? max : from;
    const step = m[4] ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new Error(`cron field "${text}" is out of range`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/**
 * A cron expression (five fields, UTC, or a nickname such as @daily) as a test of a minute.
 * @param {string} expression @returns {(date: Date) => boolean}
 */
export function cronSchedule(expression) {
  const fields = (NICKNAMES[expression.trim()] ?? expression).trim().split(/\s+/);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields;
  if (fields.length !== 5 || !minute || !hour || !dayOfMonth || !month || !dayOfWeek)
    throw new Error(`"${expression}" is not a five-field cron expression`);
  const minutes = fieldValues(minute, [0, 59]);
  const hours = fieldValues(hour, [0, 23]);
  const days = fieldValues(dayOfMonth, [1, 31]);
  const months = fieldValues(month, [1, 12]);
  const weekdays = fieldValues(dayOfWeek, [0, 7]);
  if (weekdays.has(7)) weekdays.add(0);
  const anyDay = dayOfMonth === '*';
  const anyWeekday = dayOfWeek === '*';
  return (date) => {
    if (!minutes.has(date.getUTCMinutes()) || !hours.has(date.getUTCHours()) || !months.has(date.getUTCMonth() + 1))
      return false;
    const day = days.has(date.getUTCDate());
    const weekday = weekdays.has(date.getUTCDay());
    // Cron's rule: when both day fields are restricted, either may match.
    return anyDay || anyWeekday ? day && weekday : day || weekday;
  };
}

/**
 * The first whole minute after `from` that `matches`, within a year and a day; null if none.
 * @param {(date: Date) => boolean} matches @param {Date | number} from
 */
export function nextRun(matches, from) {
  const t = new Date(from);
  t.setUTCSeconds(0, 0);
  for (let i = 0; i < 366 * 24 * 60; i++) {
    t.setUTCMinutes(t.getUTCMinutes() + 1);
    if (matches(t)) return new Date(t);
  }
  return null;
}

/**
 * The request Netlify's scheduler sends a scheduled function.
 * @param {string} origin @param {string} name @param {Date | null} [next]
 */
export function scheduledRequest(origin, name, next) {
  return new Request(`${origin}/.netlify/functions/${name}`, {
    method: 'POST',
    headers: { 'x-nf-event': 'schedule', 'user-agent': 'Netlify Clockwork', 'content-type': 'application/json' },
    body: JSON.stringify({ next_run: next?.toISOString() ?? null }),
  });
}

/**
 * Runs each scheduled function in `functionsDir` on its schedule through `invoke(request)` (the
 * emulation's handler), checking at each whole minute; a run still going when its next is due is
 * not started twice. Returns `stop()`.
 * @param {{ functionsDir: string, origin: string, invoke: (request: Request) => Promise<Response | undefined>, log?: (line: string) => void, warn?: (line: string) => void }} options
 */
export async function startScheduler({ functionsDir, origin, invoke, log = console.log, warn = console.warn }) {
  /** @type {{ name: string, schedule: string, matches: (date: Date) => boolean, running: boolean }[]} */
  const jobs = [];
  for (const f of await listFunctions([functionsDir], { parseISC: true })) {
    if (!f.schedule) continue;
    try {
      jobs.push({ name: f.name, schedule: f.schedule, matches: cronSchedule(f.schedule), running: false });
    } catch (error) {
      warn(
        `[schedule] ${f.name} will not run locally: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      );
    }
  }
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const tick = () => {
    const now = new Date();
    for (const job of jobs) {
      if (job.running || !job.matches(now)) continue;
      job.running = true;
      invoke(scheduledRequest(origin, job.name, nextRun(job.matches, now)))
        .then((res) => res && res.status >= 400 && warn(`[schedule] ${job.name} answered ${res.status}`))
        .catch((error) => warn(`[schedule] ${job.name} failed: ${error?.message ?? error}`))
        .finally(() => (job.running = false));
    }
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50).unref();
  };
  timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50).unref();
  if (jobs.length) log(`[schedule] ${jobs.map((j) => `${j.name} (${j.schedule})`).join(', ')}: run on schedule, UTC`);
  return { jobs: jobs.map(({ name, schedule }) => ({ name, schedule })), stop: () => clearTimeout(timer) };
}
