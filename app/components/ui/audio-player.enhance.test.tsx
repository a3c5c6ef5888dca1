import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { moduleRoot, renderStatic } from "../../test-setup";
import { AudioPlayer } from "./audio-player";
import { audioPlayer } from "./audio-player.enhance";

const render = () =>
  moduleRoot(
    renderStatic(
      <AudioPlayer src="https://media.example/message.mp3" downloadLabel="Download the message (MP3, 38 min)" />,
    ),
    "audio-player",
  );

describe("the audio player's module", () => {
  it("says nothing while the file is fine, and says so in its status line when the file cannot load", () => {
    const root = render();
    audioPlayer(root);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    root.querySelector("audio")!.dispatchEvent(new Event("error"));
    expect(status).toHaveTextContent("The recording could not be loaded here. Try the download link below");
    expect(screen.getAllByRole("link", { name: "Download the message (MP3, 38 min)" }).at(-1)).toHaveAttribute(
      "href",
      "https://media.example/message.mp3",
    );
  });
});
