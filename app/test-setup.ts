import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  if (typeof document !== "undefined") document.body.replaceChildren();
});

/**
 * Puts a component's markup into the page as the build writes it, without React in the page:
 * what an enhancement module (`*.enhance.ts`) finds in the browser. Returns its container.
 */
export function renderStatic(element: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(element);
  document.body.append(container);
  return container;
}

/** An IntersectionObserver (stubbed in for jsdom's none) that reports every element on screen at once. */
export class OnScreen {
  constructor(
    private readonly report: (entries: { isIntersecting: boolean; boundingClientRect: DOMRectReadOnly }[]) => void,
  ) {}
  observe() {
    queueMicrotask(() =>
      this.report([{ isIntersecting: true, boundingClientRect: new DOMRectReadOnly(0, 0, 300, 200) }]),
    );
  }
  disconnect() {}
}

/** An IntersectionObserver for an element far down the page, never reached. */
export class OffScreen {
  observe() {}
  disconnect() {}
}

/** The element of the container that names an enhancement module. */
export const moduleRoot = (container: ParentNode, name: string) =>
  container.querySelector<HTMLElement>(`[data-module="${name}"]`)!;

/** jsdom has no matchMedia; tests set the window width through this and fire "change". */
const listeners = new Set<() => void>();
let width = 375;

export function setViewportWidth(next: number) {
  width = next;
  for (const fire of listeners) fire();
}

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const reduce = /prefers-reduced-motion:\s*reduce/.test(query);
  if (reduce) return false;
  return min ? width >= Number(min[1]) : false;
}

vi.stubGlobal("matchMedia", (query: string) => {
  const callbacks = new Set<() => void>();
  const list = {
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, cb: () => void) => callbacks.add(cb),
    removeEventListener: (_: string, cb: () => void) => callbacks.delete(cb),
  };
  listeners.add(() => callbacks.forEach((cb) => cb()));
  return list;
});
