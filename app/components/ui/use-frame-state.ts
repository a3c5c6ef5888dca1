import { useEffect, useState, type RefObject } from "react";

/** Where a frame is: waiting (a placeholder), shown, or replaced by its link because its provider did not answer. */
export type FrameState = "waiting" | "shown" | "unavailable";

/**
 * Decides when a third-party frame appears: once the page has finished loading and the frame
 * is near the screen, so it never competes with the page itself. Its provider is asked at the
 * same moment whether it answers: a provider that is down or blocked would show the browser's
 * error page inside the frame, which the page cannot see, so a request of its own tells. That
 * request carries no cookies and no referrer, and its answer is never read (`no-cors`).
 */
export function useFrameState(url: string, near: RefObject<Element | null>): FrameState {
  const [state, setState] = useState<FrameState>("waiting");
  useEffect(() => {
    const element = near.current;
    if (!element) return;
    let live = true;
    let observer: IntersectionObserver | undefined;
    const show = () => {
      setState((s) => (s === "waiting" ? "shown" : s));
      fetch(url, { method: "HEAD", mode: "no-cors", credentials: "omit", referrerPolicy: "no-referrer" }).catch(
        () => live && setState("unavailable"),
      );
    };
    const watch = () => {
      if (!live) return;
      if (typeof IntersectionObserver === "undefined") return show();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          show();
        },
        { rootMargin: "1250px 0px" },
      );
      observer.observe(element);
    };
    if (document.readyState === "complete") watch();
    else window.addEventListener("load", watch, { once: true });
    return () => {
      live = false;
      observer?.disconnect();
      window.removeEventListener("load", watch);
    };
  }, [url, near]);
  return state;
}
