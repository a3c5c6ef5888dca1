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

/** Opens the details as the browser does on a press: the toggle event comes in a task of its own. */
const press = async (details: HTMLDetailsElement) => {
  details.open = true;
  await new Promise((resolve) => details.addEventListener("toggle", resolve, { once: true }));
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
  it("puts the player in the button's place on a press and plays it", async () => {
    const root = render("No Condemnation");
    const { audio, play, details, summary } = playerOf(root);
    audioPlayer(root);
    expect(play).not.toHaveBeenCalled();
    summary.focus();
    await press(details);
    expect(play).toHaveBeenCalledOnce();
    expect(details).not.toBeInTheDocument();
    expect(summary).not.toBeInTheDocument();
    expect(audio.parentElement).toBe(root);
  });

  it("plays a player a press opened before the module started, once", async () => {
    const root = render();
    const { play, details, summary } = playerOf(root);
    const toggled = new Promise((resolve) => details.addEventListener("toggle", resolve, { once: true }));
    details.open = true;
    audioPlayer(root);
    expect(play).toHaveBeenCalledOnce();
    expect(summary).not.toBeInTheDocument();
    await toggled;
    expect(play).toHaveBeenCalledOnce();
  });

  it("pauses the other players when one starts", async () => {
    const [first, second] = [render("First"), render("Second")];
    const one = playerOf(first);
    const two = playerOf(second);
    audioPlayer(first);
    audioPlayer(second);
    await press(one.details);
    expect(two.audio.pause).toHaveBeenCalledOnce();
    await press(two.details);
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
