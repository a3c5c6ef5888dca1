import type { Action, serviceNames } from "../../content/schema/action.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";

/** The address of each service a button can name, from the site config. */
export type ServiceLinks = Record<(typeof serviceNames)[number], string>;

/** The services' addresses in the site config. */
export function serviceLinks(links: SiteConfig["links"]): ServiceLinks {
  return { ...links.churchCenter, videoChannel: links.videoChannel };
}

/** Buttons from content with their addresses: a `service` becomes that page of the church-management service. */
export function resolveActions(actions: readonly Action[], services: ServiceLinks): { label: string; href: string }[] {
  return actions.map((action) => ({
    label: action.label,
    href: "service" in action ? services[action.service] : action.href,
  }));
}
