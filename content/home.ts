import type { z } from "zod";
import type { homeSchema } from "./schema/home.ts";
import { siteConfig } from "./site-config.ts";

const { churchCenter } = siteConfig.links;

/** Text of the home page sections. Which sections show, and in what order, is pageSections in site-config.ts. */
export const home: z.input<typeof homeSchema> = {
  purpose: {
    heading: "Our Purpose",
    intro:
      "We exist to glorify God by making disciples of Jesus Christ. Six commitments shape everything we do together.",
    points: [
      {
        title: "Exalt God in worship",
        text: "We gather each Lord's Day to sing, pray, give and hear the Word, because God alone is worthy of our praise.",
        reference: "Psalm 96:7-9",
      },
      {
        title: "Expound the Scriptures",
        text: "We preach through whole books of the Bible, verse by verse, so that the church hears all that God has said.",
        reference: "2 Timothy 4:2",
      },
      {
        title: "Equip the saints",
        text: "Classes, care groups and mentoring prepare every member to serve, teach and care for one another.",
        reference: "Ephesians 4:11-12",
      },
      {
        title: "Encourage one another",
        text: "We share our lives in small groups and at the table, bearing burdens and spurring one another on to love.",
        reference: "Hebrews 10:24-25",
      },
      {
        title: "Evangelize our neighbors",
        text: "We take the gospel to our streets, campuses and workplaces, and welcome everyone who wants to hear it.",
        reference: "Romans 10:14-15",
      },
      {
        title: "Extend the gospel to the nations",
        text: "We send and support missionaries who plant churches and train pastors where Christ is not yet known.",
        reference: "Matthew 28:19-20",
      },
    ],
  },
  services: {
    heading: "Service Times & Location",
    intro:
      "Visitors are always welcome. Park in the main lot off Orchard Valley Road and come in through the glass doors under the bell tower; a greeter will help you find a seat or a class.",
  },
  involved: {
    heading: "How To Get Involved",
    intro: "Church is more than a Sunday morning. Here are three good first steps.",
    steps: [
      {
        title: "Join a care group",
        text: "Seven groups meet across the county on the 2nd and 4th Wednesdays for a meal, the Word and prayer.",
        link: { label: "Find a care group", href: "/ministries_care_groups" },
      },
      {
        title: "Take a Discipleship Hour class",
        text: "Sunday classes at 9:30 AM walk through the Bible, doctrine and Christian living, for every age.",
        link: { label: "See the education plan", href: "/ministries_educationplan" },
      },
      {
        title: "Serve on a team",
        text: "Greeters, nursery, music, sound and meals: there is a place for every gift.",
        link: { label: "Sign up to serve", href: churchCenter.registration },
      },
    ],
  },
};
