/**
 * Site settings for the engine's unit tests, apart from any church's content: a church in New
 * York's time zone with a weekly and a monthly streamed service, and every outside service a
 * church may name, at the providers' real origins (the security policy allows exactly those).
 */
import type { SiteConfig } from "../../content/schema/site-config.ts";

export const siteConfigFixture: SiteConfig = {
  church: {
    name: "Riverbend Chapel",
    shortName: "Riverbend",
    tagline: "A chapel by the river.",
    origin: "https://www.riverbend.example",
    timeZone: "America/New_York",
  },
  address: {
    street: "1 Mill Road",
    city: "Riverbend",
    region: "NY",
    postalCode: "12000",
    country: "US",
    geo: { lat: 42.5, lng: -74.5 },
  },
  parking: "Park beside the chapel.",
  contact: {
    phone: "(555) 555-0100",
    email: "office@riverbend.example",
    officeHours: { firstDay: "Tuesday", lastDay: "Friday", opens: "09:00", closes: "17:00" },
  },
  serviceTimes: [
    { name: "Worship Service", day: "Sunday", start: "10:30", end: "12:00", streamed: true },
    { name: "Family Life Service", day: "Sunday", week: 3, start: "18:00", end: "19:30", streamed: true },
  ],
  serviceTimesSince: "2026-01-01",
  links: {
    churchCenter: {
      registration: "https://riverbend.churchcenter.com/registrations",
      giving: "https://riverbend.churchcenter.com/giving",
      calendar: "https://riverbend.churchcenter.com/calendar",
      prayer: "https://riverbend.churchcenter.com/people/forms/prayer",
      contact: "https://riverbend.churchcenter.com/people/forms/contact",
    },
    videoChannel: "https://www.youtube.com/@riverbend",
    liveStreamEmbed: "https://www.youtube-nocookie.com/embed/live_stream?channel=UCriverbend",
    sermonHost: {
      name: "SermonAudio",
      archive: "https://www.sermonaudio.com/riverbend",
      embed: "https://embed.sermonaudio.com/browser/broadcaster/riverbend/",
      speakerArchive: "https://www.sermonaudio.com/riverbend/speakers/{speaker}",
      speakerEmbed: "https://embed.sermonaudio.com/browser/broadcaster/riverbend/speaker/{speaker}/",
    },
    map: {
      name: "OpenStreetMap",
      embed: "https://www.openstreetmap.org/export/embed.html?bbox=-74.6%2C42.4%2C-74.4%2C42.6",
      link: "https://www.openstreetmap.org/?mlat=42.5&mlon=-74.5",
      directions: "https://www.openstreetmap.org/directions?to=42.5%2C-74.5",
    },
    socialFeedScript: "https://static.elfsight.com/platform/platform.js",
  },
  logo: "/logo.svg",
  editor: { repository: "riverbend/website", branch: "main" },
};
