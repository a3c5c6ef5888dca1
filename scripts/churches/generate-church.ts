/**
 * Churches made from the content schemas, to test the engine as the churches that adopt it will:
 * each seed gives one church, the same on every machine. A church starts from a starter church
 * with every feature (tests/fixtures/full-church) and becomes another: each optional feature and
 * page on or off, each outside service there or not (sermons from a podcast, a sermon host or a
 * YouTube channel; a map, office hours), one to six services in any time zone of the
 * time zone database, a name and words with accents, apostrophes, ampersands and long words, a
 * logo in SVG or PNG, and every collection varied by its schema (scripts/churches/schema-walk.ts):
 * optional fields left out, lists emptied or made long, free text rewritten. What the variation
 * breaks between files (a link to a page it took away, a fact of a service it renamed, a sign-up
 * it dropped) is mended as an office would, so that the content check should accept every church:
 * one it refuses, or the build then fails on, is a bug the generator found.
 */
import { tzlib_get_timezones } from "timezones-ical-library";
import { collections, requiredCollections } from "../../content/collections.ts";
import type { PageKind } from "../../content/schema/page.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { weekdays } from "../../content/schema/weekdays.ts";
import { brandProblems } from "../../app/lib/brand.ts";
import { readContentFiles } from "../../app/lib/content/content-files.ts";
import type { ContentTree } from "../../app/lib/content/content-tree.ts";
import { isVideoFeed } from "../../app/lib/sermon-host.ts";
import { readSermonFeed, type Sermon } from "../../app/lib/sermons/sermon-feed.ts";
import { slugify } from "../../app/lib/slugify.ts";
import { collectionFiles } from "./content-writer.ts";
import { factChecksOf, mended, mendedText, pageOf, pageText, mendContext, withServicesOf } from "./mend.ts";
import { seeded, type Random } from "./random.ts";
import { vary } from "./schema-walk.ts";
import { videoFeed } from "./video-feed.ts";
import { churchKinds, churchWords, longWords, paragraph, sentence, spellingWords, title, towns } from "./words.ts";

type Name = Exclude<keyof typeof collections, "pages">;
type Data = Record<string, unknown>;

/** The church every generated church starts from: its content tree, pictures and feed copies. */
export interface Starter {
  /** Every YAML and Markdown file of its content/, by path (content/staff/jane-doe.yaml). */
  tree: ContentTree;
  /** Its pictures (SVG), by path (content/images/staff/jane.svg). */
  pictures: ReadonlyMap<string, string>;
  /** Its feed copies, by path (content/feeds/calendar.ics). */
  feeds: ReadonlyMap<string, string>;
  /** Its content/spelling-words.txt: the words of its own the spell check is to know. */
  spelling: string;
  /** What each of its facts says ({{Nursery age}}: "4"), for text that names one another church lacks. */
  facts: ReadonlyMap<string, string>;
}

export interface GeneratedChurch {
  seed: number;
  /** Every text file of its content/ (YAML, Markdown, feeds, SVG pictures), by path. */
  files: Map<string, string>;
  /** Pictures to draw as PNG from their SVG: the PNG's path and the drawing. */
  pngs: Map<string, string>;
  /** What makes it this church, a line each, for a report. */
  summary: string[];
}

/** Every zone the calendar files and Intl both know. */
const zones = (tzlib_get_timezones() as string[]).filter((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
});

const optionalCollections = (Object.keys(collections) as Name[]).filter(
  (name) => !(requiredCollections as readonly string[]).includes(name),
);

/** Page kinds a church may have or not whatever its collections: each such page is on or off. */
const optionalKinds: readonly PageKind[] = [
  "sermons",
  "events",
  "accessibility",
  "search",
  "visit",
  "document",
  "ministry",
];
/** Fields the variation keeps: they name or place something other files rely on. */
const kept = new Set(["kind", "path", "order", "group", "section", "service", "fact", "pageSections", "id", "saidAs"]);

const hex = (random: Random, low: number, high: number) =>
  `#${[0, 0, 0].map(() => random.int(low, high).toString(16).padStart(2, "0")).join("")}`;

/** A brand whose colors a visitor can read (the check's own rule), or none, which is the engine's default. */
function brandOf(random: Random): SiteConfig["brand"] {
  if (random.chance(0.15)) return undefined;
  for (let i = 0; i < 50; i++) {
    const brand = {
      primary: hex(random, 0x10, 0x70),
      accent: hex(random, 0xd0, 0xff),
      ...(random.chance(0.5)
        ? { bodyFont: random.pick(["system-sans", "humanist-sans", "transitional-serif"] as const) }
        : {}),
    };
    if (brandProblems(brand).length === 0) return brand;
  }
  return undefined;
}

/** A logo: a shape in the brand's colors. */
const logoSvg = (primary: string, accent: string, wide: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${wide ? 300 : 100} 100" width="${wide ? 300 : 100}" height="100">` +
  `<rect width="100%" height="100" rx="18" fill="${primary}"/><circle cx="50" cy="50" r="30" fill="${accent}"/></svg>`;

/** One to six gatherings, each a week or once a month, streamed only where the church has a live stream. */
function servicesOf(random: Random, streams: boolean, starter: SiteConfig["serviceTimes"]): SiteConfig["serviceTimes"] {
  const names = [
    ...starter.map((service) => service.name),
    "Sunday Gathering",
    "Evening Praise & Prayer",
    "Culto en Español",
    "Lord's Supper",
    "Bible Study for Zoë's Class",
  ];
  const count = random.int(1, 6);
  const taken = random.sample(names, count);
  return taken.map((name, i) => {
    const day = i === 0 ? "Sunday" : random.pick(weekdays);
    const start = random.int(6, 20);
    const minutes = random.pick(["00", "15", "30", "45"]);
    return {
      name,
      day,
      ...(i > 0 && random.chance(0.2) ? { week: random.int(1, 5) } : {}),
      start: `${String(start).padStart(2, "0")}:${minutes}`,
      end: `${String(start + random.int(1, 3)).padStart(2, "0")}:${minutes}`,
      ...(streams && day === "Sunday" && random.chance(0.7) ? { streamed: true } : {}),
      ...(random.chance(0.25) ? { note: sentence(random) } : {}),
    };
  });
}

/** The starter's sermons, from its podcast feed. */
function starterSermons(podcast: string): Sermon[] {
  const reading = readSermonFeed(podcast, "the starter's sermons.xml");
  if (!reading.ok) throw new Error(reading.problem);
  return reading.sermons;
}

/** A sermon host's archive, with or without its listing to embed and its pages of each speaker. */
function sermonHostOf(random: Random, slug: string): NonNullable<SiteConfig["links"]["sermonHost"]> {
  const archive = `https://www.sermonaudio.com/${slug}`;
  const embed = `https://embed.sermonaudio.com/browser/broadcaster/${slug}`;
  return {
    name: random.pick(["SermonAudio", "Sermon Archive & Co.", "Ökumenisches Predigtarchiv"]),
    archive,
    ...(random.chance(0.7) ? { embed: `${embed}/` } : {}),
    ...(random.chance(0.5) ? { speakerArchive: `${archive}/speakers/{speaker}` } : {}),
    ...(random.chance(0.5) ? { speakerEmbed: `${embed}/speaker/{speaker}/` } : {}),
  };
}

/** The site settings of another church, with the outside services its pages need and some they do not. */
function siteConfigOf(random: Random, starter: SiteConfig, has: (kind: PageKind) => boolean, summary: string[]) {
  const site = structuredClone(starter) as SiteConfig;
  const town = random.pick(towns);
  const name = random.chance(0.1)
    ? `${random.pick(longWords)} ${random.pick(churchKinds)}`
    : `${random.pick(churchWords)} ${random.pick(churchKinds)}${random.chance(0.5) ? ` of ${town}` : ""}`;
  // Whole words of the name, as many as fit in 40 letters (a web address of a reasonable length).
  const slug =
    slugify(name)
      .split("-")
      .reduce((kept, word) => (`${kept}-${word}`.length <= 40 ? (kept ? `${kept}-${word}` : word) : kept), "") ||
    "church";
  site.church = {
    name,
    shortName: name.split(" ").slice(0, 2).join(" "),
    tagline: sentence(random),
    origin: `https://www.${slug}.org`,
    timeZone: random.pick(zones),
  };
  site.address = {
    ...site.address,
    street: `${random.int(1, 9999)} ${random.pick(towns)} Road`,
    city: town,
    country: random.pick(["US", "GB", "NZ", "CA", "DE", "BR", "NG"]),
    geo: { lat: random.int(-6000, 6000) / 100, lng: random.int(-17000, 17000) / 100 },
  };
  // The map, its position and the office's hours are each the church's choice.
  if (random.chance(0.25)) delete site.address.geo;
  if (random.chance(0.25)) delete site.links.map;
  if (random.chance(0.25)) delete site.contact.officeHours;
  site.contact = { ...site.contact, email: `office@${slug}.org` };
  // The church-management service: none, or some of its pages, some the church's own page or an e-mail address.
  if (random.chance(0.25)) delete site.links.churchCenter;
  else {
    const managed = { ...site.links.churchCenter };
    for (const name of Object.keys(managed) as (keyof typeof managed)[]) {
      const roll = random.next();
      if (roll < 0.2) delete managed[name];
      else if (roll < 0.3) managed[name] = `${name}@${slug}.org`;
      else if (roll < 0.35) managed[name] = "/";
    }
    site.links.churchCenter = managed;
  }
  site.parking = paragraph(random, 2);
  const streams = has("livestream");
  site.serviceTimes = servicesOf(random, streams, starter.serviceTimes);
  const links = site.links;
  if (!streams) {
    delete links.liveStreamEmbed;
    if (random.chance(0.5)) delete links.videoChannel;
  }
  if (random.chance(0.4)) delete links.socialFeedScript;
  const feeds = { ...site.feeds };
  if (!has("events")) delete feeds.calendar;
  // The sermons: a podcast (the starter's), a sermon host's archive with or without its feed, or a YouTube channel.
  const sermons = has("sermons") ? random.pick(["podcast", "host", "host and feed", "youtube"] as const) : "none";
  if (sermons === "host" || sermons === "host and feed") links.sermonHost = sermonHostOf(random, slug);
  if (sermons === "youtube")
    feeds.sermons = `https://www.youtube.com/feeds/videos.xml?channel_id=UC${slug.slice(0, 22)}`;
  if (sermons === "none" || sermons === "host") delete feeds.sermons;
  const podcast = { ...links.podcast };
  for (const app of Object.keys(podcast) as (keyof typeof podcast)[]) if (random.chance(0.4)) delete podcast[app];
  if (sermons === "podcast" || sermons === "host and feed") links.podcast = podcast;
  if (sermons !== "podcast" && sermons !== "host and feed") delete links.podcast;
  summary.push(`sermons: ${sermons}`);
  site.feeds = Object.keys(feeds).length > 0 ? feeds : undefined;
  if (!site.feeds) delete site.feeds;
  const brand = brandOf(random);
  if (brand) site.brand = brand;
  else delete site.brand;
  const png = random.chance(0.4);
  site.logo = png ? "/logo.png" : "/logo.svg";
  site.editor = { repository: `${slug}/website`, branch: "main" };
  summary.push(
    `${name}, ${site.church.timeZone}, ${site.serviceTimes.length} service(s), logo ${site.logo}`,
    `services: ${Object.keys(links).join(", ")}; feeds: ${Object.keys(site.feeds ?? {}).join(", ") || "none"}`,
  );
  return site;
}

/** The church of `seed`. */
export function generateChurch(seed: number, starter: Starter): GeneratedChurch {
  const random = seeded(seed);
  const summary: string[] = [`seed ${seed}`];
  const { files } = readContentFiles(starter.tree);
  const data: Partial<Record<Name, unknown>> = {};
  for (const name of Object.keys(collections) as Name[])
    if (name !== ("pages" as string) && !files[name].absent) data[name] = files[name].data;
  const pages = new Map(
    [...starter.tree].filter(([path]) => path.startsWith("content/pages/")).map(([path, text]) => [path, pageOf(text)]),
  );

  // Features: each optional collection on or off, and the pages that show it with it; then pages of their own.
  const without = optionalCollections.filter((name) => data[name] !== undefined && random.chance(0.4));
  for (const name of without) delete data[name];
  // Every other collection varied by its schema; a folder left with no entry is a feature the church does without.
  for (const name of Object.keys(data) as Name[]) {
    if (name === "siteConfig" || name === "menu") continue;
    data[name] = vary(collections[name].schema, data[name], { random, kept });
    if (Array.isArray(data[name]) && data[name].length === 0) {
      delete data[name];
      without.push(name);
    }
  }
  // The page that shows a feature goes with it; the notices (shown on the home page, and every page) have none.
  const kindsWithout = new Set<string>(
    without.map((name) => collections[name].shownOn).filter((kind) => kind !== "home" && kind !== "own"),
  );
  for (const [path, page] of pages) {
    const kind = page.front["kind"] as PageKind;
    if (kindsWithout.has(kind) || (optionalKinds.includes(kind) && random.chance(0.25))) pages.delete(path);
  }
  const kinds = new Set([...pages.values()].map((page) => page.front["kind"] as PageKind));
  const has = (kind: PageKind) => kinds.has(kind);
  summary.push(`pages: ${[...kinds].sort().join(", ")}`, `without: ${without.join(", ") || "nothing"}`);

  const site = siteConfigOf(random, data.siteConfig as SiteConfig, has, summary);
  data.siteConfig = site;
  // Giving from the menu bar itself, and from the footer, now and then.
  if (random.chance(0.3)) (data.menu as Data[]).push({ id: "give", label: "Give", order: 99, service: "giving" });
  if (random.chance(0.3) && site.footerLinks?.length)
    site.footerLinks[0] = { label: "Give online", service: "giving" } as (typeof site.footerLinks)[number];
  const home = data.home as Data & { pageSections: string[]; carouselItems?: unknown[] };
  home.pageSections = home.pageSections.filter(
    (section) =>
      (section !== "ThisWeek" || site.feeds?.calendar) &&
      (section !== "LatestSermon" || site.feeds?.sermons) &&
      (section !== "Carousel" || (home.carouselItems?.length ?? 0) > 0),
  );
  // Two people of the directory may not share a biography's address.
  const urls = new Set<string>();
  for (const group of (data.staffSections as { staff: { about?: { url: string } }[] }[] | undefined) ?? [])
    for (const person of group.staff) {
      if (!person.about) continue;
      let url = person.about.url;
      for (let n = 2; urls.has(url); n++) url = `${person.about.url}${n}`;
      person.about.url = url;
      urls.add(url);
    }
  // Social feeds only with the provider's script; the statement names only the services the church has.
  for (const page of pages.values()) page.front = withServicesOf(page.front, site);
  for (const page of pages.values()) {
    page.front["title"] = random.chance(0.5) ? title(random) : page.front["title"];
    if (random.chance(0.2)) delete page.front["menu"];
  }

  // What the variation broke between files, mended.
  const context = mendContext(
    data,
    [...pages.values()].map((page) => page.front),
    starter.facts,
    random,
  );
  const { facts } = context;
  for (const name of Object.keys(data) as Name[]) data[name] = mended(data[name], context);
  for (const page of pages.values()) {
    page.front = mended(page.front, context) as Data;
    page.body = mendedText(page.body, context);
  }
  if (data.factChecks) data.factChecks = factChecksOf(data.factChecks as { checks: { fact: string }[] }, [...facts]);

  // The files.
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(data) as [Name, unknown][])
    for (const [path, text] of collectionFiles(name, value)) out.set(path, text);
  for (const [path, page] of pages) out.set(path, pageText(page));
  out.set(
    "content/spelling-words.txt",
    `${starter.spelling}\n# The generated church's names\n${spellingWords().join("\n")}\n`,
  );
  for (const [path, svg] of starter.pictures) if (!path.startsWith("content/images/logo.")) out.set(path, svg);
  if (site.feeds?.calendar) out.set("content/feeds/calendar.ics", starter.feeds.get("content/feeds/calendar.ics")!);
  const podcast = starter.feeds.get("content/feeds/sermons.xml")!;
  if (site.feeds?.sermons)
    out.set(
      "content/feeds/sermons.xml",
      isVideoFeed(site.feeds.sermons) ? videoFeed(site.church.name, starterSermons(podcast)) : podcast,
    );
  const logo = logoSvg(site.brand?.primary ?? "#1f4d3a", site.brand?.accent ?? "#e9d8a6", random.chance(0.5));
  const pngs = new Map<string, string>();
  if (site.logo.endsWith(".png")) pngs.set(`content/images${site.logo}`, logo);
  else out.set(`content/images${site.logo}`, logo);
  return { seed, files: out, pngs, summary };
}
