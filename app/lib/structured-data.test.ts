import { describe, expect, it } from "vitest";
import type { Conference } from "../../content/schema/conference";
import type { SiteConfig } from "../../content/schema/site-config";
import { fullChurchContent } from "../../tests/support/full-church";
import { danglingReferences, jsonLdThings } from "../../tests/support/json-ld";
import { siteConfigFixture } from "../../tests/support/site-config-fixture";
import {
  breadcrumbJsonLd,
  churchJsonLd,
  conferenceJsonLd,
  feedEventsJsonLd,
  personJsonLd,
  sermonJsonLd,
} from "./structured-data";

/** A church with every feature (tests/fixtures/full-church), in Denver's time zone. */
const { siteConfig, conference: fixtureConference } = fullChurchContent();

/** Its conference, as read from content/conference.yaml and its folders. */
const conference = fixtureConference as Conference;

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
      name: "Juniper Creek Bible Church",
      url: `${origin}/`,
      telephone: "+17195550163",
      email: "office@junipercreekchurch.org",
      address: { "@type": "PostalAddress", streetAddress: "318 Sagebrush Lane", postalCode: "81236" },
      geo: { "@type": "GeoCoordinates", latitude: 38.5347, longitude: -105.9989 },
    });
  });

  it("gives the office hours as an opening-hours specification, Monday to Thursday 8:30 to 3:30", () => {
    expect(church.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"].map((d) => `https://schema.org/${d}`),
        opens: "08:30",
        closes: "15:30",
      },
    ]);
  });

  it("lists each service as an event series with its weekly or monthly schedule", () => {
    const events = church.event as { name: string; eventSchedule: Record<string, unknown> }[];
    expect(events.map((e) => e.name)).toEqual(["Morning Worship", "Midweek Prayer"]);
    expect(events[0]!.eventSchedule).toMatchObject({
      repeatFrequency: "P1W",
      byDay: "https://schema.org/Sunday",
      startTime: "10:00",
      scheduleTimezone: "America/Denver",
    });
    expect(events[1]!.eventSchedule).toMatchObject({ repeatFrequency: "P1W", byDay: "https://schema.org/Wednesday" });
    // A service on one Sunday of the month (the 3rd) repeats monthly.
    const monthly = printed(churchJsonLd(siteConfigFixture, { logo: "", image: "" })).event as {
      name: string;
      eventSchedule: Record<string, unknown>;
    }[];
    expect(monthly.find((e) => e.name === "Family Life Service")!.eventSchedule).toMatchObject({
      repeatFrequency: "P1M",
      byMonthWeek: 3,
      startTime: "18:00",
    });
  });

  it("holds a streamed service in the building and online, at the live stream page", () => {
    const events = church.event as Record<string, unknown>[];
    expect(events[1]).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@id": `${origin}/#church` },
    });
    expect(events[0]).toMatchObject({
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      description: "Streamed live",
      location: [{ "@id": `${origin}/#church` }, { "@type": "VirtualLocation", url: `${origin}/livestream` }],
    });
  });
});

describe("conferenceJsonLd", () => {
  const event = printed(
    conferenceJsonLd(conference, config, {
      page: `${origin}/family_conference`,
      register: "https://example.org/register",
      image: `${origin}/preview.png`,
      speakerImages: ["a.png", "b.png"],
    }),
  );

  it("is an in-person, scheduled event from the first session's start to the last one's end, with zone offsets", () => {
    expect(event).toMatchObject({
      "@type": "Event",
      name: "Family Conference 2026",
      startDate: "2026-10-09T18:30:00-06:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Juniper Creek Bible Church" },
      organizer: { "@type": "Organization", "@id": `${origin}/#church` },
      offers: { "@type": "Offer", url: "https://example.org/register" },
    });
    expect(event.endDate).toBe("2026-10-10T11:30:00-06:00");
    expect((event.performer as { name: string }[]).map((p) => p.name)).toEqual(["Isaac Thornbury"]);
  });
});

describe("feedEventsJsonLd", () => {
  const event = {
    id: "1",
    title: "Harvest supper",
    allDay: false,
    start: Date.parse("2026-10-09T18:30:00-06:00"),
    end: Date.parse("2026-10-09T20:00:00-06:00"),
    firstDay: "2026-10-09",
    lastDay: "2026-10-09",
    cancelled: false,
    location: "Fellowship hall",
    url: "https://junipercreek.churchcenter.com/registrations/events/4",
  };
  const events = `${origin}/events`;
  const page = `${events}#event-2026-10-09-harvest-supper`;
  const links = { page, image: `${origin}/preview.png` };
  /** The events as a search engine reads the graph: references to the church and places resolved. */
  const read = (...occurrences: (typeof event)[]) => {
    const graph = printed(
      feedEventsJsonLd(
        occurrences.map((e) => ({ event: e, links })),
        config,
        events,
      ),
    );
    expect(danglingReferences(graph)).toEqual([]);
    return jsonLdThings([graph]);
  };

  it("is an event at its start and end with the zone's offset, in a room of the church, with its registration", () => {
    expect(read(event)).toMatchObject([
      {
        "@context": "https://schema.org",
        "@type": "Event",
        name: "Harvest supper",
        url: page,
        image: `${origin}/preview.png`,
        startDate: "2026-10-09T18:30:00-06:00",
        endDate: "2026-10-09T20:00:00-06:00",
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          name: "Fellowship hall, Juniper Creek Bible Church",
          address: { "@type": "PostalAddress", streetAddress: "318 Sagebrush Lane" },
        },
        organizer: { "@type": "Organization", "@id": `${origin}/#church`, name: "Juniper Creek Bible Church" },
        offers: { "@type": "Offer", url: event.url },
      },
    ]);
  });

  it("writes the church and each place once, however many events are there, and tells same-named places apart", () => {
    const supper = { ...event, id: "2", title: "Potluck" };
    const square = { ...event, id: "3", location: "Market Square, Salida, CO" };
    const otherSquare = { ...event, id: "4", location: "Market Square, Buena Vista, CO" };
    const graph = feedEventsJsonLd(
      [event, supper, square, otherSquare].map((e) => ({ event: e, links })),
      config,
      events,
    );
    const nodes = printed(graph)["@graph"] as Record<string, unknown>[];
    expect(nodes.map((node) => node["@type"])).toEqual([
      "Organization",
      "Place",
      "Place",
      "Place",
      "Event",
      "Event",
      "Event",
      "Event",
    ]);
    expect(nodes.slice(1, 4).map((node) => node["@id"])).toEqual([
      `${events}#place-fellowship-hall-juniper-creek-bible-church`,
      `${events}#place-market-square`,
      `${events}#place-market-square-2`,
    ]);
    expect(JSON.stringify(graph).split("318 Sagebrush Lane")).toHaveLength(2);
    expect(jsonLdThings([printed(graph)]).map((e) => (e.location as { address: unknown }).address)).toEqual([
      expect.objectContaining({ streetAddress: "318 Sagebrush Lane" }),
      expect.objectContaining({ streetAddress: "318 Sagebrush Lane" }),
      "Market Square, Salida, CO",
      "Market Square, Buena Vista, CO",
    ]);
  });

  it("places an event in a town elsewhere there, gives an all-day one its dates, and marks a cancelled one", () => {
    const [away] = read({
      ...event,
      allDay: true,
      lastDay: "2026-10-11",
      location: "Pine Hollow Camp, Salida, CO",
      cancelled: true,
    });
    expect(away).toMatchObject({
      startDate: "2026-10-09",
      endDate: "2026-10-11",
      eventStatus: "https://schema.org/EventCancelled",
      location: { "@type": "Place", name: "Pine Hollow Camp", address: "Pine Hollow Camp, Salida, CO" },
    });
    expect(away).not.toHaveProperty("offers");
  });

  it("places an event in a member's home in the church's town, without the church's street", () => {
    const [home] = read({ ...event, location: "The Ortiz home" });
    expect(home).toMatchObject({
      location: {
        "@type": "Place",
        name: "The Ortiz home",
        address: { addressLocality: "Juniper Creek", addressRegion: "CO", addressCountry: "US" },
      },
    });
    expect(JSON.stringify(home!.location)).not.toContain("318 Sagebrush Lane");
  });
});

describe("sermonJsonLd", () => {
  it("is an episode with its date's offset, speaker, passage, series and recording", () => {
    const episode = printed(
      sermonJsonLd(
        {
          id: "1",
          title: "No Condemnation",
          published: Date.parse("2026-11-08T17:00:00Z"),
          speaker: "Ann Lee",
          passage: { book: "Romans", chapter: 8, label: "Romans 8:1–4" },
          series: "Romans",
          seconds: 2490,
          audio: { url: "https://media.example/1.mp3", type: "audio/mpeg" },
          page: "https://host.example/sermons/1",
          summary: ["Why there is no condemnation."],
        },
        config,
        { page: `${origin}/sermons#sermon-1` },
      ),
    );
    expect(episode).toEqual({
      "@context": "https://schema.org",
      "@type": "PodcastEpisode",
      name: "No Condemnation",
      url: `${origin}/sermons#sermon-1`,
      datePublished: "2026-11-08T10:00:00-07:00",
      description: "Why there is no condemnation.",
      author: { "@type": "Person", name: "Ann Lee" },
      about: { "@type": "CreativeWork", name: "Romans 8:1–4" },
      partOfSeries: { "@type": "CreativeWorkSeries", name: "Romans" },
      timeRequired: "PT41M30S",
      associatedMedia: {
        "@type": "AudioObject",
        contentUrl: "https://media.example/1.mp3",
        encodingFormat: "audio/mpeg",
        duration: "PT41M30S",
      },
      sameAs: "https://host.example/sermons/1",
      publisher: expect.objectContaining({ "@type": "Organization", name: "Juniper Creek Bible Church" }),
    });
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
      worksFor: { name: "Juniper Creek Bible Church" },
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
