import { startTransition, StrictMode, useEffect, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates one widget on a root of its own; resolves once its handlers are attached and it has
 * rendered again with what its own effects learned on hydrating (the carousel's slide after a
 * swipe), so that a press replayed then acts on the widget as the visitor sees it. Hydration
 * runs as a transition, which React does in short slices.
 */
export function hydrateIsland(element: HTMLElement, widget: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    function Hydrated() {
      // The widget's effects run before this one and their updates render with this update.
      const [settled, setSettled] = useState(false);
      useEffect(() => (settled ? resolve() : setSettled(true)), [settled]);
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
