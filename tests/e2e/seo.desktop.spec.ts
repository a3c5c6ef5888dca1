// Reads heads, files and structured data over HTTP; the width does not matter, so it runs once (desktop).
import { sampleContent } from "../support/sample-content";
import ICAL from "ical.js";
import sharp from "sharp";
import { actionLinks, resolveActions } from "../../app/lib/actions";
import { biographyPaths, canonicalPath } from "../../app/site/content.server";
import { builtPages } from "../../scripts/files-under";
import { readHead, type PageHead } from "../support/page-head";
import { expect, test } from "./fixtures";
import { allRoutes } from "./site-routes";

const content = sampleContent();
const { siteConfig, conference } = content;

const origin = siteConfig.church.origin;
const siteName = siteConfig.church.name;
/** Each page once: /women is the Women's ministry page under a second address. */
const pages = allRoutes.filter((path) => path !== "/women");
/** A full address of this site as the path the test server answers. */
const local = (url: string) => {
  expect(url.startsWith(`${origin}/`), `${url} is on ${origin}`).toBe(true);
  return url.slice(origin.length);
};

test.describe("search and link previews", () => {
  let heads: Map<string, PageHead>;
  test.beforeAll(async ({ request }) => {
    heads = new Map();
    for (const path of allRoutes) heads.set(path, readHead(await (await request.get(path)).text()));
  });

  test("every route's head has its title, description, canonical, Open Graph and Twitter tags", () => {
    for (const [path, head] of heads) {
      const canonical = origin + canonicalPath(path);
      const { meta } = head;
      expect(head.title, path).toMatch(new RegExp(`^.+ - ${siteName}$`));
      expect(meta.description?.length ?? 0, `${path} description`).toBeGreaterThanOrEqual(50);
      expect(meta.description!.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(head.canonical, path).toBe(canonical);
      expect(meta, path).toMatchObject({
        "og:type": "website",
        "og:site_name": siteName,
        "og:title": head.title,
        "og:description": meta.description,
        "og:url": canonical,
        "og:image:width": "1200",
        "og:image:height": "630",
        "twitter:card": "summary_large_image",
        "twitter:title": head.title,
        "twitter:description": meta.description,
        "twitter:image": meta["og:image"],
      });
      expect(meta["og:image"], path).toMatch(new RegExp(`^${origin}/img/preview/[a-z0-9_-]+\\.png$`));
      expect(meta["og:image:alt"], path).toBeTruthy();
    }
    expect(heads.get("/women")).toEqual(heads.get("/ministries_womens"));
  });

  test("titles, descriptions, canonicals and preview images are each unique to their page", () => {
    const unique = (pick: (head: PageHead) => string | undefined) => {
      const seen = new Map<string, string>();
      for (const path of pages) {
        const value = pick(heads.get(path)!) ?? "";
        expect(seen.get(value), `${path} shares "${value}" with ${seen.get(value)}`).toBeUndefined();
        seen.set(value, path);
      }
    };
    unique((h) => h.title);
    unique((h) => h.meta.description);
    unique((h) => h.canonical);
    unique((h) => h.meta["og:image"]);
  });

  test("every preview image is a 1200 x 630 PNG", async ({ request }) => {
    for (const path of pages) {
      const response = await request.get(local(heads.get(path)!.meta["og:image"]!));
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const { width, height } = await sharp(await response.body()).metadata();
      expect({ width, height }, path).toEqual({ width: 1200, height: 630 });
    }
  });

  test("every JSON-LD block parses and has the properties its type requires", async ({ request }) => {
    const required: Record<string, string[]> = {
      Church: ["name", "url", "address", "geo", "telephone", "email", "openingHoursSpecification", "event"],
      Event: ["name", "startDate", "endDate", "location", "organizer", "eventAttendanceMode", "eventStatus"],
      Person: ["name", "jobTitle", "worksFor", "image"],
      // A sermon of the feed, where the page lists it.
      PodcastEpisode: ["name", "url", "datePublished", "author", "associatedMedia", "publisher"],
      BreadcrumbList: ["itemListElement"],
      // The visit page: about the church, by its @id.
      WebPage: ["name", "url", "about"],
    };
    const images = new Set<string>();
    for (const [path, head] of heads) {
      for (const block of head.jsonLd) {
        expect(block["@context"], path).toBe("https://schema.org");
        const type = [block["@type"]].flat().find((t) => typeof t === "string" && t in required) as string;
        expect(type, `${path}: ${JSON.stringify(block["@type"])}`).toBeDefined();
        for (const property of required[type]!) expect(block[property], `${path}: ${type}.${property}`).toBeTruthy();
        for (const key of ["image", "logo"]) if (typeof block[key] === "string") images.add(block[key]);
      }
      const types = head.jsonLd.map((b) => [b["@type"]].flat()[0]);
      if (path === "/") {
        // The church, and the newest sermon of its Latest Sermon section.
        expect(types).toEqual(["Church", "PodcastEpisode"]);
        continue;
      }
      // Every inner page: one trail, from the home page to this page's canonical address.
      expect(
        types.filter((t) => t === "BreadcrumbList"),
        path,
      ).toHaveLength(1);
      const trail = head.jsonLd.find((b) => b["@type"] === "BreadcrumbList")!.itemListElement as {
        position: number;
        item: string;
      }[];
      expect(trail.map((step) => step.position)).toEqual(trail.map((_, i) => i + 1));
      expect(trail[0]!.item).toBe(`${origin}/`);
      expect(trail.at(-1)!.item).toBe(origin + canonicalPath(path));
    }
    for (const url of images) expect((await request.get(local(url))).status(), url).toBe(200);
  });

  test("the conference is an Event with its dates, offers and speakers; each biography a Person", () => {
    const event = heads.get("/missions_conference")!.jsonLd.find((b) => b["@type"] === "Event")!;
    expect(event).toMatchObject({
      startDate: "2027-10-17T17:30:00-04:00",
      location: { "@type": "Place", name: siteName },
      organizer: { name: siteName },
      offers: { "@type": "Offer", url: resolveActions([conference.register], actionLinks(content))[0]!.href },
    });
    expect(event.performer).toHaveLength(2);
    for (const path of biographyPaths()) {
      const head = heads.get(path)!;
      const person = head.jsonLd.find((b) => b["@type"] === "Person")!;
      expect(head.title).toBe(`${person.name as string} - ${siteName}`);
      expect(person).toMatchObject({ url: origin + path, worksFor: { name: siteName } });
      const trail = head.jsonLd.find((b) => b["@type"] === "BreadcrumbList")!.itemListElement as { item: string }[];
      expect(trail.map((step) => step.item)).toEqual([`${origin}/`, `${origin}/about_staff`, origin + path]);
    }
  });
});

test.describe("files for crawlers and calendars", () => {
  test("sitemap.xml lists exactly the pre-rendered routes, each answering 200, and robots.txt points at it", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => local(m[1]!));
    expect([...listed].sort()).toEqual([...pages].sort());
    // The same set as the HTML files the build wrote, 404 page aside.
    const prerendered = [...builtPages("build/client")].map(({ address }) => address);
    const canonical = new Set(prerendered.filter((p) => p !== "/404").map(canonicalPath));
    expect([...canonical].sort()).toEqual([...listed].sort());
    for (const path of listed) expect((await request.get(path)).status(), path).toBe(200);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  });

  test("the 404 page asks search engines not to list it", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const head = readHead(await response.text());
    expect(head.meta.robots).toBe("noindex");
    expect(head.canonical).toBeUndefined();
  });

  test("the service times calendar, linked from Service Times & Location, repeats each service", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const link = page.getByRole("region", { name: "Service Times & Location" }).getByRole("link", {
      name: "Add the service times to your calendar",
    });
    const response = await request.get((await link.getAttribute("href"))!);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(siteConfig.church.timeZone);
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    const rules = Object.fromEntries(
      events.map((e) => [e.summary, e.component.getFirstPropertyValue("rrule")?.toString()]),
    );
    expect(rules).toEqual({
      "Discipleship Hour": "FREQ=WEEKLY;BYDAY=SU",
      "Worship Service": "FREQ=WEEKLY;BYDAY=SU",
      "Family Life Service": "FREQ=MONTHLY;BYDAY=3SU",
    });
    const worship = events.find((e) => e.summary === "Worship Service")!;
    expect(worship.startDate.toString()).toMatch(/T10:30:00$/);
    expect(worship.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(siteConfig.church.timeZone);
  });

  test("the favicon, touch icon and manifest answer, and the manifest's icons have their stated sizes", async ({
    request,
  }) => {
    const { links } = readHead(await (await request.get("/")).text());
    const hrefs = links.filter((l) => ["icon", "apple-touch-icon", "manifest"].includes(l.rel)).map((l) => l.href);
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
    // The tab's icon is the .ico, not the SVG, which Chromium draws in the page's main thread after every load.
    expect(links.filter((l) => l.rel === "icon").map((l) => l.href)).toEqual(["/favicon.ico"]);
    expect((await request.get("/favicon.ico")).headers()["content-type"]).toBe("image/x-icon");

    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      name: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe(siteName);
    // The SVG is for an installed site, which draws it outside any page.
    expect(manifest.icons.map((i) => i.src)).toContain("/icons/icon.svg");
    for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
      const { width, height } = await sharp(await (await request.get(icon.src)).body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});
