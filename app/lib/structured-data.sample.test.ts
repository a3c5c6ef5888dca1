import { describe, expect, it } from "vitest";
import type { Conference } from "../../content/schema/conference";
import type { SiteConfig } from "../../content/schema/site-config";
import { breadcrumbJsonLd, churchJsonLd, conferenceJsonLd, personJsonLd } from "./structured-data";
import { getContent } from "../site/content.server";

const { siteConfig } = getContent();

/** The sample conference, as read from content/conference.yaml and its folders. */
const conference = getContent().conference as Conference;

const config = siteConfig as SiteConfig;
const origin = config.church.origin;
/** What a page would print: the block through JSON, as a search engine reads it. */
const printed = (block: object) => JSON.parse(JSON.stringify(block)) as Record<string, unknown>;

describe("churchJsonLd", () => {
  const church = printed(churchJsonLd(config, { logo: `${origin}/logo.png`, image: `${origin}/preview.png` }));

  it("describes the church with address, map position, telephone and e-mail", () => {
    expect(church).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["Church", "Organization"],
      name: "Cedar Hollow Bible Church",
      url: `${origin}/`,
      telephone: "+17175550148",
      email: "office@cedarhollowbible.org",
      address: { "@type": "PostalAddress", streetAddress: "1187 Orchard Valley Road", postalCode: "17062" },
      geo: { "@type": "GeoCoordinates", latitude: 40.3871, longitude: -77.1596 },
    });
  });

  it("gives the office hours as an opening-hours specification, Tuesday to Friday 9 to 5", () => {
    expect(church.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
        opens: "09:00",
        closes: "17:00",
      },
    ]);
  });

  it("lists each service as an event series with its weekly or monthly schedule", () => {
    const events = church.event as { name: string; eventSchedule: Record<string, unknown> }[];
    expect(events.map((e) => e.name)).toEqual(["Discipleship Hour", "Worship Service", "Family Life Service"]);
    expect(events[1]!.eventSchedule).toMatchObject({
      repeatFrequency: "P1W",
      byDay: "https://schema.org/Sunday",
      startTime: "10:30",
      scheduleTimezone: "America/New_York",
    });
    expect(events[2]!.eventSchedule).toMatchObject({ repeatFrequency: "P1M", byMonthWeek: 3, startTime: "18:00" });
  });

  it("holds a streamed service in the building and online, at the live stream page", () => {
    const events = church.event as Record<string, unknown>[];
    expect(events[0]).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@id": `${origin}/#church` },
    });
    expect(events[1]).toMatchObject({
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      description: "Streamed live",
      location: [{ "@id": `${origin}/#church` }, { "@type": "VirtualLocation", url: `${origin}/livestream` }],
    });
  });
});

describe("conferenceJsonLd", () => {
  const event = printed(
    conferenceJsonLd(conference, config, {
      page: `${origin}/missions_conference`,
      register: "https://example.org/register",
      image: `${origin}/preview.png`,
      speakerImages: ["a.png", "b.png"],
    }),
  );

  it("is an in-person, scheduled event from the first session's start to the last one's end, with zone offsets", () => {
    expect(event).toMatchObject({
      "@type": "Event",
      name: "Missions Conference 2027",
      startDate: "2027-10-17T17:30:00-04:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Cedar Hollow Bible Church" },
      organizer: { "@type": "Organization", "@id": `${origin}/#church` },
      offers: { "@type": "Offer", url: "https://example.org/register" },
    });
    expect(event.endDate).toMatch(/^2027-10-18T\d\d:\d\d:00-04:00$/);
    expect((event.performer as { name: string }[]).map((p) => p.name)).toEqual(["Daniel Hess", "Rachel Kim"]);
  });
});

describe("personJsonLd and breadcrumbJsonLd", () => {
  it("describes a staff member and the church they work for", () => {
    const person = printed(
      personJsonLd({ name: "Ann Lee", jobTitle: "Elder", url: `${origin}/about_alee`, image: "x.png" }, config),
    );
    expect(person).toMatchObject({
      "@type": "Person",
      name: "Ann Lee",
      jobTitle: "Elder",
      worksFor: { name: "Cedar Hollow Bible Church" },
    });
    expect(person).not.toHaveProperty("email");
  });

  it("numbers the steps of a breadcrumb trail from 1", () => {
    const trail = printed(
      breadcrumbJsonLd([
        { name: "Home", url: `${origin}/` },
        { name: "Our History", url: `${origin}/about_history` },
      ]),
    );
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Our History", item: `${origin}/about_history` },
    ]);
  });
});
