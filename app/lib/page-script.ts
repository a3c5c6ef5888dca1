/**
 * The inline script that starts a page's script (app/browser/site.ts) once the page has loaded
 * and its first contentful paint is on the screen. Requested earlier, it would sit in the critical
 * path of the first paint, which Lighthouse's simulation of a slow phone put about 200 ms later on
 * every page. A page with no picture to wait for loads before its first paint, so the load event
 * alone is not late enough, and neither is the frame after it: the paint's time is when the frame
 * reached the screen, tens of milliseconds after the main thread drew it, and a script requested
 * in between still counted towards LCP (1.5-1.8 s instead of 0.9 s in a third of the runs). So
 * the loader waits for the browser's report of the first contentful paint (a PerformanceObserver
 * of "paint"; the next frame where there is none). Until it runs, the menus work as they do
 * without JavaScript (docs/decisions/011-pages-without-react.md). A hidden page paints nothing,
 * so its script waits until the page is shown, which is when a visitor can use it. A picture that is
 * slow to arrive holds the load event back, so the script also starts a few seconds after the
 * document has been parsed, whichever comes first; and a script that could not be fetched is
 * asked for once more a second later (at another address: a failed module stays failed).
 */
export const pageScriptFallbackMs = 3000;

export function pageScriptLoader(src: string): string {
  return (
    `(function(){var s=0,u=${JSON.stringify(src)};` +
    `function start(){setTimeout(function(){import(u).catch(function(){setTimeout(function(){import(u+"?again")},1000)})})}` +
    `function go(){if(s)return;s=1;var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}})` +
    `.observe({type:"paint",buffered:true});else requestAnimationFrame(start)}` +
    `addEventListener("load",go,{once:true});` +
    `addEventListener("DOMContentLoaded",function(){setTimeout(go,${pageScriptFallbackMs})},{once:true})})()`
  );
}
