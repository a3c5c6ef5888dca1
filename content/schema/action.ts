import { z } from "zod";
import { href, text } from "./common.ts";

/**
 * Outside pages a button can name instead of giving an address: the church-management service's
 * pages and the video channel. Their addresses are in the site config, so they are kept in one place.
 */
export const serviceNames = ["registration", "giving", "calendar", "prayer", "contact", "videoChannel"] as const;

/** One of the services, by its name; its address is in the site config. */
export const serviceName = z.enum(serviceNames, { error: `must be one of ${serviceNames.join(", ")}` });

/** A link given by an address (`href`) or by a service (`service`): exactly one of the two. */
export const hrefOrService: [
  (link: { href?: string; service?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (link) => (link.href === undefined) !== (link.service === undefined),
  { message: `needs either an href or a service (${serviceNames.join(", ")}), not both`, path: ["href"] },
];

/** A sign-up of content/sign-ups.yaml, by its name. */
export const signUpName = text.describe(
  'A sign-up or form of the church-management service, by its name in Sign-ups (content/sign-ups.yaml), such as "Care groups".',
);

/**
 * A button. Give `signUp` for a sign-up or form of the church-management service, `service` for
 * one of its general pages, or `href` for anything else.
 */
export const actionSchema = z.union(
  [
    z.strictObject({ label: text, signUp: signUpName }),
    z.strictObject({ label: text, service: serviceName }),
    z.strictObject({ label: text, href }),
  ],
  { error: `must have a label and either a signUp, a service (${serviceNames.join(", ")}) or an href` },
);

export type Action = z.infer<typeof actionSchema>;
