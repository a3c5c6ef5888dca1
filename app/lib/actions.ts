import type { Action, serviceNames } from "../../content/schema/action.ts";
import type { SignUps } from "../../content/schema/sign-up.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";

/**
 * What a button can name instead of giving an address: each general page of the church-management
 * service and the video channel (site config), and each sign-up (content/sign-ups.yaml).
 */
export interface ActionLinks {
  /** The services the site config gives an address: a church without a video channel has no videoChannel. */
  services: Partial<Record<(typeof serviceNames)[number], string>>;
  signUps: ReadonlyMap<string, string>;
}

/** A service's address as a link: an e-mail address becomes a mailto: link. */
export const serviceHref = (address: string): string =>
  address.startsWith("/") || address.startsWith("https://") ? address : `mailto:${address}`;

/**
 * The addresses buttons name, from the site config and the sign-ups (a church may list none). A
 * church names only the services it offers; writing to it is always possible, by the office
 * e-mail when it gives no contact page.
 */
export function actionLinks(content: {
  siteConfig: Pick<SiteConfig, "links"> & { contact?: Pick<SiteConfig["contact"], "email"> };
  signUps?: SignUps;
}): ActionLinks {
  const { links, contact } = content.siteConfig;
  const managed = Object.entries(links.churchCenter ?? {}).flatMap(([name, address]) =>
    address ? [[name, serviceHref(address)] as const] : [],
  );
  return {
    services: {
      ...(contact && { contact: `mailto:${contact.email}` }),
      ...Object.fromEntries(managed),
      ...(links.videoChannel && { videoChannel: links.videoChannel }),
    },
    signUps: new Map((content.signUps?.signUps ?? []).map((s) => [s.name, s.url])),
  };
}

/** A service's address; the content check has made sure the site config gives it. */
export function serviceUrl(name: (typeof serviceNames)[number], links: ActionLinks): string {
  const url = links.services[name];
  if (!url) throw new Error(`content/site-config.yaml gives no address for the service "${name}"`);
  return url;
}

/** A sign-up's address; the content check has made sure the name is listed. */
export function signUpUrl(name: string, links: ActionLinks): string {
  const url = links.signUps.get(name);
  if (!url) throw new Error(`"${name}" is not a sign-up of content/sign-ups.yaml`);
  return url;
}

/** Buttons from content with their addresses: a sign-up or a service becomes its page's address. */
export function resolveActions(actions: readonly Action[], links: ActionLinks): { label: string; href: string }[] {
  return actions.map((action) => ({
    label: action.label,
    href:
      "signUp" in action
        ? signUpUrl(action.signUp, links)
        : "service" in action
          ? serviceUrl(action.service, links)
          : action.href,
  }));
}
