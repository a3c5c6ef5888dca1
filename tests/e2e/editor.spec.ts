/**
 * The site editor at /admin, used as the church office uses it, offline: it is given a copy of
 * content/ as its local repository (the folder picker returns an Origin Private File System
 * folder seeded with the files).
 *
 * First, the mistakes an office makes: each is refused in the form with the build's own sentence,
 * and nothing is written. Then the everyday jobs and a correct entry of every kind of collection
 * (a single file, a folder, the staff's groups, a ministry page, a document, a page the site has
 * one of): the files the editor writes are read back, checked and built like the real site, and
 * each change is on its pages.
 *
 * It runs last, alone (the "editor" project depends on every other), because it builds a second
 * copy of the site.
 */
import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import {
  choosePicture,
  contentFiles,
  discard,
  field,
  openEntry,
  openLocalRepository,
  readRepository,
  refused,
  save,
} from "../support/editor";
import { isEngineFile } from "../../scripts/church-copy";
import { expect, test } from "./fixtures";
import { parse } from "yaml";
import { createSiteSearch } from "../../app/lib/search/search-engine";

const root = process.cwd();

/** How many search synonyms the site settings have: a new one is added after them. */
const synonymCount = () =>
  (parse(readFileSync(join(root, "content/site-config.yaml"), "utf8")) as { searchSynonyms: unknown[] }).searchSynonyms
    .length;

/** Adds a search synonym to the site settings' form: the word, and the words of the site it also finds. */
async function addSynonym(page: Page, word: string, alsoFinds: string) {
  const n = synonymCount();
  await page.getByRole("treeitem", { name: "Site settings" }).click();
  await (await field(page, "Search synonyms")).getByRole("button", { name: /^Add / }).last().click();
  await page.locator(`[data-key-path="searchSynonyms.${n}.word"]`).getByRole("textbox").fill(word);
  await page.locator(`[data-key-path="searchSynonyms.${n}.alsoFinds"]`).getByRole("button", { name: /^Add / }).click();
  await page.locator(`[data-key-path="searchSynonyms.${n}.alsoFinds.0"]`).getByRole("textbox").fill(alsoFinds);
  return n;
}

// The editor's preview is a frame of its own, which it makes able to run scripts; the browser says so.
test.use({ allowConsole: [/allow-scripts and allow-same-origin/] });
// One after the other: the second builds a copy of the site, which takes the machine.
test.describe.configure({ mode: "default" });

/** A copy of the project with the editor's content, sharing node_modules. */
function projectWith(files: [string, string][]): string {
  const copy = mkdtempSync(join(tmpdir(), "editor-site-"));
  const skip = new Set(["node_modules", "build", ".git", "test-results", "playwright-report", "bench", ".wrangler"]);
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => {
      const path = relative(root, source);
      const top = path.split("/")[0]!;
      // Of content/, the engine's files only (the editor's content comes after).
      const engine = !path.startsWith("content/") || path === "content/schema" || isEngineFile(path);
      return !skip.has(top) && !top.startsWith(".build-") && engine;
    },
  });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  for (const [path, base64] of files) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), Buffer.from(base64, "base64"));
  }
  return copy;
}

/** Screenshots for the office's guide with EDITOR_SCREENSHOTS set (npm run docs:screenshots), else the test's own. */
function photographer(page: Page, testInfo: { outputPath: (name: string) => string }) {
  const shots = process.env["EDITOR_SCREENSHOTS"];
  return (name: string, target: Locator | Page = page) =>
    target.screenshot({
      path: shots ? join(root, shots, `${name}.png`) : testInfo.outputPath(`${name}.png`),
      animations: "disabled",
    });
}

test("each mistake of the office is refused in the form with the build's sentence, and nothing is written", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = photographer(page, testInfo);
  await openLocalRepository(page);
  const seeded = await readRepository(page);

  // A page at another page's address.
  await page.getByRole("treeitem", { name: "Ministry pages" }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Path")).getByRole("textbox").fill("/ministries_mens");
  await (await field(page, "Title")).getByRole("textbox").fill("Hospitality");
  await (await field(page, "Description")).getByRole("textbox").fill("Members opening their homes to guests.");
  const text = await field(page, "Text of the page");
  await text.getByRole("button", { name: "Edit in Markdown" }).click();
  await text.getByRole("textbox").fill("Our hospitality team makes sure no guest eats alone.");
  await refused(page, [
    "content/pages/ministries-mens.md: the address /ministries_mens is already the address of content/pages/ministries-hospitality.md",
  ]);
  await shot("refused");
  // The menu's sections and submenus are picked, never typed: a wrong name cannot be given.
  await (await field(page, "Menu")).getByRole("button", { name: /^Add / }).click();
  const menu = await field(page, "Menu");
  const sections = (await field(page, "Section", menu)).getByRole("radiogroup");
  const menuFiles = contentFiles().filter(([path]) => path.startsWith("content/menu/"));
  await expect(sections.getByRole("radio")).toHaveCount(menuFiles.length);
  for (const label of ["About Us", "Ministries", "I'm New"])
    await expect(sections.getByRole("radio", { name: label, exact: true })).toBeVisible();
  await sections.getByRole("radio", { name: "Ministries", exact: true }).check();
  const groups = (await field(page, "Group", menu)).getByRole("radiogroup");
  await expect(groups.getByRole("radio", { name: "Adults", exact: true })).toBeVisible();
  await expect((await field(page, "Group", menu)).getByRole("textbox")).toHaveCount(0);
  await discard(page);

  // A season in a page's title without its year: the page would keep announcing it after Christmas.
  await page.getByRole("treeitem", { name: "Ministry pages" }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Path")).getByRole("textbox").fill("/ministries_hospitality");
  await (await field(page, "Title")).getByRole("textbox").fill("Christmas Hospitality");
  await (await field(page, "Description")).getByRole("textbox").fill("Members opening their homes to guests.");
  const seasonText = await field(page, "Text of the page");
  await seasonText.getByRole("button", { name: "Edit in Markdown" }).click();
  await seasonText.getByRole("textbox").fill("Our hospitality team makes sure no guest eats alone.");
  await refused(page, [
    /^content\/pages\/ministries-[a-z-]+\.md: Christmas Hospitality: field "title" announces "Christmas", which goes stale when the season ends: write when \("Fall Ministries 2026"\), since the page keeps its title after its last day$/,
  ]);
  await discard(page);

  // A notice that ends before it starts, written in HTML, with a link to no page: every problem at once.
  await page.getByRole("treeitem", { name: "Flash banner" }).click();
  await (
    await field(page, "Message")
  )
    .getByRole("textbox")
    .fill('Carols at 5:00 PM. <a href="/carols">Details</a> or [watch](/carols).');
  await (await field(page, "Show from (first day)")).getByRole("textbox").fill("2026-12-20");
  await (await field(page, "Show until (last day)")).getByRole("textbox").fill("2026-12-01");
  await refused(page, [
    'content/flash-banner.yaml: field "showUntil" must not be before showFrom (2026-12-20)',
    'content/flash-banner.yaml: field "flashMessage" holds HTML ("<a href="/carols">"), which the site would show as it is written: write plain text (in a notice, a link is written [the words](/page) and bold **words**)',
    'content/flash-banner.yaml: field "flashMessage" links to /carols, which is not a page of this site (pages are the files of content/pages)',
  ]);
  await discard(page);

  // A search synonym the settings have already, as the plural.
  const kid = await addSynonym(page, "kid", "children");
  await refused(page, [
    `content/site-config.yaml: field "searchSynonyms[${kid}].word" is already the word of another synonym`,
  ]);
  await discard(page);

  // A link color visitors could not read on the page's grounds: each pair is named with its contrast.
  await page.getByRole("treeitem", { name: "Site settings" }).click();
  const brand = await field(page, "Brand");
  await brand.getByRole("button", { name: "Expand" }).click();
  // The color is picked with the browser's color picker (its #rrggbb code may be typed beside it too).
  const link = await field(page, "Link", brand);
  await link.locator('input[type="color"]').fill("#9fc3e8");
  await expect(link.locator('input[type="text"]')).toHaveValue(/^#9fc3e8$/i);
  const lowContrast = (ground: string) =>
    new RegExp(
      `^content/site-config\\.yaml: brand\\.link: links on the ${ground} \\(#9fc3e8 on #[0-9a-f]{6}\\) has a contrast of 1\\.\\d\\d:1, and WCAG AA needs 4\\.5:1: choose a darker or lighter color$`,
    );
  await refused(page, [lowContrast("page's white ground"), lowContrast("cream ground")]);
  await shot("refused-brand");
  await discard(page);

  // A fact check naming a fact the content does not have: the text check would look for nothing.
  const checks = (parse(readFileSync(join(root, "content/fact-checks.yaml"), "utf8")) as { checks: unknown[] }).checks
    .length;
  await page.getByRole("treeitem", { name: "Fact checks" }).click();
  await (await field(page, "Checks")).getByRole("button", { name: /^Add / }).last().click();
  await page.locator(`[data-key-path="checks.${checks}.fact"]`).getByRole("textbox").fill("Worship Servce");
  await page.locator(`[data-key-path="checks.${checks}.saidAs"]`).getByRole("button", { name: /^Add / }).click();
  await page.locator(`[data-key-path="checks.${checks}.saidAs.0"]`).getByRole("textbox").fill("worship at {value}");
  await refused(page, [
    new RegExp(
      `^content/fact-checks\\.yaml: field "checks\\[${checks}\\]\\.fact" names "Worship Servce", which is not a fact: write \\{\\{name\\}\\}`,
    ),
  ]);
  await discard(page);

  // Two people of one group at one place, and a title written as HTML.
  await page.getByRole("treeitem", { name: "Staff", exact: true }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Group")).getByRole("radio", { name: "Our Deacons" }).check();
  await (await field(page, "Place")).getByRole("spinbutton").fill("1");
  await (await field(page, "First name")).getByRole("textbox").fill("Hannah");
  await (await field(page, "Last name")).getByRole("textbox").fill("Brooks");
  await (await field(page, "Title")).getByRole("textbox").fill("<script>alert(5)</script>");
  const deacons = contentFiles()
    .map(([path, base64]) => [path, Buffer.from(base64, "base64").toString()] as const)
    .filter(([path, text]) => path.startsWith("content/staff/") && /^group: deacons$/m.test(text))
    .map(([path, text]) => [path, Number(/^order: (\d+)$/m.exec(text)![1])] as const);
  const first = deacons.find(([, place]) => place === 1)![0];
  await refused(page, [
    `${first}: order 1 is taken twice, here and in content/staff/hannah-brooks.yaml: the places taken are 1-${deacons.length}; the next free place is ${deacons.length + 1}`,
    'content/staff/hannah-brooks.yaml: Our Deacons › Hannah Brooks: field "title" holds HTML ("<script>"), which the site would show as it is written: write plain text (in a notice, a link is written [the words](/page) and bold **words**)',
  ]);
  await discard(page);

  // Nothing of it reached the repository.
  expect(await readRepository(page)).toEqual(seeded);
});

test("the office's everyday jobs, and a correct entry of every kind of collection, reach the built site", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const shot = photographer(page, testInfo);
  const photo = testInfo.outputPath("Hannah Brooks.jpg");
  // A drawn portrait, as a phone photo would arrive: a JPEG larger than any screen needs.
  const portrait =
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">' +
    '<rect width="800" height="1000" fill="#dfe7ef"/><circle cx="400" cy="380" r="170" fill="#c99b7a"/>' +
    '<path d="M215 330 Q400 120 585 330 L585 420 Q400 300 215 420 Z" fill="#5b3a29"/>' +
    '<path d="M120 1000 Q120 640 400 620 Q680 640 680 1000 Z" fill="#2f6f73"/></svg>';
  await sharp(Buffer.from(portrait)).jpeg({ quality: 85 }).toFile(photo);

  await openLocalRepository(page, {
    atSignIn: async () => {
      await shot("sign-in");
      await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
      await expect(page.getByRole("alertdialog", { name: "Sign In Using Access Token" })).toBeVisible();
      await shot("access-token");
      await page.keyboard.press("Escape");
    },
  });
  await shot("contents");

  // A single file: the flash banner, a new message with a link, shown until Christmas Eve.
  await page.getByRole("treeitem", { name: "Flash banner" }).click();
  await (
    await field(page, "Message")
  )
    .getByRole("textbox")
    .fill("Christmas Eve service, December 24 at 5:00 PM. [Watch it live](/livestream).");
  await (await field(page, "Show from (first day)")).getByRole("button", { name: "Clear" }).click();
  await (await field(page, "Show until (last day)")).getByRole("textbox").fill("2026-12-24");
  // The preview draws the banner as the site does.
  const preview = page.frameLocator('iframe[title="Content Preview"]');
  await expect(preview.getByRole("link", { name: "Watch it live" })).toHaveAttribute("href", "/livestream");
  await expect(page.getByText("Nothing in this entry that the site would refuse.")).toBeVisible();
  await shot("banner");
  await save(page);

  // The staff: a person in a group, with a photo and a biography, left without a place (put last).
  await page.getByRole("treeitem", { name: "Staff", exact: true }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Group")).getByRole("radio", { name: "Our Deacons" }).check();
  await (await field(page, "First name")).getByRole("textbox").fill("Hannah");
  await (await field(page, "Last name")).getByRole("textbox").fill("Brooks");
  await (await field(page, "Title")).getByRole("textbox").fill("Deacon of Care");
  await choosePicture(page, await field(page, "Photo or image"), photo, undefined, () => shot("picture"));
  await expect(preview.getByRole("heading", { name: "Hannah Brooks" })).toBeVisible();
  await shot("staff");
  await (await field(page, "About")).getByRole("checkbox", { name: "Add ⁨About⁩" }).check();
  const about = await field(page, "About");
  await (await field(page, "Address", about)).getByRole("textbox").fill("hbrooks");
  await choosePicture(page, await field(page, "Photo or image", about), undefined, "hannah-brooks.jpg");
  await (await field(page, "Biography", about)).getByRole("button", { name: /^Add / }).click();
  await page
    .locator('[data-key-path="about.bio.0"]')
    .getByRole("textbox")
    .fill(
      "Hannah Brooks visits the sick and the homebound and coordinates meals for families with a new baby or a loss.",
    );
  await shot("biography");
  await save(page);

  // A list in a single file: a sign-up of the church-management service, named once.
  await page.getByRole("treeitem", { name: "Sign-ups" }).click();
  await (await field(page, "Sign-ups")).getByRole("button", { name: /^Add / }).last().click();
  const added = readFileSync(join(root, "content/sign-ups.yaml"), "utf8").match(/^ {2}- name:/gm)!.length;
  await page.locator(`[data-key-path="signUps.${added}.name"]`).getByRole("textbox").fill("Hospitality");
  await page
    .locator(`[data-key-path="signUps.${added}.url"]`)
    .getByRole("textbox")
    .fill("https://cedarhollowbible.churchcenter.com/registrations/events/hospitality");
  await save(page);

  // The site settings: a word visitors search for that the pages say differently.
  await addSynonym(page, "banquet", "church meal");
  await save(page);

  // The site settings: a deeper main color, picked, which every page then wears.
  await page.getByRole("treeitem", { name: "Site settings" }).click();
  const brand = await field(page, "Brand");
  await brand.getByRole("button", { name: "Expand" }).click();
  await (await field(page, "Primary", brand)).locator('input[type="color"]').fill("#5b2a4a");
  await save(page);

  // A folder: a year of the history.
  await page.getByRole("treeitem", { name: "History" }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Year")).getByRole("spinbutton").fill("2026");
  await (await field(page, "Title")).getByRole("textbox").fill("The Gospel of Luke in Spanish");
  await (await field(page, "Paragraphs")).getByRole("button", { name: /^Add / }).click();
  await page
    .locator('[data-key-path="paragraphs.0"]')
    .getByRole("textbox")
    .fill("The church gave a Spanish New Testament to every family of the valley's Spanish-speaking congregation.");
  await save(page);

  // A ministry page, placed in the menu under Ministries, Adults, by picking both.
  await page.getByRole("treeitem", { name: "Ministry pages" }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Path")).getByRole("textbox").fill("/ministries_hospitality");
  await (await field(page, "Title")).getByRole("textbox").fill("Hospitality");
  await (
    await field(page, "Description")
  )
    .getByRole("textbox")
    .fill("Members of Cedar Hollow Bible Church opening their homes and tables to guests, newcomers and one another.");
  await (await field(page, "Menu")).getByRole("button", { name: /^Add / }).click();
  const menu = await field(page, "Menu");
  await (await field(page, "Section", menu)).getByRole("radio", { name: "Ministries", exact: true }).check();
  await (await field(page, "Group", menu)).getByRole("radio", { name: "Adults", exact: true }).check();
  await (await field(page, "Order", menu)).getByRole("spinbutton").fill("9");
  await shot("page");
  // Its button names the sign-up, picked from the list.
  await (await field(page, "Actions")).getByRole("button", { name: /^Add / }).click();
  const action = await field(page, "Actions");
  await (await field(page, "Label", action)).getByRole("textbox").fill("Host a Sunday lunch");
  const pick = (await field(page, "Sign-up", action)).getByRole("combobox");
  await pick.click();
  await page.getByRole("option", { name: "Hospitality", exact: true }).click();
  // The text in Markdown: the introduction, then a section with a list.
  const text = await field(page, "Text of the page");
  await text.getByRole("button", { name: "Edit in Markdown" }).click();
  await text
    .getByRole("textbox")
    .fill(
      [
        "Our hospitality team makes sure no guest eats alone after the morning service.",
        "",
        "## How to help",
        "",
        "- Host a Sunday lunch for a newcomer once a quarter.",
        "- Bring a meal to a family with a new baby.",
      ].join("\n"),
    );
  await expect(preview.getByRole("heading", { level: 1, name: "Hospitality" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "How to help" })).toBeVisible();
  await shot("page-text");
  await save(page);

  // A document, with its PDF.
  await page.getByRole("treeitem", { name: "Documents" }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Path")).getByRole("textbox").fill("/about_hospitality");
  await (await field(page, "Title")).getByRole("textbox").fill("Hospitality Policy");
  await (
    await field(page, "Description")
  )
    .getByRole("textbox")
    .fill("How Cedar Hollow Bible Church welcomes guests to its building, its meals and its members' homes.");
  await (await field(page, "Pdf")).getByRole("textbox").fill("hospitality-policy.pdf");
  await (await field(page, "Adopted")).getByRole("textbox").fill("2026-11-01");
  const policy = await field(page, "Text of the page");
  await policy.getByRole("button", { name: "Edit in Markdown" }).click();
  await policy
    .getByRole("textbox")
    .fill(
      [
        "The members adopted this policy so that every guest is welcomed alike.",
        "",
        "## Guests at church meals",
        "",
        "Every guest eats as a guest of the church; no one is asked to pay.",
      ].join("\n"),
    );
  await save(page);

  // A page the site has one of: the visit page's description.
  await page.getByRole("treeitem", { name: "Site pages" }).click();
  await openEntry(page, "Plan Your Visit");
  await (
    await field(page, "Description")
  )
    .getByRole("textbox")
    .fill("Your first Sunday at Cedar Hollow Bible Church: when to come, where to park and what to expect.");
  await save(page);
  await shot("saved");

  // What the editor wrote, file by file.
  const seeded = new Map(contentFiles());
  const written = await readRepository(page);
  const changed = written.filter(([path, data]) => seeded.get(path) !== data);
  const text64 = (path: string) => Buffer.from(written.find(([p]) => p === path)?.[1] ?? "", "base64").toString();
  expect(changed.map(([path]) => path).sort()).toEqual([
    "content/flash-banner.yaml",
    "content/history/the-gospel-of-luke-in-spanish.yaml",
    "content/images/staff/hannah-brooks.jpg",
    "content/pages/document-hospitality-policy.md",
    "content/pages/ministries-hospitality.md",
    "content/pages/visit.md",
    "content/sign-ups.yaml",
    "content/site-config.yaml",
    "content/staff/hannah-brooks.yaml",
  ]);
  expect(text64("content/flash-banner.yaml")).toContain("showUntil: 2026-12-24");
  expect(text64("content/flash-banner.yaml")).not.toContain("showFrom");
  const hannah = text64("content/staff/hannah-brooks.yaml");
  expect(hannah).toContain("group: deacons");
  expect(hannah).toContain("imgSrc: /staff/hannah-brooks.jpg");
  // Left without a place, she is put after the deacons there were.
  const deacons = [...seeded].filter(
    ([path, base64]) =>
      path.startsWith("content/staff/") && /^group: deacons$/m.test(Buffer.from(base64, "base64").toString()),
  );
  expect(hannah).toMatch(new RegExp(`^order: ${deacons.length + 1}$`, "m"));
  expect(text64("content/pages/ministries-hospitality.md")).toMatch(
    /^---\nkind: ministry\npath: \/ministries_hospitality\n/,
  );
  expect(text64("content/pages/ministries-hospitality.md")).toMatch(
    /- label: Host a Sunday lunch\n\s+signUp: Hospitality\n/,
  );
  expect(text64("content/pages/ministries-hospitality.md")).toMatch(/- section: ministries\n\s+group: Adults\n/);
  expect(text64("content/pages/document-hospitality-policy.md")).toMatch(/^---\nkind: document\n/);
  expect(text64("content/sign-ups.yaml")).toMatch(/- name: Hospitality\n\s+url: https:.*\/hospitality\n/);
  expect(text64("content/site-config.yaml")).toMatch(/- word: banquet\n\s+alsoFinds:\n\s+- church meal\n/);
  expect(text64("content/site-config.yaml")).toMatch(/^ {2}primary: ["']#5b2a4a["']$/m);
  for (const [path] of changed) expect(text64(path)).not.toContain("contentCheck");

  // The content check and the build read them as they read the office's files.
  const project = projectWith(written);
  try {
    const node = (script: string) =>
      execFileSync(process.execPath, ["--import", "tsx", script], {
        cwd: project,
        encoding: "utf8",
        stdio: "pipe",
        timeout: 200_000,
      });
    expect(node("scripts/check-content.ts")).toMatch(/content: ok/i);
    node("scripts/build.ts");
    const built = (file: string) => readFileSync(join(project, "build/client", file), "utf8");
    expect(built("index.html")).toContain("Christmas Eve service, December 24 at 5:00 PM.");
    expect(built("index.html")).toContain('<a href="/livestream">Watch it live</a>');
    expect(built("index.html")).toContain("--color-primary:#5b2a4a");
    expect(built("about_staff.html")).toContain("Hannah Brooks");
    expect(built("about_staff.html")).toContain("Deacon of Care");
    expect(built("about_hbrooks.html")).toContain("visits the sick and the homebound");
    expect(built("about_history.html")).toContain("The Gospel of Luke in Spanish");
    expect(existsSync(join(project, "build/client/ministries_hospitality.html"))).toBe(true);
    expect(built("index.html")).toContain('href="/ministries_hospitality"');
    expect(built("ministries_hospitality.html")).toContain("How to help");
    expect(built("ministries_hospitality.html")).toContain(
      'href="https://cedarhollowbible.churchcenter.com/registrations/events/hospitality"',
    );
    expect(built("about_hospitality.html")).toContain("Guests at church meals");
    expect(existsSync(join(project, "build/client/docs/hospitality-policy.pdf"))).toBe(true);
    expect(built("visit.html")).toContain("when to come, where to park and what to expect.");
    // The site search finds the church meal for the office's new word, which no page has.
    const search = await createSiteSearch(JSON.parse(built("search-index.json")));
    const { hits } = search.search("banquet", Date.now(), { typing: false });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits)
      for (const part of hit.snippet.filter((part) => part.marked)) expect(part.text).toMatch(/^(church|meals?)$/i);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
