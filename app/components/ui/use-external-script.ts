import { useEffect } from "react";

/**
 * Adds a third-party script to the page once: later calls, from this page or from pages the
 * visitor moves to without a reload, find it already there. Runs only after hydration, so the
 * pre-rendered page never waits for it.
 */
export function useExternalScript(src: string) {
  useEffect(() => {
    const present = [...document.scripts].some((s) => s.src === src);
    if (present) return;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    document.body.append(script);
  }, [src]);
}
