/**
 * `npm run feeds`: the church's feeds, fetched from the addresses the site settings name and
 * kept in content/feeds/, so the build reads them without the network. A copy replaces the one
 * kept only when it reads as what it is (a calendar with events, a podcast or video feed with sermons);
 * otherwise the kept copy stays as it is and the feed's one line says what was wrong.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { readCalendarFeed } from "../../app/lib/events/calendar-feed.ts";
import { feedFiles, type FeedName } from "../../app/lib/feed-files.ts";
import { readSermonFeed } from "../../app/lib/sermons/sermon-feed.ts";

/** How many entries an answer holds, or why it is not the feed it should be (its reader's problem). */
type Count = { ok: true; count: number } | { ok: false; problem: string };

/** A feed the settings may name: where it is kept, the variable that points it elsewhere (tests), and how it is read. */
export const feeds: Record<FeedName, { file: string; variable: string; noun: string; count: (text: string) => Count }> =
  {
    calendar: {
      file: feedFiles.calendar,
      variable: "FEEDS_CALENDAR_URL",
      noun: "events",
      count: (text) => {
        const reading = readCalendarFeed(text, "the answer");
        return reading.ok ? { ok: true, count: reading.events } : reading;
      },
    },
    sermons: {
      file: feedFiles.sermons,
      variable: "FEEDS_SERMONS_URL",
      noun: "sermons",
      count: (text) => {
        const reading = readSermonFeed(text, "the answer");
        return reading.ok ? { ok: true, count: reading.sermons.length } : reading;
      },
    },
  };

export interface FeedOutcome {
  feed: FeedName;
  /** "updated", "unchanged", or the one line of what was wrong. */
  result: "updated" | "unchanged" | { problem: string };
}

/** How long an answer may take: a slow service fails the feed, it does not hang the workflow. */
const timeoutMs = 30_000;

/** The addresses of the feeds the settings name (content/site-config.yaml, `feeds`), each overridable. */
export function feedAddresses(root: string, env: NodeJS.ProcessEnv): Partial<Record<FeedName, string>> {
  const settings = parse(readFileSync(join(root, "content/site-config.yaml"), "utf8")) as {
    feeds?: Partial<Record<FeedName, string>>;
  };
  const addresses: Partial<Record<FeedName, string>> = {};
  for (const [name, { variable }] of Object.entries(feeds) as [FeedName, (typeof feeds)[FeedName]][]) {
    const address = env[variable] || settings.feeds?.[name];
    if (address) addresses[name] = address;
  }
  return addresses;
}

/** Why an answer is not a feed to keep, or undefined when it is one. */
function answerProblem(feed: FeedName, body: string): string | undefined {
  const reading = feeds[feed].count(body);
  if (!reading.ok) return reading.problem.replace(/^the answer:(\d+): /, "line $1: ");
  if (reading.count === 0) return `it holds no ${feeds[feed].noun}`;
  return undefined;
}

/** Fetches one feed and keeps it if it is good. */
export async function fetchFeed(root: string, feed: FeedName, address: string): Promise<FeedOutcome> {
  const fail = (problem: string): FeedOutcome => ({ feed, result: { problem } });
  let body: string;
  try {
    const answer = await fetch(address, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
    if (answer.status !== 200)
      return fail(`answered ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ""}`);
    body = await answer.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why =
      (error as Error).name === "TimeoutError"
        ? `gave no answer in ${timeoutMs / 1000} s`
        : `could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`;
    return fail(why);
  }
  const problem = answerProblem(feed, body);
  if (problem) return fail(problem);
  const file = join(root, feeds[feed].file);
  if (existsSync(file) && readFileSync(file, "utf8") === body) return { feed, result: "unchanged" };
  // Written beside it and renamed, so a failure halfway leaves the kept copy whole.
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.new`, body);
  renameSync(`${file}.new`, file);
  return { feed, result: "updated" };
}

/** A line to print, and whether it says a feed went wrong. */
export interface FeedLine {
  text: string;
  ok: boolean;
}

/** Every feed the settings name, fetched at once: a line for each. */
export async function fetchFeeds(root: string, env: NodeJS.ProcessEnv): Promise<FeedLine[]> {
  const addresses = feedAddresses(root, env);
  const names = Object.keys(addresses) as FeedName[];
  if (names.length === 0)
    return [{ text: "feeds: the site settings name no feed (feeds: in content/site-config.yaml)", ok: true }];
  const outcomes = await Promise.all(names.map((name) => fetchFeed(root, name, addresses[name]!)));
  return outcomes.map(({ feed, result }) =>
    typeof result === "string"
      ? { text: `feeds: ${feed}: ${result === "updated" ? "updated" : "no change to"} ${feeds[feed].file}`, ok: true }
      : {
          text: `feeds: ${feed}: ${addresses[feed]} ${result.problem}; ${feeds[feed].file} is kept as it was`,
          ok: false,
        },
  );
}
