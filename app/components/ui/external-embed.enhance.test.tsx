import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OffScreen, OnScreen, renderStatic } from "../../test-setup";
import { ExternalEmbed } from "./external-embed";
import { FrameScripts } from "./frame-script";
import { startExternalEmbeds } from "./external-embed.enhance";

/** The embed as built, with its script run (the page has loaded in jsdom by now). */
function render(element: ReactElement) {
  const container = renderStatic(element);
  startExternalEmbeds(container);
  return { container };
}

const embed = (kind?: "video") => (
  <ExternalEmbed
    src="https://video.example/embed/abc"
    title="Sunday's sermon video"
    link={{ href: "https://video.example/watch/abc", label: "Watch on Video Example" }}
    kind={kind}
  />
);

describe("the external embed's script", () => {
  it("costs nothing until near the screen: a box of the frame's size, and no request", async () => {
    vi.stubGlobal("IntersectionObserver", OffScreen);
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { container } = render(embed());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTitle("Sunday's sermon video")).toBeNull();
    expect(container.querySelector("figure > div")).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Watch on Video Example" })).toBeInTheDocument();
  });

  beforeEach(() => vi.stubGlobal("IntersectionObserver", OnScreen));
  afterEach(() => vi.unstubAllGlobals());

  it("shows a titled, lazy, sandboxed frame with the provider's link when the provider answers", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetch);
    render(embed("video"));
    const frame = await screen.findByTitle("Sunday's sermon video");
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame.getAttribute("sandbox")!.split(" ")).not.toContain("allow-top-navigation");
    expect(frame).toHaveAttribute("allow", "fullscreen; picture-in-picture; encrypted-media");
    expect(screen.getByRole("link", { name: "Watch on Video Example" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      "https://video.example/embed/abc",
      expect.objectContaining({ mode: "no-cors", credentials: "omit" }),
    );
  });

  it("asks the provider first, and makes no frame before it answers", async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal("fetch", vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve))));
    const { container } = render(embed());
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("[data-frame-box]")).not.toBeNull();
    answer(new Response(null));
    expect(await screen.findByTitle("Sunday's sermon video")).toBeInTheDocument();
    expect(container.querySelector("[data-frame-box]")).toBeNull();
  });

  it("puts a message in the frame's box and keeps the link where it was when the provider does not answer", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const { container } = render(embed());
    const figure = container.querySelector("figure")!;
    const before = [...figure.children].map((child) => child.tagName);
    const message = await screen.findByText(/^Sunday's sermon video could not be loaded here\./);
    // The link is in the message too, where the eye is when the box is tall.
    expect(within(message).getByRole("link", { name: "Watch on Video Example" })).toBeInTheDocument();
    expect(screen.queryByTitle("Sunday's sermon video")).toBeNull();
    // The same boxes in the same order, so nothing below the frame moves.
    expect([...figure.children].map((child) => child.tagName)).toHaveLength(before.length);
    expect(figure.children[0]).toBe(message);
    expect(figure.lastElementChild).toHaveTextContent("Watch on Video Example");
    for (const link of screen.getAllByRole("link", { name: "Watch on Video Example" }))
      expect(link).toHaveAttribute("href", "https://video.example/watch/abc");
  });

  it("gives pages that are not videos no fullscreen or presentation", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(null)));
    render(embed());
    const frame = await screen.findByTitle("Sunday's sermon video");
    expect(frame).not.toHaveAttribute("allow");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-presentation");
  });

  it("is written after each frame's box, and each frame is started once, whichever copy runs", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetch);
    const container = renderStatic(
      <FrameScripts.Provider value={{ embed: "/* the frames' script */" }}>
        {embed()}
        {embed("video")}
      </FrameScripts.Provider>,
    );
    const figures = container.querySelectorAll("figure");
    for (const figure of figures) {
      expect(figure.lastElementChild!.tagName).toBe("SCRIPT");
      expect(figure.lastElementChild).toHaveTextContent("the frames' script");
    }
    // Each figure's copy of the script runs, in the page's order.
    startExternalEmbeds(container);
    startExternalEmbeds(container);
    await waitFor(() => expect(screen.getAllByTitle("Sunday's sermon video")).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect([...figures].map((figure) => figure.dataset.frame)).toEqual(["started", "started"]);
  });
});
