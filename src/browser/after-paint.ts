/**
 * Runs `task` once the page has loaded, painted its first frame and the browser is idle: never before that first
 * paint, so what it loads never competes with it (the `client:settled` islands, the scripts in
 * `<template data-after-paint>`).
 */
export function afterFirstPaint(task: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);
  // A frame is painted before the callback after the next one runs.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(whenIdle));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}
