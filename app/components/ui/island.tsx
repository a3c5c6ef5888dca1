import type { ComponentType } from "react";

/**
 * The React widgets that the browser hydrates on a root of their own (app/browser/islands.ts);
 * every other component is HTML only, with at most a small enhancement module.
 */
export type IslandName = "carousel" | "reading-plan-weeks";

/** Props of {@link Island}. */
export interface IslandProps<P extends object> {
  /** Which widget this is; the browser finds its code by this name. */
  name: IslandName;
  component: ComponentType<P>;
  /** Everything the component draws from, sent along as JSON to render it again in the browser. */
  props: P;
  /**
   * For a widget drawn for one week (its Monday, YYYY-MM-DD): its HTML is right all that week,
   * so it is hydrated only for a visitor in another (app/browser/islands.ts), and the head's
   * loader fetches nothing for it at load when its route names the week (app/lib/page-script.ts).
   */
  week?: string;
}

/**
 * A widget rendered at build time like any component, in a box the browser hydrates on its own
 * with the same props, once the page is interactive and only when the widget needs it (see the
 * island's entry in app/browser/islands.ts). The box takes no part in the layout (global.css).
 * An island that hydrates without input (not in `islandsOnInput`) needs its page's route to say
 * `handle: { scriptAtLoad: true }`, or the week it is drawn for (app/lib/page-script.ts);
 * otherwise it waits for an input.
 */
export function Island<P extends object>({ name, component: Widget, props, week }: IslandProps<P>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} data-week={week}>
      <Widget {...props} />
    </div>
  );
}
