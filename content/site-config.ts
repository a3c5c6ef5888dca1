import type { z } from "zod";
import type { siteConfigSchema } from "./schema/site-config.ts";

const churchCenter = "https://cedarhollowbible.churchcenter.com";

/** The church's details and the addresses of every outside service. Checked at build by schema/site-config.ts. */
export const siteConfig: z.input<typeof siteConfigSchema> = {
  church: {
    name: "Cedar Hollow Bible Church",
    shortName: "Cedar Hollow",
    tagline:
      "An independent Bible church in Cedar Hollow, Pennsylvania, teaching God's Word verse by verse since 1910.",
    origin: "https://www.cedarhollowbible.org",
    timeZone: "America/New_York",
  },
  address: {
    street: "1187 Orchard Valley Road",
    city: "Cedar Hollow",
    region: "PA",
    postalCode: "17062",
    country: "US",
    geo: { lat: 40.3871, lng: -77.1596 },
  },
  contact: {
    phone: "(717) 555-0148",
    email: "office@cedarhollowbible.org",
    officeHours: { firstDay: "Tuesday", lastDay: "Friday", opens: "09:00", closes: "17:00" },
  },
  serviceTimes: [
    { name: "Discipleship Hour", day: "Sunday", start: "09:30", end: "10:15", note: "Classes for every age" },
    { name: "Worship Service", day: "Sunday", start: "10:30", end: "12:00", note: "Also streamed live" },
    { name: "Family Life Service", day: "Sunday", week: 3, start: "18:00", end: "19:30" },
  ],
  serviceTimesSince: "2026-01-01",
  links: {
    churchCenter: {
      registration: `${churchCenter}/registrations`,
      giving: `${churchCenter}/giving`,
      calendar: `${churchCenter}/calendar`,
      prayer: `${churchCenter}/people/forms/prayer-request`,
      contact: `${churchCenter}/people/forms/contact-us`,
    },
    videoChannel: "https://www.youtube.com/@cedarhollowbible",
    liveStreamEmbed: "https://www.youtube-nocookie.com/embed/live_stream?channel=UCc3dAr4H0ll0wB1bl3Ch9rc",
    sermonHost: {
      name: "SermonAudio",
      archive: "https://www.sermonaudio.com/cedarhollowbible",
      embed: "https://embed.sermonaudio.com/browser/broadcaster/cedarhollowbible/",
      speakerArchive: "https://www.sermonaudio.com/cedarhollowbible/speakers/{speaker}",
      speakerEmbed: "https://embed.sermonaudio.com/browser/broadcaster/cedarhollowbible/speaker/{speaker}/",
    },
    map: {
      name: "OpenStreetMap",
      embed:
        "https://www.openstreetmap.org/export/embed.html?bbox=-77.1716%2C40.3811%2C-77.1476%2C40.3931&layer=mapnik&marker=40.3871%2C-77.1596",
      link: "https://www.openstreetmap.org/?mlat=40.3871&mlon=-77.1596#map=16/40.3871/-77.1596",
      directions: "https://www.openstreetmap.org/directions?to=40.3871%2C-77.1596",
    },
    socialFeedScript: "https://static.elfsight.com/platform/platform.js",
  },
  flashMessageHtml: 'Fall ministries begin September 9. <a href="/fall">Sign up for a class or a care group</a>.',
  pageSections: ["Carousel", "OurPurpose", "ServiceTimeAndLocation"],
  carouselItems: [
    {
      imgSrc: "carousel/fall.svg",
      href: "/fall",
      alt: "Autumn maple leaves over a winding country road",
      heading: "Fall Ministries",
      text: "Classes, care groups and service teams start in September. Find your place.",
    },
    {
      imgSrc: "carousel/livestream.svg",
      href: "/livestream",
      alt: "Morning light through the windows of a white country church",
      heading: "Worship With Us Live",
      text: "Sundays at 10:30 AM, in person or on the live stream.",
    },
    {
      imgSrc: "carousel/missions.svg",
      href: "/missions_conference",
      alt: "A globe of green continents on a deep blue field",
      heading: "Missions Conference",
      text: "October 17 and 18: two days with missionaries from two continents.",
    },
  ],
  logo: "logo.svg",
};
