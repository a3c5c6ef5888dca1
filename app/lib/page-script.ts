/**
 * The inline script that starts a page's script (app/browser/site.ts) once the page has loaded.
 * Requested earlier, it would sit in the critical path of the first paint, which Lighthouse's
 * simulation of a slow phone put about 200 ms later on every page; until it runs, the menus work
 * as they do without JavaScript (docs/decisions/011-pages-without-react.md).
 */
export function pageScriptLoader(src: string): string {
  return `addEventListener("load",()=>import(${JSON.stringify(src)}),{once:true})`;
}
