/**
 * The inline script of a page with a third-party frame (`inlineScriptEntries`,
 * app/site/page-script.server.ts), which ExternalEmbed writes after each of its frames' boxes:
 * the page fetches no module for its frames. Each copy starts the frames that no copy has
 * started yet, once the page has loaded and painted (app/components/ui/external-embed.enhance.ts).
 */
import { startExternalEmbeds } from "~/components/ui/external-embed.enhance";

startExternalEmbeds(document);
