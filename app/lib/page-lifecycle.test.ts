import { describe, expect, it, vi } from "vitest";
import { whenShown } from "./page-lifecycle";

describe("whenShown", () => {
  it("starts at once on a loaded page", () => {
    const start = vi.fn();
    whenShown(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it("waits, on a page the browser prerendered, until the visitor opens it", () => {
    const start = vi.fn();
    const doc = Object.assign(new EventTarget(), { prerendering: true, readyState: "complete" }) as unknown as Document;
    whenShown(start, doc);
    expect(start).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(start).toHaveBeenCalledOnce();
  });
});
