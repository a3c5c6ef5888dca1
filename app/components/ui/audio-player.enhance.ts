/**
 * The audio player's behaviour, attached to the markup AudioPlayer pre-renders. Its Listen button
 * opens the `<details>` the player waits in; then the player takes the details' place, and the
 * keyboard's focus if the press had it, and plays, so one press plays it, as a player's own button
 * does. A player that starts pauses any other on the page: two sermons at once are noise. When
 * the file cannot be loaded (its host down, the file moved), the status line says so with the
 * `<template>`'s message, which says where else to turn, and the download link goes: it leads to
 * the same file on the same host. A player the browser greys out says nothing by itself.
 *
 * The module starts with the visitor's first input, as the menus do (app/lib/page-script.ts). A
 * press that came before it had started (a touch is the first input and the press at once) has
 * opened the player already: it is played then, as the press asked.
 */
export function audioPlayer(root: HTMLElement): void {
  const details = root.querySelector("details");
  const summary = details?.querySelector("summary");
  const audio = root.querySelector("audio");
  const status = root.querySelector<HTMLElement>("[data-audio-status]");
  const message = root.querySelector("template");
  if (!details || !summary || !audio || !status || !message) return;
  const download = root.querySelector<HTMLElement>("[data-audio-download]");
  const say = () => {
    status.replaceChildren(message.content.cloneNode(true));
    if (download) download.hidden = true;
  };
  const play = () => {
    // Once: a press before the module started is followed by its toggle event, still to come.
    if (!details.open || !details.isConnected) return;
    const focused = document.activeElement === summary;
    details.replaceWith(audio);
    if (focused) audio.focus();
    // Refused without a press to answer; the player's own button is there then.
    audio.play().catch(() => undefined);
  };
  details.addEventListener("toggle", play);
  play();
  audio.addEventListener("play", () => {
    for (const other of document.querySelectorAll("audio")) if (other !== audio) other.pause();
  });
  audio.addEventListener("error", say);
  // An error before this module ran leaves its mark on the element only.
  if (audio.error) say();
}
