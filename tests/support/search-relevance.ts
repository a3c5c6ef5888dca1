/**
 * The site search's relevance test: queries a visitor would type, each with the page that must
 * come first. The search must put at least 27 of the 30 first, and each of them in its first 3.
 * Written as a visitor would type: everyday words, informal names, first names, misspellings.
 */
export interface RelevanceQuery {
  query: string;
  /** The page that must come first. */
  first: string;
}

export const relevanceQueries: readonly RelevanceQuery[] = [
  { query: "service times", first: "/" },
  { query: "times", first: "/" },
  { query: "parking", first: "/visit" },
  { query: "directions", first: "/visit" },
  { query: "what to wear", first: "/visit" },
  { query: "wheelchair", first: "/visit" },
  { query: "nursery", first: "/visit" },
  { query: "kids", first: "/visit" },
  { query: "baptism", first: "/attendees_membership_baptism" },
  { query: "bapism", first: "/attendees_membership_baptism" },
  { query: "membership", first: "/attendees_membership_baptism" },
  { query: "youth group", first: "/ministries_412" },
  { query: "women", first: "/ministries_womens" },
  { query: "men", first: "/ministries_mens" },
  { query: "missionaries", first: "/ministries_missions" },
  { query: "misionaries", first: "/ministries_missions" },
  { query: "missions conference", first: "/missions_conference" },
  { query: "trinity", first: "/about_doctrine" },
  { query: "what we believe", first: "/about_doctrine" },
  { query: "divorce", first: "/about_divorce" },
  { query: "tithe", first: "/about_stewardship" },
  { query: "communion", first: "/about_distinctives" },
  { query: "laura", first: "/about_lfitch" },
  // A staff member without a biography, by her surname: "ruth" is also a book of the Bible, whose
  // sermons' page rightly comes first for it.
  { query: "calloway", first: "/about_staff" },
  { query: "small groups", first: "/ministries_care_groups" },
  { query: "young adults", first: "/ministries_crossroads" },
  { query: "seniors", first: "/ministries_studies" },
  { query: "live stream", first: "/livestream" },
  { query: "sermons", first: "/attendees_sermons" },
  { query: "prayer meeting", first: "/ministries_prayer" },
];

/** How many of the queries must put their page first; every one must have it in its first 3. */
export const relevanceFloor = 27;
export const relevanceTop = 3;
