import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { biographyPaths, getContent } from "./lib/content.server";

/** A ministry page from content/ministries.ts. */
const ministry = (path: string, file = "routes/ministry.tsx") => route(path, file, { id: `ministry${path}` });

/** A page that shows a Markdown document from content/documents, with its PDF. */
const documentPage = (path: string) => route(path, "routes/document-page.tsx", { id: `document${path}` });

// Every route of SPEC §2, in its order.
const pages: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("/livestream", "routes/livestream.tsx"),

  // About Us
  documentPage("/about_doctrine"),
  route("/about_distinctives", "routes/distinctives.tsx"),
  documentPage("/about_pom"),
  route("/about_staff", "routes/staff.tsx"),
  documentPage("/about_stewardship"),
  documentPage("/about_divorce"),
  route("/about_history", "routes/history.tsx"),

  // Attendees
  route("/attendees_sermons", "routes/sermons.tsx"),
  route("/attendees_membership_baptism", "routes/membership.tsx"),
  route("/attendees_biblereadingplan", "routes/reading-plan.tsx"),
  route("/attendees_reading", "routes/reading.tsx"),

  // Ministries
  ministry("/ministries_corporate"),
  ministry("/ministries_unifiedwednesdays"),
  ministry("/ministries_care_groups", "routes/care-groups.tsx"),
  ministry("/ministries_mens"),
  ministry("/women"),
  ministry("/ministries_womens"),
  ministry("/ministries_crossroads"),
  ministry("/ministries_412"),
  ministry("/ministries_studies"),
  ministry("/ministries_local_outreach"),
  ministry("/ministries_missions"),
  ministry("/ministries_prayer"),
  ministry("/ministries_educationplan", "routes/education-plan.tsx"),

  // Seasonal
  route("/fall", "routes/fall.tsx"),
  route("/missions_conference", "routes/conference.tsx"),
];

// Checking all content here stops the build before anything is written when content is broken.
const reservedPaths = pages.map((entry) => entry.path ?? "/");
const content = getContent({ reservedPaths });

// One biography page per staff member with an `about` section.
const biographies = biographyPaths(content).map((path) => route(path, "routes/staff-bio.tsx", { id: `bio${path}` }));

export default [...pages, ...biographies, route("*", "routes/not-found.tsx")] satisfies RouteConfig;
