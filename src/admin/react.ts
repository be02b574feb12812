/**
 * The React the previews render with: Sveltia CMS's own, so their hooks run in the renderer that draws them (a
 * second copy would break them). The editor's build points `react` and `react/jsx-runtime` here
 * (scripts/editor/build.mjs). Sveltia gives its React only as an undocumented global,
 * `globalThis.__SVELTIA_CMS_REACT__`, so it is checked before use (here its shape; at build time, that the installed
 * package still sets it). If a new version changes it, the editor says so once, naming the version, and the
 * previews run on the globals Decap CMS documents for previews and Sveltia keeps, `h` and `createClass`: each
 * function component then runs inside a class component that keeps its state and effects.
 */
import type * as ReactTypes from 'react';

type Element = ReactTypes.ReactElement;
type Create = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;
type Component = (props: Record<string, unknown>) => unknown;
type ClassSpec = Record<string, unknown> & { render(this: Host): unknown };
interface Host {
  props: Record<string, unknown>;
  setState(state: object): void;
  hooks?: Slot[];
  gone?: boolean;
}
interface Slot {
  value?: unknown;
  set?: (next: unknown) => void;
  deps?: readonly unknown[];
  effect?: () => unknown;
  cleanup?: () => void;
}

/** The global this module relies on. */
export const REACT_GLOBAL = '__SVELTIA_CMS_REACT__';
/** Set to "1" in the editor's local storage, runs the previews on the stand-in on purpose, to try it. */
export const FORCE_STAND_IN = 'site-editor:preview-stand-in';
const FRAGMENT = Symbol.for('react.fragment');

/** What no longer matches in Sveltia's React global; empty when it can render the previews. */
export function reactProblems(react: unknown): string[] {
  if (!react || typeof react !== 'object') return [`globalThis.${REACT_GLOBAL} is missing`];
  const r = react as Record<string, unknown>;
  const problems = ['createElement', 'useState', 'useEffect']
    .filter((name) => typeof r[name] !== 'function')
    .map((name) => `${REACT_GLOBAL}.${name}()`);
  if (r.Fragment !== FRAGMENT) problems.push(`${REACT_GLOBAL}.Fragment`);
  return problems;
}

/** What is missing of the documented globals the stand-in needs. */
export function classicProblems(g: Record<string, unknown>): string[] {
  return ['h', 'createClass'].filter((name) => typeof g[name] !== 'function').map((name) => `globalThis.${name}()`);
}

interface Renderer {
  createElement: Create;
  useState: typeof ReactTypes.useState;
  useEffect: typeof ReactTypes.useEffect;
  /** A component as Sveltia must be given it (wrapped in its class on the stand-in). */
  component<C>(fn: C): C;
}

/**
 * The previews' renderer on this page: Sveltia's React when its global has the shape they need, else the
 * stand-in (said once, with the version and what changed), else an error naming both.
 */
export function previewRenderer(
  g: Record<string, unknown> = globalThis,
  version = import.meta.env.SVELTIA_VERSION,
  warn: (message: string) => void = console.warn,
): Renderer {
  const problems = reactProblems(g[REACT_GLOBAL]);
  if (forced(g)) problems.push(`${FORCE_STAND_IN} asks for the stand-in`);
  if (!problems.length) {
    const r = g[REACT_GLOBAL] as typeof ReactTypes;
    return {
      createElement: r.createElement as unknown as Create,
      useState: r.useState,
      useEffect: r.useEffect,
      component: (fn) => fn,
    };
  }
  const missing = classicProblems(g);
  if (missing.length)
    throw new Error(
      `Sveltia CMS ${version} changed what the previews rely on (${[...problems, ...missing].join('; ')}): see docs/editor.md, "Sveltia's touch points".`,
    );
  warn(
    `[editor] Sveltia CMS ${version} no longer gives its React as expected (${problems.join('; ')}): the previews run on its documented h and createClass instead. See docs/editor.md, "Sveltia's touch points".`,
  );
  return classic(g.h as Create, g.createClass as (spec: ClassSpec) => unknown);
}

function forced(g: Record<string, unknown>): boolean {
  try {
    return (g.localStorage as Storage | undefined)?.getItem(FORCE_STAND_IN) === '1';
  } catch {
    return false;
  }
}

/** Hooks kept by a class component per function component, on the documented `h` and `createClass`. */
function classic(h: Create, createClass: (spec: ClassSpec) => unknown): Renderer {
  let current: { host: Host; index: number } | undefined;
  const hosts = new WeakMap<Component, unknown>();
  const slot = (): Slot => {
    if (!current) throw new Error('A preview hook ran outside a preview component');
    const hooks = (current.host.hooks ??= []);
    return (hooks[current.index++] ??= {});
  };
  const runEffects = (host: Host) => {
    for (const s of host.hooks ?? []) {
      if (!s.effect) continue;
      s.cleanup?.();
      const cleanup = s.effect();
      s.effect = undefined;
      s.cleanup = typeof cleanup === 'function' ? (cleanup as () => void) : undefined;
    }
  };
  const hostFor = (fn: Component) => {
    let host = hosts.get(fn);
    if (!host) {
      host = createClass({
        displayName: fn.name,
        getInitialState: () => ({ renders: 0 }),
        render(this: Host) {
          const outer = current;
          current = { host: this, index: 0 };
          try {
            return fn(this.props);
          } finally {
            current = outer;
          }
        },
        componentDidMount(this: Host) {
          runEffects(this);
        },
        componentDidUpdate(this: Host) {
          runEffects(this);
        },
        componentWillUnmount(this: Host) {
          this.gone = true;
          for (const s of this.hooks ?? []) s.cleanup?.();
        },
      });
      hosts.set(fn, host);
    }
    return host;
  };
  const isFunctionComponent = (type: unknown): type is Component =>
    typeof type === 'function' && !(type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent;
  return {
    createElement: (type, props, ...children) =>
      h(isFunctionComponent(type) ? hostFor(type) : type, props, ...children),
    useState: (<S>(initial: S | (() => S)) => {
      const s = slot();
      if (!s.set) {
        const host = current!.host;
        s.value = typeof initial === 'function' ? (initial as () => S)() : initial;
        s.set = (next) => {
          if (host.gone) return;
          s.value = typeof next === 'function' ? (next as (v: unknown) => unknown)(s.value) : next;
          host.setState({});
        };
      }
      return [s.value, s.set];
    }) as typeof ReactTypes.useState,
    useEffect: (effect, deps) => {
      const s = slot();
      const changed =
        !deps || !s.deps || deps.length !== s.deps.length || deps.some((d, i) => !Object.is(d, s.deps![i]));
      if (changed) {
        s.effect = effect;
        s.deps = deps;
      }
    },
    component: (fn) => hostFor(fn as Component) as typeof fn,
  };
}

let chosen: Renderer | undefined;
/** Chosen once, when a preview first renders (Sveltia has loaded by then). */
const renderer = (): Renderer => (chosen ??= previewRenderer());

export const createElement = ((type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) =>
  renderer().createElement(type, props, ...children)) as unknown as typeof ReactTypes.createElement;
export const useEffect: typeof ReactTypes.useEffect = (...args) => renderer().useEffect(...args);
export const useState = (<S>(initial: S | (() => S)) => renderer().useState(initial)) as typeof ReactTypes.useState;
export const Fragment = FRAGMENT as unknown as typeof ReactTypes.Fragment;
/** A preview component as registered with Sveltia (call after it has loaded). */
export const previewComponent = <C>(fn: C): C => renderer().component(fn);
export default { createElement, useEffect, useState, Fragment };
