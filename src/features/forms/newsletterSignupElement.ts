/**
 * `<newsletter-signup>` (src/components/NewsletterSignup.astro): all the script a page carries for its
 * sign-up forms until someone reaches for one. It runs once the page has painted (the build defers it:
 * scripts/build/after-paint-scripts.mjs). The form's behaviour (newsletterSignup.ts) is fetched on the first
 * pointer over or down, focus or keystroke inside it, or at once if focus is already there; until it has
 * arrived, the served form works as a plain post. A fetch that fails is tried again on the next sign.
 */
const WAKE = ['pointerover', 'pointerdown', 'focusin', 'input'] as const;

class NewsletterSignupElement extends HTMLElement {
  connectedCallback(): void {
    if (this.hasAttribute('data-awake')) return;
    if (this.contains(document.activeElement)) this.wake();
    else this.listen();
  }

  // One listener however often the element is connected: the same function is added once.
  private listen(): void {
    for (const type of WAKE) this.addEventListener(type, this.wake, { passive: true });
  }

  private wake = (): void => {
    for (const type of WAKE) this.removeEventListener(type, this.wake);
    import('./newsletterSignup').then(
      (m) => m.wire(this),
      () => this.listen(),
    );
  };
}

customElements.define('newsletter-signup', NewsletterSignupElement);
