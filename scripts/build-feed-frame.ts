/**
 * Writes the social feed's frame (app/lib/feed-frame.ts) into a build: a page of its own, not
 * one of the site's (no menu, not in the sitemap or the search), whose one script
 * (app/browser/feed-frame.ts) is inline (scripts/inline-script.ts), and which names the
 * provider's script from the site settings. Its headers (server/security-policy.ts) sandbox it
 * even when opened on its own, and its script lets the provider's in only in a sandbox (a host
 * that drops the headers leaves the frame the site's origin: app/components/ui/social-feed.frame.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { feedFrameAddress } from "../app/lib/feed-frame.ts";
import { pageFile } from "../server/page-files.ts";
import { bundleInlineScript, inlineSafe } from "./inline-script.ts";

/** The frame's script: app/browser/feed-frame.ts and what it imports, as one script. */
export const feedFrameScript = () => bundleInlineScript("app/browser/feed-frame.ts");

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The frame's page, for the provider's script at `providerScript` and the frame's own `script`. */
export function feedFramePage(providerScript: string, script: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    "<title>Social media feed</title>",
    // Transparent, so the feed sits on the page's own background.
    "<style>html,body{margin:0;background:transparent}body{font:1rem/1.5 system-ui,sans-serif}</style>",
    "</head>",
    `<body data-script="${attribute(providerScript)}">`,
    `<script>${inlineSafe(script, "feed frame")}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Writes the frame's page into a build's client folder; returns its file ("/feed-frame.html"). */
export async function writeFeedFrame(client: string, providerScript: string): Promise<string> {
  const file = pageFile(feedFrameAddress);
  writeFileSync(join(client, file), feedFramePage(providerScript, await feedFrameScript()));
  return file;
}
