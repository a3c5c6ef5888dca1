/**
 * The inline script of a page with a third-party frame (`inlineScriptEntries`,
 * app/site/page-script.server.ts), which ExternalEmbed writes after each of its frames' boxes:
 * the page fetches no module for its frames. Each copy starts the frames parsed so far that no
 * copy has started; each frame then waits until the page has loaded and painted and the frame is
 * on the first screen or, after the visitor's first input, near it
 * (app/components/ui/external-embed.enhance.ts). A video has a script of its own
 * (app/browser/video-embed.ts).
 */
import { startExternalEmbeds } from "~/components/ui/external-embed.enhance";

startExternalEmbeds(document);
