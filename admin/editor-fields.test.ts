import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hexColor } from "../content/schema/brand.ts";
import { clock, href, imagePath, isoDate, text } from "../content/schema/common.ts";
import { actionSchema } from "../content/schema/action.ts";
import { editorField, editorFields, labelOf, namesOf, summaryOf } from "./editor-fields.ts";

describe("an editor field from a zod schema", () => {
  it("keeps the name, is required unless optional, and shows the description as help", () => {
    expect(editorField("firstName", text)).toEqual({ name: "firstName", label: "First name", widget: "string" });
    expect(editorField("note", text.optional().describe("Shown beside it."))).toEqual({
      name: "note",
      label: "Note",
      required: false,
      hint: "Shown beside it.",
      widget: "text",
    });
  });

  it("carries a pattern with the schema's own message, and a length limit", () => {
    const url = text.regex(/^[a-z]+$/, "must use lower-case letters only").max(20);
    expect(editorField("url", url)).toMatchObject({
      widget: "string",
      pattern: ["^[a-z]+$", "must use lower-case letters only"],
      maxlength: 20,
    });
  });

  it("gives dates, times, pictures and colors their own widgets", () => {
    expect(editorField("link", hexColor.optional())).toEqual({
      name: "link",
      label: "Link",
      required: false,
      widget: "color",
      allowInput: true,
      pattern: ["^#[0-9a-fA-F]{6}$", "must be a color written #rrggbb, such as #1f4d3a"],
    });
    expect(editorField("day", isoDate)).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(editorField("start", clock)).toMatchObject({ widget: "datetime", format: "HH:mm", date_format: false });
    expect(editorField("imgSrc", imagePath.optional())).toMatchObject({
      widget: "image",
      required: false,
      choose_url: false,
      accept: "image/jpeg,image/png,image/webp,image/avif,image/svg+xml",
    });
  });

  it("turns numbers, booleans, enums and e-mail addresses into their inputs", () => {
    expect(editorField("order", z.number().int().min(1).max(9))).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 9,
    });
    expect(editorField("tableOfContents", z.boolean().optional())).toMatchObject({ widget: "boolean" });
    expect(editorField("day", z.enum(["Sunday", "Monday"]))).toMatchObject({
      widget: "select",
      options: ["Sunday", "Monday"],
    });
    expect(editorField("email", z.email({ error: "must be an e-mail address" }))).toMatchObject({
      widget: "string",
      type: "email",
      pattern: [expect.stringContaining("@"), "must be an e-mail address"],
    });
  });

  it("makes lists of objects collapsible, named by their title", () => {
    const list = z.array(z.strictObject({ title: text, text })).min(1);
    expect(editorField("points", list)).toMatchObject({
      widget: "list",
      min: 1,
      summary: "{{fields.title}}",
      fields: [
        { name: "title", widget: "string" },
        { name: "text", widget: "text" },
      ],
    });
    expect(editorField("bio", z.array(text))).toMatchObject({
      widget: "list",
      field: { name: "paragraph", label: "Paragraph", widget: "text" },
    });
    // A list of choices keeps its order: each is a select of a list the office can reorder.
    expect(editorField("sections", z.array(z.enum(["A", "B"])).length(2))).toMatchObject({
      widget: "list",
      field: { name: "section", widget: "select", options: ["A", "B"] },
      min: 2,
      max: 2,
    });
    expect(editorField("aliases", z.array(text))).toMatchObject({ field: { name: "alias", label: "Alias" } });
    expect(editorField("country", text.length(2))).toMatchObject({ minlength: 2, maxlength: 2 });
    expect(editorField("year", z.int())).toMatchObject({ widget: "number", value_type: "int" });
  });

  it("merges a union of objects, requiring only what every choice requires", () => {
    const button = editorField("link", actionSchema);
    expect(button).toMatchObject({ widget: "object" });
    const fields = (button as { fields: { name: string; required?: boolean }[] }).fields;
    expect(fields.map((f) => [f.name, f.required ?? true])).toEqual([
      ["label", true],
      ["signUp", false],
      ["service", false],
      ["href", false],
    ]);
    expect(editorField("href", href)).toMatchObject({ widget: "string" });
  });

  it("refuses a schema it cannot show, naming the field", () => {
    expect(() => editorField("when", z.date())).toThrow('field "when": the editor has no widget for a zod date');
    expect(() => editorFields(z.array(text))).toThrow("the editor needs an object schema, not array");
    expect(() => editorField("message", z.string())).toThrow(
      'field "message": a text that may be empty must have a default',
    );
    expect(editorField("message", z.string().default(""))).toMatchObject({ required: false, widget: "string" });
  });
});

describe("names and labels", () => {
  it("labels a field in words", () => {
    expect(labelOf("serviceTimesSince")).toBe("Service times since");
    expect(labelOf("imgSrc")).toBe("Photo or image");
  });

  it("names an entry by its person's names, a two-part title, or its first naming field", () => {
    const fields = editorFields(z.strictObject({ order: z.number(), firstName: text, lastName: text }));
    expect(namesOf(fields)).toEqual(["firstName", "lastName"]);
    expect(summaryOf(editorFields(z.strictObject({ title: z.strictObject({ prefix: text, suffix: text }) })))).toBe(
      "{{fields.title.prefix}} {{fields.title.suffix}}",
    );
    expect(namesOf(editorFields(z.strictObject({ order: z.number(), topic: text })))).toEqual(["topic"]);
    // A banner's heading is optional; its image description is not.
    expect(namesOf(editorFields(z.strictObject({ alt: text, heading: text.optional() })))).toEqual(["alt"]);
    expect(summaryOf(editorFields(z.strictObject({ order: z.number() })))).toBeUndefined();
  });
});
