import { z } from "zod";

/** The font families a church may choose: each a stack of fonts visitors' devices have, so none is downloaded. */
export const fontStacks = {
  "system-sans": 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  "humanist-sans": 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  "geometric-sans": 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  // Apple's systems have Iowan and Windows has Palatino Linotype; the rest take their own serif. Each
  // name a system lacks is one more look-up before the next (on Linux, a call to another process,
  // in the first layout of every page): Palatino, Book Antiqua and Georgia came after one of them.
  "old-style-serif": '"Iowan Old Style", "Palatino Linotype", serif',
  "transitional-serif": 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
} as const;
export type FontChoice = keyof typeof fontStacks;
export const fontChoices = Object.keys(fontStacks) as [FontChoice, ...FontChoice[]];

/** A color as #rrggbb. */
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a color written #rrggbb, such as #1f4d3a");

/** The church's colors and fonts (app/lib/brand.ts makes every color of the site from them). */
export const brandSchema = z
  .strictObject({
    primary: hexColor.describe(
      "The church's main color, as #rrggbb: buttons, the logo's tile, the footer and headings. White text sits on it, and it sits on white.",
    ),
    accent: hexColor.describe(
      "A light second color, as #rrggbb: the notice atop every page and the footer's headings.",
    ),
    link: hexColor.optional().describe("Links in text, as #rrggbb; the main color when left out."),
    focus: hexColor
      .optional()
      .describe("The ring around what the keyboard is on, as #rrggbb; a deep orange when left out."),
    bodyFont: z
      .enum(fontChoices, { error: `must be one of ${fontChoices.join(", ")}` })
      .optional()
      .describe(
        `The font of the text: ${fontChoices.join(", ")} (fonts visitors' devices have; nothing is downloaded).`,
      ),
    displayFont: z
      .enum(fontChoices, { error: `must be one of ${fontChoices.join(", ")}` })
      .optional()
      .describe(`The font of the headings: ${fontChoices.join(", ")}.`),
  })
  .optional()
  .describe(
    "The church's colors and fonts, on every page, icon, link preview, bookmark and PDF. The build refuses a color a visitor could not read (WCAG AA contrast).",
  );

export type Brand = z.infer<typeof brandSchema>;
