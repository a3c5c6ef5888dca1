/**
 * Structured data (schema.org JSON-LD) for search engines, built from content. Each builder
 * returns one block that a page puts in its head; the types come from schema-dts.
 */
import type {
  BreadcrumbList,
  ChurchLeaf,
  Event,
  EventSeries,
  Graph,
  OpeningHoursSpecification,
  Organization,
  Person,
  PlaceLeaf,
  PodcastEpisode,
  PostalAddress,
  WebPage,
  WithContext,
} from "schema-dts";
import type { Weekday } from "../../content/schema/weekdays.ts";
import type { Conference } from "../../content/schema/conference.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { telHref } from "./contact.ts";
import { liveStreamPath } from "./site-paths.ts";
import { firstMeeting } from "./service-clock.ts";
import { slugify } from "./slugify.ts";
import { officeDays, serviceNote } from "./service-times.ts";
import { clockOf, wallTime, zonedDateTime } from "./time-zone.ts";
import type { FeedOccurrence } from "./events/calendar-feed.ts";
import type { Sermon } from "./sermons/sermon-feed.ts";

/**
 * The church is both a place (address, map, hours, services) and an organization (e-mail, logo):
 * one node carries both types, so every property is one its types define.
 */
type ChurchNode = Omit<ChurchLeaf, "@type"> & { "@type": ["Church", "Organization"]; email: string };

export type JsonLd = WithContext<BreadcrumbList | ChurchNode | Event | Person | PodcastEpisode | WebPage> | Graph;

const day = (name: Weekday) => `https://schema.org/${name}` as const;

/** The church's identifier, so other blocks can point at it. */
export const churchId = (origin: string) => `${origin}/#church`;

function postalAddress({ address }: SiteConfig): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** The church as the organization that runs an event or employs a person; the same @id as the church's own block. */
function organization(config: SiteConfig): Organization {
  const { church } = config;
  return { "@type": "Organization", "@id": churchId(church.origin), name: church.name, url: `${church.origin}/` };
}

/** The church: address, map position, contact, office hours (each as the church gives them) and its regular services. */
export function churchJsonLd(config: SiteConfig, images: { logo: string; image: string }): WithContext<ChurchNode> {
  const { church, contact, address } = config;
  const office = contact.officeHours;
  const hours: OpeningHoursSpecification[] = office
    ? [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: officeDays(office).map(day),
          opens: office.opens,
          closes: office.closes,
        },
      ]
    : [];
  const services: EventSeries[] = config.serviceTimes.map((service) => ({
    "@type": "EventSeries",
    name: service.name,
    ...(serviceNote(service) ? { description: serviceNote(service) } : {}),
    // A streamed service is also held online, at the live stream page.
    ...(service.streamed
      ? {
          location: [
            { "@id": churchId(church.origin) },
            { "@type": "VirtualLocation", url: `${church.origin}${liveStreamPath}` },
          ],
          eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
        }
      : {
          location: { "@id": churchId(church.origin) },
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        }),
    eventSchedule: {
      "@type": "Schedule",
      repeatFrequency: service.week ? "P1M" : "P1W",
      byDay: day(service.day),
      ...(service.week ? { byMonthWeek: service.week } : {}),
      startDate: firstMeeting(service, config.serviceTimesSince),
      startTime: service.start,
      endTime: service.end,
      scheduleTimezone: church.timeZone,
    },
  }));
  return {
    "@context": "https://schema.org",
    "@type": ["Church", "Organization"],
    "@id": churchId(church.origin),
    name: church.name,
    url: `${church.origin}/`,
    description: church.tagline,
    logo: images.logo,
    image: images.image,
    telephone: `+1${telHref(contact.phone).slice(4)}`,
    email: contact.email,
    address: postalAddress(config),
    ...(address.geo && { geo: { "@type": "GeoCoordinates", latitude: address.geo.lat, longitude: address.geo.lng } }),
    ...(config.links.map && { hasMap: config.links.map.link }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    event: services,
    sameAs: [config.links.videoChannel, config.links.sermonHost?.archive].filter((url) => url !== undefined),
  };
}

/** The missions conference as an event at the church, with its speakers and registration. */
export function conferenceJsonLd(
  conference: Conference,
  config: SiteConfig,
  links: { page: string; register: string; image: string; speakerImages: string[] },
): WithContext<Event> {
  const zone = config.church.timeZone;
  const first = conference.sessions[0]!;
  const last = conference.sessions.at(-1)!;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: conference.name,
    description: conference.description,
    url: links.page,
    image: links.image,
    startDate: zonedDateTime(first.date, first.start, zone),
    endDate: zonedDateTime(last.date, last.end, zone),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: config.church.name, address: postalAddress(config) },
    organizer: organization(config),
    offers: {
      "@type": "Offer",
      url: links.register,
      availability: "https://schema.org/InStock",
      validFrom: zonedDateTime(conference.published, "00:00", zone),
    },
    performer: conference.speakers.map((speaker, i) => ({
      "@type": "Person",
      name: speaker.name,
      jobTitle: speaker.role,
      description: speaker.bio[0],
      image: links.speakerImages[i],
    })),
  };
}

/** An instant as schema.org writes it, with the zone's offset then: "2026-12-24T17:00:00-05:00". */
function zonedInstant(instant: number, zone: string): string {
  const { date, minutes } = wallTime(zone, instant);
  return zonedDateTime(date, clockOf(minutes), zone);
}

/** A private home: the feed names no address, and the church's own is not the place. */
const dwelling = /\b(home|homes|house|houses|residence|apartment)\b/i;

/**
 * Where a feed event is, for its structured data: a place with a town ("Market Square, Carlisle, PA")
 * is elsewhere and its own address; a home ("The Fitch home") is in the church's town, with no street
 * (the feed does not publish it, and the church's is wrong); any other name is a room of the church
 * ("Fellowship hall"), at its address.
 */
export function eventPlace(where: string | undefined, config: SiteConfig): PlaceLeaf {
  const { street, city, region, country } = config.address;
  if (where !== undefined && where.includes(",") && !where.includes(street)) {
    return { "@type": "Place", name: where.split(",")[0]!.trim(), address: where };
  }
  if (where !== undefined && dwelling.test(where)) {
    return {
      "@type": "Place",
      name: where,
      address: { "@type": "PostalAddress", addressLocality: city, addressRegion: region, addressCountry: country },
    };
  }
  const room = where && !where.includes(street) ? `${where}, ${config.church.name}` : config.church.name;
  return { "@type": "Place", name: room, address: postalAddress(config) };
}

/** Where an event of the feed is on this site: its anchor on the events page, the page's preview, its text. */
type EventLinks = { page: string; image: string; description?: string };

/**
 * The events of the church's calendar feed, on the events page: one graph, in which the church
 * (the organizer) and each place are written once and every event points at them by `@id`. The
 * page lists eight weeks of events, most of them at the church: written out in each, the address
 * and the organizer were a sixth of the page's structured data, which Chrome reads as the page
 * finishes loading (about 25 µs of the main thread a kilobyte on this project's machine, script
 * time to Lighthouse).
 */
export function feedEventsJsonLd(
  events: readonly { event: FeedOccurrence; links: EventLinks }[],
  config: SiteConfig,
  page: string,
): Graph {
  const places = new Map<string, PlaceLeaf & { "@id": string }>();
  const placeId = (place: PlaceLeaf): string => {
    const key = JSON.stringify(place);
    const known = places.get(key);
    if (known) return known["@id"];
    // By name, and a number after it for a second place of the same name (two towns' Main Streets).
    const base = `${page}#place-${slugify(String(place.name))}`;
    const taken = new Set([...places.values()].map((node) => node["@id"]));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    places.set(key, { "@id": id, ...place });
    return id;
  };
  const nodes = events.map(({ event, links }) => feedEventJsonLd(event, config, links, placeId));
  return { "@context": "https://schema.org", "@graph": [organization(config), ...places.values(), ...nodes] };
}

/**
 * One event of the feed: at the church unless the feed names another place, cancelled when the feed
 * says so, with its registration as the offer. Its place and organizer are references into the
 * page's graph (feedEventsJsonLd).
 */
function feedEventJsonLd(
  event: FeedOccurrence,
  config: SiteConfig,
  links: EventLinks,
  placeId: (place: PlaceLeaf) => string,
): Event {
  const zone = config.church.timeZone;
  return {
    "@type": "Event",
    name: event.title,
    ...(links.description ? { description: links.description } : {}),
    url: links.page,
    image: links.image,
    startDate: event.allDay ? event.firstDay : zonedInstant(event.start, zone),
    endDate: event.allDay ? event.lastDay : zonedInstant(event.end, zone),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: event.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    location: { "@id": placeId(eventPlace(event.location, config)) },
    organizer: { "@id": churchId(config.church.origin) },
    ...(event.url && !event.cancelled
      ? {
          offers: {
            "@type": "Offer",
            url: event.url,
            price: 0,
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}

/** A length in seconds as schema.org writes it: "PT41M30S". */
const isoDuration = (seconds: number): string =>
  `PT${Math.floor(seconds / 3600) ? `${Math.floor(seconds / 3600)}H` : ""}${Math.floor(seconds / 60) % 60 ? `${Math.floor(seconds / 60) % 60}M` : ""}${seconds % 60 || seconds === 0 ? `${seconds % 60}S` : ""}`;

/**
 * A sermon of the church's feed, at its place on a page of this site: an episode of the church's
 * sermons with its recording, speaker, passage and series.
 */
export function sermonJsonLd(sermon: Sermon, config: SiteConfig, links: { page: string }): WithContext<PodcastEpisode> {
  const zone = config.church.timeZone;
  return {
    "@context": "https://schema.org",
    "@type": "PodcastEpisode",
    name: sermon.title,
    url: links.page,
    datePublished: zonedInstant(sermon.published, zone),
    ...(sermon.summary.length > 0 ? { description: sermon.summary.join(" ") } : {}),
    ...(sermon.speaker ? { author: { "@type": "Person", name: sermon.speaker } } : {}),
    ...(sermon.passage ? { about: { "@type": "CreativeWork", name: sermon.passage.label } } : {}),
    ...(sermon.series ? { partOfSeries: { "@type": "CreativeWorkSeries", name: sermon.series } } : {}),
    ...(sermon.seconds ? { timeRequired: isoDuration(sermon.seconds) } : {}),
    ...(sermon.audio
      ? {
          associatedMedia: {
            "@type": "AudioObject",
            contentUrl: sermon.audio.url,
            encodingFormat: sermon.audio.type,
            ...(sermon.seconds ? { duration: isoDuration(sermon.seconds) } : {}),
          },
        }
      : {}),
    ...(sermon.page ? { sameAs: sermon.page } : {}),
    publisher: organization(config),
  };
}

/** A staff member with a biography page. */
export function personJsonLd(
  person: { name: string; jobTitle: string; url: string; image: string; email?: string },
  config: SiteConfig,
): WithContext<Person> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle,
    url: person.url,
    image: person.image,
    ...(person.email ? { email: person.email } : {}),
    worksFor: organization(config),
  };
}

/** A page about visiting the church: the church is its subject, by the @id of the church's own block. */
export function visitPageJsonLd(
  config: SiteConfig,
  page: { name: string; description: string; url: string },
): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: page.url,
    about: { "@id": churchId(config.church.origin) },
  };
}

/** The way from the home page to this one: each step's name and full address. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
