/** `react/jsx-runtime` for the preview components, on Sveltia CMS's React (see ./react.ts). */
import type { ReactElement } from 'react';
import { createElement, Fragment } from './react';

type Props = Record<string, unknown> & { children?: unknown };
const create = createElement as unknown as (type: unknown, props: Props) => ReactElement;
export const jsx = (type: unknown, props: Props, key?: string): ReactElement =>
  create(type, key === undefined ? props : { ...props, key });
/** The same for an element with several children (React tells them apart; the preview need not). */
export const jsxs = (type: unknown, props: Props, key?: string): ReactElement => jsx(type, props, key);
export { Fragment };
