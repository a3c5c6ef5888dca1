import { z } from "zod";
import { href, text } from "./common.ts";

/** The church-management service's pages a button can lead to; their addresses are in the site config. */
export const serviceNames = ["registration", "giving", "calendar", "prayer", "contact"] as const;

/** A button. Give `service` for a page of the church-management service, or `href` for anything else. */
export const actionSchema = z.union(
  [z.strictObject({ label: text, service: z.enum(serviceNames) }), z.strictObject({ label: text, href })],
  { error: `must have a label and either a service (${serviceNames.join(", ")}) or an href` },
);

export type Action = z.infer<typeof actionSchema>;
