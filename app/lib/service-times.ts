/**
 * The weekly and monthly services, and the office hours, as people read them, as a calendar file
 * and as search engines read them: all from the same structured times in the site config.
 */
import { weekdays, type Weekday } from "../../content/schema/weekdays.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { calendarDir, type CalendarFile, type ChurchPlace } from "./calendar-files.ts";
import { clockLabel } from "./dates.ts";
import { firstMeeting } from "./service-clock.ts";
import type { CalendarEvent } from "./ics.ts";
import { siteHost } from "./site-paths.ts";
import { slugify } from "./slugify.ts";

export type ServiceTime = SiteConfig["serviceTimes"][number];
export type OfficeHours = NonNullable<SiteConfig["contact"]["officeHours"]>;

/**
 * The heading over the list of services, from their days: "Sunday & Monthly" when every service
 * is on a Sunday and one is monthly, "Sundays & Wednesdays" for weekly services on two days.
 */
export function servicesHeading(services: readonly Pick<ServiceTime, "day" | "week">[]): string {
  const days = weekdays.filter((day) => services.some((service) => service.day === day));
  const monthly = services.some((service) => service.week !== undefined);
  if (days.length === 1 && monthly) return `${days[0]} & Monthly`;
  const parts = [...days.map((day) => `${day}s`), ...(monthly ? ["Monthly"] : [])];
  return parts.length > 2 ? `${parts.slice(0, -1).join(", ")} & ${parts.at(-1)}` : parts.join(" & ");
}

const ordinals = ["1st", "2nd", "3rd", "4th", "5th"];

/** The day a service meets: "Sunday", or "3rd Sunday" for a monthly service. */
export function serviceDay(service: Pick<ServiceTime, "day" | "week">): string {
  return service.week ? `${ordinals[service.week - 1]} ${service.day}` : service.day;
}

/** "Sundays", or "3rd Sunday monthly" for a monthly service. */
export function serviceWhen(service: ServiceTime): string {
  return service.week ? `${serviceDay(service)} monthly` : `${service.day}s`;
}

/** What is said beside a service: its note, and "Streamed live" when it is. */
export function serviceNote(service: ServiceTime): string | undefined {
  return [service.note, service.streamed && "Streamed live"].filter(Boolean).join(". ") || undefined;
}

/** A service as the page lists it: "Worship Service", "10:30 AM", "Sundays". */
export function serviceLabel(service: ServiceTime) {
  return {
    name: service.name,
    time: clockLabel(service.start),
    when: serviceWhen(service),
    note: serviceNote(service),
  };
}

export type ServiceLabel = ReturnType<typeof serviceLabel>;

/**
 * The streamed services in a sentence: "the Worship Service, Sundays at 10:30 AM; the Family
 * Life Service, 3rd Sunday monthly at 6:00 PM".
 */
export function streamedSchedule(services: ServiceTime[]): string {
  const each = services
    .filter((service) => service.streamed)
    .map((service) => `the ${service.name}, ${serviceWhen(service)} at ${clockLabel(service.start)}`);
  return each.join("; ");
}

/** Office hours as printed: hours "9:00-5:00", days "Tuesday to Friday"; none for an office without set hours. */
export function officeHoursLabel(hours: OfficeHours | undefined) {
  if (!hours) return undefined;
  const short = (time: string) => clockLabel(time).replace(/ [AP]M$/, "");
  return { hours: `${short(hours.opens)}-${short(hours.closes)}`, days: `${hours.firstDay} to ${hours.lastDay}` };
}

/** Every day the office is open, in order: Tuesday, Wednesday, Thursday, Friday. */
export function officeDays(hours: OfficeHours): Weekday[] {
  const first = weekdays.indexOf(hours.firstDay);
  const count = ((weekdays.indexOf(hours.lastDay) - first + 7) % 7) + 1;
  return Array.from({ length: count }, (_, i) => weekdays[(first + i) % 7]!);
}

/** The RFC 5545 recurrence of a service: every week on its day, or its nth day of each month. */
export function serviceRule(service: ServiceTime): string {
  const day = service.day.slice(0, 2).toUpperCase();
  return service.week ? `FREQ=MONTHLY;BYDAY=${service.week}${day}` : `FREQ=WEEKLY;BYDAY=${day}`;
}

/** Where the service-times calendar is served. */
export const serviceCalendarHref = `${calendarDir}/service-times.ics`;

/** One calendar with a repeating event per service, for visitors to add from Service Times & Location. */
export function serviceCalendar(config: SiteConfig, place: ChurchPlace): CalendarFile {
  const host = siteHost(place.origin);
  const events: CalendarEvent[] = config.serviceTimes.map((service) => {
    const date = firstMeeting(service, config.serviceTimesSince);
    return {
      uid: `service-${slugify(service.name)}@${host}`,
      start: { date, time: service.start },
      end: { date, time: service.end },
      rrule: serviceRule(service),
      summary: service.name,
      description: [serviceNote(service), `${config.church.name}: ${place.origin}/#services`]
        .filter(Boolean)
        .join(". "),
      location: place.location,
      url: `${place.origin}/#services`,
    };
  });
  return {
    file: serviceCalendarHref.split("/").pop()!,
    href: serviceCalendarHref,
    calendar: {
      name: `${config.church.name} service times`,
      timeZone: place.timeZone,
      stamp: new Date(`${config.serviceTimesSince}T00:00:00Z`),
      events,
    },
  };
}
