import type { z } from "zod";
import type { staffSectionSchema } from "./schema/staff.ts";

type StaffSectionInput = z.input<typeof staffSectionSchema>;

/**
 * The staff directory, in the order shown on /about_staff. A person with an `about` gets a
 * biography page at /about_{url}; people without a photo show the placeholder.
 */
export const staffSections: StaffSectionInput[] = [
  {
    title: { prefix: "Our", suffix: "Elders" },
    description:
      "The elders shepherd the church: they teach, pray, guard sound doctrine and care for the members together.",
    staff: [
      {
        firstName: "David",
        lastName: "Mercer",
        title: "Pastor-Teacher",
        imgSrc: "staff/dmercer.svg",
        email: "dmercer@cedarhollowbible.org",
        about: {
          url: "dmercer",
          imgSrc: "staff/dmercer.svg",
          bio: [
            "David has served as pastor-teacher of Cedar Hollow Bible Church since 2004. He grew up on a dairy farm two valleys over and came to faith through a summer Bible club at the age of fourteen.",
            "After studying history at Penn State he worked as a high-school teacher for six years before earning a Master of Divinity. He served as an assistant pastor in Ohio before the congregation called him home to Pennsylvania.",
            "David preaches through whole books of the Bible on Sunday mornings and teaches the Discipleship Hour class on church history. He and his wife, Ellen, have four grown children and seven grandchildren.",
          ],
        },
      },
      {
        firstName: "Thomas",
        lastName: "Whitfield",
        title: "Associate Pastor",
        imgSrc: "staff/twhitfield.svg",
        email: "twhitfield@cedarhollowbible.org",
        about: {
          url: "twhitfield",
          imgSrc: "staff/twhitfield.svg",
          sermonSpeaker: "Tom Whitfield",
          bio: [
            "Thomas joined the pastoral staff in 2015 to oversee discipleship, care groups and the education plan. Before that he served for eight years with a church-planting mission in northern Kenya.",
            "He loves helping members open the Bible for themselves and leads the training for new care group leaders each August.",
            "Thomas and his wife, Naomi, have three children who can all be found at 412 Youth on Sunday evenings.",
          ],
        },
      },
      {
        firstName: "Samuel",
        lastName: "Okafor",
        title: "Elder",
        imgSrc: "staff/sokafor.svg",
        email: "sokafor@cedarhollowbible.org",
      },
      { firstName: "Robert", lastName: "Lindqvist", title: "Elder" },
      { firstName: "Paul", lastName: "Everett", title: "Elder" },
    ],
  },
  {
    title: { prefix: "Our", suffix: "Deacons" },
    description:
      "The deacons serve the practical needs of the church so that the elders can give themselves to prayer and the Word.",
    staff: [
      { firstName: "James", lastName: "Harlan", title: "Deacon of Facilities" },
      { firstName: "Michael", lastName: "Ostrowski", title: "Deacon of Benevolence" },
      { firstName: "Nathan", lastName: "Briggs", title: "Deacon of Finance" },
      { firstName: "Caleb", lastName: "Yoder", title: "Deacon of Hospitality" },
    ],
  },
  {
    title: { prefix: "Administrative", suffix: "Staff" },
    staff: [
      {
        firstName: "Ruth",
        lastName: "Calloway",
        title: "Office Manager",
        imgSrc: "staff/rcalloway.svg",
        email: "rcalloway@cedarhollowbible.org",
      },
      { firstName: "Daniel", lastName: "Kimura", title: "Facilities & Media Coordinator" },
      { firstName: "Grace", lastName: "Penner", title: "Bookkeeper" },
    ],
  },
  {
    title: { prefix: "Children's", suffix: "Ministry" },
    description: "Our children's team oversees the nursery, Sunday classes and Adventure Club.",
    staff: [
      {
        firstName: "Laura",
        lastName: "Fitch",
        title: "Director of Children's Ministry",
        imgSrc: "staff/lfitch.svg",
        email: "lfitch@cedarhollowbible.org",
        about: {
          url: "lfitch",
          imgSrc: "staff/lfitch.svg",
          bio: [
            "Laura has directed the children's ministry since 2012. She trains the nursery and classroom volunteers, writes much of the Adventure Club curriculum and knows every child by name.",
            "Before joining the staff she taught second grade for eleven years. She and her husband, Mark, have been members of Cedar Hollow since 2001.",
          ],
        },
      },
      { firstName: "Megan", lastName: "Torres", title: "Nursery Coordinator", imgSrc: "staff/mtorres.svg" },
    ],
  },
];
