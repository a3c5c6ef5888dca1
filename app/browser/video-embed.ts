/**
 * The inline script of a page with a video (`inlineScriptEntries`, app/site/page-script.server.ts),
 * which ExternalEmbed writes after each video's box: the page fetches no module for it. Each copy
 * starts the videos parsed so far that no copy has started; each then waits for the press of its
 * Play button (app/components/ui/external-embed.enhance.ts).
 */
import { startVideoEmbeds } from "~/components/ui/external-embed.enhance";

startVideoEmbeds(document);
