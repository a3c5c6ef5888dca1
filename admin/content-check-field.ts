/**
 * The form's "Site rules" field: it holds nothing, and tells the editor whether the entry may be
 * saved. The editor asks a field's `isValid` before every save (and as the office types), waits
 * for its answer and refuses the save while it is not valid, with its message under the field.
 * The answer is the build's own check (admin/entry-check.ts) over the repository with this entry
 * in it, so a save that the build would refuse never reaches the repository.
 */
import type { CmsConfig } from "@sveltia/cms";
import type { EditorEntry, EditorReact } from "./editor-reader.ts";

/** The field's control, for `CMS.registerFieldType("content-check", …)`. */
export function contentCheckControl(config: CmsConfig, { createClass, h }: EditorReact) {
  let ticket = 0;
  return createClass({
    getInitialState: () => ({ problems: undefined as string[] | undefined }),
    async isValid(this: { props: { entry?: EditorEntry }; setState(state: object): void }) {
      // The office types faster than the check runs: only the last question of a burst is answered.
      const mine = ++ticket;
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (mine !== ticket) return true;
      const { draftCheck, formProblems } = await import("./draft-check.ts");
      const problems = formProblems((await draftCheck(config, this.props.entry)).problems);
      this.setState({ problems });
      if (problems.length === 0) return true;
      const rules = problems.length === 1 ? "the rule it breaks is" : `the ${problems.length} rules it breaks are`;
      return { error: { message: `The site would refuse this entry: ${rules} listed below.` } };
    },
    render(this: { state: { problems?: string[] }; props: { forID: string } }) {
      const { problems } = this.state;
      const said =
        problems === undefined
          ? [h("p", { key: "wait" }, "The entry is checked against the site's rules as you type.")]
          : problems.length === 0
            ? [h("p", { key: "ok" }, "Nothing in this entry that the site would refuse.")]
            : [
                h("p", { key: "head" }, "Not saved until this is corrected:"),
                h("ul", { key: "list" }, ...problems.map((problem) => h("li", { key: problem }, problem))),
              ];
      // Read out when the answer changes, without moving the office's focus.
      return h("div", { id: this.props.forID, "aria-live": "polite" }, ...said);
    },
  });
}
