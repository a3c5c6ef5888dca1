import { z } from "zod";
import { clock, email, externalUrl, imagePath, isoDate, text, weekday } from "./common.ts";

/**
 * A regular gathering, every week or once a month. The page prints it as "10:30 AM · Sundays" or
 * "6:00 PM · 3rd Sunday monthly"; the calendar file and search engines get the same times.
 */
const serviceTimeSchema = z
  .strictObject({
    /** Name of the gathering, such as "Worship Service". */
    name: text,
    /** The day it meets, such as "Sunday". */
    day: weekday,
    /** Only for a monthly gathering: which of the month's Sundays (1 to 5), such as 3 for the 3rd Sunday. */
    week: z.number().int().min(1).max(5).optional(),
    /** Start and end in the church's time zone, 24-hour: "10:30", "12:00". */
    start: clock,
    end: clock,
    /** Optional note shown beside it. */
    note: text.optional(),
  })
  .refine((s) => s.start < s.end, { message: "must end after it starts", path: ["end"] });

/** An https address with {speaker} where the speaker's name goes. */
const speakerTemplate = externalUrl.refine((v) => v.includes("{speaker}"), "must contain {speaker}");

/** Everything about the church that more than one page shows. */
export const siteConfigSchema = z.strictObject({
  church: z.strictObject({
    /** Full name, used in page titles: "Page - Cedar Hollow Bible Church". */
    name: text,
    /** Shorter name for tight spaces such as the logo. */
    shortName: text,
    /** One sentence about the church, shown in the footer. */
    tagline: text,
    /** The site's public address, without a trailing slash. */
    origin: externalUrl.refine((v) => !v.endsWith("/"), "must not end with /"),
    /** IANA time zone of the church, such as America/New_York. */
    timeZone: text.refine(isTimeZone, "must be a time zone such as America/New_York"),
  }),
  address: z.strictObject({
    /** Street and number. */
    street: text,
    /** Town or city. */
    city: text,
    /** State. */
    region: text,
    /** ZIP code. */
    postalCode: text,
    /** Two-letter country code. */
    country: text.length(2, "must be a two-letter country code"),
    /** Map position, used for the map and search engines. */
    geo: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  contact: z.strictObject({
    /** Office phone as printed, such as (717) 555-0148. */
    phone: text,
    /** Office e-mail: the default contact for every person and page. */
    email,
    /** Office hours: open every day from firstDay to lastDay, from opens to closes (24-hour: "09:00", "17:00"). */
    officeHours: z
      .strictObject({ firstDay: weekday, lastDay: weekday, opens: clock, closes: clock })
      .refine((h) => h.opens < h.closes, { message: "must close after it opens", path: ["closes"] }),
  }),
  /** Sunday and monthly services, in the order they are listed. */
  serviceTimes: z.array(serviceTimeSchema).min(1, "must list at least one service"),
  /** Since when the service times hold, as YYYY-MM-DD: the calendar file repeats them from this date on. */
  serviceTimesSince: isoDate,
  /** Addresses of the services the site links to or embeds. */
  links: z.strictObject({
    /** The church-management service: every sign-up, gift, calendar and form lives there. */
    churchCenter: z.strictObject({
      registration: externalUrl,
      giving: externalUrl,
      calendar: externalUrl,
      prayer: externalUrl,
      contact: externalUrl,
    }),
    /** Video channel page, where past live streams can be watched. */
    videoChannel: externalUrl,
    /** Embed address of the live stream (privacy-enhanced video domain). */
    liveStreamEmbed: externalUrl,
    /** The sermon hosting service. */
    sermonHost: z.strictObject({
      /** The service's name, as visitors know it, such as SermonAudio. */
      name: text,
      /** The church's sermon archive on the service's own site. */
      archive: externalUrl,
      /** The same archive as an embeddable listing, for the Sermons page. */
      embed: externalUrl,
      /** One speaker's messages on the service's site; {speaker} stands for the speaker's name. */
      speakerArchive: speakerTemplate,
      /** One speaker's messages as an embeddable listing, for biography pages; {speaker} stands for the name. */
      speakerEmbed: speakerTemplate,
    }),
    /** The map service. */
    map: z.strictObject({ name: text, embed: externalUrl, link: externalUrl, directions: externalUrl }),
    /** The social feed provider's widget script. */
    socialFeedScript: externalUrl,
  }),
  /** Logo image in content/images. */
  logo: imagePath,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Whether the browser's and Node's date tools know this time zone name. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
