import { actionLinks, resolveActions } from "~/lib/actions";
import { conferenceCalendars, conferenceDays, sessionsByDay } from "~/lib/conference";
import { dateLabel } from "~/lib/dates";
import { zoneName } from "~/lib/time-zone";
import { churchPlace } from "~/site/church-place.server";
import { feature, getContent } from "~/site/content.server";
import { imageFor } from "~/site/image-manifest.server";
import { absoluteUrl } from "~/site/page-data.server";
import { previewImagePath } from "~/lib/preview-image";
import { conferenceJsonLd } from "~/lib/structured-data";

/** The conference ready to show, with the addresses of its calendar files (written by scripts/build-calendars.ts). */
export function conferenceData() {
  const content = getContent();
  const { today } = content;
  const conference = feature("conference");
  const services = actionLinks(content);
  const { last } = conferenceDays(conference);
  const [whole, ...sessions] = conferenceCalendars(conference, churchPlace());
  return {
    name: conference.name,
    theme: conference.theme,
    description: conference.description,
    videoUrl: conference.videoUrl,
    register: resolveActions([conference.register], services)[0]!,
    /** Registration closes, and the page says the conference is over, after its last day. */
    season: { showUntil: last },
    past: last < today,
    ended: dateLabel(last, today),
    afterwards: {
      recordings: resolveActions([conference.afterwards.recordings], services)[0]!,
      next: conference.afterwards.next,
    },
    today,
    /** The church's time zone as visitors name it ("Eastern Time"), in which the schedule is written. */
    zone: zoneName(content.siteConfig.church.timeZone, Date.now(), "longGeneric"),
    calendarHref: whole!.href,
    speakers: conference.speakers.map(({ imgSrc, ...speaker }) => ({ ...speaker, image: imageFor(imgSrc) })),
    sessionCount: conference.sessions.length,
    days: sessionsByDay(conference, today).map((day) => ({
      ...day,
      sessions: day.sessions.map((s) => ({ ...s, calendarHref: sessions[s.index]!.href })),
    })),
  };
}

/** The conference as an Event for search engines. */
export function conferenceStructuredData(path: string) {
  const content = getContent();
  const { siteConfig } = content;
  const conference = feature("conference");
  return conferenceJsonLd(conference, siteConfig, {
    page: absoluteUrl(path),
    register: resolveActions([conference.register], actionLinks(content))[0]!.href,
    image: absoluteUrl(previewImagePath(path)),
    speakerImages: conference.speakers.map((s) => absoluteUrl(imageFor(s.imgSrc).fallback)),
  });
}

export type ConferenceData = ReturnType<typeof conferenceData>;
