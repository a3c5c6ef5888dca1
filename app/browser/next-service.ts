/**
 * The live stream page's inline script (`inlineScriptEntries`, app/site/page-script.server.ts),
 * just after the next-service line: the page fetches no module for it, and the line is written
 * before the first paint. It writes it in a task of its own, queued as the page is parsed: run in
 * the parser's task, its 2 ms (on this machine) made that task one that Lighthouse's simulated
 * phone counts as long, after the first paint in 4 of 5 runs; a timer set during parsing fired
 * before the first contentful paint in every trace.
 */
import { nextService, nextServiceId } from "~/features/media/next-service";

const line = document.getElementById(nextServiceId);
if (line) setTimeout(() => nextService(line));
