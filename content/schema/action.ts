import { z } from "zod";
import { href, text } from "./common.ts";

/**
 * Outside pages a button can name instead of giving an address: the church-management service's
 * pages and the video channel. Their addresses are in the site config, so they are kept in one place.
 */
export const serviceNames = ["registration", "giving", "calendar", "prayer", "contact", "videoChannel"] as const;

/** A button. Give `service` for a page of the church-management service, or `href` for anything else. */
export const actionSchema = z.union(
  [z.strictObject({ label: text, service: z.enum(serviceNames) }), z.strictObject({ label: text, href })],
  { error: `must have a label and either a service (${serviceNames.join(", ")}) or an href` },
);

export type Action = z.infer<typeof actionSchema>;
