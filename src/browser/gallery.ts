// The before/after carousels' enhancement, imported lazily by Carousel.astro: Swiper core with the
// three modules it needs, and the few Swiper CSS rules they need (gallery.css, added when this module
// loads, not swiper's whole stylesheet inlined into every page). Previous/next buttons sit beside the
// dots. Autoplay stops while the pointer is over the carousel, while a finger is on it, while focus is
// in it, when the visitor presses Pause, and never starts for visitors who prefer reduced motion; `data-autoplay` on the
// carousel says which (running, paused or off).
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import css from './gallery.css?inline';

const style = document.createElement('style');
style.textContent = css;
document.head.append(style);

type Reason = 'hover' | 'touch' | 'focus' | 'user' | 'motion';

export function mountCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.swiper');
  const dots = root.querySelector<HTMLElement>('[data-carousel-dots]');
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  const label = pause?.querySelector('[data-carousel-pause-label]');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!track || !dots || track.classList.contains('swiper-initialized')) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');

  track.querySelector('.swiper-wrapper')?.removeAttribute('tabindex');
  const swiper = new Swiper(track, {
    modules: [A11y, Autoplay, Pagination],
    slidesPerView: 1,
    loop: true,
    speed: reduced.matches ? 0 : 500,
    autoplay: { delay: 4000, disableOnInteraction: false },
    pagination: { el: dots, clickable: true },
    a11y: {
      containerRoleDescriptionMessage: 'carousel',
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      paginationBulletMessage: 'Show photo {{index}}',
    },
  });

  for (const [button, go] of [
    [prev, () => swiper.slidePrev()],
    [next, () => swiper.slideNext()],
  ] as const) {
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', go);
  }

  // Autoplay runs only while nothing asks it to stop.
  const stops = new Set<Reason>();
  const update = () => {
    const off = stops.has('motion') || stops.has('user');
    if (stops.size) swiper.autoplay.stop();
    else swiper.autoplay.start();
    root.dataset.autoplay = off ? 'off' : stops.size ? 'paused' : 'running';
  };
  const toggle = (reason: Reason, on: boolean) => {
    if (on) stops.add(reason);
    else stops.delete(reason);
    update();
  };

  toggle('motion', reduced.matches);
  reduced.addEventListener('change', () => {
    swiper.params.speed = reduced.matches ? 0 : 500;
    if (pause) pause.hidden = reduced.matches;
    toggle('motion', reduced.matches);
  });
  root.addEventListener('mouseenter', () => toggle('hover', true));
  root.addEventListener('mouseleave', () => toggle('hover', false));
  root.addEventListener('touchstart', () => toggle('touch', true), { passive: true });
  for (const end of ['touchend', 'touchcancel'])
    root.addEventListener(end, (event) => toggle('touch', (event as TouchEvent).touches.length > 0), { passive: true });
  root.addEventListener('focusin', () => toggle('focus', true));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) toggle('focus', false);
  });

  if (!pause || !label) return;
  pause.hidden = reduced.matches;
  pause.addEventListener('click', () => {
    const stopped = !stops.has('user');
    pause.setAttribute('aria-pressed', String(stopped));
    label.textContent = stopped ? 'Play' : 'Pause';
    toggle('user', stopped);
  });
}
