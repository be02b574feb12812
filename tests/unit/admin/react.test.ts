// @vitest-environment jsdom
/**
 * The editor's touch points in Sveltia CMS (src/admin/react.ts, scripts/editor/build.mjs): its undocumented React
 * global is checked before the previews use it; when a version changes it, the editor says so, naming the version,
 * and the previews run on the documented `h` and `createClass`, with their state and effects intact. (The build's
 * check of the installed package: sveltia-package.test.ts.)
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  classicProblems,
  FORCE_STAND_IN,
  previewRenderer,
  REACT_GLOBAL,
  reactProblems,
} from '../../../src/admin/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Spec = Record<string, unknown> & { render(): unknown; getInitialState?(): object };
/** `createClass` as create-react-class (what Sveltia exposes) makes it: a class calling the spec's methods. */
function createClass(spec: Spec) {
  return class extends React.Component<Record<string, unknown>, object> {
    static displayName = spec.displayName as string;
    constructor(props: Record<string, unknown>) {
      super(props);
      this.state = spec.getInitialState?.call(this) ?? {};
    }
    render() {
      return spec.render.call(this) as React.ReactNode;
    }
    componentDidMount() {
      (spec.componentDidMount as (() => void) | undefined)?.call(this);
    }
    componentDidUpdate() {
      (spec.componentDidUpdate as (() => void) | undefined)?.call(this);
    }
    componentWillUnmount() {
      (spec.componentWillUnmount as (() => void) | undefined)?.call(this);
    }
  };
}

describe('the shape checks', () => {
  it('accept React as Sveltia gives it', () => {
    expect(reactProblems(React)).toEqual([]);
    expect(classicProblems({ h: React.createElement, createClass })).toEqual([]);
  });

  it('name what a new version changed', () => {
    expect(reactProblems(undefined)).toEqual([`globalThis.${REACT_GLOBAL} is missing`]);
    expect(reactProblems({ ...React, useState: undefined, Fragment: Symbol('other') })).toEqual([
      `${REACT_GLOBAL}.useState()`,
      `${REACT_GLOBAL}.Fragment`,
    ]);
    expect(classicProblems({ h: React.createElement })).toEqual(['globalThis.createClass()']);
  });
});

describe('choosing the previews’ renderer', () => {
  it('uses Sveltia’s React as it is when its shape matches, saying nothing', () => {
    const warn = vi.fn();
    const r = previewRenderer({ [REACT_GLOBAL]: React }, '9.9.9', warn);
    expect(r.createElement).toBe(React.createElement);
    const component = () => null;
    expect(r.component(component)).toBe(component);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to h and createClass, saying so once with the version and what changed', () => {
    const warn = vi.fn();
    previewRenderer({ h: React.createElement, createClass }, '9.9.9', warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /^\[editor\] Sveltia CMS 9\.9\.9 no longer gives its React as expected \(globalThis\.__SVELTIA_CMS_REACT__ is missing\): .*h and createClass/,
    );
  });

  it('can be asked for the stand-in, to try it', () => {
    const warn = vi.fn();
    const localStorage = { getItem: (key: string) => (key === FORCE_STAND_IN ? '1' : null) };
    const r = previewRenderer(
      { [REACT_GLOBAL]: React, h: React.createElement, createClass, localStorage },
      '9.9.9',
      warn,
    );
    expect(r.createElement).not.toBe(React.createElement);
    expect(warn.mock.calls[0]![0]).toContain(`${FORCE_STAND_IN} asks for the stand-in`);
  });

  it('fails with a clear error when neither is there', () => {
    expect(() => previewRenderer({}, '9.9.9', vi.fn())).toThrow(
      /^Sveltia CMS 9\.9\.9 changed what the previews rely on \(globalThis\.__SVELTIA_CMS_REACT__ is missing; globalThis\.h\(\); globalThis\.createClass\(\)\)/,
    );
  });
});

describe('the previews on the stand-in', () => {
  const r = previewRenderer({ h: React.createElement, createClass }, '9.9.9', () => {});
  const log: string[] = [];
  let resolveCheck: (value: string) => void = () => {};

  /** Like the previews: state set by an effect when an asynchronous check ends, keyed on the input. */
  function Report({ text }: { text: string }) {
    const [report, setReport] = r.useState<string | undefined>(undefined);
    r.useEffect(() => {
      let current = true;
      log.push(`check ${text}`);
      void new Promise<string>((resolve) => (resolveCheck = resolve)).then((v) => current && setReport(v));
      return () => {
        current = false;
        log.push(`drop ${text}`);
      };
    }, [text]);
    return r.createElement('p', { 'data-report': '' }, report ?? 'checking');
  }
  function Counter() {
    const [n, setN] = r.useState(() => 1);
    r.useEffect(() => {
      log.push(`rendered ${n}`);
    });
    return r.createElement('button', { onClick: () => setN((v: number) => v + 1) }, `n=${n}`);
  }
  const Preview = r.component(({ text }: { text: string }) =>
    r.createElement(
      React.Fragment,
      null,
      r.createElement('h1', null, text),
      r.createElement(Report, { text }),
      r.createElement(Counter, null),
    ),
  );

  const host = document.createElement('div');
  const root = createRoot(host);
  const render = (text: string) => React.act(async () => root.render(React.createElement(Preview, { text })));

  beforeAll(() => render('first'));

  it('renders nested function components, each with its own state', async () => {
    expect(host.querySelector('h1')!.textContent).toBe('first');
    expect(host.querySelector('[data-report]')!.textContent).toBe('checking');
    expect(host.querySelector('button')!.textContent).toBe('n=1');
    await React.act(async () => host.querySelector('button')!.click());
    await React.act(async () => host.querySelector('button')!.click());
    expect(host.querySelector('button')!.textContent).toBe('n=3');
    expect(log.filter((l) => l.startsWith('rendered'))).toEqual(['rendered 1', 'rendered 2', 'rendered 3']);
  });

  it('runs an effect again only when its inputs change, cleaning up the last one first', async () => {
    await React.act(async () => resolveCheck('ok: first'));
    expect(host.querySelector('[data-report]')!.textContent).toBe('ok: first');
    await render('first');
    expect(log.filter((l) => l.startsWith('check'))).toEqual(['check first']);
    await render('second');
    expect(log.filter((l) => /^(check|drop)/.test(l))).toEqual(['check first', 'drop first', 'check second']);
    await React.act(async () => resolveCheck('ok: second'));
    expect(host.querySelector('[data-report]')!.textContent).toBe('ok: second');
  });

  it('cleans up on unmount, and ignores a late update', async () => {
    await render('third');
    const late = resolveCheck;
    await React.act(async () => root.unmount());
    expect(log.at(-1)).toBe('drop third');
    await React.act(async () => late('too late'));
    expect(host.innerHTML).toBe('');
  });
});
