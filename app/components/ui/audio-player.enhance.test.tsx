import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

/** The root's player, with jsdom's missing playback stood in for: whether it was asked to play. */
const playerOf = (root: HTMLElement) => {
  const audio = root.querySelector("audio")!;
  const play = vi.fn(() => {
    audio.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  Object.assign(audio, { play, pause: vi.fn() });
  return { audio, play, details: root.querySelector("details")!, summary: root.querySelector("summary")! };
};

describe("the audio player's markup", () => {
  it("waits closed behind a Listen button named after the recording, and fetches nothing", () => {
    const root = render("No Condemnation");
    expect(root.querySelector("details")).not.toHaveAttribute("open");
    expect(screen.getByText("Listen", { selector: "summary" })).toHaveTextContent("Listen to No Condemnation");
    const audio = root.querySelector("audio")!;
    expect(audio).toHaveAttribute("preload", "none");
    expect(audio).toHaveAttribute("controls");
    expect(audio).toHaveAttribute("aria-label", "No Condemnation");
  });
});

describe("the audio player's module", () => {
  // Where the focus goes is for the browser's tests: jsdom's player cannot take it.
  it("puts the player in the details' place on a press, and plays it in the press's handler", () => {
    const root = render("No Condemnation");
    const { audio, play, details, summary } = playerOf(root);
    audioPlayer(root);
    expect(play).not.toHaveBeenCalled();
    summary.click();
    expect(play).toHaveBeenCalledOnce();
    expect(details).not.toBeInTheDocument();
    expect(details.open).toBe(false);
    expect(audio.parentElement).toBe(root);
  });

  it("plays a player a press opened just before the module started", () => {
    const root = render();
    const { play, details } = playerOf(root);
    details.open = true;
    audioPlayer(root);
    expect(play).toHaveBeenCalledOnce();
    expect(details).not.toBeInTheDocument();
  });

  it("leaves as it is a player opened long before, with no press to answer", () => {
    const root = render();
    const { play, details } = playerOf(root);
    details.open = true;
    vi.stubGlobal("navigator", { userActivation: { isActive: false } });
    try {
      audioPlayer(root);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(play).not.toHaveBeenCalled();
    expect(details).toBeInTheDocument();
  });

  it("pauses the other player playing when one starts", () => {
    const [first, second] = [render("First"), render("Second")];
    const one = playerOf(first);
    const two = playerOf(second);
    audioPlayer(first);
    audioPlayer(second);
    one.summary.click();
    expect(two.audio.pause).not.toHaveBeenCalled();
    Object.defineProperty(one.audio, "paused", { value: false });
    two.summary.click();
    expect(one.audio.pause).toHaveBeenCalledOnce();
  });

  it("says nothing while the file is fine; when the file cannot load, says where else to turn and drops the download", () => {
    const root = render();
    audioPlayer(root);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    root.querySelector("audio")!.dispatchEvent(new Event("error"));
    expect(status).toHaveTextContent("The recording cannot be reached right now. Call the office.");
    expect(screen.getByRole("link", { name: "the office" })).toHaveAttribute("href", "tel:+17175550148");
    expect(root.querySelector("a[download]")!.closest("p")).not.toBeVisible();
  });
});
