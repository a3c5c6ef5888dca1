/**
 * `npm run feeds`: the church's feeds, fetched from the addresses the site settings name and
 * kept in content/feeds/, so the build reads them without the network. A copy replaces the one
 * kept only when it reads as what it is (a calendar with events, a podcast or video feed with
 * sermons) and the build would take it (the same readers, within the feeds' limits); otherwise
 * the kept copy stays as it is and the feed's one line says what was wrong.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { readCalendarFeed } from "../../app/lib/events/calendar-feed.ts";
import { feedFiles, type FeedName } from "../../app/lib/feed-files.ts";
import { feedLimits } from "../../app/lib/feed-limits.ts";
import { buildDay } from "../../app/site/build-day.server.ts";
import { eventsShown } from "../../app/site/feeds.server.ts";
import { readSermonFeed } from "../../app/lib/sermons/sermon-feed.ts";

/** The settings a feed is read with: its time zone places the weeks the site shows. */
type Settings = Parameters<typeof eventsShown>[1];

/** How many entries an answer holds, or why it is not the feed it should be (its reader's problem). */
type Count = { ok: true; count: number } | { ok: false; problem: string };

/**
 * A feed the settings may name: where it is kept, the variable that points it elsewhere (tests),
 * and how it is read: as the build reads it (app/site/feeds.server.ts), with the same limits
 * (app/lib/feed-limits.ts), so a feed the build would refuse is never kept.
 */
export const feeds: Record<
  FeedName,
  { file: string; variable: string; noun: string; count: (text: string, settings: Settings, today: string) => Count }
> = {
  calendar: {
    file: feedFiles.calendar,
    variable: "FEEDS_CALENDAR_URL",
    noun: "events",
    count: (text, settings, today) => {
      const reading = readCalendarFeed(text, "the answer");
      if (!reading.ok) return reading;
      const shown = eventsShown(reading, settings, today);
      return shown.problem ? { ok: false, problem: shown.problem } : { ok: true, count: reading.events };
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

/** The site settings as far as the feeds need them (content/site-config.yaml). */
function readSettings(root: string): Settings & { feeds?: Partial<Record<FeedName, string>> } {
  const settings = (parse(readFileSync(join(root, "content/site-config.yaml"), "utf8")) ?? {}) as {
    feeds?: Partial<Record<FeedName, string>>;
    church?: { timeZone?: string };
  };
  return { feeds: settings.feeds, church: { timeZone: settings.church?.timeZone ?? "UTC" } } as Settings;
}

/** The addresses of the feeds the settings name (content/site-config.yaml, `feeds`), each overridable. */
export function feedAddresses(root: string, env: NodeJS.ProcessEnv): Partial<Record<FeedName, string>> {
  const settings = readSettings(root);
  const addresses: Partial<Record<FeedName, string>> = {};
  for (const [name, { variable }] of Object.entries(feeds) as [FeedName, (typeof feeds)[FeedName]][]) {
    const address = env[variable] || settings.feeds?.[name];
    if (address) addresses[name] = address;
  }
  return addresses;
}

/** Why an answer is not a feed to keep, or undefined when it is one. */
function answerProblem(feed: FeedName, body: string, settings: Settings, today: string): string | undefined {
  const reading = feeds[feed].count(body, settings, today);
  if (!reading.ok) return reading.problem.replace(/^the answer:(\d+): /, "line $1: ").replace(/^the answer: /, "");
  if (reading.count === 0) return `it holds no ${feeds[feed].noun}`;
  return undefined;
}

/**
 * The answer's text, read no further than a feed may be long (`feedLimits.bytes`), counted as it
 * is decompressed: a small compressed answer that would unpack to gigabytes is stopped at the limit.
 */
async function boundedText(answer: Response): Promise<{ text: string } | { problem: string }> {
  const tooLong = { problem: `is more than ${feedLimits.bytes / (1 << 20)} MB, more than a feed may have` };
  if (Number(answer.headers.get("content-length") ?? 0) > feedLimits.bytes) {
    await answer.body?.cancel();
    return tooLong;
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = answer.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.length;
    if (bytes > feedLimits.bytes) {
      await reader.cancel();
      return tooLong;
    }
    chunks.push(part.value);
  }
  return { text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

/** Fetches one feed and keeps it if it is good. */
export async function fetchFeed(root: string, feed: FeedName, address: string): Promise<FeedOutcome> {
  const fail = (problem: string): FeedOutcome => ({ feed, result: { problem } });
  let body: string;
  try {
    const answer = await fetch(address, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
    if (answer.status !== 200) {
      await answer.body?.cancel();
      return fail(`answered ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ""}`);
    }
    const read = await boundedText(answer);
    if ("problem" in read) return fail(read.problem);
    body = read.text;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why =
      (error as Error).name === "TimeoutError"
        ? `gave no answer in ${timeoutMs / 1000} s`
        : `could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`;
    return fail(why);
  }
  const settings = readSettings(root);
  const problem = answerProblem(feed, body, settings, buildDay(settings.church.timeZone));
  if (problem) return fail(problem);
  const file = join(root, feeds[feed].file);
  if (existsSync(file) && readFileSync(file, "utf8") === body) return { feed, result: "unchanged" };
  // Written beside it and renamed, so a failure halfway (a full disk) leaves the kept copy whole.
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.new`, body);
    renameSync(`${file}.new`, file);
  } catch (error) {
    rmSync(`${file}.new`, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      `could not be written (${code === "ENOSPC" ? "the disk is full" : (code ?? (error as Error).message)})`,
    );
  }
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
  // Each feed on its own: one that fails in a way no rule foresaw costs its own line, not the other's.
  const outcomes = await Promise.all(
    names.map((name) =>
      fetchFeed(root, name, addresses[name]!).catch((error: Error): FeedOutcome => ({
        feed: name,
        result: { problem: `could not be kept (${error.message})` },
      })),
    ),
  );
  return outcomes.map(({ feed, result }) =>
    typeof result === "string"
      ? { text: `feeds: ${feed}: ${result === "updated" ? "updated" : "no change to"} ${feeds[feed].file}`, ok: true }
      : {
          text: `feeds: ${feed}: ${addresses[feed]} ${result.problem}; ${feeds[feed].file} is kept as it was`,
          ok: false,
        },
  );
}
