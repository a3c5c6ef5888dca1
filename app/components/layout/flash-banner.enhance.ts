/**
 * The flash banner's behavior, attached to the banner that FlashBanner pre-renders: shown at the
 * top of the page, hidden once the visitor has scrolled it out of view, with the scroll position
 * checked at most every {@link scrollThrottleMs} (SPEC §9). It sits above the sticky header and
 * keeps its place when hidden, so hiding it never moves the page.
 */
import { throttle } from "~/lib/throttle";

/** Scroll checks run at most this often (SPEC §9). */
export const scrollThrottleMs = 300;

export function flashBanner(banner: HTMLElement, wait = scrollThrottleMs): void {
  const check = throttle(() => {
    banner.hidden = window.scrollY > 0 && window.scrollY >= banner.offsetTop + banner.offsetHeight;
  }, wait);
  check();
  window.addEventListener("scroll", check, { passive: true });
}
