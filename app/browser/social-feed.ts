/**
 * The inline script of a page with a social feed (`inlineScriptEntries`,
 * app/site/page-script.server.ts), which SocialFeed writes after each feed: the page fetches no
 * module for its feeds. Each copy starts the feeds parsed so far that no copy has started
 * (app/components/ui/social-feed.enhance.ts).
 */
import { startSocialFeeds } from "~/components/ui/social-feed.enhance";

startSocialFeeds(document);
