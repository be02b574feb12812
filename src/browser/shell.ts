// Page-shell behaviour: mobile menu, What We Do dropdown, header scrolled flag, scroll-to-top, the risk banner's
// height, the scripts a page's first paint does not need, the visit's first touch kept for the forms and
// handed to the new tabs the site opens (firstTouch.ts), and the optional analytics.
import { afterFirstPaint, runDeferredScripts } from './after-paint';
import { captureFirstTouch, handOverOnClick, optedOut } from './firstTouch';

captureFirstTouch();
// A middle click opens a link in a new tab too, and fires auxclick, not click.
addEventListener('click', handOverOnClick);
addEventListener('auxclick', handOverOnClick);

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

// While the mobile menu is open the page behind it is dimmed, does not scroll (html.nav-open) and is inert, so
// neither Tab nor a screen reader reaches what the menu covers; a tap anywhere outside the menu closes it (the
// dimmed area is the header's own ::after, so the tap reaches nothing underneath). Closing it gives focus back
// to the menu button when focus was in the menu (or fell to the page, as a tap on the dimmed area leaves it).
function setMenu(open: boolean) {
  const focused = document.activeElement;
  if (!open && menuOpen() && (!focused || focused === document.body || nav?.contains(focused))) toggle?.focus();
  toggle?.setAttribute('aria-expanded', String(open));
  nav?.classList.toggle('is-open', open);
  document.documentElement.classList.toggle('nav-open', open);
  for (const part of document.body.children) if (header && !part.contains(header)) (part as HTMLElement).inert = open;
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
  if (!menuOpen()) return;
  if (event.key === 'Escape') setMenu(false);
  // Tab and Shift+Tab go round the menu button and the menu's links, never past them to the header's other parts.
  if (event.key !== 'Tab' || !toggle || !nav) return;
  const stops = [toggle, ...nav.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.checkVisibility());
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? 0 : (at + (event.shiftKey ? stops.length - 1 : 1)) % stops.length;
  if (at < 0 || next !== at + (event.shiftKey ? -1 : 1)) {
    event.preventDefault();
    stops[next]?.focus();
  }
});

// The high-risk route's banner (src/components/regulatory/RiskBanner.astro) wraps with the width and the text size:
// --banner-h puts the open menu below it, and anchors and focused elements scroll clear of it.
const banner = document.querySelector<HTMLElement>('[data-risk-banner]');
if (banner) {
  const root = document.documentElement.style;
  new ResizeObserver(() => {
    // Its exact height: offsetHeight rounds, and half a pixel too few leaves the menu's last item cut.
    const height = banner.getBoundingClientRect().height;
    root.setProperty('--banner-h', `${height}px`);
    root.scrollPaddingTop = `calc(var(--header-h) + ${height}px + 1rem)`;
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

// Smoothly, unless the visitor asked for less motion: the page's scroll-behavior says which (global.css).
topButton?.addEventListener('click', () => {
  window.scrollTo({ top: 0 });
  document.getElementById('main')?.focus({ preventScroll: true });
});

// The scripts the build made inert in `<template data-after-paint>` (scripts/build/after-paint-scripts.mjs: a case
// study's carousels and map) run once the page has painted, so they never delay that paint.
afterFirstPaint(() => runDeferredScripts(document));
