/**
 * The audio player's fallback, attached to the markup AudioPlayer pre-renders: when the file
 * cannot be loaded (its host down, the file moved), the status line says so and points to the
 * download link, which a visitor can still try or save for later. A player the browser greys out
 * says nothing by itself.
 */
export function audioPlayer(root: HTMLElement): void {
  const audio = root.querySelector("audio");
  const status = root.querySelector<HTMLElement>("[data-audio-status]");
  if (!audio || !status) return;
  const say = () => {
    status.textContent = "The recording could not be loaded here. Try the download link below, or come back later.";
  };
  audio.addEventListener("error", say);
  // An error before this module ran leaves its mark on the element only.
  if (audio.error) say();
}
