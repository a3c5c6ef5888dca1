/** `npm run feeds`: fetches the feeds the site settings name into content/feeds/ (scripts/feeds/fetch-feeds.ts). */
import { fetchFeeds } from "./feeds/fetch-feeds.ts";

const lines = await fetchFeeds(process.cwd(), process.env);
for (const { text, ok } of lines) (ok ? console.log : console.error)(text);
process.exit(lines.every(({ ok }) => ok) ? 0 : 1);
