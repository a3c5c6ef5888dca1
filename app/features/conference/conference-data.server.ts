import { resolveActions, serviceLinks } from "~/lib/actions";
import { conferenceCalendars, sessionsByDay } from "~/lib/conference";
import { conferencePlace } from "~/lib/conference-place.server";
import { getContent } from "~/lib/content.server";
import { imageFor } from "~/lib/image-manifest.server";

/** The conference ready to show, with the addresses of its calendar files (written by scripts/build-calendars.ts). */
export function conferenceData() {
  const { conference, siteConfig } = getContent();
  const [whole, ...sessions] = conferenceCalendars(conference, conferencePlace());
  return {
    name: conference.name,
    theme: conference.theme,
    description: conference.description,
    videoUrl: conference.videoUrl,
    register: resolveActions([conference.register], serviceLinks(siteConfig.links))[0]!,
    calendarHref: whole!.href,
    speakers: conference.speakers.map(({ imgSrc, ...speaker }) => ({ ...speaker, image: imageFor(imgSrc) })),
    sessionCount: conference.sessions.length,
    days: sessionsByDay(conference).map((day) => ({
      ...day,
      sessions: day.sessions.map((s) => ({ ...s, calendarHref: sessions[s.index]!.href })),
    })),
  };
}

export type ConferenceData = ReturnType<typeof conferenceData>;
