/**
 * The byte budgets of scripts/bench/budgets.mjs, checked on the build: `npm run bench` measures them in a
 * browser and prints them; this fails `npm test` when a change breaks one. Each page's weight is
 * worked out from dist/ as a browser would fetch it: the HTML and its blocking stylesheets, the
 * module scripts and the islands that hydrate without interaction (client:load, idle, settled, only), then
 * those that hydrate on scroll (client:visible), each with every module it imports statically.
 * Modules imported dynamically (the calculator's chart) load later and have budgets of their own.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  brotliSize,
  budgets,
  calculatorRoutes,
  isChartCode,
  isReact,
  KB,
  overBudget,
} from '../../scripts/bench/budgets.mjs';
import { builtHtml, builtPages } from './built-site';

const text = (url: string) => readFileSync(join('dist', url), 'utf8');
const size = new Map<string, number>();
const bytes = (url: string) => size.get(url) ?? size.set(url, brotliSize(Buffer.from(text(url)))).get(url)!;

/** The modules a built module imports: statically (loaded with it) and dynamically (loaded later). */
function imports(url: string): { fixed: string[]; later: string[] } {
  const code = text(url);
  const at = (spec: string) => (spec.startsWith('.') ? posix.join(dirname(url), spec) : spec);
  const fixed = [
    ...code.matchAll(/\bimport\s*(?:[^"'`();]*?\bfrom\s*)?["'`]([^"'`]+\.js)["'`]/g),
    ...code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["'`]([^"'`]+\.js)["'`]/g),
  ].map((m) => at(m[1]!));
  // Rolldown writes a dynamic import's address in backquotes.
  const later = [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => at(m[1]!));
  return { fixed, later };
}

/** Every module loaded with these: they and their static imports, transitively. */
function closure(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    imports(url).fixed.forEach(visit);
  };
  [...entries].forEach(visit);
  return seen;
}

const total = (urls: Iterable<string>) => [...urls].reduce((n, u) => n + bytes(u), 0);
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

/** A page measured as bench measures it, from the files a browser would fetch. */
function measure(file: string, route: string) {
  const html = readFileSync(file, 'utf8');
  const head = html.split('</head>')[0]!;
  const css = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], 'href')!);
  const scripts = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>/g)]
    .map((m) => attr(m[0], 'src'))
    .filter((s): s is string => Boolean(s));
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => ({
    client: attr(m[0], 'client'),
    urls: [attr(m[0], 'component-url'), attr(m[0], 'renderer-url')].filter((u): u is string => Boolean(u)),
  }));
  const hydrated = (...clients: string[]) => islands.filter((i) => clients.includes(i.client!)).flatMap((i) => i.urls);
  const initial = closure([...scripts, ...hydrated('load', 'idle', 'settled', 'only')]);
  const scrolled = closure([...initial, ...hydrated('visible')]);

  const row = {
    route,
    critical: brotliSize(Buffer.from(html)) + total(css),
    jsInitial: total(initial),
    reactInitial: [...initial].some((u) => isReact(text(u))),
    jsTotal: total(scrolled),
    reactTotal: [...scrolled].some((u) => isReact(text(u))),
    calc: undefined as undefined | { island: number; chart: number; chartBefore: boolean; chartAfter: boolean },
  };
  if (route in calculatorRoutes) {
    // Everything the page can load later, through dynamic imports; the chart is among it.
    const reachable = new Set(scrolled);
    for (const url of reachable) for (const next of [...imports(url).fixed, ...imports(url).later]) reachable.add(next);
    const chart = [...reachable].filter((u) => isChartCode(text(u)));
    row.calc = {
      island: row.jsTotal,
      chartBefore: [...scrolled].some((u) => isChartCode(text(u))),
      chartAfter: chart.length > 0,
      chart: total([...closure(chart)].filter((u) => !scrolled.has(u))),
    };
  }
  return row;
}

const routes = builtPages();
const rows = builtHtml().map((file, i) => measure(file, routes[i]!));
const k = (n: number) => `${(n / KB).toFixed(1)} KB`;

test('every built page keeps its byte budgets', () => {
  const over = rows.flatMap((r) =>
    overBudget(r).map(
      (f) =>
        `${r.route}: ${f} (HTML+CSS ${k(r.critical)}, JS ${k(r.jsInitial)} / ${k(r.jsTotal)}${r.calc ? `, chart ${k(r.calc.chart)}` : ''})`,
    ),
  );
  expect(over).toEqual([]);
});

test('the measurement sees what it budgets: React in the learning tools, the chart after a calculator result', () => {
  expect(rows.length).toBeGreaterThan(20);
  // The learning tools and the calculator page hydrate once the page is idle: their React loads
  // without any scroll or interaction, and counts against their budgets from the start.
  for (const route of [...Object.keys(budgets.routeScript), '/inflation-calculator']) {
    const row = rows.find((r) => r.route === route)!;
    expect(row.reactInitial, route).toBe(true);
    expect(row.jsInitial, route).toBe(row.jsTotal);
  }
  expect(rows.find((r) => r.route === '/landing')!.reactInitial, '/landing hydrates on sight').toBe(false);
  for (const route of Object.keys(calculatorRoutes)) {
    const calc = rows.find((r) => r.route === route)!.calc!;
    expect(calc.chartAfter, route).toBe(true);
    expect(calc.chart, route).toBeGreaterThan(20 * KB);
  }
  expect(rows.find((r) => r.route === '/')!.jsInitial).toBeGreaterThan(0);
});

test('a page with no island of its own inlines no script: the sign-up forms are no islands', () => {
  // Astro inlines its island runtime (about 1.5 KB compressed) into every page with an island; the footer's
  // form is on every page, so were it an island, no page would be without one.
  const plain = builtHtml().filter((file) => !readFileSync(file, 'utf8').includes('<astro-island'));
  expect(plain.length).toBeGreaterThan(20);
  for (const file of plain) {
    const html = readFileSync(file, 'utf8');
    expect(html, file).toContain('<newsletter-signup');
    expect(html.match(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g) ?? [], file).toEqual([]);
  }
});
