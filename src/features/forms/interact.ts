/**
 * `client:interact`: hydrate an island on the first sign someone is about to use it (pointer over
 * or down, focus, typing), so pages load no React for a form nobody touches. Until then the
 * server-rendered form works as a plain post.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerover', 'pointerdown', 'focusin', 'input'] as const;

const interact: ClientDirective = (load, _options, el) => {
  const start = async () => {
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of EVENTS) el.addEventListener(type, start, { once: true, passive: true });
};

export default interact;
