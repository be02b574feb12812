/**
 * `<newsletter-signup>` (src/components/NewsletterSignup.astro): all the script a page carries for its
 * sign-up forms until someone reaches for one. The form's behaviour (newsletterSignup.ts) is fetched on
 * the first pointer over or down, focus or keystroke inside it; until it has arrived, the served form
 * works as a plain post. A fetch that fails is tried again on the next sign.
 */
const WAKE = ['pointerover', 'pointerdown', 'focusin', 'input'] as const;

class NewsletterSignupElement extends HTMLElement {
  connectedCallback(): void {
    const wake = () => {
      for (const type of WAKE) this.removeEventListener(type, wake);
      import('./newsletterSignup').then(
        (m) => m.wire(this),
        () => listen(),
      );
    };
    const listen = () => {
      for (const type of WAKE) this.addEventListener(type, wake, { passive: true });
    };
    if (!this.hasAttribute('data-awake')) listen();
  }
}

customElements.define('newsletter-signup', NewsletterSignupElement);
