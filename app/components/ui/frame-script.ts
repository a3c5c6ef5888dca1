import { createContext } from "react";

/**
 * The inline scripts of the pages' frames, which the root layout provides from the build: the
 * third-party frames' (app/browser/external-embed.ts) and videos' (app/browser/video-embed.ts),
 * which each ExternalEmbed writes after its box, and the social feeds' (app/browser/social-feed.ts), which each SocialFeed writes after its
 * feed. Without them (a component test), a frame is only its markup. A module of its own, so that
 * the root layout, which provides it, does not import the components' styles ahead of the pages'.
 */
export const FrameScripts = createContext<{ embed?: string; video?: string; feed?: string }>({});
