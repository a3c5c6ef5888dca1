import type { z } from "zod";
import type { readingListSchema } from "./schema/attendees.ts";

/** The elders' recommended books by topic, and three position statements, on /attendees_reading. */
export const readingList: z.input<typeof readingListSchema> = {
  topics: [
    {
      topic: "Knowing God and his Word",
      books: [
        {
          title: "Knowing God",
          author: "J. I. Packer",
          why: "A warm, clear tour of God's attributes that turns doctrine into worship. Our most-lent book.",
        },
        {
          title: "The Holiness of God",
          author: "R. C. Sproul",
          why: "Shows why Isaiah fell on his face, and why a right view of God changes everything else.",
        },
        {
          title: "Taking God at His Word",
          author: "Kevin DeYoung",
          why: "A short, readable case for the Bible's authority, clarity and sufficiency.",
        },
      ],
    },
    {
      topic: "The gospel and the Christian life",
      books: [
        {
          title: "The Cross of Christ",
          author: "John Stott",
          why: "A careful study of what Christ accomplished on the cross, for readers ready to go deeper.",
        },
        {
          title: "The Pursuit of Holiness",
          author: "Jerry Bridges",
          why: "Practical help for fighting sin and growing in godliness, grounded in grace.",
        },
        {
          title: "Spiritual Disciplines for the Christian Life",
          author: "Donald S. Whitney",
          why: "Bible reading, prayer, fasting and more, explained simply with encouragement to start.",
        },
      ],
    },
    {
      topic: "Marriage and parenting",
      books: [
        {
          title: "The Meaning of Marriage",
          author: "Timothy Keller with Kathy Keller",
          why: "Useful for engaged couples and long-married ones alike; we use it in premarital counseling.",
        },
        {
          title: "Shepherding a Child's Heart",
          author: "Tedd Tripp",
          why: "Helps parents aim at their children's hearts, not just their behaviour.",
        },
      ],
    },
    {
      topic: "The church",
      books: [
        {
          title: "The Church: The Gospel Made Visible",
          author: "Mark Dever",
          why: "A brief guide to what the New Testament says about membership, leadership and the ordinances.",
        },
        {
          title: "Life Together",
          author: "Dietrich Bonhoeffer",
          why: "A short classic on Christian community, with much to say to our care groups.",
        },
      ],
    },
    {
      topic: "Church history and biography",
      books: [
        {
          title: "The Pilgrim's Progress",
          author: "John Bunyan",
          why: "The Christian life as a journey, loved by readers for over three centuries. Good for reading aloud.",
        },
        {
          title: "To the Golden Shore",
          author: "Courtney Anderson",
          why: "The life of Adoniram Judson, missionary to Burma, and a stirring call to costly faithfulness.",
        },
      ],
    },
  ],
  positionStatements: [
    {
      title: "The Chicago Statement on Biblical Inerrancy",
      href: "https://www.etsjets.org/files/documents/Chicago_Statement.pdf",
      description: "What it means that Scripture is without error, drafted by evangelical scholars in 1978.",
    },
    {
      title: "The Danvers Statement",
      href: "https://cbmw.org/about/danvers-statement/",
      description: "A summary of the biblical teaching on the equal worth and distinct roles of men and women.",
    },
    {
      title: "The Cambridge Declaration",
      href: "https://www.alliancenet.org/cambridge-declaration",
      description: "A call to recover the Reformation's teaching on Scripture, Christ, grace, faith and God's glory.",
    },
  ],
};
