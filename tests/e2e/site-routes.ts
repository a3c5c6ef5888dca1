import { biographyPaths } from "../../app/site/content.server";

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

/** The spec's routes plus one biography page per staff member with an `about`, from content. */
export const allRoutes = [...specRoutes, ...biographyPaths()];
