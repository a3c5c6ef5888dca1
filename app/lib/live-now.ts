/**
 * "Live now": the header's link to the live stream, shown while a streamed service is on. The
 * build works out the moments each streamed service begins and ends for the next two years
 * (liveTimes, app/lib/service-clock.ts), and this head script, run before the first paint, marks
 * the page `data-live` from the one that has passed last, then again at the next, and when the
 * page is shown after being hidden (a sleeping tab's timer may be late). The style sheet shows the
 * link on a page so marked; the link hangs below the header, out of its flow, so showing it moves
 * nothing. It needs no page script, no time zone and no Intl. Without JavaScript, and on a site
 * not rebuilt for two years, it stays hidden.
 */

/** The attribute of the root element while a streamed service is on. */
export const liveAttribute = "data-live";

/** Longer waits are cut to a day: setTimeout overflows past about 24.8 days. */
const longestWaitMs = 86_400_000;

/** The head script for the moments of liveTimes (minutes since 1970, beginnings and ends in turn). */
export function liveNowScript(moments: readonly number[]): string {
  // Written as the first moment and the minutes between each and the next: a weekly service's
  // moments repeat the same few numbers, which the page's compression all but removes.
  const steps = moments.map((moment, i) => (i === 0 ? moment : moment - moments[i - 1]!));
  return (
    // `l` is what the page shows; the root element is asked for only to change it. Nor is the
    // document asked for its listener: its visibilitychange comes up to the window. So a page
    // whose service is not on runs no DOM call here: a page's first touch of `document` costs
    // the browser about half a millisecond, which a page with no other script never pays.
    `(function(){var t=[${steps.join(",")}],l=!1,k;` +
    // Summed only as far as the clock: the moments past, then the next, not the two years of them
    // (summing them all first was a third of a millisecond of every page's head, on this machine).
    `function c(){var n=Date.now(),i=0,s=0;for(;i<t.length&&(s+=t[i])*6e4<=n;i++);` +
    `if(l!==i%2>0)document.documentElement.toggleAttribute("${liveAttribute}",l=!l);clearTimeout(k);` +
    `if(i<t.length)k=setTimeout(c,Math.min(s*6e4-n,${longestWaitMs}))}` +
    `c();addEventListener("visibilitychange",c)})()`
  );
}
