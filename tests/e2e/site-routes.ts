import { routePaths } from "../../scripts/site-pages";

/** Every route of SPEC §2, as written there. */
export const specRoutes = [
  "/",
  "/livestream",
  "/about_doctrine",
  "/about_distinctives",
  "/about_pom",
  "/about_staff",
  "/about_stewardship",
  "/about_divorce",
  "/about_history",
  "/attendees_sermons",
  "/attendees_membership_baptism",
  "/attendees_biblereadingplan",
  "/attendees_reading",
  "/ministries_corporate",
  "/ministries_unifiedwednesdays",
  "/ministries_care_groups",
  "/ministries_mens",
  "/women",
  "/ministries_womens",
  "/ministries_crossroads",
  "/ministries_412",
  "/ministries_studies",
  "/ministries_local_outreach",
  "/ministries_missions",
  "/ministries_prayer",
  "/ministries_educationplan",
  "/fall",
  "/missions_conference",
];

/** Every address of the page registry (content/pages): aliases and one biography per staff member with an `about`. */
export const allRoutes = routePaths();
