import type { z } from "zod";
import type { livestreamSchema } from "./schema/attendees.ts";

/** The live stream page. The video's address is liveStreamEmbed in site-config.ts. */
export const livestream: z.input<typeof livestreamSchema> = {
  schedule: "Sundays at 10:30 AM, and the Family Life Service on the 3rd Sunday at 6:00 PM",
  actions: [
    { label: "Connect With Us", service: "contact" },
    { label: "YouTube Channel", service: "videoChannel" },
    { label: "Past Messages", href: "/attendees_sermons" },
  ],
};
