/**
 * The inline script that starts a page's script (app/browser/site.ts) once the page has loaded
 * and the frame after it has been painted. Requested earlier, it would sit in the critical path of
 * the first paint, which Lighthouse's simulation of a slow phone put about 200 ms later on every
 * page; a page with no picture to wait for loads before its first paint, so the load event alone
 * is not late enough (the script's request then counted towards LCP, 1.5-1.8 s instead of 0.9 s,
 * in a third of the runs). Until it runs, the menus work as they do without JavaScript
 * (docs/decisions/011-pages-without-react.md). A hidden page paints no frame, so its script waits
 * until the page is shown, which is when a visitor can use it. A picture that is
 * slow to arrive holds the load event back, so the script also starts a few seconds after the
 * document has been parsed, whichever comes first; and a script that could not be fetched is
 * asked for once more a second later (at another address: a failed module stays failed).
 */
export const pageScriptFallbackMs = 3000;

export function pageScriptLoader(src: string): string {
  return (
    `(function(){var s=0,u=${JSON.stringify(src)};function go(){if(!s){s=1;requestAnimationFrame(function(){` +
    `setTimeout(function(){import(u).catch(function(){setTimeout(function(){import(u+"?again")},1000)})})})}}` +
    `addEventListener("load",go,{once:true});` +
    `addEventListener("DOMContentLoaded",function(){setTimeout(go,${pageScriptFallbackMs})},{once:true})})()`
  );
}
