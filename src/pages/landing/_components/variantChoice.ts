/**
 * How a landing page with variants shows each visitor one: this script runs in the page's head, before anything
 * is drawn, so the page never changes under the visitor (no layout shift). It picks one of the letters the page
 * lists in `data-variants`, evenly at random, keeps it in session storage for the visit (no cookie) so a reload
 * shows the same, and marks the page with it (`<html data-variant>`); the page's styles hide every other
 * version (Variants.astro), and the page shell records it with the visit's first touch
 * (src/browser/firstTouch.ts). A browser that asks not to be followed (Global Privacy Control, Do Not Track),
 * or keeps no storage, is shown the page as written (a) and nothing is kept. Without JavaScript the page as
 * written shows. It is an inline script the page's CSP allows by its hash (VARIANT_CHOICE_HASH).
 */
import { createHash } from 'node:crypto';

export const VARIANT_CHOICE = `(function (s) {
  var ids = s.getAttribute('data-variants').split(' '), v = ids[0], n = navigator;
  try {
    if (!(n.globalPrivacyControl === true || n.doNotTrack === '1')) {
      var key = 'variant:' + location.pathname;
      v = sessionStorage.getItem(key);
      if (ids.indexOf(v) < 0) sessionStorage.setItem(key, (v = ids[Math.floor(Math.random() * ids.length)]));
    }
  } catch (e) {
    v = ids[0];
  }
  document.documentElement.setAttribute('data-variant', v);
})(document.currentScript);`;

/** The script's hash, as a page's CSP lists it. */
export const VARIANT_CHOICE_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(VARIANT_CHOICE, 'utf8').digest('base64')}`;
