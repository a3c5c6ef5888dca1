import { tzlib_get_timezones } from "timezones-ical-library";
import { z } from "zod";
import { hrefOrService, serviceName } from "./action.ts";
import { brandSchema } from "./brand.ts";
import { clock, email, externalUrl, href, imagePath, internalPath, isoDate, text, weekday } from "./common.ts";

/**
 * A regular gathering, every week or once a month. The page prints it as "10:30 AM · Sundays" or
 * "6:00 PM · 3rd Sunday monthly"; the calendar file and search engines get the same times.
 */
const serviceTimeSchema = z
  .strictObject({
    name: text.describe('Name of the gathering, such as "Worship Service".'),
    day: weekday.describe('The day it meets, such as "Sunday".'),
    week: z
      .number()
      .int()
      .min(1)
      .max(5)
      .optional()
      .describe("Only for a monthly gathering: which of the month's Sundays (1 to 5), such as 3 for the 3rd Sunday."),
    start: clock.describe('Start and end in the church\'s time zone, 24-hour: "10:30", "12:00".'),
    end: clock,
    streamed: z
      .boolean()
      .optional()
      .describe(
        'Streamed live on the live stream page: during it every page shows "Live now", and the live stream page counts down to the next one.',
      ),
    note: text.optional().describe("Optional note shown beside it."),
  })
  .refine((s) => s.start < s.end, { message: "must end after it starts", path: ["end"] });

/** Where a visitor is sent for a service: another site's page, a page of this site, or an e-mail address. */
const serviceAddress = z.union([externalUrl, internalPath, email], {
  error: "must be a full https:// address, a page of this site (/give) or an e-mail address",
});

/** An https address with {speaker} where the speaker's name goes. */
const speakerTemplate = externalUrl.refine((v) => v.includes("{speaker}"), "must contain {speaker}");

/** Everything about the church that more than one page shows. */
export const siteConfigSchema = z.strictObject({
  church: z.strictObject({
    name: text.describe('Full name, used in page titles: "Page - Grace Chapel".'),
    shortName: text.describe("Shorter name for tight spaces such as the logo."),
    tagline: text.describe("One sentence about the church, shown in the footer."),
    origin: externalUrl
      .refine((v) => !v.endsWith("/"), "must not end with /")
      .describe("The site's public address, without a trailing slash."),
    timeZone: text
      .refine(
        isTimeZone,
        "is not a time zone of the time zone database: write the zone's name, such as America/Phoenix, Europe/London or Pacific/Auckland",
      )
      .describe(
        "The church's time zone, by its name in the time zone database, such as America/New_York or Europe/London.",
      ),
  }),
  address: z.strictObject({
    street: text.describe("Street and number."),
    city: text.describe("Town or city."),
    region: text.describe("State."),
    postalCode: text.describe("ZIP code."),
    country: text.length(2, "must be a two-letter country code").describe("Two-letter country code."),
    geo: z
      .strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
      .optional()
      .describe("Map position, for search engines; leave out to give the address alone."),
  }),
  parking: text.describe(
    "Where visitors park and which door they come in by, in a sentence or two. Pages show it where they say {{Parking}}.",
  ),
  contact: z.strictObject({
    phone: text.describe("Office phone as printed, such as (555) 555-0100."),
    email: email.describe("Office e-mail: the default contact for every person and page."),
    officeHours: z
      .strictObject({ firstDay: weekday, lastDay: weekday, opens: clock, closes: clock })
      .refine((h) => h.opens < h.closes, { message: "must close after it opens", path: ["closes"] })
      .optional()
      .describe(
        'Office hours: open every day from firstDay to lastDay, from opens to closes (24-hour: "09:00", "17:00"). Leave out for an office without set hours: pages give the phone and e-mail alone.',
      ),
  }),
  serviceTimes: z
    .array(serviceTimeSchema)
    .min(1, "must list at least one service")
    .describe("Sunday and monthly services, in the order they are listed."),
  facts: z
    .array(
      z.strictObject({
        name: text.regex(/^[^{}]+$/, "must not contain { or }").describe('What text calls it, such as "Youth grades".'),
        value: text.describe('What pages say, such as "7-12".'),
      }),
    )
    .optional()
    .superRefine((facts = [], ctx) => {
      facts.forEach((fact, i) => {
        if (facts.findIndex((f) => f.name === fact.name) < i)
          ctx.addIssue({ code: "custom", path: [i, "name"], message: `is already the name of another fact` });
      });
    })
    .describe(
      "Facts more than one page states (grades, ages), each written once: a text shows one where it says {{name}}, such as {{Youth grades}}.",
    ),
  searchSynonyms: z
    .array(
      z.strictObject({
        word: text.describe('A word or two a visitor might search for, such as "kids".'),
        alsoFinds: z
          .array(text)
          .min(1, "must name at least one word of the site")
          .describe('Words of the site\'s pages that answer it, such as "children" and "nursery".'),
      }),
    )
    .optional()
    .describe(
      "Words visitors search for that the pages say differently: a search for the word also finds the words listed with it, such as kids → children, nursery. Each word once.",
    ),
  serviceTimesSince: isoDate.describe(
    "Since when the service times hold, as YYYY-MM-DD: the calendar file repeats them from this date on.",
  ),
  links: z
    .strictObject({
      churchCenter: z
        .strictObject({
          registration: serviceAddress.optional().describe("Where visitors sign up for events and groups."),
          giving: serviceAddress.optional().describe("Where visitors give."),
          calendar: serviceAddress.optional().describe("The church's calendar, as a page for visitors."),
          prayer: serviceAddress.optional().describe("Where visitors send a prayer request."),
          contact: serviceAddress
            .optional()
            .describe("Where visitors write to the church; the office e-mail when left out."),
        })
        .optional()
        .describe(
          "The church-management service (Church Center, Breeze, ChurchSuite or any other), or the church's own pages and e-mail: each link its own, each an https:// address, a page of this site or an e-mail address; leave out what the church does not offer.",
        ),
      videoChannel: externalUrl
        .optional()
        .describe("Video channel page, where past live streams can be watched; the live stream page needs it."),
      liveStreamEmbed: externalUrl
        .optional()
        .describe("Embed address of the live stream (privacy-enhanced video domain); the live stream page needs it."),
      sermonHost: z
        .strictObject({
          name: text.describe("The service's name, as visitors know it, such as SermonAudio."),
          archive: externalUrl.describe("The church's sermon archive on the service's own site."),
          embed: externalUrl
            .optional()
            .describe(
              "The same archive as an embeddable listing, shown at the foot of the sermons page; leave out for a link to the archive.",
            ),
          speakerArchive: speakerTemplate
            .optional()
            .describe("One speaker's messages on the service's site; {speaker} stands for the speaker's name."),
          speakerEmbed: speakerTemplate
            .optional()
            .describe(
              "One speaker's messages as an embeddable listing, for the biographies of those who preach; {speaker} stands for the name.",
            ),
        })
        .optional()
        .describe(
          "A sermon archive service (such as SermonAudio) with a page of every sermon, for the foot of the sermons page and the biographies; leave out if the sermons are a podcast or a video channel alone.",
        ),
      podcast: z
        .strictObject({
          applePodcasts: externalUrl.optional().describe("The sermons' podcast in Apple Podcasts."),
          spotify: externalUrl.optional().describe("The sermons' podcast in Spotify."),
          rss: externalUrl
            .optional()
            .describe("The podcast's feed for any other app; the sermon feed (feeds.sermons) when left out."),
        })
        .optional()
        .describe(
          "Where visitors follow the sermons in a podcast app: the sermons page shows a Subscribe link to each.",
        ),
      map: z
        .strictObject({ name: text, embed: externalUrl, link: externalUrl, directions: externalUrl })
        .optional()
        .describe(
          "The map service: its name, the map to embed, the map's page and directions to the church. Leave out for the address alone.",
        ),
      socialFeedScript: externalUrl
        .optional()
        .describe("The social feed provider's widget script; a ministry page's social feed needs it."),
    })
    .default({})
    .describe("Addresses of the services the site links to or embeds; leave out for a church that uses none."),
  feeds: z
    .strictObject({
      calendar: externalUrl
        .optional()
        .describe(
          "The church calendar's iCalendar feed (an address ending in .ics) from the church-management service; npm run feeds keeps a copy in content/feeds/calendar.ics.",
        ),
      sermons: externalUrl
        .optional()
        .describe(
          "The sermons' feed: a podcast's RSS (from SermonAudio, Buzzsprout, Podbean, Spotify for Creators or any host) or a YouTube channel's feed (https://www.youtube.com/feeds/videos.xml?channel_id=…). npm run feeds keeps a copy in content/feeds/sermons.xml, and the sermons page, the preachers' biographies and the home page's LatestSermon show them.",
        ),
    })
    .optional()
    .describe("Feeds the site copies each day from the services the church already uses (npm run feeds)."),
  footerLinks: z
    .array(
      z
        .strictObject({
          label: text,
          href: href.optional().describe("A page of this site, such as /about_doctrine, or another site."),
          service: serviceName
            .optional()
            .describe("Or a page of the church-management service (giving), whose address is given above."),
        })
        .refine(...hrefOrService),
    )
    .max(4, "must be at most four links")
    .optional()
    .describe(
      'Up to four links under the About heading of every page\'s footer, such as "What we believe" to the statement of faith.',
    ),
  brand: brandSchema,
  logo: imagePath.describe("Logo image in content/images."),
  editor: z
    .strictObject({
      repository: text
        .regex(/^[\w.-]+\/[\w.-]+$/, "must be a GitHub repository written as owner/name")
        .describe("The site's GitHub repository, written as owner/name, such as grace-chapel/website."),
      branch: text.describe("The branch the site is built from, usually main."),
      signIn: externalUrl
        .optional()
        .describe(
          "The address of the site's sign-in service for Sign In with GitHub (the worker in sign-in/), " +
            "such as https://grace-chapel-sign-in.example.workers.dev. Leave it out to sign in with an access token only.",
        ),
    })
    .describe("Where the site editor at /admin saves once the site is hosted: the site's GitHub repository."),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The zones of the time zone database, by their names, aliases included (calendar files describe each). */
let zoneNames: ReadonlySet<string> | undefined;

/**
 * Whether this is the name of a zone of the time zone database that both the calendar files
 * (timezones-ical-library) and the date tools of Node and the browser (Intl) know.
 */
function isTimeZone(name: string): boolean {
  zoneNames ??= new Set(tzlib_get_timezones() as string[]);
  if (!zoneNames.has(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
