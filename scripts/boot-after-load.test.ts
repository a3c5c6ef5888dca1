// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bootAfterLoad } from "./boot-after-load";

const page = (boot: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="stylesheet" href="/assets/style.css"/></head><body><main>Text</main>` +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script></body></html>`;

const reactRouterBoot =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/home-4.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-2.js");';

describe("bootAfterLoad", () => {
  const out = bootAfterLoad(page(reactRouterBoot));

  it("takes the module preloads out of the head and leaves the page's other tags as they were", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(out).not.toContain('type="module"');
  });

  it("asks for the modules, then imports them in the same order in a later task, once the page has loaded and painted", async () => {
    const script = /<script>(\(\(\) => \{[\s\S]*?)<\/script>/.exec(out)![1]!;
    const events: string[] = [];
    const listeners: (() => void)[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      readyState: "loading",
      images: [],
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
    };
    const fakeImport = (url: string) => {
      events.push(`import ${url}`);
      return Promise.resolve({ url });
    };
    const frames: (() => void)[] = [];
    // Tasks are run one at a time here, each followed by its microtasks, as a browser would.
    const tasks: (() => void)[] = [];
    const runNextTask = async () => {
      tasks.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const run = new Function(
      "window",
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "importModule",
      script.replaceAll("import(", "importModule("),
    );
    run(
      window,
      document,
      (_: string, listener: () => void) => listeners.push(listener),
      (frame: () => void) => frames.push(frame),
      (task: () => void) => tasks.push(task),
      fakeImport,
    );
    expect(events).toEqual([]);
    listeners.forEach((listener) => listener());
    expect(events).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual([]);
    frames.forEach((frame) => frame());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual([]);
    // The fallback timer queued first starts the boot: the module requests, and nothing else.
    await runNextTask();
    expect(events).toEqual(["modulepreload /assets/manifest-1.js", "modulepreload /assets/entry.client-2.js"]);
    // The imports begin in a later task; the boot runs once however many timers fire.
    while (tasks.length > 0) await runNextTask();
    expect(events).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/home-4.js",
      "import /assets/entry.client-2.js",
    ]);
    expect(window["__reactRouterRouteModules"]).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/home": { url: "/assets/home-4.js" },
    });
  });

  it("stops the build when React Router's boot script changes shape", () => {
    expect(() => bootAfterLoad(page('import("/assets/entry.client-2.js");'))).toThrow(/expected shape/);
    expect(() => bootAfterLoad("<html></html>")).toThrow(/expected shape/);
  });
});
