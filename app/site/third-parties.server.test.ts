// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fullChurchContent } from "../../tests/support/full-church";
import { thirdParties } from "./third-parties.server";

/** A church with every outside service (tests/fixtures/full-church). */
const content = fullChurchContent();
const statement = content.pages.find((p) => p.kind === "accessibility")!;

describe("the accessibility statement's other services", () => {
  it("gives each service's pages and links from the registry and the site settings", () => {
    const { links } = content.siteConfig;
    const items = thirdParties(content, statement.thirdParties ?? []);
    expect(items.map((i) => i.heading)).toEqual([
      "Videos, from YouTube",
      "Sermons, from buzzsprout.com",
      "The map, from OpenStreetMap",
      "Social media feeds",
      "Sign-ups, giving and forms",
    ]);
    expect(items[0]!.where.map((p) => p.href).sort()).toEqual(["/fall", "/family_conference", "/livestream"]);
    expect(items[0]!.links).toEqual([{ label: "Our YouTube channel", href: links.videoChannel }]);
    // The home page plays the newest sermon (LatestSermon), from the podcast's host; its apps are the links.
    expect(items[1]!.where).toEqual([
      { label: "Sermons", href: "/attendees_sermons" },
      { label: "Welcome", href: "/" },
      { label: "Elders & Deacons: each biography", href: "/about_staff" },
    ]);
    expect(items[1]!.links.map((l) => l.label)).toEqual(["Apple Podcasts", "Spotify", "RSS feed"]);
    expect(items[2]!.where.map((p) => p.href)).toEqual(["/", "/visit"]);
    expect(items[2]!.links.map((l) => l.href)).toEqual([links.map.link, links.map.directions]);
    const feeds = content.pages.filter((p) => p.socialFeed);
    expect(feeds.map((p) => p.path)).toEqual(["/ministries_women"]);
    expect(items[3]!.where).toHaveLength(1);
    expect(items[3]!.links.map((l) => l.href)).toEqual([feeds[0]!.socialFeed!.profile.url]);
    expect(items[4]!.where).toEqual([]);
    expect(items[4]!.links.map((l) => l.href)).toContain(links.churchCenter.contact);
  });

  it("names the video service by its address, and leaves out a service the church does without", () => {
    const vimeo = {
      ...content,
      siteConfig: {
        ...content.siteConfig,
        links: { ...content.siteConfig.links, videoChannel: "https://vimeo.com/junipercreek" },
        feeds: { ...content.siteConfig.feeds, sermons: undefined },
      },
    };
    const items = thirdParties(vimeo, statement.thirdParties ?? []);
    expect(items[0]).toMatchObject({
      heading: "Videos, from Vimeo",
      links: [{ label: "Our Vimeo channel", href: "https://vimeo.com/junipercreek" }],
    });
    expect(items.map((i) => i.heading)).not.toContainEqual(expect.stringMatching(/^Sermons/));
  });
});
