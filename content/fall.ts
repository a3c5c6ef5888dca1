import type { z } from "zod";
import type { fallPageSchema } from "./schema/fall.ts";
import { siteConfig } from "./site-config.ts";

const signUp = (form: string) => `${siteConfig.links.churchCenter.registration}/events/${form}`;

/** The fall ministry sign-up page at /fall. */
export const fallPage: z.input<typeof fallPageSchema> = {
  title: "Fall Ministries",
  subtitle: "Classes, groups and teams for every season of life",
  mainVideoUrl: "https://www.youtube-nocookie.com/embed/Fq3Hn7ChBcF",
  description:
    "A new ministry year begins in September. Whether you are new to Cedar Hollow or have been here for decades, there is a place for you to learn, to belong and to serve.",
  joinUs: [
    "Grow in the Word with a Discipleship Hour class",
    "Share a meal and pray with a care group",
    "Use your gifts on a service team",
  ],
  callToAction: "Sign-ups close on September 1. Choose a card below and sign up today.",
  sections: [
    {
      title: "Discipleship Hour Classes",
      description: "Sundays at 9:30 AM, September to May.",
      cards: [
        {
          title: "Survey of the Old Testament",
          description: "A year-long walk through the story and message of the Old Testament, book by book.",
          signUpUrl: signUp("ot-survey"),
          additionalInfo: "Taught by Pastor David Mercer. Core class.",
        },
        {
          title: "Foundations of the Faith",
          description: "The great doctrines of the Christian faith, for new believers and those exploring membership.",
          signUpUrl: signUp("foundations"),
          additionalInfo: "Core class. Recommended before membership.",
        },
        {
          title: "The Christian Home",
          description: "Marriage, parenting and family worship from the Scriptures.",
          signUpUrl: signUp("christian-home"),
          additionalInfo: "Couples and singles welcome.",
        },
      ],
    },
    {
      title: "Care Groups",
      htmlDescription:
        'Seven groups meet on the <strong>2nd and 4th Wednesdays</strong>. <a href="/ministries_care_groups">Find a group near you</a>.',
      cards: [
        {
          title: "Join a care group",
          description: "Tell us where you live and we will suggest a group nearby.",
          signUpUrl: signUp("care-groups"),
        },
        {
          title: "Host a care group",
          description: "Open your home twice a month; the leaders bring the study and a co-host helps with the meal.",
          signUpUrl: signUp("care-group-hosts"),
        },
        {
          title: "Lead a care group",
          description: "Leaders are trained in August and meet monthly with Pastor Whitfield.",
          additionalInfo: "Speak with an elder first.",
        },
      ],
    },
  ],
};
