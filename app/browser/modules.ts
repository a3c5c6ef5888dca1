/** An enhancement module: attaches a behavior to one element of the pre-rendered page. */
export type EnhancementModule = (element: HTMLElement) => void;

/**
 * Starts the module each `data-module` element (of those `selector` picks) names; returns how many
 * could not start. One module that fails leaves the others running and its element as the HTML
 * made it.
 */
export function startModules(
  root: ParentNode,
  modules: Record<string, EnhancementModule>,
  selector = "[data-module]",
): number {
  let failed = 0;
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const name = element.dataset.module!;
    const start = modules[name];
    if (!start) {
      console.error(`No enhancement module is named "${name}".`);
      failed++;
      continue;
    }
    try {
      start(element);
    } catch (error) {
      console.error(`The enhancement module "${name}" failed:`, error);
      failed++;
    }
  }
  return failed;
}

/**
 * A module whose code is fetched when a page names it, for a module only one page has; one that
 * cannot be fetched or fails says so in the console and leaves its element as the HTML made it.
 */
export function later(load: () => Promise<EnhancementModule>): EnhancementModule {
  return (element) => {
    load()
      .then((start) => start(element))
      .catch((error: unknown) => console.error(`The enhancement module "${element.dataset.module}" failed:`, error));
  };
}
