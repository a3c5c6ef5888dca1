/**
 * The inline script of a page with a video (`inlineScriptEntries`, app/site/page-script.server.ts),
 * which ExternalEmbed writes after each video's box: the page fetches no module for it. It listens
 * for a press of a Play button and touches nothing of the page before one
 * (app/components/ui/external-embed.enhance.ts); the first copy to hear a press starts its video.
 */
import { listenForPlay } from "~/components/ui/external-embed.enhance";

listenForPlay();
