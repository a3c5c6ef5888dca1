import type { Action, serviceNames } from "../../content/schema/action.ts";

/** The addresses of the church-management service's pages, from the site config. */
export type ServiceLinks = Record<(typeof serviceNames)[number], string>;

/** Buttons from content with their addresses: a `service` becomes that page of the church-management service. */
export function resolveActions(actions: readonly Action[], services: ServiceLinks): { label: string; href: string }[] {
  return actions.map((action) => ({
    label: action.label,
    href: "service" in action ? services[action.service] : action.href,
  }));
}
