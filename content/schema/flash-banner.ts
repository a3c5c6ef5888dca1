import { z } from "zod";
import { checkNoticeDates, noticeDates } from "./common.ts";

/** The notice at the very top of every page, in content/flash-banner.yaml. */
export const flashBannerSchema = z
  .strictObject({
    flashMessageHtml: z
      .string()
      .trim()
      .default("")
      .describe("The notice. Links and bold/italic are kept; anything else is removed. Leave empty for no banner."),
    ...noticeDates.shape,
  })
  .superRefine(checkNoticeDates);

export type FlashBanner = z.infer<typeof flashBannerSchema>;
