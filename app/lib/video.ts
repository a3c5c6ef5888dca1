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
