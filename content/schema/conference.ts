import { z } from "zod";
import { actionSchema } from "./action.ts";
import { clock, externalUrl, imagePath, isoDate, text } from "./common.ts";

/** One session of the conference. */
const sessionSchema = z
  .strictObject({
    title: text,
    /** The day, as YYYY-MM-DD. */
    date: isoDate,
    /** Start and end in the church's time zone, 24-hour: "18:00". */
    start: clock,
    end: clock,
    /** Who speaks; leave out for sessions with no single speaker. */
    speaker: text.optional(),
    description: text.optional(),
  })
  .refine((s) => s.start < s.end, { message: "must end after it starts", path: ["end"] });

/** The missions conference on /missions_conference. */
export const conferenceSchema = z
  .strictObject({
    /** Its name, such as "Missions Conference 2027". */
    name: text,
    /** The theme, shown under the name. */
    theme: text,
    /** A short introduction. */
    description: text,
    /** The main video (embed address on the privacy-enhanced video domain). */
    videoUrl: externalUrl,
    /** The Register button, shown until the last day of the conference. */
    register: actionSchema,
    /** What the page offers once the conference is over, in place of the Register button. */
    afterwards: z.strictObject({
      /** Where to hear the recordings: a button. */
      recordings: actionSchema,
      /** Next year's conference, when its dates are known: "October 15 and 16, 2028". */
      next: text.optional(),
    }),
    /** The guest speakers, each a file of content/conference-speakers/, in the order of `order` (1 first). */
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
      .min(1),
    /** Every session, each a file of content/conference-sessions/, in the order of its date and start. */
    sessions: z.array(sessionSchema).min(1),
    /** When this programme was published, as YYYY-MM-DD; stamped in the calendar files. */
    published: isoDate,
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
