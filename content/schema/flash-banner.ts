import { z } from "zod";
import { checkNoticeDates, noticeDates } from "./common.ts";

/** The notice at the very top of every page, in content/flash-banner.yaml. */
export const flashBannerSchema = z
  .strictObject({
    flashMessage: z
      .string()
      .trim()
      .default("")
      .describe(
        "The notice, one paragraph. A link is written \\[the words\\](/page), bold \\*\\*words\\*\\* and italics \\*words\\*. Leave empty for no banner.",
      ),
    ...noticeDates.shape,
  })
  .superRefine(checkNoticeDates);

export type FlashBanner = z.infer<typeof flashBannerSchema>;
