/**
 * Dated notices: a banner, a card, a seasonal page, each shown from its first day to its last
 * (YYYY-MM-DD, in the church's time zone). The build leaves out what has ended; because a static
 * site is not rebuilt every day, each page also carries a tiny head script that, with the
 * visitor's clock, hides what ended after the build and reveals what replaces it, before the
 * first paint, so nothing shifts.
 */

/** A notice's optional first and last day. */
export interface NoticeDates {
  showFrom?: string;
  showUntil?: string;
}

/** Today's date in a time zone, as YYYY-MM-DD, from the date's parts (no locale's date format is relied on). */
export function dateIn(timeZone: string, now: Date = new Date()): string {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const part = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${part["year"]}-${part["month"]}-${part["day"]}`;
}

/** Whether a notice is shown on `today`: on and after its first day, up to and including its last. */
export function isShown({ showFrom, showUntil }: NoticeDates, today: string): boolean {
  return (!showFrom || showFrom <= today) && (!showUntil || today <= showUntil);
}

/** Whether a notice's last day has passed. */
export const hasEnded = ({ showUntil }: NoticeDates, today: string) => Boolean(showUntil && showUntil < today);

/** The day after a date, as YYYY-MM-DD: when what replaces an ended notice appears. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The attributes that let the head script act on an element after the build: an element with
 * `data-show-until` is hidden once that day has passed; one rendered `hidden` with
 * `data-show-from` appears on that day.
 */
export function untilAttributes(dates: NoticeDates): Record<string, string> {
  return dates.showUntil ? { "data-show-until": dates.showUntil } : {};
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
 * The head script of every page that has dated notices. It knows the site's time zone and the
 * days on which something changes, and writes one style sheet for today: no DOM change, so
 * hydration sees the page as built. Without JavaScript the page stays as it was built.
 */
export function noticeScript(timeZone: string, untilDays: readonly string[], fromDays: readonly string[]): string {
  // Inside a <script>, "<" could close it: written as \u003c, which JavaScript reads the same.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  const until = json([...new Set(untilDays)].sort());
  const from = json([...new Set(fromDays)].sort());
  return (
    `(function(){try{var p={},r="";new Intl.DateTimeFormat("en-US",{timeZone:${json(timeZone)},` +
    `year:"numeric",month:"2-digit",day:"2-digit"}).formatToParts(new Date()).forEach(function(x){p[x.type]=x.value});` +
    `var t=p.year+"-"+p.month+"-"+p.day;` +
    `${until}.forEach(function(d){if(d<t)r+='[data-show-until="'+d+'"]{display:none!important}'});` +
    `${from}.forEach(function(d){if(d<=t)r+='[data-show-from="'+d+'"][hidden]{display:block!important}'});` +
    `if(!r)return;var s=new CSSStyleSheet();s.replaceSync(r);document.adoptedStyleSheets=[s]}catch(e){}})()`
  );
}
