import { z } from "zod";
import { webUrl } from "./web-address.ts";
import { weekdays } from "./weekdays.ts";

/** A piece of text that must not be left empty. */
export const text = z.string().trim().min(1, "must not be empty");

/** An https address of another site, such as https://example.org/page. */
export const externalUrl = text.refine(isHttpsUrl, "must be a full https:// address");

/** A page or file of this site, such as /about_staff, /#services or /docs/stewardship-policy.pdf. */
export const internalPath = text.regex(
  /^\/[a-z0-9_\-/]*(\.[a-z0-9]+)?(#[a-z0-9-]+)?$/,
  "must be a path of this site that starts with / (for example /about_staff)",
);

/** A calendar date written as YYYY-MM-DD, such as 2019-05-12. */
export const isoDate = text.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written as YYYY-MM-DD").refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, "must be a real date");

/** A time of day on the 24-hour clock, such as 18:30. */
export const clock = text.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 18:30");

/** A day of the week, written out: "Sunday". */
export const weekday = z.enum(weekdays, { error: `must be one of ${weekdays.join(", ")}` });

/** Either a page of this site or an https address elsewhere. */
export const href = z.union([internalPath, externalUrl], {
  error: "must be a page of this site (/about_staff) or a full https:// address",
});

/**
 * A picture in content/images, written from that folder with a leading slash, as the site editor
 * writes it: /staff/jane-doe.jpg is content/images/staff/jane-doe.jpg.
 */
export const imagePath = text.regex(
  /^\/[a-z0-9][a-z0-9_\-/]*\.(jpe?g|png|webp|avif|svg)$/,
  "must be a picture in content/images written from that folder, such as /staff/jane-doe.jpg",
);

/** An e-mail address. */
export const email = z.email({ error: "must be an e-mail address" });

/** An https address whose host is a name with a dot (not "localhost"), as a policy can name it. */
function isHttpsUrl(value: string): boolean {
  return webUrl(value, ["https:"])?.hostname.includes(".") ?? false;
}

/**
 * The first and last day something is shown (YYYY-MM-DD, in the church's time zone), both
 * optional. The build leaves out what has ended, and a page built earlier hides it on the day.
 */
export const noticeDates = z.strictObject({
  showFrom: isoDate.optional().describe("The first day it is shown."),
  showUntil: isoDate.optional().describe("The last day it is shown."),
});

/** Refuses a notice that ends before it starts. */
export function checkNoticeDates(value: { showFrom?: string; showUntil?: string }, ctx: z.RefinementCtx): void {
  if (value.showFrom && value.showUntil && value.showUntil < value.showFrom) {
    ctx.addIssue({ code: "custom", path: ["showUntil"], message: `must not be before showFrom (${value.showFrom})` });
  }
}
