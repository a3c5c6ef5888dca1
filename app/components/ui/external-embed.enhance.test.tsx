import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OffScreen, OnScreen, renderStatic } from "../../test-setup";
import { ExternalEmbed } from "./external-embed";
import { FrameScripts } from "./frame-script";
import { listenForPlay, startExternalEmbeds } from "./external-embed.enhance";

/** The embed as built, with its script run (the page has loaded in jsdom by now). */
function render(element: ReactElement) {
  const container = renderStatic(element);
  startExternalEmbeds(container);
  listenForPlay(container);
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
    render(embed());
    const frame = await screen.findByTitle("Sunday's sermon video");
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("src", "https://video.example/embed/abc");
    expect(frame.getAttribute("sandbox")!.split(" ")).not.toContain("allow-top-navigation");
    expect(screen.getByRole("link", { name: "Watch on Video Example" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      "https://video.example/embed/abc",
      expect.objectContaining({ mode: "no-cors", credentials: "omit" }),
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("leaves a video as its box and Play button, asking nothing, until the button is pressed", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetch);
    const { container } = render(embed("video"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelector("iframe")).toBeNull();
    const play = screen.getByRole("button", { name: "Play: Sunday's sermon video" });
    play.focus();
    play.click();
    play.click();
    const frame = await screen.findByTitle("Sunday's sermon video");
    expect(fetch).toHaveBeenCalledOnce();
    // It plays from the press, and the keyboard is where the button was.
    expect(frame).toHaveAttribute("src", "https://video.example/embed/abc?autoplay=1");
    expect(frame).toHaveFocus();
    expect(frame).toHaveAttribute("allow", "autoplay; fullscreen; picture-in-picture; encrypted-media");
    expect(frame.getAttribute("sandbox")).toContain("allow-presentation");
    expect(container.querySelector("button")).toBeNull();
  });

  it("asks the page for nothing before a press, and a click beside the Play button starts nothing", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetch);
    const container = renderStatic(embed("video"));
    const asked = [
      vi.spyOn(Document.prototype, "querySelector"),
      vi.spyOn(Document.prototype, "querySelectorAll"),
      vi.spyOn(Element.prototype, "querySelector"),
      vi.spyOn(Element.prototype, "querySelectorAll"),
    ];
    listenForPlay(container);
    for (const spy of asked) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    (container.querySelector("[data-frame-box]") as HTMLElement).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    // The press lands on the button's icon, inside it.
    container.querySelector("button svg")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(await screen.findByTitle("Sunday's sermon video")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("says so in the box, with the focus, when a pressed video's provider does not answer", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    render(embed("video"));
    screen.getByRole("button", { name: "Play: Sunday's sermon video" }).click();
    const message = await screen.findByText(/^Sunday's sermon video could not be loaded here\./);
    expect(message).toHaveFocus();
    expect(screen.queryByTitle("Sunday's sermon video")).toBeNull();
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

  it("is written after each frame's box, a video's script after a video's, and each starts once", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetch);
    const container = renderStatic(
      <FrameScripts.Provider value={{ embed: "/* the frames' script */", video: "/* the videos' script */" }}>
        {embed()}
        {embed("video")}
      </FrameScripts.Provider>,
    );
    const [page, video] = container.querySelectorAll("figure");
    expect(page!.lastElementChild!.tagName).toBe("SCRIPT");
    expect(page!.lastElementChild).toHaveTextContent("the frames' script");
    expect(video!.lastElementChild).toHaveTextContent("the videos' script");
    // Each figure's copy of its script runs, in the page's order; neither starts the other's.
    startExternalEmbeds(container);
    expect(video!.dataset.video).toBe("");
    listenForPlay(container);
    startExternalEmbeds(container);
    listenForPlay(container);
    await screen.findByTitle("Sunday's sermon video");
    screen.getByRole("button", { name: /^Play/ }).click();
    await waitFor(() => expect(screen.getAllByTitle("Sunday's sermon video")).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect([page!.dataset.frame, video!.dataset.video]).toEqual(["started", "started"]);
  });

  it("comes with no script when never on a first screen, and the page script starts it after the first input", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetch);
    const container = renderStatic(
      <FrameScripts.Provider value={{ embed: "/* the frames' script */" }}>
        <ExternalEmbed
          src="https://map.example/embed"
          title="Map of the church"
          link={{ href: "https://map.example/", label: "Open the map" }}
          belowFirstScreen
        />
      </FrameScripts.Provider>,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("figure")!.dataset.frame).toBe("");
    startExternalEmbeds(container, true);
    await screen.findByTitle("Map of the church");
    expect(fetch).toHaveBeenCalledOnce();
  });
});
