import { createContext } from "react";

/**
 * The third-party frames' inline script (app/browser/external-embed.ts), which the root layout
 * provides from the build and each ExternalEmbed writes after its box. Without it (a component
 * test), the figure is only its markup. A module of its own, so that the root layout, which
 * provides it, does not import ExternalEmbed's styles ahead of the pages' own.
 */
export const FrameScript = createContext<string | undefined>(undefined);
