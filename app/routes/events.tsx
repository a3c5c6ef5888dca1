import { PageIntro } from "~/components/ui/page-intro";
import { EventList } from "~/components/ui/event-list";
import { eventNames, eventWeeks, shownEvents } from "~/lib/events/event-weeks";
import { plainParagraphs } from "~/lib/plain-paragraphs";
import { previewImagePath } from "~/lib/preview-image";
import { feedEventsJsonLd } from "~/lib/structured-data";
import { zoneName } from "~/lib/time-zone";
import { eventCalendarHref } from "~/lib/calendar-files";
import { actionLinks } from "~/lib/actions";
import { canonicalPath, getContent } from "~/site/content.server";
import { absoluteUrl, pageData } from "~/site/page-data.server";
import type { Route } from "./+types/events";

export function loader({ request }: Route.LoaderArgs) {
  const { events = [], siteConfig, signUps, today } = getContent();
  const timeZone = siteConfig.church.timeZone;
  const path = canonicalPath(new URL(request.url).pathname);
  const page = absoluteUrl(path);
  // Each event shown is an Event for search engines, at its anchor on this page, with the page's preview.
  const shown = shownEvents(events, today);
  const names = eventNames(shown);
  const image = absoluteUrl(previewImagePath(path));
  const graph = feedEventsJsonLd(
    shown.map((event) => ({
      event,
      links: {
        page: `${page}#event-${names.get(event.id)!}`,
        image,
        description: plainParagraphs(event.description).join(" ") || undefined,
      },
    })),
    siteConfig,
    page,
  );
  return {
    ...pageData(request, { jsonLd: shown.length > 0 ? [graph] : [] }),
    weeks: eventWeeks(events, {
      today,
      timeZone,
      signUps: signUps?.signUps,
      calendarHref: eventCalendarHref,
    }),
    calendar: actionLinks({ siteConfig }).services.calendar,
    zone: zoneName(timeZone, Date.now(), "longGeneric"),
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Events({ loaderData }: Route.ComponentProps) {
  const { page, weeks, calendar, zone } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <EventList weeks={weeks} calendar={calendar} contents>
          <p>
            All times are {zone}. The <a href={calendar}>church calendar</a> has every event of the year.
          </p>
        </EventList>
      </div>
    </>
  );
}
