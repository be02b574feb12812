/**
 * The React that Sveltia CMS renders previews with: the copy it bundles, which it exposes as
 * `globalThis.__SVELTIA_CMS_REACT__`. The editor's build points `react` and `react/jsx-runtime` here
 * (scripts/editor/build.mjs), so the preview components' hooks run in the renderer's own React; a
 * second copy would break them. Read when a component renders, after the CMS has loaded.
 */
import type * as ReactTypes from 'react';

const react = (): typeof ReactTypes => {
  const r = (globalThis as { __SVELTIA_CMS_REACT__?: typeof ReactTypes }).__SVELTIA_CMS_REACT__;
  if (!r) throw new Error('Sveltia CMS has not loaded its React yet');
  return r;
};

export const createElement = ((...args: unknown[]) =>
  (react().createElement as (...a: unknown[]) => ReactTypes.ReactElement)(...args)) as typeof ReactTypes.createElement;
export const useEffect: typeof ReactTypes.useEffect = (...args) => react().useEffect(...args);
export const useState = (<S>(initial: S | (() => S)) => react().useState(initial)) as typeof ReactTypes.useState;
export const Fragment = Symbol.for('react.fragment') as unknown as typeof ReactTypes.Fragment;
export default { createElement, useEffect, useState, Fragment };
