/**
 * The preview pane of each form. A banner, a section of cards, a staff member and a ministry page
 * are drawn with the site's own components and styles (admin/site-preview.tsx); any other entry,
 * or one the site would refuse as it stands, shows its fields as the editor previews them.
 */
import type { CmsConfig, Field } from "@sveltia/cms";
import type { EditorEntry, EditorReact } from "./editor-reader.ts";

interface PreviewProps {
  entry: EditorEntry;
  getAsset: (path: string) => { url?: string } | undefined;
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
    const { file, tree } = await draftCheck(config, this.props.entry);
    const picture = (src: string) => this.props.getAsset(src)?.url ?? src;
    this.setState({ markup: file && tree ? previewMarkup(tree, file, picture) : undefined });
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
