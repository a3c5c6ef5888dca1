/**
 * Writes the calendar files (.ics) of the missions conference to public/calendar: one for the
 * whole conference and one per session, from content. Files no longer produced are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { conferenceCalendars } from "../app/lib/conference.ts";
import { conferencePlace } from "../app/lib/conference-place.server.ts";
import { getContent } from "../app/lib/content.server.ts";
import { calendarFile } from "../app/lib/ics.ts";

const outDir = join(process.cwd(), "public/calendar");
mkdirSync(outDir, { recursive: true });

const files = conferenceCalendars(getContent().conference, conferencePlace());
const wanted = new Set(files.map((f) => f.file));
for (const file of readdirSync(outDir)) if (!wanted.has(file)) rmSync(join(outDir, file));
for (const { file, calendar } of files) writeFileSync(join(outDir, file), calendarFile(calendar));
console.log(`calendars: ${files.length} written to public/calendar`);
