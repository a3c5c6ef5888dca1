/**
 * A church's sermons page, whatever its sermons come from: a podcast's feed, a YouTube channel's
 * feed, a sermon host's archive or both. The latest sermons of the feed are listed with links to
 * their own pages, Subscribe offers the podcast apps the settings name and the feed, and the
 * host's archive is there only for a church that has one; without it, each series', speaker's
 * and book's page lists every sermon of the feed.
 */
import { expect, test } from "../e2e/fixtures";
import { getContent } from "../../app/site/content.server";
import { pageOfKind } from "../../app/lib/page-registry";
import { sermonSourceName, subscribeLinks } from "../../app/lib/sermon-host";
import { latestCount } from "../../app/lib/sermons/sermon-views";
import { sermonFilterList } from "../../app/site/sermons.server";

const { siteConfig, pages, sermons = [] } = getContent();
const sermonsPage = pageOfKind(pages, "sermons");
const host = siteConfig.links.sermonHost;

test.describe("the sermons page", () => {
  test.skip(!sermonsPage, "the church has no sermons page");

  test("lists the feed's latest, offers the podcast, and shows a host's archive only where there is one", async ({
    page,
  }) => {
    await page.goto(sermonsPage!.path);
    const main = page.locator("main");
    const subscribe = subscribeLinks(siteConfig.links.podcast, siteConfig.feeds?.sermons);
    for (const link of subscribe)
      await expect(main.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    if (subscribe.length === 0) await expect(main.getByText("Subscribe:")).toHaveCount(0);
    const latest = page.getByRole("region", { name: "Latest sermons" });
    const shown = sermons.slice(0, latestCount);
    if (shown.length > 0) await expect(latest.getByRole("heading", { level: 3 })).toHaveText(shown.map((s) => s.title));
    else await expect(latest).toHaveCount(0);
    const withPage = shown.find((sermon) => sermon.page);
    if (withPage)
      await expect(
        latest.getByRole("link", { name: `“${withPage.title}” on ${sermonSourceName(host, withPage.page)}` }),
      ).toHaveAttribute("href", withPage.page!);
    const archive = host?.archive;
    if (archive) await expect(main.locator(`a[href="${archive}"]`).first()).toBeAttached();
    else await expect(page.getByRole("region", { name: "The full archive" })).toHaveCount(0);
  });

  test("gives each series, speaker and book a page of its sermons, all of them without a host's archive", async ({
    page,
  }) => {
    const filters = sermonFilterList();
    test.skip(filters.length === 0, "the feed's sermons name no series, speaker or book");
    // The one with the most sermons, where a page could leave some out.
    const largest = filters.reduce((a, b) => (b.count > a.count ? b : a));
    await page.goto(largest.path);
    const listed = page.locator("main li h2");
    if (host) await expect(listed).not.toHaveCount(0);
    else await expect(listed).toHaveCount(largest.count);
  });
});
