/**
 * The editor once hosted, offline: signed in to a stand-in for GitHub (tests/support/fake-github.ts)
 * with a token, it saves to that repository, and its publishing panel follows each save through
 * the content check's run to the live site's build stamp, which the test serves. The test plays
 * GitHub Actions (the check's result) and the host (the stamp), and times each step. Last, the
 * sign-in with GitHub through the church's sign-in worker (sign-in/), under Cloudflare's engine.
 */
import type { Page } from "@playwright/test";
import { contentFiles, field, save } from "../support/editor";
import { FakeGitHub } from "../support/fake-github";
import { startSignIn, type SignInService } from "../support/sign-in-service";
import { testNoon } from "../support/test-day";
import { expect, test } from "./fixtures";
import { getContent } from "../../app/site/content.server";

const { siteConfig } = getContent();
const token = "github_pat_office";
// The editor's preview frame runs scripts; the browser says so.
test.use({ allowConsole: [/allow-scripts and allow-same-origin/] });
test.describe.configure({ mode: "default" });

/** GitHub's clock runs with the page's, which starts at the tests' day. */
const started = Date.now();
const pageNow = () => new Date(testNoon.getTime() + (Date.now() - started));

/** The repository on GitHub, the live site's stamp, and the editor signed in to them. */
async function hosted(page: Page, { live }: { live?: (github: FakeGitHub) => string } = {}) {
  const github = new FakeGitHub(siteConfig.editor.repository, contentFiles(), {
    branch: siteConfig.editor.branch,
    now: pageNow,
  });
  github.tokens.add(token);
  const site = { commit: live ? live(github) : github.head.oid };
  await page.route("**/build-stamp.json", (route) =>
    route.fulfill({ json: { commit: site.commit, builtAt: pageNow().toISOString(), buildDay: "2026-08-20" } }),
  );
  await github.attach(page);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign In Using Access Token" });
  await dialog.getByRole("textbox").fill(token);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("treeitem", { name: "Ministry pages" })).toBeVisible({ timeout: 30_000 });
  return { github, site };
}

/** The publishing panel (admin/publish-watch.ts): a region named by its heading. */
const panel = (page: Page) => page.locator("section.publish-panel");

test("a save is followed from the check to the live site, and a refused change opens its entry", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { github, site } = await hosted(page);
  // The live site shows the newest commit: nothing to say.
  await page.waitForTimeout(1000);
  await expect(panel(page)).toBeHidden();

  const steps: string[] = [];
  const timed = async (title: string, since: number) => {
    await expect(panel(page).getByRole("heading", { name: title, exact: true })).toBeVisible({ timeout: 30_000 });
    steps.push(`${title} ${((Date.now() - since) / 1000).toFixed(1)} s`);
  };

  // The banner, saved: a commit on GitHub, then "Checking your change".
  await page.getByRole("treeitem", { name: "Flash banner" }).click();
  await (await field(page, "Message")).getByRole("textbox").fill("Christmas Eve service, December 24 at 5:00 PM.");
  const saving = Date.now();
  await save(page);
  await timed("Checking your change", saving);
  const saved = github.head;
  expect(saved.files.get("content/flash-banner.yaml")?.toString()).toContain("Christmas Eve service");
  expect(github.commits).toHaveLength(2);

  // GitHub Actions' content check passes: "Publishing".
  github.checks.set(saved.oid, { status: "in_progress" });
  await page.waitForTimeout(500);
  const checked = Date.now();
  github.checks.set(saved.oid, { status: "completed", conclusion: "success" });
  await timed("Publishing", checked);
  // The host's build is live: "Live", with the changed page.
  const built = Date.now();
  site.commit = saved.oid;
  await timed("Live", built);
  await page.screenshot({ path: testInfo.outputPath("live.png") });
  await expect(panel(page).getByRole("link", { name: "See the page" })).toHaveAttribute(
    "href",
    new URL("/", page.url()).href,
  );
  await panel(page).getByRole("button", { name: "Close" }).click();
  await expect(panel(page)).toBeHidden();

  // A change the check refuses: "Not published", its sentence, and a button that opens its entry.
  await page.getByRole("treeitem", { name: "Flash banner" }).click();
  await (await field(page, "Message")).getByRole("textbox").fill("Christmas Eve service at 5:00 PM.");
  await save(page);
  await expect(panel(page).getByRole("heading", { name: "Checking your change" })).toBeVisible({ timeout: 30_000 });
  const refused = github.head;
  const problem = 'field "showUntil" must not be before showFrom (2026-12-20)';
  github.checks.set(refused.oid, {
    status: "completed",
    conclusion: "failure",
    annotations: [{ path: "content/flash-banner.yaml", message: problem }],
  });
  const failed = Date.now();
  await timed("Not published", failed);
  await expect(panel(page).getByRole("listitem")).toHaveText([`content/flash-banner.yaml: ${problem} Open this entry`]);
  await expect(panel(page)).toContainText("the live site still shows the change before it");
  await page.screenshot({ path: testInfo.outputPath("not-published.png") });
  await panel(page).getByRole("button", { name: "Open the entry of content/flash-banner.yaml" }).click();
  await expect(page).toHaveURL(/#\/collections\/_singletons\/entries\/flashBanner$/);
  await expect(await field(page, "Message")).toBeVisible();
  expect(github.unknown).toEqual([]);
  console.log(`publishing, step by step: ${steps.join("; ")}`);
});

test("on opening, the editor says the live site is behind, and why a change was not published", async ({ page }) => {
  test.setTimeout(120_000);
  let github: FakeGitHub | undefined;
  // The newest commit passed the check; the host has not built it yet.
  await hosted(page, {
    live: (fake) => {
      github = fake;
      const before = fake.head.oid;
      const files = new Map(fake.head.files).set("content/flash-banner.yaml", Buffer.from("flashMessage: Hello\n"));
      fake.checks.set(fake.commit("Update the banner", files).oid, { status: "completed", conclusion: "success" });
      return before;
    },
  });
  await expect(panel(page).getByRole("heading", { name: "Publishing" })).toBeVisible({ timeout: 15_000 });
  await expect(panel(page)).toContainText("The newest change passed the check and the site is being built with it.");
  await expect(panel(page).getByRole("link", { name: "See the page" })).toHaveCount(0);

  // Then the newest commit is refused by the check: said on the next opening.
  const files = new Map(github!.head.files).set("content/history/x.yaml", Buffer.from("year: x\n"));
  const bad = github!.commit("Add a year", files);
  github!.checks.set(bad.oid, {
    status: "completed",
    conclusion: "failure",
    annotations: [{ path: "content/history/x.yaml", message: 'field "year" must be a number' }],
  });
  await page.reload();
  await expect(panel(page).getByRole("heading", { name: "Not published" })).toBeVisible({ timeout: 30_000 });
  await expect(panel(page)).toContainText("The newest change was not published");
  await expect(panel(page).getByRole("listitem")).toHaveText([
    'content/history/x.yaml: field "year" must be a number Open this entry',
  ]);
});

test.describe("Sign In with GitHub", () => {
  const signIn = siteConfig.editor.signIn!;
  const oauthToken = "gho_office";
  let service: SignInService;
  test.beforeAll(async () => {
    service = await startSignIn({
      callback: `${signIn}/callback`,
      port: Number(process.env["E2E_PORT"] ?? 4173) + 5,
      token: oauthToken,
      allowedDomains: "localhost",
    });
  });
  test.afterAll(async () => service?.stop());

  test("signs in through the church's sign-in service, with no token to paste", async ({ page }) => {
    test.setTimeout(120_000);
    const github = new FakeGitHub(siteConfig.editor.repository, contentFiles(), { now: pageNow });
    github.tokens.add(oauthToken);
    await github.attach(page);
    await page.route("**/build-stamp.json", (route) =>
      route.fulfill({ json: { commit: github.head.oid, builtAt: pageNow().toISOString(), buildDay: "2026-08-20" } }),
    );
    // The sign-in window goes to the service's public address: answered by the worker here.
    await page.context().route(`${signIn}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${service.worker}${url.pathname}${url.search}`, maxRedirects: 0 });
      await route.fulfill({ response });
    });
    await page.goto("/admin");
    const popup = page.waitForEvent("popup");
    // The editor sets its service's name apart with invisible isolating marks.
    await page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ }).click();
    // The window goes to GitHub and back to the service, hands over the token, and the editor closes it.
    const window = await popup;
    await window.waitForEvent("close", { timeout: 30_000 });
    await expect(page.getByRole("treeitem", { name: "Ministry pages" })).toBeVisible({ timeout: 30_000 });
    expect(service.exchanged).toEqual(["c0de"]);
    // The editor keeps the token GitHub gave for this sign-in.
    const user = await page.evaluate(
      () => JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "{}") as { token?: string },
    );
    expect(user.token).toBe(oauthToken);
    expect(github.unknown).toEqual([]);
  });
});
