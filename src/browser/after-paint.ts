/**
 * Runs `task` once the page has loaded, painted its first frame and the browser is idle: never before that first
 * paint, so what it loads never competes with it (the `client:settled` islands, the scripts in
 * `<template data-after-paint>`).
 */
/**
 * Runs the scripts the build made inert in `<template data-after-paint>` under `root`
 * (scripts/build/after-paint-scripts.mjs: a case study's carousels and map, the sign-up forms' element).
 */
export function runDeferredScripts(root: ParentNode): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]'))
    for (const inert of template.content.querySelectorAll('script')) {
      const script = document.createElement('script');
      for (const { name, value } of inert.attributes) script.setAttribute(name, value);
      document.body.append(script);
    }
}

export function afterFirstPaint(task: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);
  // A frame is painted before the callback after the next one runs.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(whenIdle));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}
