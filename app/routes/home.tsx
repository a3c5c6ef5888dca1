import { HomeSections } from "~/features/home/home-sections";
import { serviceTimesData } from "~/features/home/service-times-data";
import { actionLinks, resolveActions } from "~/lib/actions";
import { getContent } from "~/site/content.server";
import { imageFor } from "~/site/image-manifest.server";
import { absoluteUrl, pageData } from "~/site/page-data.server";
import { previewImagePath } from "~/lib/preview-image";
import { churchJsonLd } from "~/lib/structured-data";
import { serviceLabel } from "~/lib/service-times";
import { eventCalendarHref } from "~/lib/calendar-files";
import { nextSevenDays } from "~/lib/events/event-weeks";
import { pageOfKind } from "~/lib/page-registry";
import { latestSermons, sermonsToShow } from "~/site/sermons.server";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const content = getContent();
  const { siteConfig, home } = content;
  const links = actionLinks(content);
  const church = churchJsonLd(siteConfig, {
    logo: absoluteUrl(imageFor(siteConfig.logo).fallback),
    image: absoluteUrl(previewImagePath("/")),
  });
  const sermonsPage = pageOfKind(content.pages, "sermons");
  const latest =
    home.pageSections.includes("LatestSermon") && sermonsPage ? sermonsToShow(latestSermons(1), "/") : undefined;
  const { page, meta } = pageData(request, { jsonLd: [church, ...(latest?.jsonLd ?? [])] });
  return {
    page,
    meta,
    sections: home.pageSections,
    churchName: siteConfig.church.name,
    // A section the church does not list has no text (content/schema/home.ts).
    slides: (home.carouselItems ?? []).map(({ imgSrc, ...item }) => ({ ...item, image: imageFor(imgSrc) })),
    purpose: home.purpose,
    involved: home.involved && {
      ...home.involved,
      steps: home.involved.steps.map((step) => ({ ...step, link: resolveActions([step.link], links)[0]! })),
    },
    services: home.services && serviceTimesData(siteConfig, home.services, links),
    thisWeek: content.events && {
      events: nextSevenDays(content.events, {
        today: content.today,
        timeZone: siteConfig.church.timeZone,
        signUps: content.signUps?.signUps,
        calendarHref: eventCalendarHref,
      }),
      eventsPage: pageOfKind(content.pages, "events")?.path,
      calendar: links.services.calendar,
    },
    latestSermon: latest?.views[0] && {
      sermon: latest.views[0],
      hostName: latest.hostName,
      sermonsPage: sermonsPage!.path,
    },
    welcome: home.welcome && {
      heading: home.welcome.heading,
      intro: page.intro[0] ?? "",
      weekly: siteConfig.serviceTimes.filter((service) => !service.week).map(serviceLabel),
      address: siteConfig.address,
      // "Service Times & Location" further down, where the page has it: with the map, if the church has one.
      more:
        home.services && home.pageSections.includes("ServiceTimeAndLocation")
          ? siteConfig.links.map
            ? "Map and all times"
            : "All times"
          : undefined,
      link: resolveActions([home.welcome.link], links)[0]!,
    },
    timeZone: siteConfig.church.timeZone,
    today: content.today,
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, meta: _meta, churchName, ...sections } = loaderData;
  return (
    <>
      {!loaderData.welcome && <h1 className="visually-hidden">{`${churchName}: ${page.intro[0]}`}</h1>}
      <HomeSections {...sections} />
    </>
  );
}
