/**
 * The outside hosts the site config names, which the security policy (server/security-policy.ts)
 * allows and the content check holds videos to.
 */

import { webOrigin } from "../../content/schema/web-address.ts";

/** The outside addresses the site config names, of which the policy needs the origins. */
export interface ThirdPartyLinks {
  liveStreamEmbed?: string;
  sermonHost?: { embed?: string | undefined; speakerEmbed?: string | undefined };
  map?: { embed: string } | undefined;
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

/** Fields whose value is a video player's address, shown in a frame. */
export const videoFields = /^(videoUrl|mainVideoUrl)$/;

/**
 * The hosts a video of the content may play from whatever services the settings name: the
 * privacy-enhanced video domain and Vimeo's player. A church without a live stream of its own
 * still shows a conference's or a card's video from them.
 */
export const videoPlayerOrigins = ["https://player.vimeo.com", "https://www.youtube-nocookie.com"] as const;

/** Every video address in content (a value of a field named as videoFields says), at any depth. */
export function videoUrlsIn(value: unknown, key = ""): string[] {
  if (typeof value === "string") return videoFields.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => videoUrlsIn(item));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([field, inner]) => videoUrlsIn(inner, field));
}

/**
 * The origins of the settings' services; `mediaUrls` the recordings the pages play, `videoUrls`
 * the videos the content shows in frames.
 */
export function thirdPartyOrigins(
  links: ThirdPartyLinks,
  mediaUrls: readonly string[] = [],
  videoUrls: readonly string[] = [],
): ThirdPartyOrigins {
  // A church without a live stream, a sermon host, a map or a social feed allows none of theirs.
  // Only an origin a policy can carry (app/lib/web-address.ts): the content check and the feeds'
  // readers refuse any other, and none reaches a header even if one got past them.
  const origins = (urls: readonly (string | undefined)[]) =>
    [...new Set(urls.flatMap((url) => webOrigin(url) ?? []))].sort();
  return {
    frames: origins([
      links.liveStreamEmbed,
      links.sermonHost?.embed,
      links.sermonHost?.speakerEmbed,
      links.map?.embed,
      ...videoUrls,
    ]),
    feedScripts: origins([links.socialFeedScript]),
    media: origins(mediaUrls),
  };
}
