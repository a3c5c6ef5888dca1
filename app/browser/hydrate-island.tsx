import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates one widget on a root of its own; resolves once it has committed and its handlers
 * are attached. Hydration runs as a transition, which React does in short slices.
 */
export function hydrateIsland(element: HTMLElement, widget: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    function Hydrated() {
      useEffect(() => resolve(), []);
      return widget;
    }
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Hydrated />
        </StrictMode>,
      );
    });
  });
}
