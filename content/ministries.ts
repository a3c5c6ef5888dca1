import type { z } from "zod";
import type { ministriesSchema } from "./schema/ministry.ts";

/**
 * What each ministry page shows under its heading and introduction (those live in pages.ts):
 * its meeting times, sections, cards, social feed, buttons and contact. Care groups and the
 * education plan have files of their own.
 */
export const ministries: z.input<typeof ministriesSchema> = {
  "/ministries_corporate": {
    meetings: [
      { name: "Discipleship Hour", when: "Sundays", time: "9:15 AM", note: "Classes for every age" },
      { name: "Worship Service", when: "Sundays", time: "10:30 AM", note: "Nursery through age 3" },
      { name: "Family Life Service", when: "3rd Sunday monthly", time: "6:00 PM", note: "All ages together" },
    ],
    sections: [
      {
        heading: "The Lord's Day morning",
        paragraphs: [
          "Sunday mornings begin with the Discipleship Hour at 9:15 AM, when classes for children, youth and adults meet across the building. Adult classes follow the six-year education plan, so over time every member studies the whole Bible, the main doctrines of the faith and the Christian life.",
          "The worship service begins at 10:30 AM and lasts about an hour and a quarter. We sing hymns and psalms with piano and organ, read Scripture aloud, pray together and hear an expository sermon from one of the pastors. We celebrate the Lord's Supper on the first Sunday of each month.",
        ],
      },
      {
        heading: "Children in worship",
        paragraphs: [
          "A staffed nursery cares for children through age 3 during the Discipleship Hour and the worship service. From age 4, children worship with their families; the ushers have activity sheets that follow the sermon passage.",
        ],
      },
      {
        heading: "Family Life Service",
        paragraphs: [
          "On the 3rd Sunday evening of each month at 6:00 PM, the whole church gathers for the Family Life Service: a simpler service of singing, testimonies, a missionary update and a shorter message aimed at every age, followed by a light supper in the fellowship hall.",
        ],
      },
      {
        heading: "What to expect on your first visit",
        list: [
          "Parking is behind the building, with spaces for guests and those with disabilities beside the main entrance.",
          "Greeters at the door can show you to the nursery, the classrooms and the auditorium.",
          "Dress ranges from jackets and ties to jeans; come as you are.",
          "There is no expectation that guests give in the offering.",
        ],
      },
    ],
    actions: [
      { label: "Plan your visit", href: "/#services" },
      { label: "Watch the live stream", href: "/livestream" },
    ],
  },

  "/ministries_unifiedwednesdays": {
    meetings: [
      { name: "Family meal", when: "1st and 3rd Wednesdays", time: "5:30 PM", note: "In the fellowship hall" },
      { name: "Classes for every age", when: "1st and 3rd Wednesdays", time: "6:30-8:00 PM" },
    ],
    sections: [
      {
        heading: "How the evening works",
        paragraphs: [
          "Twice a month the whole church comes together on a Wednesday. Dinner is served at 5:30 in the fellowship hall, for a suggested donation of $5 per adult and $15 per family. At 6:30 everyone goes to a class until 8:00 PM.",
          "The nursery cares for children from newborn to 2. Children aged 3 to 12 go to Adventure Club, and adults and youth choose from the classes below. Please register so that we can plan meals, teachers and materials.",
        ],
      },
    ],
    cards: [
      {
        title: "Adventure Club",
        description:
          "Bible lessons, memory verses, games and missions stories for children ages 3-12, grouped by age with trained leaders.",
        image: { src: "ministries/adventure-club.svg", alt: "Children's crafts and a Bible on a classroom table" },
        signUpUrl: "https://cedarhollowbible.churchcenter.com/registrations/events/adventure-club",
        additionalInfo: "Ages 3-12 · Room 104 and the gym",
      },
      {
        title: "Nursery",
        description:
          "A safe, loving room for babies and toddlers from newborn to 2, staffed by screened volunteers so parents can attend a class.",
        signUpUrl: "https://cedarhollowbible.churchcenter.com/registrations/events/wednesday-nursery",
        additionalInfo: "Newborn to 2 · Nursery wing",
      },
      {
        title: "Youth: Gospel of Mark",
        description:
          "Students in grades 7-12 work through Mark's Gospel together, asking who Jesus is and what it means to follow him.",
        signUpUrl: "https://cedarhollowbible.churchcenter.com/registrations/events/youth-wednesdays",
        additionalInfo: "Grades 7-12 · Youth room",
      },
      {
        title: "Adults: The Doctrine of God",
        description:
          "A core class of the education plan on the attributes of God, the Trinity and God's works of creation and providence.",
        signUpUrl: "https://cedarhollowbible.churchcenter.com/registrations/events/doctrine-of-god",
        additionalInfo: "Education plan core class · Fellowship hall",
      },
      {
        title: "Adults: Parenting by the Book",
        description:
          "Parents of children at home study what Scripture says about discipline, instruction and the heart, with time for questions.",
        signUpUrl: "https://cedarhollowbible.churchcenter.com/registrations/events/parenting",
        additionalInfo: "Education plan core class · Room 201",
      },
      {
        title: "Choir rehearsal",
        description:
          "Anyone who loves to sing is welcome to prepare music for the Sunday services and the Family Life Service. No audition needed.",
        signUpUrl: "https://cedarhollowbible.churchcenter.com/registrations/events/choir",
        additionalInfo: "All adults and youth · Choir room",
      },
    ],
    actions: [{ label: "See all Wednesday registrations", service: "registration" }],
    contact: { name: "Thomas Whitfield", email: "twhitfield@cedarhollowbible.org" },
  },

  "/ministries_care_groups": {
    sections: [
      {
        heading: "What happens at a care group",
        paragraphs: [
          "Each group shares a meal, talks through the previous Sunday's sermon with a few questions from the pastors, and spends unhurried time praying for one another. Children are welcome; most groups arrange a simple lesson or activity for them.",
          "Care groups are also how the church looks after its members: when someone is ill, has a baby or loses a loved one, their care group is usually the first to bring a meal and to visit.",
        ],
      },
    ],
    actions: [{ label: "Join a care group", service: "registration" }],
    contact: { name: "Thomas Whitfield", email: "twhitfield@cedarhollowbible.org" },
  },

  "/ministries_mens": {
    meetings: [
      { name: "Men's Bible study", when: "2nd Saturday monthly", time: "7:00 AM", note: "Breakfast provided" },
      { name: "Men's prayer", when: "Sundays", time: "8:45 AM", note: "Elders' room" },
    ],
    sections: [
      {
        heading: "Why a men's ministry",
        paragraphs: [
          "God calls men to love their wives as Christ loved the church, to bring up their children in the instruction of the Lord and to serve the church faithfully. None of that happens by drifting. Our men's ministry gathers men of every age to study the Scriptures, pray for one another and sharpen each other in practical godliness.",
        ],
      },
      {
        heading: "Saturday breakfast study",
        paragraphs: [
          "On the 2nd Saturday of each month the men meet at 7:00 AM for a hot breakfast cooked by a rotating crew, followed by an hour in a book of the Bible or a solid Christian book. This year we are reading through the book of Nehemiah.",
        ],
      },
      {
        heading: "Serving together",
        list: [
          "Spring and fall work days on the church building and grounds.",
          "Yard work and small repairs for widows and single mothers in the church, arranged with the deacons.",
          "A fall retreat at a camp in the mountains, with teaching, hiking and time around the fire.",
        ],
      },
    ],
    actions: [{ label: "See men's events on the calendar", service: "calendar" }],
    contact: { name: "Samuel Okafor", email: "sokafor@cedarhollowbible.org" },
  },

  "/ministries_womens": {
    meetings: [
      { name: "Women's Bible study", when: "Tuesdays", time: "9:30 AM", note: "September to May · Childcare provided" },
      { name: "Evening study", when: "1st and 3rd Thursdays", time: "7:00 PM" },
    ],
    sections: [
      {
        heading: "Women in the Word",
        paragraphs: [
          "Our women's ministry exists to help women know God through his Word and live for him in every season of life. Older women teach and encourage younger women, as Titus 2 describes, and younger women bring energy and questions that sharpen us all.",
          "The Tuesday morning study works through a book of the Bible each year with a short teaching time and small discussion groups. Childcare is provided for children through age 5. The Thursday evening study serves women who work during the day.",
        ],
      },
      {
        heading: "Through the year",
        list: [
          "A fall kickoff brunch in September.",
          "The Christmas tea in December, a favourite to bring a friend or neighbor to.",
          "A spring retreat with an invited speaker.",
          "Meals and help for new mothers, the sick and the grieving, coordinated through care groups.",
        ],
      },
    ],
    socialFeed: {
      widgetId: "women-cedar-hollow",
      profile: { label: "Cedar Hollow Women on Instagram", url: "https://www.instagram.com/cedarhollowwomen" },
    },
    actions: [{ label: "Register for the women's study", service: "registration" }],
    contact: { name: "Ellen Mercer" },
  },

  "/ministries_crossroads": {
    meetings: [{ name: "Crossroads", when: "Fridays", time: "7:00 PM", note: "Ages 18-30 · The Fitch home" }],
    sections: [
      {
        heading: "Young adults, ages 18-30",
        paragraphs: [
          "Crossroads is for young adults from 18 to 30: students, young workers and young married couples at the crossroads of big decisions about study, work, marriage and where to put down roots. We want every one of them rooted in the Word and in a local church.",
          "We meet on Friday evenings for a meal, a study of a book of the Bible and honest conversation, and we serve together in the church and the community. Once a month we take the evening for something fun: a hike, a game night or a cookout.",
        ],
      },
    ],
    socialFeed: {
      widgetId: "crossroads-cedar-hollow",
      profile: { label: "Crossroads on Instagram", url: "https://www.instagram.com/crossroadscedarhollow" },
    },
    actions: [{ label: "Get in touch", service: "contact" }],
    contact: { name: "Mark and Laura Fitch", email: "lfitch@cedarhollowbible.org" },
  },

  "/ministries_412": {
    meetings: [
      { name: "412 Youth", when: "Sundays", time: "6:00 PM", note: "Grades 7-12 · Youth room" },
      { name: "Youth class", when: "1st and 3rd Wednesdays", time: "6:30-8:00 PM" },
    ],
    sections: [
      {
        heading: "Let no one despise your youth",
        paragraphs: [
          "412 Youth takes its name from 1 Timothy 4:12, where Paul tells Timothy to set believers an example in speech, conduct, love, faith and purity. Students in grades 7 to 12 meet on Sunday evenings for games, singing, Bible teaching and small groups led by trained adult leaders.",
          "We work with parents, not around them: parents are always welcome, and leaders send a summary of each lesson home so families can talk about it during the week.",
        ],
      },
      {
        heading: "Summer and retreats",
        list: [
          "A winter retreat in January with other like-minded churches.",
          "A week of summer missions serving a church in the city.",
          "Summer evenings of sports, swimming and cookouts at members' homes.",
        ],
      },
    ],
    socialFeed: {
      widgetId: "youth-412-cedar-hollow",
      profile: { label: "412 Youth on Instagram", url: "https://www.instagram.com/412youthcedarhollow" },
    },
    actions: [{ label: "Register for youth events", service: "registration" }],
    contact: { name: "Thomas Whitfield", email: "twhitfield@cedarhollowbible.org" },
  },

  "/ministries_studies": {
    meetings: [
      { name: "Seniors' Bible study", when: "Thursdays", time: "1:00 PM", note: "Fellowship hall · Coffee from 12:30" },
    ],
    sections: [
      {
        heading: "A study for those with years of wisdom",
        paragraphs: [
          "Our Seniors' Ministry meets on Thursday afternoons at 1:00 PM for Bible study, prayer and fellowship. The study runs from September to May, with lunch outings and a Christmas dinner along the way.",
          "This year the group is studying the Psalms of Ascent (Psalms 120-134) with a study book that costs $18. Scholarships are available; no one should stay away for the cost of the book.",
        ],
      },
      {
        heading: "Care for one another",
        paragraphs: [
          "Members of the group visit those who are homebound or in care homes, send cards and make phone calls. If you or someone you love would welcome a visit, please let the office know.",
        ],
      },
    ],
    actions: [{ label: "Order a study book", service: "registration" }],
    contact: { name: "Paul Everett" },
  },

  "/ministries_local_outreach": {
    meetings: [
      { name: "Street evangelism", when: "1st and 3rd Saturdays", time: "10:00 AM", note: "Market Square, Carlisle" },
      { name: "Campus outreach", when: "Thursdays during term", time: "11:30 AM", note: "Dickinson College" },
    ],
    sections: [
      {
        heading: "Taking the gospel to our neighbors",
        paragraphs: [
          "The gospel is good news for everyone, so we take it outside the church building. Teams go out twice a month to talk with people in the market square, hand out Scripture portions and invite them to church. Everyone is welcome to come and watch before taking part; we train first.",
          "During the college term, members who work with students host a free lunch and Bible discussion near campus every Thursday.",
        ],
      },
      {
        heading: "Partner organisations",
        paragraphs: ["We work alongside these ministries and encourage members to serve with them."],
        links: [
          {
            title: "Cumberland Valley Pregnancy Center",
            href: "https://www.cvpregnancycenter.org",
            description: "Free care and counsel for mothers and fathers facing an unexpected pregnancy.",
          },
          {
            title: "Harvest Street Rescue Mission",
            href: "https://www.harveststreetmission.org",
            description: "Meals, shelter and the gospel for men and women without a home in Harrisburg.",
          },
          {
            title: "Valley Campus Fellowship",
            href: "https://www.valleycampusfellowship.org",
            description: "A Bible study network for college students across the Cumberland Valley.",
          },
          {
            title: "Good News Prison Ministry",
            href: "https://www.goodnewsprisonministry.org",
            description: "Weekly Bible studies and correspondence courses in the county prison.",
          },
        ],
      },
    ],
    actions: [{ label: "Join an outreach team", service: "registration" }],
    contact: { name: "Samuel Okafor", email: "sokafor@cedarhollowbible.org" },
  },

  "/ministries_missions": {
    sections: [
      {
        heading: "Our missions philosophy",
        paragraphs: [
          "Christ sent his church to make disciples of all nations. We believe the local church is God's primary means of sending missionaries, so we send our own members wherever we can, and we partner with others who plant churches, train pastors and translate Scripture.",
          "We prefer depth to breadth: we support fewer missionaries more fully, pray for them by name, visit them and care for them when they come home.",
        ],
      },
      {
        heading: "Home missionaries",
        paragraphs: ["Sent out from Cedar Hollow."],
        people: [
          {
            name: "Walter and June Ashby (retired)",
            role: "Church planting, Brazil, 1957-1994",
            description:
              "Our first missionaries, now members here again and still praying for the churches they planted.",
          },
          {
            name: "Daniel and Priya Hess",
            role: "Pastoral training, northern Kenya",
            description: "Teaching at a Bible college that trains pastors for rural churches.",
          },
          {
            name: "Rachel Kim",
            role: "Bible translation, Papua New Guinea",
            description: "Serving on a team translating the New Testament into a language with no Bible.",
          },
        ],
      },
      {
        heading: "Affiliated missionaries",
        paragraphs: ["Workers from other churches we support and pray for."],
        people: [
          { name: "The Moreno family", role: "Church planting, Monterrey, Mexico" },
          { name: "Jonas and Ilse Berger", role: "Theological education, Austria" },
          { name: "Samuel Adeyemi", role: "Pastor training, Nigeria" },
          { name: "The Tanaka family", role: "Church planting, Osaka, Japan" },
        ],
      },
      {
        heading: "Missions policy",
        paragraphs: [
          "At least ten percent of general giving goes to missions before any other spending. The elders approve every missionary the church supports, on the recommendation of the missions committee, after reviewing their doctrine, their sending church and their ministry plan. Support is reviewed every three years.",
        ],
      },
      {
        heading: "Missions committee",
        paragraphs: [
          "The committee prepares the missions budget, corresponds with our missionaries and plans the annual missions conference.",
        ],
        people: [
          { name: "Samuel Okafor", role: "Elder, chairman" },
          { name: "Naomi Whitfield", role: "Missionary care" },
          { name: "Nathan Briggs", role: "Deacon of finance" },
          { name: "Helen Lindqvist", role: "Prayer and correspondence" },
        ],
      },
    ],
    actions: [
      { label: "Missions conference", href: "/missions_conference" },
      { label: "Give to missions", service: "giving" },
    ],
  },

  "/ministries_educationplan": {
    sections: [
      {
        heading: "A path for every member",
        paragraphs: [
          "Every member is a lifelong learner. The education plan is a path of core classes that, over six years, takes an adult through the whole Bible, the main doctrines of the faith, the Christian life and serving in the church. You can join it in any year; the classes run in a six-year cycle, so everything comes round again.",
          "Each class runs for one quarter in the Discipleship Hour at 9:15 AM on Sundays, except the few that meet at another time, marked below. Completing the core prepares members to teach, to lead a care group and to serve as officers of the church.",
        ],
      },
    ],
    actions: [
      { label: "Sign up for a class", service: "registration" },
      { label: "Sunday times", href: "/ministries_corporate" },
    ],
    contact: { name: "Thomas Whitfield", email: "twhitfield@cedarhollowbible.org" },
  },

  "/ministries_prayer": {
    meetings: [
      { name: "Prayer Tuesdays", when: "Tuesdays", time: "7:45 PM", note: "Fellowship hall" },
      { name: "Men's prayer", when: "Sundays", time: "8:45 AM", note: "Elders' room" },
      { name: "Prayer before worship", when: "Sundays", time: "10:10 AM", note: "Room 102" },
    ],
    sections: [
      {
        heading: "Send a prayer request",
        paragraphs: [
          "The elders and the prayer team pray over every request. Send yours through the church's prayer request form; mark it private if only the elders should see it.",
        ],
      },
      {
        heading: "The prayer line",
        paragraphs: [
          "For urgent needs, call the church office at (717) 555-0148 and choose option 3. A member of the prayer team returns every call within a day, and an elder is always on call for emergencies.",
        ],
      },
      {
        heading: "Praying together",
        paragraphs: [
          "Every Tuesday at 7:45 PM the church gathers to pray: for the sick and grieving, for our missionaries, for the lost and for the preaching of the Word. Prayer Tuesdays last about an hour, and you are welcome to come and listen before you pray aloud.",
        ],
      },
    ],
    actions: [{ label: "Send a prayer request", service: "prayer" }],
  },
};
