import type { z } from "zod";
import type { membershipSchema } from "./schema/attendees.ts";

/** The steps to baptism and membership, and the recorded message, on /attendees_membership_baptism. */
export const membership: z.input<typeof membershipSchema> = {
  steps: [
    {
      title: "Come and get to know us",
      description:
        "Attend the Sunday services and a care group for a few months, so that you know the church and the church knows you.",
    },
    {
      title: "Listen to the membership message",
      description:
        "Pastor Mercer's message below explains from Scripture why believers are baptized and join a local church, and what membership here involves.",
    },
    {
      title: "Attend the Life in the Church class",
      description:
        "This Saturday seminar, held each spring and fall, walks through our statement of faith, distinctives and constitution, with plenty of time for questions.",
    },
    {
      title: "Meet with two elders",
      description:
        "Share how you came to trust in Christ and ask anything you like. If you have not yet been baptized as a believer, the elders will talk with you about baptism.",
    },
    {
      title: "Be baptized",
      description:
        "Baptisms take place during the Sunday morning service, usually four times a year. You will be invited to give a short testimony before you are baptized by immersion.",
    },
    {
      title: "Be welcomed into membership",
      description:
        "New members are introduced at a members' meeting and welcomed publicly at the next Lord's Supper, and each is introduced to a care group.",
    },
  ],
  message: {
    title: "Why Join a Church? Baptism and Membership in the New Testament",
    speaker: "David Mercer",
    date: "2024-01-14",
    audioUrl: "https://media.sermonaudio.com/cedarhollowbible/2024-01-14-why-join-a-church.mp3",
    duration: "44 min",
    summary: [
      "From Acts 2, Pastor Mercer shows that in the New Testament those who believed were baptized and added to a particular church, where they devoted themselves to the apostles' teaching, the fellowship, the breaking of bread and prayer.",
      "Baptism is the believer's public confession of faith and union with Christ; membership is the church's affirmation of that confession and its promise to care for the believer. Elders need to know whom they will give an account for (Hebrews 13:17), and members need a church to which they belong and submit.",
      "He closes with what membership at Cedar Hollow involves: affirming the statement of faith, attending faithfully, serving with your gifts, giving, and walking in love with the church, including receiving and giving correction.",
    ],
  },
  actions: [{ label: "Sign up for the membership class", service: "registration" }],
};
