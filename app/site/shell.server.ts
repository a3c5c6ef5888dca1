import { imageFor } from "./image-manifest.server.ts";
import { metaFor } from "./page-data.server.ts";
import { getContent, getPage } from "./content.server.ts";
import { parseInlineMarkdown } from "../lib/content/markdown-document.ts";
import { noticeScript } from "../lib/notices.ts";
import { noticeDaysAt } from "../lib/dated-content.ts";
import { brandCss, brandTokens } from "../lib/brand.ts";
import { actionLinks, resolveActions } from "../lib/actions.ts";
import { pageOfKind } from "../lib/page-registry.ts";
import { liveTimes } from "../lib/service-clock.ts";
import { officeHoursLabel } from "../lib/service-times.ts";
import { inlineScript, pageScriptSrc } from "./page-script.server.ts";
import type { PageKind } from "../../content/schema/page.ts";
import type { Action } from "../../content/schema/action.ts";

/** What the header, menus and footer of the page at `path` need, and nothing more. */
export function shellData(path?: string) {
  const { siteConfig, navigation, flashBanner, noticeDays, pages, today } = getContent();
  // Each page carries the days of what it shows, and no more (app/lib/dated-content.ts).
  const days = noticeDaysAt(noticeDays, path);
  const { church, address, contact } = siteConfig;
  const notFound = getPage("/404");
  const pathOf = (kind: PageKind) => pageOfKind(pages, kind)?.path;
  const brand = brandTokens(siteConfig.brand);
  return {
    church: { name: church.name, shortName: church.shortName, tagline: church.tagline, origin: church.origin },
    address,
    contact: { ...contact, officeHours: officeHoursLabel(contact.officeHours) },
    /** The services the footer links, those the church gives (writing to it always: the office e-mail at least). */
    links: (({ giving, contact, calendar }) => ({ giving, contact, calendar }))(actionLinks({ siteConfig }).services),
    /** The notice atop every page; none (no content) when the church has no notice file. */
    flashBanner: {
      content: flashBanner ? parseInlineMarkdown(flashBanner.flashMessage).content : [],
      showUntil: flashBanner?.showUntil,
    },
    /** Hides, with the visitor's clock, what ended after the build; none when nothing is dated. */
    noticeScript:
      days.until.length + days.from.length > 0
        ? noticeScript(siteConfig.church.timeZone, days.until, days.from)
        : undefined,
    navigation,
    /** The search page's address, which the header links to, if the church has one. */
    search: pathOf("search"),
    /** The accessibility statement's address, which the footer links to, if the registry has one. */
    accessibility: pathOf("accessibility"),
    /** The footer's own links: the site config's under About, the sermons and live stream where the church has them. */
    footer: {
      // A link to a service (Give) has the address the settings give it.
      about: resolveActions((siteConfig.footerLinks ?? []) as Action[], actionLinks({ siteConfig })),
      listen: [
        { label: "Sermons", href: pathOf("sermons") },
        { label: "Live stream", href: pathOf("livestream") },
      ].filter((link): link is { label: string; href: string } => link.href !== undefined),
    },
    /** When the streamed services begin and end, for the header's "Live now" (app/lib/live-now.ts); none when none is streamed. */
    live: liveTimes(siteConfig, today),
    /** The enhancement modules and island loader (app/browser/site.ts). */
    pageScript: pageScriptSrc(),
    /** What each third-party frame writes after its box, and each feed after its frame (FrameScripts). */
    frameScripts: {
      embed: inlineScript("external-embed"),
      video: inlineScript("video-embed"),
      feed: inlineScript("social-feed"),
    },
    logo: imageFor(siteConfig.logo),
    /** The brand's colors and fonts as CSS, and the color browsers tint their bar with. */
    brand: { css: brandCss(brand), themeColor: brand.primary },
    /** The 404 page renders without a loader of its own, so its text travels with the shell. */
    notFound: { page: notFound, meta: metaFor("/404", notFound, { noindex: true }) },
  };
}

export type ShellData = ReturnType<typeof shellData>;
