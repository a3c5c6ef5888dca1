/**
 * The audio player's fallback, attached to the markup AudioPlayer pre-renders: when the file
 * cannot be loaded (its host down, the file moved), the status line says so with the
 * `<template>`'s message, which says where else to turn. The download link goes: it leads to the
 * same file on the same host. A player the browser greys out says nothing by itself. The player
 * fetches nothing before it is played (`preload="none"`), so the module starts with the visitor's
 * first input, as the menus do (app/lib/page-script.ts).
 */
export function audioPlayer(root: HTMLElement): void {
  const audio = root.querySelector("audio");
  const status = root.querySelector<HTMLElement>("[data-audio-status]");
  const message = root.querySelector("template");
  if (!audio || !status || !message) return;
  const download = root.querySelector<HTMLElement>("[data-audio-download]");
  const say = () => {
    status.replaceChildren(message.content.cloneNode(true));
    if (download) download.hidden = true;
  };
  audio.addEventListener("error", say);
  // An error before this module ran leaves its mark on the element only.
  if (audio.error) say();
}
