/**
 * The script of the social feed's frame (/feed-frame), inlined into that page by the build
 * (scripts/build-feed-frame.ts). The frame's origin is opaque, but its address is the site's, so
 * its messages go to the site's origin only: the page that framed it. Opened on its own, it has
 * nobody to tell.
 */
import { runFeedFrame } from "~/components/ui/social-feed.frame";

runFeedFrame(document, (message) => {
  if (parent !== window) parent.postMessage(message, location.origin);
});
