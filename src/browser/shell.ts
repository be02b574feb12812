// Page-shell behaviour: mobile menu, What We Do dropdown, header scrolled flag, scroll-to-top, the risk banner's
// height, the scripts a page's first paint does not need, the visit's first touch kept for the forms
// (firstTouch.ts), and the optional analytics.
import { afterFirstPaint, runDeferredScripts } from './after-paint';
import { captureFirstTouch, optedOut } from './firstTouch';

captureFirstTouch();

// The analytics, when it is on (the build leaves none of this in a page while it is off) and the browser
// has not asked not to be followed, loads once the page has loaded, so it never delays it.
if (__SITE_ANALYTICS__ && !optedOut()) {
  const setting = __SITE_ANALYTICS__;
  const start = () => void import('./analytics').then(({ startAnalytics }) => startAnalytics(setting));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
const header = document.querySelector<HTMLElement>('[data-header]');
const toggle = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
const nav = document.getElementById('site-nav');
const topButton = document.querySelector<HTMLButtonElement>('[data-scroll-top]');

// While the mobile menu is open the page behind it is dimmed and does not scroll (html.nav-open), and a
// tap anywhere outside the menu closes it (the dimmed area is the header's own ::after, so the tap
// reaches nothing underneath).
function setMenu(open: boolean) {
  toggle?.setAttribute('aria-expanded', String(open));
  nav?.classList.toggle('is-open', open);
  document.documentElement.classList.toggle('nav-open', open);
}
const menuOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
toggle?.addEventListener('click', () => setMenu(!menuOpen()));
nav?.addEventListener('click', (event) => {
  if ((event.target as Element).closest('a')) setMenu(false);
});
document.addEventListener('click', (event) => {
  const target = event.target as Node;
  if (menuOpen() && !nav?.contains(target) && !toggle?.contains(target)) setMenu(false);
});
// The desktop layout has no menu to close: widening the window with it open must not leave the page locked.
matchMedia('(min-width: 75rem)').addEventListener('change', (event) => {
  if (event.matches) setMenu(false);
});

for (const item of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
  const button = item.querySelector('button')!;
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    item.classList.toggle('is-open', open);
  };
  button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) set(false);
  });
  item.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && item.classList.contains('is-open')) {
      event.stopPropagation();
      set(false);
      button.focus();
    }
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && menuOpen()) {
    setMenu(false);
    toggle?.focus();
  }
});

// The high-risk route's banner (src/components/regulatory/RiskBanner.astro) wraps with the width and the text size:
// --banner-h puts the open menu below it, and anchors and focused elements scroll clear of it.
const banner = document.querySelector<HTMLElement>('[data-risk-banner]');
if (banner) {
  const root = document.documentElement.style;
  new ResizeObserver(() => {
    root.setProperty('--banner-h', `${banner.offsetHeight}px`);
    root.scrollPaddingTop = `calc(var(--header-h) + ${banner.offsetHeight}px + 1rem)`;
  }).observe(banner);
}

let pending = false;
function onScroll() {
  pending = false;
  const y = window.scrollY;
  header?.classList.toggle('is-scrolled', y > 10);
  if (topButton) topButton.hidden = y <= 300;
}
window.addEventListener(
  'scroll',
  () => {
    if (!pending) {
      pending = true;
      requestAnimationFrame(onScroll);
    }
  },
  { passive: true },
);
onScroll();

topButton?.addEventListener('click', () => {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
});

// A tap on an island's button before the island has woken would do nothing: keep it, and replay it
// on the same button (found again by its id, as hydration may replace it) once the island has hydrated.
// Astro marks a waiting island with `ssr` and fires `astro:hydrate` on it when done.
document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button[type="button"][id]');
    const island = button?.closest('astro-island[ssr]');
    if (!button || !island) return;
    island.addEventListener('astro:hydrate', () => setTimeout(() => document.getElementById(button.id)?.click()), {
      once: true,
    });
  },
  { capture: true },
);

// The scripts the build made inert in `<template data-after-paint>` (scripts/build/after-paint-scripts.mjs: a case
// study's carousels and map) run once the page has painted, so they never delay that paint.
afterFirstPaint(() => runDeferredScripts(document));
