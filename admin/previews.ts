/**
 * The preview pane of each form. A banner, a section of cards, a staff member and a ministry page
 * are drawn with the site's own components and styles (admin/site-preview.tsx); any other entry,
 * or one the site would refuse as it stands, shows its fields as the editor previews them.
 */
import type { CmsConfig, Field } from "@sveltia/cms";
import type { EditorEntry, EditorReact } from "./editor-reader.ts";
import { uploadedBlob } from "./entry-text.ts";

/** What a picture the editor has not read yet shows meanwhile: an empty frame of its size. */
// No space in it: it goes into a srcset, where a space ends an address.
const blankPicture = "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='4'%20height='3'/%3E";

/** An address for a picture of the repository, made once each. */
const pictures = new WeakMap<File, string>();
const pictureOf = (file: File) => {
  if (!pictures.has(file)) pictures.set(file, URL.createObjectURL(file));
  return pictures.get(file)!;
};

interface PreviewProps {
  entry: EditorEntry;
  getAsset: (path: string) => { url?: string; fileObj?: File } | undefined;
  widgetFor: (name: string) => unknown;
}

interface Preview {
  props: PreviewProps;
  state: { markup?: string };
  timer?: ReturnType<typeof setTimeout>;
  setState(state: object): void;
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

/** The preview template of a form with these fields. */
export function previewTemplate(config: CmsConfig, { createClass, h }: EditorReact, fields: Field[]) {
  /** Draws the entry with the site's components a moment after the office stops typing. */
  async function draw(this: Preview) {
    const [{ draftCheck }, { previewMarkup }] = await Promise.all([
      import("./draft-check.ts"),
      import("./site-preview.tsx"),
    ]);
    const { file, text, check } = await draftCheck(config, this.props.entry);
    const picture = (src: string) => {
      const asset = this.props.getAsset(src);
      // The editor answers with the path itself for a picture it has not read: not an address here.
      const read = asset?.url && /^(blob|data):/.test(asset.url) ? asset.url : undefined;
      return uploadedBlob(src) ?? (read || (asset?.fileObj && pictureOf(asset.fileObj)) || blankPicture);
    };
    this.setState({ markup: file && text && check ? previewMarkup(check, file, text, picture) : undefined });
  }
  const later = function (this: Preview) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void draw.call(this), 300);
  };
  return createClass({
    getInitialState: () => ({ markup: undefined }),
    componentDidMount: later,
    componentDidUpdate(this: Preview, previous: PreviewProps) {
      if (previous.entry !== this.props.entry) later.call(this);
    },
    componentWillUnmount(this: Preview) {
      clearTimeout(this.timer);
    },
    render(this: Preview) {
      const { markup } = this.state;
      if (markup) return h("div", { dangerouslySetInnerHTML: { __html: markup } });
      return h(
        "div",
        { className: "page" },
        ...fields
          .filter((field) => field.name !== "contentCheck" && field.name !== "kind")
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
