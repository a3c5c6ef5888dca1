/**
 * The live stream page's inline script (`inlineScriptEntries`, app/site/page-script.server.ts),
 * run as the page is parsed, just after the next-service line: the line is right from the first
 * paint, and the page fetches no module for it.
 */
import { nextService, nextServiceId } from "~/features/media/next-service";

const line = document.getElementById(nextServiceId);
if (line) nextService(line);
