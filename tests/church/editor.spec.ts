/**
 * The site editor at /admin starts for any church, not only the sample: given the church's own
 * content as its local repository, it loads its configuration without an error, and a form of
 * each collection and file it offers opens, with the check of the site's rules at its top. A
 * configuration that names a list the church does not have (a class of an education plan it
 * has no file for) stops the editor before its first screen.
 */
import { openLocalRepository } from "../support/editor";
import { expect, test } from "../e2e/fixtures";

// The editor's preview is a frame of its own, which it makes able to run scripts; the browser says so.
test.use({ allowConsole: [/allow-scripts and allow-same-origin/] });

test("the editor starts on the church's content, and a form of each of its collections opens", async ({ page }) => {
  test.setTimeout(120_000);
  await openLocalRepository(page);
  await expect(page.getByText(/errors in the CMS configuration/)).toHaveCount(0);
  const list = page.getByRole("tree", { name: "Collection List" });
  const names = [...(await list.ariaSnapshot()).matchAll(/treeitem "([^"]+)"/g)].map((match) => match[1]!);
  expect(names).toEqual(expect.arrayContaining(["Site settings", "Home page", "Menu"]));

  const form = page.getByRole("group", { name: "Content Editor" });
  const collection = page.getByRole("main", { name: /Collection$/ });
  // By place, not name: a file and a folder may share one (the care groups' page words and their groups).
  for (const [i, name] of names.entries()) {
    await list.getByRole("treeitem").nth(i).click();
    // The editor says what it now shows, once it shows it: the list or form before is gone by then.
    const quoted = `“⁨${name}⁩”`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const shown = page.getByRole("status").filter({ hasText: new RegExp(`now (viewing|editing) the ${quoted}`) });
    await expect(shown).toBeVisible();
    // A single file opens as its form; a folder lists its entries (or its files, for the pages the
    // site has one of), of which the first opens, or a new entry's form when it has none.
    if (/now viewing/.test(await shown.innerText())) {
      // Its list is drawn after its heading: wait for a first row, or for the word that it has none.
      const rows = collection.getByRole("grid").getByRole("row");
      const empty = collection.getByText("This collection has no entries yet.");
      await expect(rows.first().or(empty)).toBeVisible();
      if (await empty.isVisible()) await collection.getByRole("button", { name: "Create New Entry" }).first().click();
      else await rows.first().click();
    }
    await expect(form, name).toBeVisible();
    await expect(form.getByRole("group", { name: "“⁨Site rules⁩” Field" }), name).toBeVisible();
    await form.getByRole("button", { name: "Cancel Editing" }).click();
    const ask = page.getByRole("alertdialog");
    await expect(list.or(ask)).toBeVisible();
    if (await ask.isVisible()) await ask.getByRole("button", { name: /discard|leave|ok/i }).click();
    await expect(list).toBeVisible();
  }
});
