import { z } from "zod";
import { actionSchema } from "./action.ts";
import { clock, externalUrl, imagePath, isoDate, text } from "./common.ts";

/** One session of the conference. */
const sessionSchema = z
  .strictObject({
    title: text,
    date: isoDate.describe("The day, as YYYY-MM-DD."),
    start: clock.describe('Start and end in the church\'s time zone, 24-hour: "18:00".'),
    end: clock,
    speaker: text.optional().describe("Who speaks; leave out for sessions with no single speaker."),
    description: text.optional(),
  })
  .refine((s) => s.start < s.end, { message: "must end after it starts", path: ["end"] });

/** A conference of a day or more (the sample's missions conference), on its page of kind conference. */
export const conferenceSchema = z
  .strictObject({
    name: text.describe('Its name, such as "Missions Conference 2027".'),
    theme: text.describe("The theme, shown under the name."),
    description: text.describe("A short introduction."),
    videoUrl: externalUrl
      .optional()
      .describe("The main video (embed address on the privacy-enhanced video domain); leave out for none."),
    register: actionSchema.describe("The Register button, shown until the last day of the conference."),
    afterwards: z
      .strictObject({
        recordings: actionSchema.describe("Where to hear the recordings: a button."),
        next: text.optional().describe('Next year\'s conference, when its dates are known: "October 15 and 16, 2028".'),
      })
      .describe("What the page offers once the conference is over, in place of the Register button."),
    speakers: z
      .array(
        z.strictObject({
          order: z.number().int().min(1),
          name: text,
          role: text,
          imgSrc: imagePath,
          bio: z.array(text).min(1),
        }),
      )
      .describe("The guest speakers, each a file of content/conference-speakers/, in the order of `order` (1 first)."),
    sessions: z
      .array(sessionSchema)
      .min(1)
      .describe("Every session, each a file of content/conference-sessions/, in the order of its date and start."),
    published: isoDate.describe("When this programme was published, as YYYY-MM-DD; stamped in the calendar files."),
  })
  .superRefine((conference, ctx) => {
    const speakers = conference.speakers.map((s) => s.name);
    conference.sessions.forEach((session, i) => {
      if (session.speaker && !speakers.includes(session.speaker)) {
        ctx.addIssue({
          code: "custom",
          path: ["sessions", i, "speaker"],
          message: `must be one of ${speakers.join(", ")}`,
        });
      }
    });
  });

export type Conference = z.infer<typeof conferenceSchema>;
