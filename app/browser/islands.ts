/**
 * The island loader: for each widget the page marks `data-island`, React and the widget's code
 * are fetched only when it needs them, after the page is interactive, and the widget is hydrated
 * on a root of its own with the props the build rendered it with (`data-props`). A page without
 * islands never loads React. Adding a widget: render it through `<Island>`
 * (app/components/ui/island.tsx), give it a module in ./islands/ and an entry below, and name it
 * in `islandsOnInput` (app/lib/page-script.ts) when it waits for an interaction inside it.
 */
import type { IslandName } from "~/components/ui/island";
import { whenShown } from "~/lib/page-lifecycle";
import { islandsOnInput } from "~/lib/page-script";
import { visitorWeek } from "~/lib/reading-plan";

interface IslandModule {
  /** Hydrates the widget in `element`; resolves once it has committed, so its handlers are live. */
  hydrate(element: HTMLElement, props: never): Promise<void>;
}

interface IslandEntry {
  load(): Promise<IslandModule>;
}

export const islands: Record<IslandName, IslandEntry> = {
  carousel: { load: () => import("./islands/carousel") },
  // The page lists the weeks around the day it was built (its `data-week`); React moves them to
  // the visitor's week, when that is another.
  "reading-plan-weeks": { load: () => import("./islands/reading-plan-weeks") },
};

const interactions = ["pointerover", "pointerdown", "touchstart", "focusin", "click"] as const;

/**
 * Hydrates each island of the page: one named in `interactive` on the visitor's first pointer,
 * touch or focus inside the widget, whose HTML works until then (a click that came first is
 * replayed); any other once the page is loaded, shown and idle. An island drawn for the week the
 * visitor is in (`data-week`, Island's `week`) is right as it is and is not hydrated.
 */
export function startIslands(
  root: ParentNode,
  entries: Record<string, IslandEntry> = islands,
  interactive: readonly string[] = islandsOnInput,
): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const entry = entries[element.dataset.island!];
    if (!entry) {
      console.error(`No island is named "${element.dataset.island}".`);
      continue;
    }
    if (element.dataset.week === visitorWeek()) continue;
    const props = JSON.parse(element.dataset.props ?? "{}") as never;
    if (!interactive.includes(element.dataset.island!)) {
      const hydrate = () => void entry.load().then((module) => module.hydrate(element, props));
      whenShown(() => (window.requestIdleCallback ?? setTimeout)(hydrate));
      continue;
    }
    let started: Promise<void> | undefined;
    // Once React is attached to the box it handles (and replays) presses itself.
    let attached = false;
    let clicked: HTMLElement | undefined;
    const onInteraction = (event: Event) => {
      // A button pressed before React is there is pressed again once it is.
      if (event.type === "click" && !attached && !clicked)
        clicked = (event.target as Element).closest("button") ?? undefined;
      started ??= entry
        .load()
        .then((module) => {
          attached = true;
          return module.hydrate(element, props);
        })
        .then(
          () => {
            for (const type of interactions) element.removeEventListener(type, onInteraction, true);
            clicked?.click();
          },
          (error: unknown) => {
            // The widget's HTML still works (the strip scrolls); the next interaction tries again.
            console.error(`The island "${element.dataset.island}" could not be loaded:`, error);
            started = undefined;
            clicked = undefined;
          },
        );
    };
    for (const type of interactions) element.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
}
