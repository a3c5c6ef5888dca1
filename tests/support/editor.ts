/**
 * Driving the site editor (/admin) as the office does, for its end-to-end test and for the
 * screenshots of docs/content-editing.md: a local repository seeded with the project's content
 * (the folder picker is given an Origin Private File System folder), and its forms.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { filesUnder } from "../../server/files-under";

const root = process.cwd();

/**
 * Opens the editor on a copy of content/, as "Work with Local Repository" opens the office's
 * folder; `atSignIn` runs on the sign-in page first.
 */
export async function openLocalRepository(page: Page, { atSignIn }: { atSignIn?: () => Promise<void> } = {}) {
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle("site");
  });
  await page.goto("/admin");
  await seedRepository(page, contentFiles());
  const open = page.getByRole("button", { name: "Work with Local Repository" });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await atSignIn?.();
  await open.click();
  // It reads and indexes every file of the folder first.
  await expect(page.getByRole("treeitem", { name: "Ministry pages" })).toBeVisible({ timeout: 30_000 });
}

/** Every file of content/ but the schemas and the manifest, as the editor's repository holds them. */
export function contentFiles(): [string, string][] {
  return [...filesUnder(join(root, "content"), (name) => !name.endsWith(".ts"))].map((file) => [
    relative(root, file),
    readFileSync(file).toString("base64"),
  ]);
}

/** The folder the stubbed picker hands the editor: a "site" folder of the origin's private file system. */
async function seedRepository(page: Page, files: [string, string][]) {
  await page.evaluate(async (entries) => {
    const storage = await navigator.storage.getDirectory();
    await storage.removeEntry("site", { recursive: true }).catch(() => undefined);
    const site = await storage.getDirectoryHandle("site", { create: true });
    // The editor checks that it was given a Git repository.
    await site.getDirectoryHandle(".git", { create: true });
    for (const [path, base64] of entries) {
      const parts = path.split("/");
      let folder = site;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, files);
}

/** Every file under content/ in the editor's repository, after it saved. */
export function readRepository(page: Page): Promise<[string, string][]> {
  return page.evaluate(async () => {
    const out: [string, string][] = [];
    const walk = async (folder: FileSystemDirectoryHandle, path: string) => {
      for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${path}/${name}`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          out.push([`${path}/${name}`, btoa(binary)]);
        }
      }
    };
    const site = await (await navigator.storage.getDirectory()).getDirectoryHandle("site");
    await walk(await site.getDirectoryHandle("content"), "content");
    return out;
  });
}

/**
 * A field of the open form by its label. The editor draws fields as they come into view, so the
 * form is scrolled (the pointer over the form's half of the screen) until the field is there.
 */
export async function field(page: Page, label: string, within: Locator = page.locator("body")): Promise<Locator> {
  const group = within.getByRole("group", { name: `“⁨${label}⁩” Field`, exact: true }).first();
  await expect(async () => {
    if ((await group.count()) === 0) {
      await page.mouse.move(300, 500);
      await page.mouse.wheel(0, 400);
    }
    expect(await group.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  await group.scrollIntoViewIfNeeded();
  return group;
}

/** Uploads a picture through an image field's dialog, or picks one uploaded before; `chosen` runs before Insert. */
export async function choosePicture(
  page: Page,
  imageField: Locator,
  upload?: string,
  pick?: string,
  chosen?: () => Promise<unknown>,
) {
  await imageField.getByRole("button", { name: "Browse" }).click();
  const dialog = page.getByRole("dialog", { name: "Select Image" });
  if (upload) {
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await (await chooser).setFiles(upload);
  } else await dialog.getByRole("option", { name: pick }).click();
  // The chosen picture is drawn from the file; wait until it is.
  const thumbnail = dialog.getByRole("option", { selected: true }).getByRole("img");
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await chosen?.();
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/**
 * Saves the open form. The editor writes the file and then goes back to the list, which it does
 * not show while a form is open; the test reads the files themselves afterwards.
 */
export async function save(page: Page) {
  const list = page.getByRole("tree", { name: "Collection List" });
  await expect(list).toBeHidden();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(list).toBeVisible({ timeout: 20_000 });
}

/**
 * Presses Save and sees the entry refused: the Site rules field lists the build's sentences, in
 * the order the build gives them, and the form stays open.
 */
export async function refused(page: Page, problems: (string | RegExp)[]) {
  const rules = await field(page, "Site rules");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(rules.getByRole("alert")).toHaveText(
    /The site would refuse this entry: the (rule it breaks is|\d+ rules it breaks are) listed below\.$/,
    {
      timeout: 15_000,
    },
  );
  await expect(rules.getByRole("listitem")).toHaveText(problems);
  await expect(page.getByRole("tree", { name: "Collection List" })).toBeHidden();
}

/** Leaves the open form without saving, saying so when the editor asks. */
export async function discard(page: Page) {
  const list = page.getByRole("tree", { name: "Collection List" });
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(list.or(ask)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole("button", { name: /discard|leave|ok/i }).click();
  await expect(list).toBeVisible();
}

/** Opens an entry of the collection on screen by the name its row shows. */
export async function openEntry(page: Page, name: string) {
  await page.getByRole("row", { name, exact: true }).click();
  await expect(page.getByRole("tree", { name: "Collection List" })).toBeHidden();
}
