import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moduleRoot, renderStatic } from "../../test-setup";
import { AudioPlayer } from "./audio-player";
import { audioPlayer } from "./audio-player.enhance";

const render = (label?: string) =>
  moduleRoot(
    renderStatic(
      <AudioPlayer
        src="https://media.example/message.mp3"
        label={label}
        downloadLabel="Download the message (MP3, 38 min)"
        unavailable={
          <>
            The recording cannot be reached right now. Call <a href="tel:+17175550148">the office</a>.
          </>
        }
      />,
    ),
    "audio-player",
  );

/** jsdom plays nothing: each player's play() says it started, as a browser's does, and pause() is watched. */
let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;
beforeEach(() => {
  play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(pause as never);
});
afterEach(() => vi.restoreAllMocks());

const partsOf = (root: HTMLElement) => ({
  details: root.querySelector("details")!,
  summary: root.querySelector("summary")!,
});

describe("the audio player's markup", () => {
  it("waits closed behind a Listen button named after the recording, the player unmade, and fetches nothing", () => {
    const root = render("No Condemnation");
    expect(root.querySelector("details")).not.toHaveAttribute("open");
    expect(screen.getByText("Listen", { selector: "summary" })).toHaveTextContent("Listen to No Condemnation");
    // The player is the details' noscript's: markup for visitors without JavaScript, text for the others.
    const markup = root.querySelector("details > noscript")!.innerHTML;
    expect(markup).toMatch(/^<audio [^>]*controls=""[^>]*><\/audio>$/);
    expect(markup).toContain('preload="none"');
    expect(markup).toContain('src="https://media.example/message.mp3"');
    expect(markup).toContain('aria-label="No Condemnation"');
  });
});

describe("the audio player's module", () => {
  // Where the focus goes is for the browser's tests: jsdom's player cannot take it.
  it("makes the player at a press, puts it in the details' place, and plays it in the press's handler", () => {
    const root = render("No Condemnation");
    const { details, summary } = partsOf(root);
    audioPlayer(root);
    expect(root.querySelectorAll("audio")).toHaveLength(0);
    summary.click();
    expect(play).toHaveBeenCalledOnce();
    expect(details).not.toBeInTheDocument();
    expect(details.open).toBe(false);
    const audio = root.querySelector("audio")!;
    expect(audio.parentElement).toBe(root);
    expect(play.mock.contexts[0]).toBe(audio);
    expect(audio).toHaveAttribute("controls");
    expect(audio).toHaveAttribute("src", "https://media.example/message.mp3");
    expect(audio).toHaveAttribute("aria-label", "No Condemnation");
  });

  it("plays a player a press opened just before the module started", () => {
    const root = render();
    const { details } = partsOf(root);
    details.open = true;
    audioPlayer(root);
    expect(play).toHaveBeenCalledOnce();
    expect(details).not.toBeInTheDocument();
    expect(root.querySelector("audio")).toBeInTheDocument();
  });

  it("puts the player in a details opened long before, with no press to answer, without playing it", () => {
    const root = render();
    const { details } = partsOf(root);
    details.open = true;
    vi.stubGlobal("navigator", { userActivation: { isActive: false } });
    try {
      audioPlayer(root);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(play).not.toHaveBeenCalled();
    expect(details).not.toBeInTheDocument();
    expect(root.querySelector("audio")).toHaveAttribute("controls");
  });

  it("pauses the other player playing when one starts", () => {
    const [first, second] = [render("First"), render("Second")];
    audioPlayer(first);
    audioPlayer(second);
    partsOf(first).summary.click();
    const one = first.querySelector("audio")!;
    expect(pause).not.toHaveBeenCalled();
    Object.defineProperty(one, "paused", { value: false });
    partsOf(second).summary.click();
    expect(pause).toHaveBeenCalledOnce();
    expect(pause.mock.contexts[0]).toBe(one);
  });

  it("says nothing while the file is fine; when the file cannot load, says where else to turn and drops the download", () => {
    const root = render();
    audioPlayer(root);
    const status = screen.getByRole("status");
    partsOf(root).summary.click();
    expect(status).toBeEmptyDOMElement();
    root.querySelector("audio")!.dispatchEvent(new Event("error"));
    expect(status).toHaveTextContent("The recording cannot be reached right now. Call the office.");
    expect(screen.getByRole("link", { name: "the office" })).toHaveAttribute("href", "tel:+17175550148");
    expect(root.querySelector("a[download]")!.closest("p")).not.toBeVisible();
  });
});
