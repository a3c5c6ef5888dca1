import type { z } from "zod";
import type { pagesSchema } from "./schema/page.ts";

/**
 * Heading, search description and opening paragraphs of each page, keyed by its path.
 * A page's longer content lives in its own file in this folder.
 */
export const pages: z.input<typeof pagesSchema> = {
  "/": {
    title: "Welcome",
    description:
      "Cedar Hollow Bible Church: Sunday worship at 10:30 AM, Discipleship Hour at 9:30 AM, verse-by-verse preaching and a warm welcome.",
    intro: ["A church family gathered around the Word of God in Cedar Hollow, Pennsylvania."],
  },
  "/livestream": {
    title: "Live Stream",
    description:
      "Watch the Sunday worship service live at 10:30 AM, or catch up on past messages from Cedar Hollow Bible Church.",
    intro: [
      "Every Sunday at 10:30 AM we stream the worship service for members who are traveling or unwell and for anyone who wants to listen in.",
    ],
  },
  "/about_doctrine": {
    title: "Statement of Faith",
    description:
      "What Cedar Hollow Bible Church believes about Scripture, God, Christ, the Holy Spirit, salvation, the church and the last things.",
    intro: [
      "Our statement of faith summarizes the truths we hold from Scripture and teach. Every member affirms it, and every elder and teacher teaches in line with it.",
    ],
  },
  "/about_distinctives": {
    title: "Our Distinctives",
    description:
      "Fifteen convictions that shape how Cedar Hollow Bible Church worships, teaches, is governed and serves.",
    intro: [
      "Many churches share our statement of faith. These fifteen distinctives describe the convictions that shape our life together in particular.",
    ],
  },
  "/about_pom": {
    title: "Philosophy of Ministry",
    description:
      "How Cedar Hollow Bible Church approaches preaching, worship, discipleship, leadership and outreach, and why.",
    intro: [
      "Our philosophy of ministry explains how we put our beliefs into practice: what we do on Sundays and through the week, and the reasons from Scripture behind it.",
    ],
  },
  "/about_staff": {
    title: "Staff & Leadership",
    description:
      "Meet the elders, deacons, administrative staff and children's ministry team who serve Cedar Hollow Bible Church.",
    intro: [
      "Cedar Hollow is led by a plurality of elders and served by deacons and staff. Each of them would be glad to meet you.",
    ],
  },
  "/about_stewardship": {
    title: "Stewardship Policy",
    description: "How Cedar Hollow Bible Church receives, budgets and accounts for the gifts entrusted to it.",
    intro: [
      "Everything we have belongs to God. This policy explains how the church receives gifts, sets its budget and reports to the congregation.",
    ],
  },
  "/about_divorce": {
    title: "Divorce & Remarriage Policy",
    description:
      "The elders' position on marriage, divorce and remarriage, and how the church cares for those affected.",
    intro: [
      "Marriage is a covenant before God. This policy sets out what the elders believe Scripture teaches about divorce and remarriage, and how we shepherd those who have been hurt.",
    ],
  },
  "/about_history": {
    title: "Our History",
    description:
      "From a one-room chapel in 1910 to the church on Orchard Valley Road: a century of God's faithfulness in Cedar Hollow.",
    intro: [
      "Cedar Hollow Bible Church began in 1910 as a Sunday school for the families of the valley. This timeline traces God's faithfulness through a century of ministry.",
    ],
  },
  "/attendees_sermons": {
    title: "Sermons",
    description:
      "Listen to or download past sermons from Cedar Hollow Bible Church, by series, speaker or book of the Bible.",
    intro: [
      "Our sermon archive holds years of verse-by-verse preaching. Search by series, speaker or passage, listen online or download for the road.",
    ],
  },
  "/attendees_membership_baptism": {
    title: "Membership & Baptism",
    description:
      "The steps to baptism and church membership at Cedar Hollow Bible Church, with a recorded message explaining both.",
    intro: [
      "Membership is how a believer commits to a local church and the church commits to care for them. Baptism is the first step of obedience for every believer.",
    ],
  },
  "/attendees_biblereadingplan": {
    title: "Bible Reading Plan",
    description:
      "Read through the whole Bible in two years with the church. This week's readings and a printable bookmark for each week.",
    intro: [
      "Read through the whole Bible together in 106 weeks. Each week has a printable bookmark with the week's readings.",
    ],
  },
  "/attendees_reading": {
    title: "Recommended Reading",
    description: "Books the elders recommend on doctrine, the Christian life, marriage, parenting and church history.",
    intro: [
      "Good books are faithful companions. The elders recommend these titles, grouped by topic, for growth in knowledge and godliness.",
    ],
  },
  "/ministries_corporate": {
    title: "Corporate Worship",
    description:
      "Sunday worship at Cedar Hollow Bible Church: Discipleship Hour at 9:15 AM, worship at 10:30 AM, and the monthly Family Life Service.",
    intro: [
      "The Lord's Day gathering is the center of our week: we sing, pray, read and hear the Word preached together.",
    ],
  },
  "/ministries_unifiedwednesdays": {
    title: "Unified Wednesdays",
    description: "A meal and classes for every age on the 1st and 3rd Wednesdays, 6:30-8:00 PM, with dinner at 5:30.",
    intro: [
      "On the 1st and 3rd Wednesdays the whole church gathers for dinner at 5:30 and classes for every age from 6:30 to 8:00 PM.",
    ],
  },
  "/ministries_care_groups": {
    title: "Care Groups",
    description:
      "Seven care groups meet on the 2nd and 4th Wednesdays, September to June, for a meal, Bible study and prayer.",
    intro: [
      "Care groups are where the church gets small: a meal, the Word and prayer in a home on the 2nd and 4th Wednesdays from September to June.",
    ],
  },
  "/ministries_mens": {
    title: "Men's Ministry",
    description:
      "Men of Cedar Hollow Bible Church meeting to study Scripture, pray and serve the church and their families.",
    intro: [
      "Our men meet to study the Word, sharpen one another and serve the church, so that they can lead their homes and the congregation well.",
    ],
  },
  "/ministries_womens": {
    title: "Women's Ministry",
    description: "Bible studies, fellowship and mentoring for the women of Cedar Hollow Bible Church.",
    intro: [
      "Women of every age study the Scriptures together, pray for one another and encourage the younger women in faith and life.",
    ],
  },
  "/ministries_crossroads": {
    title: "Crossroads",
    description: "Crossroads: Bible study and fellowship for young adults ages 18-30 at Cedar Hollow Bible Church.",
    intro: [
      "Crossroads gathers young adults ages 18-30, in college, at work or starting families, around the Word and around the table.",
    ],
  },
  "/ministries_412": {
    title: "412 Youth",
    description:
      "412 Youth: Bible teaching, fellowship and fun for students in grades 6-12 at Cedar Hollow Bible Church.",
    intro: [
      "412 Youth takes its name from 1 Timothy 4:12. Students in grades 6-12 study the Bible, pray and grow together as an example to the believers.",
    ],
  },
  "/ministries_studies": {
    title: "Seniors' Ministry",
    description:
      "A Bible study for seniors on Thursdays at 1:00 PM at Cedar Hollow Bible Church. The study book costs $18.",
    intro: ["Seniors gather on Thursdays at 1:00 PM for a Bible study, prayer and fellowship over coffee."],
  },
  "/ministries_local_outreach": {
    title: "Local Outreach",
    description: "Street and campus evangelism, and the local ministries Cedar Hollow Bible Church partners with.",
    intro: [
      "We take the gospel to our neighbors: on the streets of Cedar Hollow, on the college campus and alongside partner ministries in our county.",
    ],
  },
  "/ministries_missions": {
    title: "Missions",
    description: "Our missions philosophy, the missionaries we send and support, our missions policy and committee.",
    intro: [
      "We believe the local church is God's means of sending the gospel to the nations. Here are the missionaries we send and support, and how we choose them.",
    ],
  },
  "/ministries_prayer": {
    title: "Prayer",
    description:
      "Send a prayer request, call the prayer line or join corporate prayer on Tuesdays at 7:45 at Cedar Hollow Bible Church.",
    intro: ["We are a praying church. Send us your requests, call the prayer line or join us when we pray together."],
  },
  "/ministries_educationplan": {
    title: "Education Plan",
    description:
      "Twenty-three core classes over six years in four categories, for every member of Cedar Hollow Bible Church.",
    intro: [
      "Our education plan is a path of 23 core classes over six years, so that every member grows in knowledge of the Bible, doctrine, Christian living and service.",
    ],
  },
  "/fall": {
    title: "Fall Ministry Sign-ups",
    description: "Sign up for fall classes, care groups and service teams at Cedar Hollow Bible Church.",
    intro: ["Fall ministries begin in September. Find a class, a group or a team and sign up today."],
  },
  "/missions_conference": {
    title: "Missions Conference",
    description:
      "Our missions conference on October 17 and 18: seven sessions with two missionary speakers. Register today.",
    intro: ["Join us on the evening of October 17 and all day October 18 to hear what God is doing among the nations."],
  },
  "/404": {
    title: "404 - Not Found",
    description: "This page could not be found on the Cedar Hollow Bible Church site.",
    intro: [
      "We could not find the page you were looking for. It may have moved, or the address may have a typing mistake.",
    ],
  },
};
