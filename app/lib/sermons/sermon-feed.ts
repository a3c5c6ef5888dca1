/**
 * The church's sermon feed: the podcast RSS its sermon or podcast host publishes, or the Atom feed
 * of its YouTube channel (kept in content/feeds/ by `npm run feeds`), read into sermons, or
 * refused with the file and line of the first mistake.
 *
 * Each `<item>` is a sermon: `<title>` and `<pubDate>` are required; the speaker is
 * `<itunes:author>` (or `<author>`, `<dc:creator>`); the passage is `<itunes:subtitle>` when it is
 * one, else the first passage named in the title or the description; the series is the item's
 * `<category>` (or `<podcast:season name="…">`); the length `<itunes:duration>`; the recording
 * `<enclosure>`; the sermon's page at the host `<link>`. A description's HTML becomes plain text.
 * A video feed's `<entry>` gives its `<title>`, `<published>`, page and description the same way.
 */
import { SaxesParser } from "saxes";
import { descriptionProblem, feedLimits, sizeProblem, tooMany } from "../feed-limits.ts";
import { plainParagraphs } from "../plain-paragraphs.ts";
import { webAddress } from "../../../content/schema/web-address.ts";
import { findPassage, readPassage, type Passage } from "./passage.ts";
import { filterPath, speakerKey } from "./sermon-views.ts";

export interface Sermon {
  /** The item's guid, else its recording's or page's address: unique in the feed. */
  id: string;
  title: string;
  /** Milliseconds since 1970. */
  published: number;
  speaker?: string;
  passage?: Passage;
  series?: string;
  /** Its length in seconds. */
  seconds?: number;
  audio?: { url: string; type: string };
  /** The sermon's own page at the host. */
  page?: string;
  summary: string[];
}

export type SermonReading = { ok: true; sermons: Sermon[] } | { ok: false; problem: string };

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Element[];
  line: number;
}

/** The document as elements, or the parser's first complaint with its line. */
function elements(text: string): { root: Element } | { line: number; what: string } {
  const parser = new SaxesParser({ position: true });
  const stack: Element[] = [];
  let root: Element | undefined;
  let failure: { line: number; what: string } | undefined;
  parser.on("error", (error) => {
    const what = error.message.replace(/^\d+:\d+: /, "");
    const unclosed = /^unclosed tag: (\S+)/.exec(what);
    failure ??= {
      line: parser.line,
      what: unclosed
        ? `<${unclosed[1]}> is never closed: the file is cut short`
        : `the feed is not well-formed XML (${what})`,
    };
  });
  parser.on("opentag", (tag) => {
    const element: Element = {
      name: tag.name.toLowerCase(),
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k.toLowerCase(), String(v)])),
      text: "",
      children: [],
      line: parser.line,
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on("closetag", () => void stack.pop());
  const addText = (value: string) => {
    const open = stack.at(-1);
    if (open) open.text += value;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  try {
    parser.write(text).close();
  } catch {
    // The first error is kept above.
  }
  if (failure) return failure;
  if (!root) return { line: 1, what: "the file is empty" };
  return { root };
}

const child = (element: Element, ...names: string[]) =>
  names.map((name) => element.children.find((c) => c.name === name)).find((c) => c !== undefined);
const textOf = (element: Element, ...names: string[]) => {
  const value = child(element, ...names)?.text.trim();
  return value ? value : undefined;
};

/** "2280", "38:00" or "1:02:03" as seconds; undefined for what is none of these. */
export function durationSeconds(text: string | undefined): number | undefined {
  if (!text || !/^\d+(:\d{1,2}){0,2}$/.test(text.trim())) return undefined;
  return text
    .trim()
    .split(":")
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/** A recording's media type as the feed gives it ("audio/mp4"), when it is one; else MP3's, which nearly all are. */
const mediaType = (value: string | undefined) =>
  value && /^[a-z]+\/[a-z0-9][\w.+-]*$/i.test(value.trim()) ? value.trim() : "audio/mpeg";

/** What one item or entry of a feed says, before it is checked. */
interface Fields {
  title?: string;
  date?: Element;
  enclosure?: Element;
  description?: string;
  subtitle?: string;
  series?: string;
  link?: string;
  id?: string;
  speaker?: string;
  duration?: string;
}

/** A podcast's `<item>`. */
function podcastItem(item: Element): Fields {
  return {
    title: textOf(item, "title"),
    date: child(item, "pubdate"),
    enclosure: child(item, "enclosure"),
    description: textOf(item, "description", "itunes:summary", "content:encoded"),
    subtitle: textOf(item, "itunes:subtitle"),
    series: textOf(item, "category") ?? child(item, "podcast:season")?.attributes["name"]?.trim(),
    link: textOf(item, "link"),
    id: textOf(item, "guid"),
    speaker: textOf(item, "itunes:author", "author", "dc:creator"),
    duration: textOf(item, "itunes:duration"),
  };
}

/**
 * An Atom `<entry>`, such as a video of a YouTube channel's feed: its page is the `alternate`
 * link, its text the entry's summary or the video's description. Its author is a speaker only
 * where it is not the feed's own (a channel names itself on every video).
 */
function atomEntry(entry: Element, feedAuthor: string | undefined): Fields {
  const media = child(entry, "media:group");
  const link = entry.children.find((c) => c.name === "link" && (c.attributes["rel"] ?? "alternate") === "alternate");
  const author = child(entry, "author") && textOf(child(entry, "author")!, "name");
  return {
    title: textOf(entry, "title"),
    date: child(entry, "published", "updated"),
    description: textOf(entry, "summary", "content") ?? (media && textOf(media, "media:description")),
    link: link?.attributes["href"],
    id: textOf(entry, "id"),
    speaker: author && author !== feedAuthor ? author : undefined,
  };
}

/** Reads a podcast feed (RSS) or a video channel's (Atom); `file` names it in a problem ("content/feeds/sermons.xml:12: ..."). */
export function readSermonFeed(text: string, file: string): SermonReading {
  const problem = (line: number, what: string): SermonReading => ({ ok: false, problem: `${file}:${line}: ${what}` });
  const size = sizeProblem(text);
  if (size) return problem(1, size);
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start === "") return problem(1, "the file is empty");
  if (/^<!doctype html|^<html/i.test(start))
    return problem(1, "this is a web page, not a podcast feed: the address is not the sermons' feed");
  const read = elements(text);
  if ("what" in read) return problem(read.line, read.what);
  const { root } = read;
  if (root.name === "html")
    return problem(root.line, "this is a web page, not a podcast feed: the address is not the sermons' feed");
  const channel = root.name === "rss" ? child(root, "channel") : root.name === "feed" ? root : undefined;
  if (!channel)
    return problem(root.line, `a podcast feed is <rss> with a <channel> (or a video feed <feed>), not <${root.name}>`);
  const feedAuthor = child(root, "author") && textOf(child(root, "author")!, "name");
  const entries =
    root.name === "feed"
      ? channel.children
          .filter((c) => c.name === "entry")
          .map((entry) => ({ element: entry, fields: atomEntry(entry, feedAuthor) }))
      : channel.children.filter((c) => c.name === "item").map((item) => ({ element: item, fields: podcastItem(item) }));
  if (entries.length > feedLimits.sermons) {
    const first = entries[feedLimits.sermons]!.element;
    return problem(first.line, `the feed ${tooMany(entries.length, feedLimits.sermons, "sermons")}`);
  }
  const sermons: Sermon[] = [];
  const ids = new Map<string, number>();
  const pages = new Map<string, { kind: string; name: string; key: string; line: number }>();
  for (const { element: item, fields } of entries) {
    const { title, enclosure, description, subtitle, series } = fields;
    if (!title) return problem(item.line, `an <${item.name}> has no <title>`);
    const long = descriptionProblem(description);
    if (long) return problem(item.line, `"${title}" ${long}`);
    const date = fields.date?.text.trim();
    if (!date)
      return problem(item.line, `"${title}" has no date (<${root.name === "feed" ? "published" : "pubDate"}>)`);
    const published = Date.parse(date);
    if (Number.isNaN(published)) return problem(fields.date!.line, `"${title}": "${date}" is not a date`);
    const audioUrl = enclosure && webAddress(enclosure.attributes["url"]);
    if (enclosure && !audioUrl)
      return problem(enclosure.line, `"${title}": the recording's address (<enclosure url>) is not a web address`);
    const passage =
      (subtitle && readPassage(subtitle)) ??
      findPassage(title) ??
      (description ? findPassage(plainParagraphs(description).join(" ")) : undefined);
    const page = webAddress(fields.link);
    const id = fields.id ?? audioUrl ?? page ?? `${title}@${published}`;
    if (ids.has(id))
      return problem(
        item.line,
        `"${title}" has the same id (<${root.name === "feed" ? "id" : "guid"}>) as the ${item.name} of line ${ids.get(id)}`,
      );
    ids.set(id, item.line);
    const { speaker } = fields;
    // Each series, speaker and book has a page of its own: two names may not share its address.
    for (const [kind, name] of [
      ["series", series],
      ["speaker", speaker],
      ["book", passage ? passage.book : undefined],
    ] as const) {
      if (!name) continue;
      const key = kind === "speaker" ? speakerKey(name) : name;
      const path = filterPath("", kind, name);
      const seen = pages.get(path);
      if (!seen) pages.set(path, { kind, name, key, line: item.line });
      else if (seen.key !== key)
        return problem(
          item.line,
          `"${title}": the ${kind} "${name}" and the ${seen.kind} "${seen.name}" of line ${seen.line} would have one page address (…${path}): the host should write one name alike everywhere`,
        );
    }
    const seconds = durationSeconds(fields.duration);
    sermons.push({
      id,
      title,
      published,
      ...(speaker ? { speaker } : {}),
      ...(passage ? { passage } : {}),
      ...(series ? { series } : {}),
      ...(seconds ? { seconds } : {}),
      ...(audioUrl ? { audio: { url: audioUrl, type: mediaType(enclosure!.attributes["type"]) } } : {}),
      ...(page ? { page } : {}),
      summary: plainParagraphs(description),
    });
  }
  // Newest first, whatever order the host writes them in.
  return { ok: true, sermons: sermons.sort((a, b) => b.published - a.published) };
}
