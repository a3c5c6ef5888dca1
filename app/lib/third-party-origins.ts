/**
 * The outside hosts the site config names, which the security policy (server/security-policy.ts)
 * allows and the content check holds videos to.
 */

/** The outside addresses the site config names, of which the policy needs the origins. */
export interface ThirdPartyLinks {
  liveStreamEmbed?: string;
  sermonHost?: { embed: string; speakerEmbed: string };
  map: { embed: string };
  socialFeedScript?: string;
}

/**
 * Origins allowed to be framed by the pages (exactly those of the site config), to run scripts
 * in the social feed's frame (its provider's, and never on a page), and to play audio (the
 * recordings the content links to).
 */
export interface ThirdPartyOrigins {
  frames: string[];
  feedScripts: string[];
  media: string[];
}

export function thirdPartyOrigins(links: ThirdPartyLinks, mediaUrls: readonly string[] = []): ThirdPartyOrigins {
  // A church without a live stream, a sermon host or a social feed allows none of theirs.
  const origins = (urls: readonly (string | undefined)[]) =>
    [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))].sort();
  return {
    frames: origins([links.liveStreamEmbed, links.sermonHost?.embed, links.sermonHost?.speakerEmbed, links.map.embed]),
    feedScripts: origins([links.socialFeedScript]),
    media: origins(mediaUrls),
  };
}
