import { afterEach, describe, expect, it, vi } from "vitest";
import { startIslands } from "./islands";

function island(name: string, props: object) {
  const element = document.createElement("div");
  element.dataset.island = name;
  element.dataset.props = JSON.stringify(props);
  element.innerHTML = "<button type='button'>Next</button>";
  document.body.append(element);
  return element;
}

describe("the island loader", () => {
  afterEach(() => vi.useRealTimers());

  it("loads an interaction island only on the first interaction, and presses again a button pressed before", async () => {
    const element = island("widget", { label: "x" });
    const pressed = vi.fn();
    element.querySelector("button")!.addEventListener("click", () => pressed());
    const hydrate = vi.fn(async (el: HTMLElement, props: { label: string }) => {
      expect(el).toBe(element);
      expect(props).toEqual({ label: "x" });
    });
    const load = vi.fn(async () => ({ hydrate }));
    startIslands(document, { widget: { load } }, ["widget"]);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    element.querySelector("button")!.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();

    // Hydrated: the loader has let go, and a press is just a press.
    element.querySelector("button")!.click();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pressed).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledOnce();
  });

  it("leaves a press made once React is attached to React, and tries again after a failed load", async () => {
    const element = island("widget", {});
    const pressed = vi.fn();
    const button = element.querySelector("button")!;
    button.addEventListener("click", () => pressed());
    vi.spyOn(console, "error").mockImplementation(() => {});
    let finish = () => {};
    const hydrate = vi.fn(() => {
      // React is attached from here on: a press now is its to handle.
      button.click();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ hydrate });
    startIslands(document, { widget: { load } }, ["widget"]);

    element.dispatchEvent(new Event("pointerover"));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledOnce());
    element.dispatchEvent(new Event("pointerover"));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).toHaveBeenCalledTimes(2);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("loads an idle island once the page is loaded, unless it was drawn for the visitor's week", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 12), toFake: ["Date"] });
    island("fresh", {}).dataset.week = "2026-11-23";
    island("stale", {}).dataset.week = "2026-11-16";
    island("undated", {});
    const load = () => vi.fn(async () => ({ hydrate: vi.fn(async () => {}) }));
    const [fresh, stale, undated] = [load(), load(), load()];
    startIslands(document, { fresh: { load: fresh }, stale: { load: stale }, undated: { load: undated } });
    await vi.waitFor(() => expect(stale).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(undated).toHaveBeenCalledOnce());
    expect(fresh).not.toHaveBeenCalled();
  });
});
