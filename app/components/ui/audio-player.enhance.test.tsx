import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { moduleRoot, renderStatic } from "../../test-setup";
import { AudioPlayer } from "./audio-player";
import { audioPlayer } from "./audio-player.enhance";

const render = () =>
  moduleRoot(
    renderStatic(
      <AudioPlayer
        src="https://media.example/message.mp3"
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

describe("the audio player's module", () => {
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
