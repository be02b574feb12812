// The before/after carousels' enhancement, imported lazily by Carousel.astro: Swiper core with the
// three modules it needs, and the few Swiper CSS rules they need (gallery.css, added when this module
// loads, not swiper's whole stylesheet inlined into every page). Autoplay pauses on hover and focus, has a visible pause
// control, and is off entirely for visitors who prefer reduced motion.
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import css from './gallery.css?inline';

const style = document.createElement('style');
style.textContent = css;
document.head.append(style);

export function mountCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.swiper');
  const dots = root.querySelector<HTMLElement>('[data-carousel-dots]');
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  if (!track || !dots || track.classList.contains('swiper-initialized')) return;
  const animate = !matchMedia('(prefers-reduced-motion: reduce)').matches;

  track.querySelector('.swiper-wrapper')?.removeAttribute('tabindex');
  const swiper = new Swiper(track, {
    modules: [A11y, Autoplay, Pagination],
    slidesPerView: 1,
    loop: true,
    speed: animate ? 500 : 0,
    autoplay: animate ? { delay: 4000, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    pagination: { el: dots, clickable: true },
    a11y: {
      containerRoleDescriptionMessage: 'carousel',
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      paginationBulletMessage: 'Show photo {{index}}',
    },
  });
  const label = pause?.querySelector('[data-carousel-pause-label]');
  if (!animate || !pause || !label) return;

  let stoppedByUser = false;
  const setStopped = (stopped: boolean) => {
    stoppedByUser = stopped;
    pause.setAttribute('aria-pressed', String(stopped));
    label.textContent = stopped ? 'Play' : 'Pause';
    if (stopped) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };
  pause.hidden = false;
  pause.addEventListener('click', () => setStopped(!stoppedByUser));
  // Keyboard users get the same pause as a mouse hover while focus is inside the carousel.
  root.addEventListener('focusin', () => swiper.autoplay.stop());
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null) && !stoppedByUser) swiper.autoplay.start();
  });
}
