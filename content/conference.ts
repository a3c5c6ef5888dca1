import type { z } from "zod";
import type { conferenceSchema } from "./schema/conference.ts";

/**
 * The missions conference on /missions_conference: the evening of October 17 and all day October 18,
 * seven sessions. Each session and the whole conference are offered as calendar files.
 */
export const conference: z.input<typeof conferenceSchema> = {
  name: "Missions Conference 2027",
  theme: "Let the Nations Be Glad",
  description:
    "Each October we set aside a weekend to hear from missionaries, pray for the nations and consider how each of us can take part in the Great Commission. Meals are provided; childcare is available for children through age 5.",
  videoUrl: "https://www.youtube-nocookie.com/embed/Mc27Cnf3R0a",
  register: { label: "Register for the conference", service: "registration" },
  published: "2027-03-01",
  speakers: [
    {
      name: "Daniel Hess",
      role: "Pastoral trainer, northern Kenya",
      imgSrc: "conference/dhess.svg",
      bio: [
        "Daniel grew up at Cedar Hollow and was sent by the church in 2012. He teaches Old Testament and preaching at a Bible college that trains pastors for rural churches among herding peoples.",
        "He and his wife, Priya, have four children and are home on furlough this year.",
      ],
    },
    {
      name: "Rachel Kim",
      role: "Bible translator, Papua New Guinea",
      imgSrc: "conference/rkim.svg",
      bio: [
        "Rachel has served for eleven years on a team translating the New Testament into a language spoken by about 9,000 people in the highlands. The Gospel of Luke was dedicated last spring.",
        "Before going overseas she taught linguistics; she loves answering children's questions about life in the village.",
      ],
    },
  ],
  sessions: [
    {
      title: "Opening dinner",
      date: "2027-10-17",
      start: "17:30",
      end: "18:30",
      description:
        "A meal together in the fellowship hall, with flags and food from the countries our missionaries serve.",
    },
    {
      title: "Why the nations need the Word",
      date: "2027-10-17",
      start: "18:30",
      end: "20:00",
      speaker: "Rachel Kim",
      description: "The opening session: Scripture in the heart language, and what it has meant in the highlands.",
    },
    {
      title: "Training the shepherds",
      date: "2027-10-18",
      start: "09:00",
      end: "10:15",
      speaker: "Daniel Hess",
      description: "Why healthy churches need trained pastors, and how a small college is changing a region.",
    },
    {
      title: "Workshops: praying, giving and going",
      date: "2027-10-18",
      start: "10:45",
      end: "12:00",
      description: "Choose a workshop: praying for missionaries, supporting them well, or exploring a call to go.",
    },
    {
      title: "The cost and the joy",
      date: "2027-10-18",
      start: "13:30",
      end: "14:45",
      speaker: "Rachel Kim",
      description: "Stories of suffering and gladness from eleven years of translation work.",
    },
    {
      title: "Missionary panel",
      date: "2027-10-18",
      start: "15:15",
      end: "16:30",
      description: "Both speakers and our home missionaries answer questions from the congregation.",
    },
    {
      title: "Closing session: Let the nations be glad",
      date: "2027-10-18",
      start: "18:30",
      end: "20:00",
      speaker: "Daniel Hess",
      description: "A final message from Psalm 67 and a time of prayer for the nations and for those we send.",
    },
  ],
};
