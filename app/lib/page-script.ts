/**
 * The inline script that starts a page's script (app/browser/site.ts) when the page needs it.
 *
 * Most of what the page script does waits for the visitor: the menus and the banner work as they
 * do without JavaScript until then (docs/decisions/011-pages-without-react.md), an audio player,
 * which fetches nothing before it is played, has nothing to say about its file before a press,
 * and the search page's engine is needed only once someone is there to search. So it is fetched
 * and run on the visitor's first input (firstInputs: a pointer moved or pressed, a key, a
 * scroll, focus, a screen reader's click), and `onInput` starts every module.
 *
 * A page that may need its script at load says so by its route's handle ({@link PageHandle}):
 * the reading plan, whose island hydrates without input (not in {@link islandsOnInput}), and the
 * search page, whose root its inline script marks {@link modulesAtLoadClass} when there is a
 * query. Only there does the loader listen for the load event: once the page has loaded and its
 * first contentful paint is on the screen, it starts `atLoad` when one of those elements is on or
 * near the screen (as near as a frame must be to load, app/lib/page-lifecycle.ts). One far down a
 * long page is not for the first screen: it waits for the visitor, whose first scroll brings the
 * script. Nor does an island drawn for the week the visitor is in (the reading plan's, in the week
 * it was built): it is right as it is, so that page's route names the week from its data, and its
 * loader, which works out the visitor's week as it starts, listens for the load event only in
 * another. Every other page's loader (the reading plan's in its own week) is only
 * its input listeners: its load event runs no script of ours, and nothing asks its document a
 * question once parsed.
 * Third-party frames and social feeds need none of this: their code is an inline script of their
 * page (app/browser/external-embed.ts, app/browser/social-feed.ts).
 *
 * Requested earlier, the script would sit in the critical path of the first paint, which
 * Lighthouse's simulation of a slow phone put about 200 ms later on every page. A page with no
 * picture to wait for loads before its first paint, so the load event alone is not late enough,
 * and neither is the frame after it: the paint's time is when the frame reached the screen, tens
 * of milliseconds after the main thread drew it, and a script requested in between still counted
 * towards LCP (1.5-1.8 s instead of 0.9 s in a third of the runs). So the loader waits for the
 * browser's report of the first contentful paint (a PerformanceObserver of "paint"; the next
 * frame where there is none). A hidden page paints nothing, so its script waits until the page
 * is shown. A picture that is slow to arrive holds the load event back, so it also starts a few
 * seconds after the document has been parsed, whichever comes first; and a script that could not
 * be fetched is asked for once more a second later (at another address: a failed module stays
 * failed).
 */
import { firstInputs, nearScreenPx } from "./page-lifecycle";

export const pageScriptFallbackMs = 3000;

/**
 * The islands that hydrate on an interaction inside them (app/browser/islands.ts), which a first
 * input precedes: their HTML works until then, so nothing of theirs is needed at load.
 */
export const islandsOnInput = ["carousel"] as const;

/**
 * The class a page's own inline script puts on the root when the page needs every module at
 * load, not at the first input: the search page opened with a query, whose results it shows.
 */
export const modulesAtLoadClass = "modules-at-load";

/** A selector for elements whose `attribute` is any of `names`. */
const anyOf = (attribute: string, names: readonly string[]) =>
  names.map((name) => `[${attribute}="${name}"]`).join(",");

/** The elements whose modules start once the page has loaded: every one, on a page that asks. */
export const startsAtLoad = `.${modulesAtLoadClass} [data-module]`;
/** The elements whose modules start on the first input: every one, on a page that did not start them at load. */
export const startsOnInput = `:root:not(.${modulesAtLoadClass}) [data-module]`;
/** What the loader looks for to start the page script at load: a page's every module, or an island that needs no input. */
export const neededAtLoad = `${startsAtLoad},[data-island]:not(${anyOf("data-island", islandsOnInput)})`;

/**
 * The visitor's week as its Monday (YYYY-MM-DD), as a function `W` for the loader, which is a
 * string and cannot import: the same steps as `visitorWeek` (app/lib/reading-plan.ts), which a
 * test holds it to.
 */
export const weekScript =
  "function W(){var d=new Date();d=new Date(Date.UTC(d.getFullYear(),d.getMonth(),d.getDate()));" +
  "return new Date(d-(d.getUTCDay()+6)%7*864e5).toISOString().slice(0,10)}";

/**
 * What a route's `handle` tells the root layout about its page: `scriptAtLoad` when the page may
 * need its script at load (see above), for its loader to listen for the load event; for a page
 * whose only such need is an island drawn for one week, a function that reads that week (its
 * Monday, YYYY-MM-DD) from the page's data, for the loader to listen only in another week (and
 * not at all without data: an error page has no island).
 */
export interface PageHandle {
  scriptAtLoad?: true | ((data: unknown) => string | undefined);
}

/** When a page's loader listens for the load event: never, always, or in any week but this one. */
export type ScriptAtLoad = boolean | { unlessWeek: string };

/** What a page's matched routes (their handles and data) say of its script at load ({@link PageHandle}). */
export function scriptAtLoad(matches: readonly { handle?: unknown; loaderData?: unknown }[]): ScriptAtLoad {
  let atLoad: ScriptAtLoad = false;
  for (const { handle, loaderData } of matches) {
    const asked = (handle as PageHandle | undefined)?.scriptAtLoad;
    if (asked === true) return true;
    const week = typeof asked === "function" ? asked(loaderData) : undefined;
    if (week && !atLoad) atLoad = { unlessWeek: week };
  }
  return atLoad;
}

/** The loader of the page script at `src`; `atLoad` says when it listens for the load event ({@link PageHandle}). */
export function pageScriptLoader(src: string, atLoad: ScriptAtLoad): string {
  return (
    `(function(){var m,u=${JSON.stringify(src)},E=${JSON.stringify(firstInputs)};` +
    `function get(){return m||(m=import(u).catch(function(){return new Promise(function(r){setTimeout(r,1000)})` +
    `.then(function(){return import(u+"?again")})}))}` +
    `function run(f){get().then(function(x){x[f]()})}` +
    `function input(){E.forEach(function(e){removeEventListener(e,input,true)});run("onInput")}` +
    `E.forEach(function(e){addEventListener(e,input,{capture:true,passive:true})});` +
    (atLoad === false ? "" : loadStarter + (atLoad === true ? listenForLoad : listenInAnotherWeek(atLoad.unlessWeek))) +
    `})()`
  );
}

/** An island drawn for the visitor's week needs nothing: no listener, no question asked. */
const listenInAnotherWeek = (week: string) => `${weekScript}if(W()!==${JSON.stringify(week)}){${listenForLoad}}`;

/**
 * The loader's part for a page that may need its script at load: once loaded and painted (or a
 * few seconds after the document was parsed: `listenForLoad`), it runs `atLoad` when an element
 * that needs it is on or near the screen, asked when the layout it reads is done.
 */
const loadStarter =
  `var s=0,q=${JSON.stringify(neededAtLoad)};` +
  `function start(){setTimeout(function(){if([].some.call(document.querySelectorAll(q),function(e){` +
  `var r=e.getBoundingClientRect();return r.top<innerHeight+${nearScreenPx}&&r.bottom>-${nearScreenPx}}))run("atLoad")})}` +
  `function go(){if(s)return;s=1;` +
  `var P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}})` +
  `.observe({type:"paint",buffered:true});else requestAnimationFrame(start)}`;
/** What starts `loadStarter`'s `go`: the load event, or a few seconds after parsing. */
const listenForLoad = `addEventListener("load",go,{once:true});addEventListener("DOMContentLoaded",function(){setTimeout(go,${pageScriptFallbackMs})},{once:true});`;
