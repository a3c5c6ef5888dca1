import type { z } from "zod";
import type { educationPlanSchema } from "./schema/education-plan.ts";

/**
 * The six-year education plan on /ministries_educationplan: 23 core classes in four categories.
 * Most meet in the Sunday Discipleship Hour; the five marked beyondDiscipleshipHour meet at
 * another time and complete the core.
 */
export const educationPlan: z.input<typeof educationPlanSchema> = {
  categories: [
    { name: "Bible", description: "The story and message of Scripture, book by book, and how to read it well." },
    { name: "Doctrine", description: "What the Bible teaches about God, Christ, salvation, the church and the end." },
    {
      name: "Christian Living",
      description: "Following Christ at home, at work and through every season of life.",
    },
    { name: "Service", description: "Using your gifts in the church and taking the gospel to others." },
  ],
  classes: [
    { year: 1, category: "Bible", title: "How to Study the Bible" },
    { year: 1, category: "Bible", title: "Old Testament Survey I: Genesis to Esther" },
    { year: 1, category: "Doctrine", title: "The Doctrine of Scripture" },
    {
      year: 1,
      category: "Service",
      title: "Life in the Church: the membership class",
      beyondDiscipleshipHour: "Saturday seminar, each spring and fall",
    },
    { year: 2, category: "Bible", title: "Old Testament Survey II: Job to Malachi" },
    { year: 2, category: "Doctrine", title: "The Doctrine of God", beyondDiscipleshipHour: "Unified Wednesdays" },
    { year: 2, category: "Christian Living", title: "Prayer" },
    { year: 2, category: "Service", title: "Sharing Your Faith" },
    { year: 3, category: "Bible", title: "New Testament Survey I: the Gospels and Acts" },
    { year: 3, category: "Doctrine", title: "Christ and Salvation" },
    { year: 3, category: "Christian Living", title: "Marriage and Family" },
    { year: 3, category: "Service", title: "Spiritual Gifts and Serving" },
    { year: 4, category: "Bible", title: "New Testament Survey II: the Letters and Revelation" },
    { year: 4, category: "Doctrine", title: "The Holy Spirit and the Church" },
    {
      year: 4,
      category: "Christian Living",
      title: "Parenting by the Book",
      beyondDiscipleshipHour: "Unified Wednesdays",
    },
    {
      year: 4,
      category: "Service",
      title: "Biblical Counseling Basics",
      beyondDiscipleshipHour: "Saturday seminar series, January to March",
    },
    { year: 5, category: "Bible", title: "Romans" },
    { year: 5, category: "Doctrine", title: "Last Things" },
    { year: 5, category: "Doctrine", title: "Church History" },
    { year: 5, category: "Christian Living", title: "Work, Money and Stewardship" },
    { year: 6, category: "Doctrine", title: "Defending the Faith" },
    { year: 6, category: "Christian Living", title: "Suffering and Perseverance" },
    {
      year: 6,
      category: "Service",
      title: "Teaching the Bible",
      beyondDiscipleshipHour: "Teacher training weekend, each August",
    },
  ],
};
