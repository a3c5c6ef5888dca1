/**
 * The provider's own page for an embedded video, for the link beside the frame:
 * https://www.youtube-nocookie.com/embed/ID becomes https://www.youtube.com/watch?v=ID.
 * Other addresses are returned as they are.
 */
export function videoPageUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  const id = /^\/embed\/([\w-]+)$/.exec(url.pathname)?.[1];
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname) && id && id !== "live_stream") {
    return `https://www.youtube.com/watch?v=${id}`;
  }
  return embedUrl;
}

/** Video services known by another name than their address. */
const videoServices: [RegExp, string][] = [
  [/(^|\.)(youtube(-nocookie)?\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)vimeo\.com$/, "Vimeo"],
  [/(^|\.)facebook\.com$/, "Facebook"],
];

/**
 * The name visitors know a video service by, for "Watch on …" links: YouTube for a YouTube
 * address, otherwise the host's address without "www." (a church may stream from anywhere the
 * site config embeds).
 */
export function videoHost(url: string): string {
  const host = new URL(url).hostname;
  return videoServices.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^(www|player)\./, "");
}
