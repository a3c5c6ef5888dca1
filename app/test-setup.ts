import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

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
