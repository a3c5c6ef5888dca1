/**
 * The accessibility statement's content from other services: for each kind the statement names
 * (content/pages/accessibility.md, `thirdParties`), where it appears on this site and the plain
 * link it keeps, read from the site settings and the page registry, so the statement cannot
 * name a page or an address that has changed.
 */
import type { PageKind, thirdPartyContents } from "../../content/schema/page.ts";
import { subscribeLinks } from "../lib/sermon-host.ts";
import { videoHost } from "../lib/video.ts";
import { biographyPaths, type Content } from "./content.server.ts";
import { sermonSource } from "./sermons.server.ts";

type ThirdPartyContent = (typeof thirdPartyContents)[number];

/** A link of the statement: a page of this site, or the service's own page. */
export interface StatementLink {
  label: string;
  href: string;
}

export interface ThirdParty {
  heading: string;
  limits: string;
  /** The pages of this site it appears on. */
  where: StatementLink[];
  /** Where the same content is on the service's own site. */
  links: StatementLink[];
}

export function thirdParties(
  content: Pick<Content, "pages" | "siteConfig" | "staffSections" | "home" | "sermons">,
  entries: { content: ThirdPartyContent; limits: string }[],
): ThirdParty[] {
  const { links, feeds } = content.siteConfig;
  const pageLink = (page: { title: string; path: string }): StatementLink => ({ label: page.title, href: page.path });
  const pagesOf = (...kinds: PageKind[]) => content.pages.filter((p) => kinds.includes(p.kind)).map(pageLink);
  const staff = biographyPaths(content).length > 0 ? pagesOf("staff") : [];
  const host = links.sermonHost;
  // A service the church does without has no entry (the content check refuses a statement that names one).
  const resolve: Record<ThirdPartyContent, Omit<ThirdParty, "limits"> | undefined> = {
    video: links.videoChannel
      ? {
          heading: `Videos, from ${videoHost(links.videoChannel)}`,
          where: pagesOf("livestream", "conference", "fall"),
          links: [{ label: `Our ${videoHost(links.videoChannel)} channel`, href: links.videoChannel }],
        }
      : undefined,
    sermons:
      host || feeds?.sermons
        ? {
            heading: `Sermons, from ${sermonSource(content)}`,
            where: [
              ...pagesOf("sermons"),
              // The newest sermon's recording plays from the host on the home page.
              ...(content.home.pageSections.includes("LatestSermon") && content.siteConfig.feeds?.sermons
                ? pagesOf("home")
                : []),
              ...staff.map((page) => ({ label: `${page.label}: each biography`, href: page.href })),
            ],
            links: host
              ? [{ label: `Every sermon on ${host.name}`, href: host.archive }]
              : subscribeLinks(links.podcast, feeds?.sermons),
          }
        : undefined,
    map: links.map && {
      heading: `The map, from ${links.map.name}`,
      where: pagesOf("home", "visit"),
      links: [
        { label: `The map on ${links.map.name}`, href: links.map.link },
        { label: "Directions", href: links.map.directions },
      ],
    },
    socialFeeds: {
      heading: "Social media feeds",
      where: content.pages.filter((p) => p.socialFeed).map(pageLink),
      links: content.pages.flatMap((p) =>
        p.socialFeed ? [{ label: p.socialFeed.profile.label, href: p.socialFeed.profile.url }] : [],
      ),
    },
    churchManagement: {
      heading: "Sign-ups, giving and forms",
      where: [],
      // The service's own pages the church gives; its own pages and e-mail are not another service's.
      links: [
        { label: "Giving", href: links.churchCenter?.giving },
        { label: "The church calendar", href: links.churchCenter?.calendar },
        { label: "The contact form", href: links.churchCenter?.contact },
      ].filter((link): link is { label: string; href: string } => link.href?.startsWith("https://") ?? false),
    },
  };
  return entries.flatMap(({ content: kind, limits }) => {
    const party = resolve[kind];
    return party ? [{ ...party, limits }] : [];
  });
}
