import { bibleBooks } from "../../app/lib/sermons/bible-books";
import { latestCount, sermonFilters } from "../../app/lib/sermons/sermon-views";
import { sampleContentOn } from "../support/sample-content";
import { testDay } from "../support/test-day";
import type { Locator } from "@playwright/test";
import { expect, test, untouchedPage } from "./fixtures";

/**
 * The church's sermons from its sermon feed (content/feeds/sermons.xml) on its own pages, as built
 * on the tests' day: the latest above the host's archive, a page per series, speaker and book, a
 * preacher's biography and the home page; each player loads nothing until played, and says so
 * when the host cannot be reached.
 */
const content = sampleContentOn(testDay);
const sermons = content.sermons!;
const host = content.siteConfig.links.sermonHost!;
const latest = sermons[0]!;
const romans = sermonFilters(
  sermons,
  "/attendees_sermons",
  bibleBooks.map((b) => b.name),
).find((f) => f.kind === "book" && f.name === "Romans")!;
/**
 * A player's Listen button: a `<summary>`, which browsers give screen readers as a button
 * ("Listen to …, collapsed") but Playwright's roles do not know.
 */
const listenIn = (scope: Locator) => scope.locator("summary");

/** A WAV of silence, a tenth of a second long unless told (the smallest sound a browser plays). */
function silence(seconds = 0.1): Buffer {
  const samples = 8000 * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(8000, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples, 40);
  wav.fill(128, 44);
  return wav;
}

test("the sermons page lists the latest sermons above the host's full archive", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".mp3")) requested.push(request.url());
  });
  await page.goto("/attendees_sermons");
  const list = page.getByRole("region", { name: "Latest sermons" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(sermons.slice(0, latestCount).map((s) => s.title));
  const first = list.getByRole("listitem").first();
  await expect(first.getByRole("link", { name: latest.speaker! })).toHaveAttribute("href", "/about_dmercer");
  await expect(first.getByRole("link", { name: latest.passage!.label })).toHaveAttribute("href", romans.path);
  await expect(first.getByRole("link", { name: latest.series! })).toHaveAttribute(
    "href",
    /^\/attendees_sermons_series_/,
  );
  await expect(first.getByRole("link", { name: `“${latest.title}” on ${host.name}` })).toHaveAttribute(
    "href",
    latest.page!,
  );
  // Each player waits, unmade, behind a Listen button that names its sermon.
  await expect(listenIn(first)).toHaveText(`Listen to ${latest.title}`);
  await expect(page.locator("main audio")).toHaveCount(0);
  // The host's archive follows under its own heading, at the specification's heights.
  const archive = page.getByRole("region", { name: "The full archive" });
  await expect(archive.getByRole("link", { name: `Open the sermon archive on ${host.name}` })).toHaveAttribute(
    "href",
    host.archive,
  );
  await expect(archive.locator("[data-frame-box]")).toBeAttached();
  // Above them, the podcast apps that have the sermons, and the feed itself for any other app.
  const { podcast } = content.siteConfig.links;
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Apple Podcasts" })).toHaveAttribute("href", podcast!.applePodcasts!);
  await expect(main.getByRole("link", { name: "Spotify" })).toHaveAttribute("href", podcast!.spotify!);
  await expect(main.getByRole("link", { name: "RSS feed" })).toHaveAttribute(
    "href",
    content.siteConfig.feeds!.sermons!,
  );
  // Twelve players, and not one byte of sound until one is played.
  expect(requested).toEqual([]);
});

test("a book's link leads to its sermons, without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/attendees_sermons");
  await page
    .getByRole("navigation", { name: "Browse the sermons" })
    .getByRole("link", { name: "Romans", exact: true })
    .click();
  await expect(page).toHaveURL(romans.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sermons on Romans");
  const titles = await page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading", { level: 2 })
    .allTextContents();
  expect(titles.length).toBe(Math.min(romans.count, 20));
  const passages = await page.locator("main section li a[href$='_book_romans']").allTextContents();
  expect(passages.every((label) => label.startsWith("Romans "))).toBe(true);
  await expect(page.getByRole("link", { name: "Romans", exact: true })).toHaveAttribute("aria-current", "page");
  await context.close();
});

test("a preacher's biography lists their latest sermons above their archive", async ({ page }) => {
  await page.goto("/about_twhitfield");
  const messages = page.getByRole("region", { name: /by Thomas Whitfield/ });
  const own = sermons.filter((s) => s.speaker === "Tom Whitfield").slice(0, 5);
  await expect(messages.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText(own.map((s) => s.title));
  // On his own page his name leads to all his sermons, not back to the page.
  await expect(messages.getByRole("link", { name: "Tom Whitfield" }).first()).toHaveAttribute(
    "href",
    "/attendees_sermons_speaker_tom-whitfield",
  );
  await expect(messages.locator("[data-frame-box]")).toBeAttached();
});

test("the home page's Latest Sermon plays the newest sermon at one press, from the keyboard too", async ({ page }) => {
  await page.route(latest.audio!.url, (route) =>
    route.fulfill({ status: 200, contentType: "audio/wav", body: silence(30) }),
  );
  await page.goto("/");
  const section = page.getByRole("region", { name: "Latest Sermon" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(latest.title);
  await expect(section.getByRole("link", { name: "More sermons" })).toHaveAttribute("href", "/attendees_sermons");
  // The browser's player waits unmade behind the Listen button, which the keyboard reaches.
  const listen = listenIn(section);
  await expect(listen).toHaveText(`Listen to ${latest.title}`);
  const audio = section.locator("audio");
  await expect(audio).toHaveCount(0);
  await listen.focus();
  await page.keyboard.press("Enter");
  // The player takes the button's place and the focus, and plays; with the host answering, nothing is said.
  await expect(listen).toBeHidden();
  await expect(audio).toBeFocused();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
  expect((await audio.boundingBox())?.height).toBe(54);
  await expect(section.getByRole("status")).toBeEmpty();
});

test("a player that starts pauses the one playing", async ({ page }) => {
  await page.route(/\.mp3$/, (route) => route.fulfill({ status: 200, contentType: "audio/wav", body: silence(30) }));
  await page.goto("/attendees_sermons");
  const items = page.getByRole("region", { name: "Latest sermons" }).getByRole("listitem");
  const [first, second] = [items.nth(0), items.nth(1)];
  const paused = (item: Locator) => item.locator("audio").evaluate((element: HTMLAudioElement) => element.paused);
  await listenIn(first).click();
  await expect.poll(() => paused(first)).toBe(false);
  await listenIn(second).click();
  await expect.poll(() => paused(second)).toBe(false);
  expect(await paused(first)).toBe(true);
});

test("without JavaScript, Listen shows the player, with its own buttons", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/attendees_sermons");
  const first = page.getByRole("region", { name: "Latest sermons" }).getByRole("listitem").first();
  const audio = first.locator("audio");
  await expect(audio).toBeHidden();
  await listenIn(first).click();
  await expect(audio).toBeVisible();
  await expect(audio).toHaveAttribute("controls", "");
  await expect(audio).toHaveAttribute("preload", "none");
  await context.close();
});

test("a press with no input before it, as a screen reader's, opens the player", async ({ page }) => {
  const untouched = await untouchedPage(page);
  await untouched.goto("/attendees_sermons");
  const first = untouched.getByRole("region", { name: "Latest sermons" }).getByRole("listitem").first();
  // A click and nothing else: no pointer, no key, no focus (a screen reader's press in browse mode).
  await listenIn(first).dispatchEvent("click");
  const audio = first.locator("audio");
  await expect(audio).toBeVisible();
  await expect(audio).toHaveAttribute("controls", "");
  await expect(listenIn(first)).toHaveCount(0);
});

test.describe("with the sermon host down", () => {
  // The browser reports the refused connection in the console: that is what is being tested.
  test.use({ allowConsole: [/ERR_CONNECTION_REFUSED/] });

  test("the list reads in full and a player says so, with the sermon's page", async ({ page }) => {
    await page.route(/sermonaudio\.com/, (route) => route.abort("connectionrefused"));
    await page.goto("/attendees_sermons");
    const first = page.getByRole("region", { name: "Latest sermons" }).getByRole("listitem").first();
    await expect(first).toContainText(latest.passage!.label);
    const status = first.getByRole("status");
    await expect(status).toBeEmpty();
    await listenIn(first).click();
    await expect(status).toHaveText(
      `This recording cannot be reached right now. Try “${latest.title}” on ${host.name}`,
    );
    await expect(status.getByRole("link")).toHaveAttribute("href", latest.page!);
    // No download link to a file that cannot be had.
    await expect(first.locator("a[download]")).toHaveCount(0);
  });
});

test("each sermon is an episode for search engines, with its recording", async ({ page }) => {
  await page.goto("/attendees_sermons");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>));
  const episodes = blocks.filter((b) => b["@type"] === "PodcastEpisode");
  expect(episodes.length).toBe(latestCount);
  expect(episodes[0]).toMatchObject({
    name: latest.title,
    author: { name: latest.speaker },
    associatedMedia: { "@type": "AudioObject", contentUrl: latest.audio!.url },
    datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00-0[45]:00$/),
  });
});

test("the site search finds a sermon by its passage or its title, once, on its book's page", async ({ page }) => {
  const hrefs = () =>
    page
      .locator("#search-results li > a, #search-results li a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  await page.goto("/search?q=Romans%208");
  await expect(page.getByRole("status")).toHaveText(/found for “Romans 8”/);
  const first = await hrefs();
  expect(first[0]).toBe(romans.path);
  expect(first[1]).toMatch(new RegExp(`^${romans.path}#sermon-`));
  await page.goto("/search?q=no%20condemnation");
  await expect(page.getByRole("status")).toHaveText(/found for “no condemnation”/);
  const found = await hrefs();
  expect(found.slice(0, 2)).toEqual([romans.path, `${romans.path}#sermon-2026-05-31-no-condemnation`]);
  // Not again from the sermons page, its series' page or its speaker's.
  expect(found.filter((href) => href.includes("no-condemnation"))).toHaveLength(1);
});
