import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, moves focus to the main content, as a full page load would
 * start reading there; links to an anchor (/#services) keep the browser's own handling.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
