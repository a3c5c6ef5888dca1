/**
 * The browser editor at /admin: Sveltia CMS from its npm build, bundled by the site's build with
 * its fonts and icons (its script-tag build fetches them from a CDN), and started with the
 * configuration the build made from the content schemas (admin/editor-config.ts). Before the
 * editor saves an entry, the build's own content check runs over it (admin/content-check-field.ts).
 */
import CMS, { type AppEventListener } from "@sveltia/cms";
import config from "virtual:editor-config";
import { contentCheckControl, draftCheck, type EditorReact } from "./content-check-field.ts";
import { fieldsPreview, previewForms } from "./previews.ts";
import { repositoryChanged, type EditorEntry } from "./repository.ts";

const react = window as unknown as EditorReact;

CMS.registerFieldType("content-check", contentCheckControl(config, react) as never);
for (const { name, fields } of previewForms(config)) {
  CMS.registerPreviewTemplate(name, fieldsPreview(react, fields) as never);
}

// The check runs once more as the entry is written, so a form whose rules field was never drawn is
// refused too, with the same sentences; and a new entry left without a place is put last.
CMS.registerEventListener({
  name: "preSave",
  handler: (async ({ entry }) => {
    const { problems, place } = await draftCheck(config, entry as unknown as EditorEntry);
    if (problems.length > 0) throw new Error("saving_failed", { cause: new Error(problems.join("\n")) });
    return place ? entry.setIn(["data", place.field], place.value) : undefined;
  }) as AppEventListener["handler"],
});
CMS.registerEventListener({ name: "postSave", handler: () => repositoryChanged() });

void CMS.init({ config });
