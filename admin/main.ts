/**
 * The browser editor at /admin: Sveltia CMS from its npm build, bundled by the site's build with
 * its fonts and icons (its script-tag build fetches them from a CDN), and started with the
 * configuration the build made from the content schemas (admin/editor-config.ts). Before the
 * editor saves an entry, the build's own content check runs over it (admin/content-check-field.ts),
 * and its preview is drawn with the site's components and styles (admin/previews.ts). Both load
 * when a form first needs them. Once hosted, a panel follows each save to the live site
 * (admin/publish-watch.ts).
 */
import CMS from "@sveltia/cms";
import config from "virtual:editor-config";
import publish from "virtual:editor-publish";
import siteStyles from "../app/styles/global.css?inline";
import { contentCheckControl } from "./content-check-field.ts";
import type { EditorReact } from "./editor-reader.ts";
import { preSaveHandler } from "./pre-save.ts";
import { previewForms, previewTemplate } from "./previews.ts";
import { watchPublishing, type SavedEntry } from "./publish-watch.ts";

const react = window as unknown as EditorReact;

CMS.registerFieldType("content-check", contentCheckControl(config, react) as never);
for (const { name, fields } of previewForms(config)) {
  CMS.registerPreviewTemplate(name, previewTemplate(config, react, fields) as never);
}
// The preview frame gets the site's own styles: its tokens and global rules, which the editor's
// page must not get, and the components' rules, which this bundle's stylesheet holds.
CMS.registerPreviewStyle(siteStyles, { raw: true });
for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/admin/"]'))
  CMS.registerPreviewStyle(sheet.href);

CMS.registerEventListener({ name: "preSave", handler: preSaveHandler(config) });
// After a save the panel follows the change to the live site (admin/publish-watch.ts).
const publishing = watchPublishing(config, publish.pages, publish.stamp);
CMS.registerEventListener({
  name: "postSave",
  handler: (async ({ entry }: { entry: SavedEntry }) => {
    (await import("./draft-check.ts")).repositoryChanged();
    publishing.saved(entry);
  }) as never,
});

void CMS.init({ config });
