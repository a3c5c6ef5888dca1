/**
 * Dated notices: a banner, a card, a seasonal page, each shown from its first day to its last
 * (YYYY-MM-DD, in the church's time zone). The build leaves out what has ended; because a static
 * site is not rebuilt every day, each page that shows one also carries a tiny head script that,
 * with the visitor's clock, hides what ended after the build and reveals what replaces it, before
 * the first paint, so nothing shifts (the days of each page: app/lib/dated-content.ts).
 */
import { addDays, instantIn } from "./time-zone.ts";

/** A notice's optional first and last day. */
export interface NoticeDates {
  showFrom?: string;
  showUntil?: string;
}

/** Whether a notice's first day has come. */
export const hasBegun = ({ showFrom }: NoticeDates, today: string) => !showFrom || showFrom <= today;

/** Whether a notice's last day has passed. */
export const hasEnded = ({ showUntil }: NoticeDates, today: string) => Boolean(showUntil && showUntil < today);

/** Whether a notice is shown on `today`: on and after its first day, up to and including its last. */
export const isShown = (dates: NoticeDates, today: string): boolean =>
  hasBegun(dates, today) && !hasEnded(dates, today);

/** The day after a date, as YYYY-MM-DD: when what replaces an ended notice appears. */
export const dayAfter = (date: string): string => addDays(date, 1);

/** The instant a notice's text is hidden: when the day after its last begins, in the church's time zone. */
export const hiddenFrom = (timeZone: string, showUntil: string): number => instantIn(timeZone, dayAfter(showUntil));

/**
 * The attributes that let the head script act on an element after the build: an element with
 * `data-show-until` is hidden once that day has passed; one rendered `hidden` with
 * `data-show-from` appears on that day.
 */
export function untilAttributes(dates: NoticeDates): Record<string, string> {
  return dates.showUntil ? { "data-show-until": dates.showUntil } : {};
}

/**
 * The attributes of a notice that may not have begun at the build: one still to come is rendered
 * hidden, for the head script to show on its first day; one that ends is hidden after its last.
 */
export function datedAttributes(dates: NoticeDates, today: string): Record<string, string | boolean> {
  return {
    ...untilAttributes(dates),
    ...(hasBegun(dates, today) ? {} : { hidden: true, "data-show-from": dates.showFrom! }),
  };
}

/**
 * The attributes of what replaces a notice once it has ended: nothing when it has ended already
 * at the build (it is simply shown), else hidden until the day after the notice's last.
 */
export function afterAttributes(
  dates: NoticeDates,
  today: string,
): { hidden?: true; "data-show-from"?: string } | undefined {
  if (!dates.showUntil || hasEnded(dates, today)) return undefined;
  return { hidden: true, "data-show-from": dayAfter(dates.showUntil) };
}

/**
 * The head script of every page that has dated notices. The build works out the moment each
 * change happens in the site's time zone (a notice hides when the day after its last begins;
 * its replacement shows when its first day begins); the script compares the visitor's clock with
 * those moments and writes one style sheet for now: no DOM change, so an island hydrates the page
 * as built. It uses no Intl, whose first use costs a phone tens of milliseconds before the first
 * paint. Without JavaScript the page stays as it was built.
 */
export function noticeScript(timeZone: string, untilDays: readonly string[], fromDays: readonly string[]): string {
  return (
    `(function(){try{var n=Date.now(),r="";` +
    `function w(g,e,a,b){g.forEach(function(l){l.forEach(function(d,i){if(i&&n>=Date.parse(d)+e*864e5-l[0]*6e4)r+=a+d+b})})}` +
    `w(${changes(timeZone, untilDays, 1)},'[data-show-until="','"]{display:none!important}');` +
    `w(${changes(timeZone, fromDays, 0)},'[data-show-from="','"][hidden]{display:block!important}');` +
    `if(!r)return;var s=new CSSStyleSheet();s.replaceSync(r);document.adoptedStyleSheets=[s]}catch(e){}})()`
  );
}

/**
 * The script's first two arguments for one kind of change: its days, grouped by the minutes the
 * time zone is ahead of UTC at the midnight each change happens (`[[-300, "2026-11-29", …],
 * [-240, …]]`), and `daysLater`, the days after its day a change comes. The script finds the
 * moment from the day (UTC midnight, `Date.parse`), those days and its group's minutes. The home
 * page carries a day for each of the coming weeks' events and has to fit into a new connection's
 * first round trip: as days alone, its list took 126 bytes (brotli) less than as moments, each
 * with its day.
 */
function changes(timeZone: string, days: readonly string[], daysLater: number): string {
  const groups = new Map<number, string[]>();
  for (const day of [...new Set(days)].sort()) {
    const changesOn = addDays(day, daysLater);
    const ahead = (Date.parse(changesOn) - instantIn(timeZone, changesOn)) / 60_000;
    groups.set(ahead, [...(groups.get(ahead) ?? []), day]);
  }
  // Inside a <script>, "<" could close it: written as \u003c, which JavaScript reads the same.
  const list = JSON.stringify([...groups].map(([ahead, ofGroup]) => [ahead, ...ofGroup])).replace(/</g, "\\u003c");
  return `${list},${daysLater}`;
}
