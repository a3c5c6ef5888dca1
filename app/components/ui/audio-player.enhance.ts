import { fromNoscript } from "~/lib/noscript";

/**
 * The audio player's behaviour, attached to the markup AudioPlayer pre-renders. A press of its
 * Listen button makes the player from the details' `<noscript>` (fromNoscript), puts it in the
 * place of the `<details>`, with the keyboard's focus, and plays it, so one press plays it, as a
 * player's own button does. It plays in the press's own handler: Safari lets a page play sound
 * only there, not in the details' toggle event a task later. A player that starts pauses any
 * other on the page: two sermons at once are noise. When the file cannot be loaded (its host
 * down, the file moved), the status line says so with the `<template>`'s message, which says where
 * else to turn, and the download link goes: it leads to the same file on the same host. A player
 * the browser greys out says nothing by itself.
 *
 * The module starts with the visitor's first input, as the menus do (app/lib/page-script.ts). A
 * press that came first (a touch is the first input and the press at once; a screen reader's
 * press is a click and nothing else) opened the details as they open without JavaScript, with no
 * player in them yet: the player takes their place now, and plays while the press still counts.
 */
export function audioPlayer(root: HTMLElement): void {
  const details = root.querySelector("details");
  const status = root.querySelector<HTMLElement>("[data-audio-status]");
  const message = root.querySelector("template");
  if (!details || !status || !message) return;
  const download = root.querySelector<HTMLElement>("[data-audio-download]");
  const say = () => {
    status.replaceChildren(message.content.cloneNode(true));
    if (download) download.hidden = true;
  };
  const play = (pressed: boolean) => {
    const audio = fromNoscript<HTMLAudioElement>(details, "audio");
    if (!audio) return;
    audio.addEventListener("play", () => {
      for (const other of document.querySelectorAll("audio")) if (other !== audio && !other.paused) other.pause();
    });
    audio.addEventListener("error", say);
    // A screen reader's place is on what it pressed, which goes: the player takes it.
    const focused = details.contains(document.activeElement) || document.activeElement === document.body;
    details.replaceWith(audio);
    if (focused) audio.focus();
    // Refused when there is no press to answer; the player's own button is there then.
    if (pressed) audio.play().catch(() => undefined);
  };
  details.querySelector("summary")?.addEventListener("click", (event) => {
    event.preventDefault();
    play(true);
  });
  if (details.open) play(navigator.userActivation?.isActive !== false);
}
