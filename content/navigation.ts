import type { z } from "zod";
import type { navigationSchema } from "./schema/navigation.ts";
import { siteConfig } from "./site-config.ts";

const { churchCenter } = siteConfig.links;

/** The main menu: top-level entries in order; a section opens a list of links and submenus. */
export const navigation: z.input<typeof navigationSchema> = [
  { label: "Live Stream", href: "/livestream" },
  {
    label: "About Us",
    items: [
      { label: "Statement of Faith", href: "/about_doctrine" },
      { label: "Our Distinctives", href: "/about_distinctives" },
      { label: "Philosophy of Ministry", href: "/about_pom" },
      { label: "Staff & Leadership", href: "/about_staff" },
      { label: "Our History", href: "/about_history" },
      {
        label: "Policies",
        links: [
          { label: "Stewardship", href: "/about_stewardship" },
          { label: "Divorce & Remarriage", href: "/about_divorce" },
        ],
      },
    ],
  },
  {
    label: "Ministries",
    items: [
      { label: "Corporate Worship", href: "/ministries_corporate" },
      { label: "Unified Wednesdays", href: "/ministries_unifiedwednesdays" },
      { label: "Care Groups", href: "/ministries_care_groups" },
      {
        label: "Adults",
        links: [
          { label: "Men's Ministry", href: "/ministries_mens" },
          { label: "Women's Ministry", href: "/ministries_womens" },
          { label: "Seniors' Study", href: "/ministries_studies" },
          { label: "Education Plan", href: "/ministries_educationplan" },
        ],
      },
      {
        label: "Youth & Young Adults",
        links: [
          { label: "412 Youth", href: "/ministries_412" },
          { label: "Crossroads (18-30)", href: "/ministries_crossroads" },
        ],
      },
      {
        label: "Outreach",
        links: [
          { label: "Local Outreach", href: "/ministries_local_outreach" },
          { label: "Missions", href: "/ministries_missions" },
          { label: "Missions Conference", href: "/missions_conference" },
        ],
      },
      { label: "Prayer", href: "/ministries_prayer" },
    ],
  },
  {
    label: "Attendees",
    items: [
      { label: "Sermons", href: "/attendees_sermons" },
      { label: "Membership & Baptism", href: "/attendees_membership_baptism" },
      { label: "Bible Reading Plan", href: "/attendees_biblereadingplan" },
      { label: "Recommended Reading", href: "/attendees_reading" },
      { label: "Fall Sign-ups", href: "/fall" },
      { label: "Church Calendar", href: churchCenter.calendar },
      { label: "Give Online", href: churchCenter.giving },
    ],
  },
  {
    label: "I'm New",
    items: [
      { label: "Service Times & Location", href: "/#services" },
      { label: "Our Purpose", href: "/#purpose" },
      { label: "What We Believe", href: "/about_doctrine" },
      { label: "Meet Our Staff", href: "/about_staff" },
      { label: "Connect With Us", href: churchCenter.contact },
    ],
  },
];
