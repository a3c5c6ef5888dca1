/**
 * The inline script that starts a page's script (app/browser/site.ts) once the page has loaded.
 * Requested earlier, it would sit in the critical path of the first paint, which Lighthouse's
 * simulation of a slow phone put about 200 ms later on every page; until it runs, the menus work
 * as they do without JavaScript (docs/decisions/011-pages-without-react.md). A picture that is
 * slow to arrive holds the load event back, so the script also starts a few seconds after the
 * document has been parsed, whichever comes first; and a script that could not be fetched is
 * asked for once more a second later (at another address: a failed module stays failed).
 */
export const pageScriptFallbackMs = 3000;

export function pageScriptLoader(src: string): string {
  return (
    `(function(){var s=0,u=${JSON.stringify(src)};function go(){if(!s){s=1;import(u).catch(function(){` +
    `setTimeout(function(){import(u+"?again")},1000)})}}` +
    `addEventListener("load",go,{once:true});` +
    `addEventListener("DOMContentLoaded",function(){setTimeout(go,${pageScriptFallbackMs})},{once:true})})()`
  );
}
