// @vitest-environment node
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { collections, requiredCollections } from "../../content/collections.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { checkSite } from "../../app/lib/content/site-check.ts";
import { isPresent, mainPlace } from "../../app/lib/content/content-files.ts";
import { generateChurch, type GeneratedChurch } from "./generate-church.ts";
import { seeded } from "./random.ts";
import { readStarter } from "./starter.ts";

const starter = readStarter();
const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
const churches = seeds.map((seed) => generateChurch(seed, starter));

/** A church's YAML and Markdown files, as the content check reads them. */
const treeOf = (church: GeneratedChurch) => new Map([...church.files].filter(([path]) => /\.(ya?ml|md)$/.test(path)));
const settingsOf = (church: GeneratedChurch) => parse(church.files.get("content/site-config.yaml")!) as SiteConfig;

describe("the seeded random source", () => {
  it("gives the same choices for the same seed, and others for another", () => {
    const draw = (seed: number) => {
      const random = seeded(seed);
      return Array.from({ length: 8 }, () => random.int(0, 1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });
});

describe("generated churches", () => {
  it("are the same church for the same seed", () => {
    const again = generateChurch(seeds[3]!, starter);
    expect([...again.files]).toEqual([...churches[3]!.files]);
    expect([...again.pngs]).toEqual([...churches[3]!.pngs]);
  });

  // Forty whole content checks: about a second on an idle machine, more on a busy one.
  it("are each a church the content check accepts", { timeout: 60_000 }, () => {
    for (const church of churches) {
      const tree = treeOf(church);
      const result = checkSite(tree, {
        imageExists: (path) => church.files.has(`content/images${path}`) || church.pngs.has(`content/images${path}`),
      });
      expect(result.ok ? [] : result.problems, church.summary.join("\n")).toEqual([]);
    }
  });

  it("have each optional feature in some and not in others", () => {
    const optional = Object.entries(collections).filter(
      ([name]) => !(requiredCollections as readonly string[]).includes(name),
    );
    for (const [name, { source }] of optional) {
      const having = churches.filter((church) => isPresent(treeOf(church), source)).length;
      expect(having, `${name} (${mainPlace(source)})`).toBeGreaterThan(0);
      expect(having, `${name} (${mainPlace(source)})`).toBeLessThan(churches.length);
    }
  });

  it("vary in time zone, services, outside services, logo and the words of their names", () => {
    const settings = churches.map(settingsOf);
    expect(new Set(settings.map((site) => site.church.timeZone)).size).toBeGreaterThan(30);
    const counts = new Set(settings.map((site) => site.serviceTimes.length));
    expect(counts).toContain(1);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(5);
    const services = ["videoChannel", "sermonHost", "podcast", "map", "socialFeedScript", "liveStreamEmbed"] as const;
    for (const service of services) {
      const having = settings.filter((site) => site.links[service] !== undefined).length;
      expect(having, service).toBeGreaterThan(0);
      expect(having, service).toBeLessThan(settings.length);
    }
    // Sermons from a podcast, a sermon host and a YouTube channel; offices with and without hours.
    const feeds = settings.map((site) => site.feeds?.sermons ?? "");
    expect(feeds.some((feed) => feed.startsWith("https://www.youtube.com/feeds/"))).toBe(true);
    expect(feeds.some((feed) => feed.endsWith(".rss"))).toBe(true);
    expect(new Set(settings.map((site) => site.contact.officeHours === undefined)).size).toBe(2);
    expect(settings.some((site) => site.logo.endsWith(".png"))).toBe(true);
    // Giving from the menu bar and the footer.
    expect(churches.some((church) => church.files.has("content/menu/give.yaml"))).toBe(true);
    expect(settings.some((site) => site.footerLinks?.some((link) => "service" in link))).toBe(true);
    expect(settings.some((site) => site.logo.endsWith(".svg"))).toBe(true);
    const text = churches.flatMap((church) => [...church.files.values()]).join("\n");
    for (const mark of ["'", "&", "é", "ü"]) expect(text).toContain(mark);
    expect(text).toMatch(/\p{L}{30,}/u);
  });

  it("have empty, short and long lists", () => {
    const staff = churches.map(
      (church) => [...church.files.keys()].filter((path) => path.startsWith("content/staff/")).length,
    );
    expect(staff).toContain(0);
    expect(Math.max(...staff)).toBeGreaterThanOrEqual(10);
  });
});
