/**
 * Writes the calendar files (.ics) to public/calendar, from content: the repeating service times,
 * the missions conference (where the church has one) as a whole and per session, and each event
 * of the church's calendar feed the site shows (in events/). Files no longer produced are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { eventCalendars } from "../app/lib/events/event-calendars.ts";
import { join } from "node:path";
import { churchPlace } from "../app/site/church-place.server.ts";
import { conferenceCalendars } from "../app/lib/conference.ts";
import { getContent } from "../app/site/content.server.ts";
import { calendarFile } from "../app/lib/ics.ts";
import { serviceCalendar } from "../app/lib/service-times.ts";

const outDir = join(process.cwd(), "public/calendar");
mkdirSync(outDir, { recursive: true });

const { conference, siteConfig, events, today } = getContent();
const files = [
  serviceCalendar(siteConfig, churchPlace()),
  ...(conference ? conferenceCalendars(conference, churchPlace()) : []),
  ...(events ? eventCalendars(events, today, churchPlace()) : []),
];
// A file's path under public/calendar, from its address (/calendar/events/x.ics is events/x.ics).
const pathOf = (href: string) => href.replace(/^\/calendar\//, "");
const wanted = new Set(files.map((f) => pathOf(f.href)));
mkdirSync(join(outDir, "events"), { recursive: true });
for (const dir of ["", "events"])
  for (const entry of readdirSync(join(outDir, dir), { withFileTypes: true }))
    if (entry.isFile() && !wanted.has(join(dir, entry.name))) rmSync(join(outDir, dir, entry.name));
for (const { href, calendar } of files) writeFileSync(join(outDir, pathOf(href)), calendarFile(calendar));
console.log(`calendars: ${files.length} written to public/calendar`);
