/**
 * The site editor at /admin, used as the church office uses it, offline: it is given a copy of
 * content/ as its local repository (the folder picker returns an Origin Private File System
 * folder seeded with the files), and through its forms it changes the flash banner, adds a staff
 * member with a photo and a biography, and adds a ministry page to the menu. The files it writes
 * are read back, checked and built like the real site, and the new things are on its pages.
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
import { choosePicture, contentFiles, field, openLocalRepository, readRepository, save } from "../support/editor";
import { expect, test } from "./fixtures";

const root = process.cwd();

/** A copy of the project with the editor's content, sharing node_modules. */
function projectWith(files: [string, string][]): string {
  const copy = mkdtempSync(join(tmpdir(), "editor-site-"));
  const skip = new Set(["node_modules", "build", ".git", "test-results", "playwright-report", "bench", ".wrangler"]);
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => {
      const top = relative(root, source).split("/")[0]!;
      return (
        !skip.has(top) &&
        !top.startsWith(".build-") &&
        !relative(root, source).match(/^content\/(?!schema|collections)/)
      );
    },
  });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  for (const [path, base64] of files) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), Buffer.from(base64, "base64"));
  }
  return copy;
}

test("the office changes the banner, adds a person and a page in the editor; the build shows them", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const photo = testInfo.outputPath("Hannah Brooks.jpg");
  // A drawn portrait, as a phone photo would arrive: a JPEG larger than any screen needs.
  const portrait =
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">' +
    '<rect width="800" height="1000" fill="#dfe7ef"/><circle cx="400" cy="380" r="170" fill="#c99b7a"/>' +
    '<path d="M215 330 Q400 120 585 330 L585 420 Q400 300 215 420 Z" fill="#5b3a29"/>' +
    '<path d="M120 1000 Q120 640 400 620 Q680 640 680 1000 Z" fill="#2f6f73"/></svg>';
  await sharp(Buffer.from(portrait)).jpeg({ quality: 85 }).toFile(photo);

  // With EDITOR_SCREENSHOTS set (npm run docs:screenshots), the steps are photographed for the
  // office's guide, docs/content-editing.md; otherwise into the test's own output.
  const shots = process.env["EDITOR_SCREENSHOTS"];
  const shot = (name: string, target: Locator | Page = page) =>
    target.screenshot({
      path: shots ? join(root, shots, `${name}.png`) : testInfo.outputPath(`${name}.png`),
      animations: "disabled",
    });

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

  // The flash banner: a new message, shown until Christmas Eve.
  await page.getByRole("treeitem", { name: "Flash banner" }).click();
  await (
    await field(page, "Message")
  )
    .getByRole("textbox")
    .fill('Christmas Eve service, December 24 at 5:00 PM. <a href="/livestream">Watch it live</a>.');
  await (await field(page, "Show from (first day)")).getByRole("button", { name: "Clear" }).click();
  await (await field(page, "Show until (last day)")).getByRole("textbox").fill("2026-12-24");
  await shot("banner");
  await save(page);

  // A staff member with a photo and a biography.
  await page.getByRole("treeitem", { name: "Staff", exact: true }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Group")).getByRole("radio", { name: "Our Deacons" }).check();
  await (await field(page, "Place")).getByRole("spinbutton").fill("9");
  await (await field(page, "First name")).getByRole("textbox").fill("Hannah");
  await (await field(page, "Last name")).getByRole("textbox").fill("Brooks");
  await (await field(page, "Title")).getByRole("textbox").fill("Deacon of Care");
  await choosePicture(page, await field(page, "Photo or image"), photo, undefined, () => shot("picture"));
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

  // A sign-up of the church-management service, named once for every button that leads to it.
  await page.getByRole("treeitem", { name: "Sign-ups" }).click();
  await (await field(page, "Sign-ups")).getByRole("button", { name: /^Add / }).last().click();
  const added = readFileSync(join(root, "content/sign-ups.yaml"), "utf8").match(/^ {2}- name:/gm)!.length;
  await page.locator(`[data-key-path="signUps.${added}.name"]`).getByRole("textbox").fill("Hospitality");
  await page
    .locator(`[data-key-path="signUps.${added}.url"]`)
    .getByRole("textbox")
    .fill("https://cedarhollowbible.churchcenter.com/registrations/events/hospitality");
  await save(page);

  // A ministry page, listed in the menu under Ministries, Adults.
  await page.getByRole("treeitem", { name: "Pages" }).click();
  await page.getByRole("button", { name: "New" }).click();
  await (await field(page, "Path")).getByRole("textbox").fill("/ministries_hospitality");
  const kind = (await field(page, "Kind")).getByRole("combobox", { name: "Kind" });
  await kind.click();
  await page.getByRole("option", { name: "ministry", exact: true }).click();
  await expect(kind).toHaveText("ministry");
  await (await field(page, "Title")).getByRole("textbox").fill("Hospitality");
  await (
    await field(page, "Description")
  )
    .getByRole("textbox")
    .fill("Members of Cedar Hollow Bible Church opening their homes and tables to guests, newcomers and one another.");
  await (await field(page, "Menu")).getByRole("button", { name: /^Add / }).click();
  const menu = await field(page, "Menu");
  await (await field(page, "Section", menu)).getByRole("textbox").fill("ministries");
  await (await field(page, "Group", menu)).getByRole("textbox").fill("Adults");
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
  await shot("page-text");
  await save(page);
  await shot("saved");

  // What the editor wrote, file by file.
  const seeded = new Map(contentFiles());
  const written = await readRepository(page);
  const changed = written.filter(([path, data]) => seeded.get(path) !== data);
  const text64 = (path: string) => Buffer.from(written.find(([p]) => p === path)?.[1] ?? "", "base64").toString();
  expect(changed.map(([path]) => path).sort()).toEqual([
    "content/flash-banner.yaml",
    "content/images/staff/hannah-brooks.jpg",
    "content/pages/hospitality.md",
    "content/sign-ups.yaml",
    "content/staff/hannah-brooks.yaml",
  ]);
  expect(text64("content/flash-banner.yaml")).toContain("showUntil: 2026-12-24");
  expect(text64("content/flash-banner.yaml")).not.toContain("showFrom");
  expect(text64("content/staff/hannah-brooks.yaml")).toContain("group: deacons");
  expect(text64("content/staff/hannah-brooks.yaml")).toContain("imgSrc: /staff/hannah-brooks.jpg");
  expect(text64("content/pages/hospitality.md")).toMatch(/^---\npath: \/ministries_hospitality\n/);
  expect(text64("content/pages/hospitality.md")).toMatch(/- label: Host a Sunday lunch\n\s+signUp: Hospitality\n/);
  expect(text64("content/sign-ups.yaml")).toMatch(/- name: Hospitality\n\s+url: https:.*\/hospitality\n/);

  // The content check and the build read them as they read the office's files.
  const project = projectWith(written);
  try {
    const node = (script: string) =>
      execFileSync(process.execPath, ["--import", "tsx", script], {
        cwd: project,
        encoding: "utf8",
        stdio: "pipe",
        timeout: 150_000,
      });
    expect(node("scripts/check-content.ts")).toMatch(/content: ok/i);
    node("scripts/build.ts");
    const built = (file: string) => readFileSync(join(project, "build/client", file), "utf8");
    expect(built("index.html")).toContain("Christmas Eve service, December 24 at 5:00 PM.");
    expect(built("about_staff.html")).toContain("Hannah Brooks");
    expect(built("about_staff.html")).toContain("Deacon of Care");
    expect(built("about_hbrooks.html")).toContain("visits the sick and the homebound");
    expect(existsSync(join(project, "build/client/ministries_hospitality.html"))).toBe(true);
    expect(built("index.html")).toContain('href="/ministries_hospitality"');
    expect(built("ministries_hospitality.html")).toContain("How to help");
    expect(built("ministries_hospitality.html")).toContain(
      'href="https://cedarhollowbible.churchcenter.com/registrations/events/hospitality"',
    );
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
