/**
 * The preview pane of each form. Every collection and single file gets a template, so that the
 * editor's reader of entries (`getCollection`, which it hands only to preview templates) reaches
 * the content check as soon as any form is open (admin/repository.ts).
 */
import type { CmsConfig, Field } from "@sveltia/cms";
import { connectRepository } from "./repository.ts";
import type { EditorReact } from "./content-check-field.ts";

interface PreviewProps {
  getCollection: Parameters<typeof connectRepository>[0];
  widgetFor: (name: string) => unknown;
  entry: { get(key: "data"): { toJS(): Record<string, unknown> } | undefined };
}

/**
 * Every form of the editor by the name it looks its preview template up by: a folder
 * collection's, or a file's (of a collection of files, or a single file).
 */
export function previewForms(config: CmsConfig): { name: string; fields: Field[] }[] {
  return [...(config.collections ?? []), ...(config.singletons ?? [])].flatMap((form) => {
    if (!("name" in form) || !form.name) return [];
    if ("files" in form && form.files) return form.files.map(({ name, fields }) => ({ name, fields }));
    return "fields" in form && form.fields ? [{ name: form.name, fields: form.fields }] : [];
  });
}

/** The fields of an entry as the editor previews them, one after another, with their labels. */
export function fieldsPreview({ createClass, h }: EditorReact, fields: { name: string; label?: string }[]) {
  return createClass({
    render(this: { props: PreviewProps }) {
      connectRepository(this.props.getCollection);
      return h(
        "div",
        null,
        ...fields
          .filter((field) => field.name !== "contentCheck")
          .map((field) =>
            h(
              "section",
              { key: field.name },
              h("h3", null, field.label ?? field.name),
              this.props.widgetFor(field.name),
            ),
          ),
      );
    },
  });
}
