/**
 * Writes the calendar files (.ics) to public/calendar, from content: the repeating service times,
 * and the missions conference (where the church has one) as a whole and per session. Files no longer produced are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { churchPlace } from "../app/site/church-place.server.ts";
import { conferenceCalendars } from "../app/lib/conference.ts";
import { getContent } from "../app/site/content.server.ts";
import { calendarFile } from "../app/lib/ics.ts";
import { serviceCalendar } from "../app/lib/service-times.ts";

const outDir = join(process.cwd(), "public/calendar");
mkdirSync(outDir, { recursive: true });

const { conference, siteConfig } = getContent();
const files = [
  serviceCalendar(siteConfig, churchPlace()),
  ...(conference ? conferenceCalendars(conference, churchPlace()) : []),
];
const wanted = new Set(files.map((f) => f.file));
for (const file of readdirSync(outDir)) if (!wanted.has(file)) rmSync(join(outDir, file));
for (const { file, calendar } of files) writeFileSync(join(outDir, file), calendarFile(calendar));
console.log(`calendars: ${files.length} written to public/calendar`);
