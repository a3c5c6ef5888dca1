import { useEffect, useState } from "react";
import { throttle } from "~/lib/throttle";

/** Scroll checks run at most this often (SPEC §9). */
export const scrollThrottleMs = 300;

/** Whether the page is scrolled to the very top, checked at most every {@link scrollThrottleMs}. */
export function useAtTop(wait = scrollThrottleMs): boolean {
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    const check = throttle(() => setAtTop(window.scrollY <= 0), wait);
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => {
      window.removeEventListener("scroll", check);
      check.cancel();
    };
  }, [wait]);
  return atTop;
}
