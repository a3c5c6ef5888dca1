import type { z } from "zod";
import type { historyItemSchema } from "./schema/history.ts";

/** The history timeline on /about_history, oldest first. */
export const history: z.input<typeof historyItemSchema>[] = [
  {
    year: 1910,
    title: "A Sunday school in the valley",
    paragraphs: [
      "Farmers' wives Martha Greer and Ada Lindqvist began teaching a Sunday school for valley children in the one-room Orchard Valley schoolhouse. By Christmas forty children and a dozen parents were attending.",
    ],
  },
  {
    year: 1924,
    title: "The chapel is built",
    paragraphs: [
      "The growing congregation raised a white frame chapel on land given by the Greer family. Members cut the timber themselves and the bell was bought with pennies saved by the Sunday school.",
    ],
  },
  {
    year: 1938,
    title: "Cedar Hollow Bible Church is organized",
    paragraphs: [
      "Fifty-two charter members adopted a constitution and statement of faith and called the Rev. Harold Banks as the first full-time pastor.",
    ],
  },
  {
    year: 1957,
    title: "First missionaries sent",
    paragraphs: [
      "The church commissioned Walter and June Ashby to Brazil, the first of many missionaries sent from the congregation.",
    ],
  },
  {
    year: 1972,
    title: "Move to Orchard Valley Road",
    paragraphs: [
      "Having outgrown the chapel, the church built its present sanctuary on Orchard Valley Road. The old bell was hung in the new tower.",
    ],
  },
  {
    year: 1989,
    title: "Elder leadership",
    paragraphs: [
      "After two years of study the congregation adopted a plurality of elders, and the first four elders were installed that autumn.",
    ],
  },
  {
    year: 2004,
    title: "A new pastor-teacher",
    paragraphs: [
      "David Mercer was called as pastor-teacher and began preaching verse by verse through the Gospel of Mark.",
    ],
  },
  {
    year: 2011,
    title: "The education wing opens",
    paragraphs: [
      "The church dedicated a new education wing with classrooms, a nursery and a fellowship hall, debt-free after four years of giving.",
      "The same year the church launched its six-year education plan, the path of core classes that members follow today.",
    ],
  },
];
