import type { z } from "zod";
import type { distinctiveSchema } from "./schema/distinctive.ts";

/** The fifteen distinctives on /about_distinctives, in order. */
export const distinctives: z.input<typeof distinctiveSchema>[] = [
  {
    title: "The sufficiency of Scripture",
    description:
      "The Bible is enough to make us wise for salvation and to equip us for every good work, so it governs our teaching, counsel and practice.",
  },
  {
    title: "Expository preaching",
    description:
      "Sermons explain a passage in its context and apply it, and we preach through whole books so that the church hears the whole counsel of God.",
  },
  {
    title: "Elder-led congregationalism",
    description:
      "A plurality of qualified elders shepherds the church, and the members affirm elders, deacons, the budget and membership together.",
  },
  {
    title: "Regenerate membership",
    description:
      "Members are people who profess faith in Christ, have been baptized and live in a way that does not contradict that confession.",
  },
  {
    title: "Believer's baptism",
    description:
      "We baptize by immersion those who have professed faith in Christ, as a public sign of their union with him.",
  },
  {
    title: "The Lord's Supper",
    description:
      "We celebrate communion on the first Sunday of each month, open to baptized believers who are walking with the Lord.",
  },
  {
    title: "Biblical counseling",
    description:
      "Our elders and trained members counsel from Scripture, trusting the Word and the Spirit to change hearts.",
  },
  {
    title: "Family worship",
    description:
      "We encourage parents to lead their children in Scripture, prayer and song at home; the church supports them rather than replacing them.",
  },
  {
    title: "Church discipline",
    description:
      "Out of love we follow Matthew 18 to restore members who persist in sin, always aiming at repentance and reconciliation.",
  },
  {
    title: "Complementarian leadership",
    description:
      "Men and women are equal in worth and dignity; the office of elder is held by qualified men, and women serve in many vital ministries.",
  },
  {
    title: "Marriage and divorce",
    description:
      "Marriage is a lifelong covenant between one man and one woman. The elders hold a written position on divorce and remarriage.",
    additionalInfo: {
      title: "Download the divorce and remarriage policy (PDF)",
      href: "/docs/divorce-and-remarriage-policy.pdf",
    },
  },
  {
    title: "Financial stewardship",
    description: "The church is funded by the freely given gifts of its people, budgets openly and carries no debt.",
    additionalInfo: { title: "Download the stewardship policy (PDF)", href: "/docs/stewardship-policy.pdf" },
  },
  {
    title: "Local church missions",
    description:
      "We send missionaries from our own congregation and support those who plant churches and train pastors.",
    additionalInfo: { title: "Read about our missions", href: "/ministries_missions" },
  },
  {
    title: "Lifelong discipleship",
    description:
      "Every member is a learner: the six-year education plan offers a clear path through Bible, doctrine, living and service.",
    additionalInfo: { title: "See the education plan", href: "/ministries_educationplan" },
  },
  {
    title: "Prayer as a priority",
    description: "We gather to pray every week because the work of the church depends on God, not on our plans.",
  },
];
