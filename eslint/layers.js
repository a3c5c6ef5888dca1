/**
 * The project's layers, enforced for every import: `~/` aliases and relative paths alike, since
 * both reach the same files. Dependencies flow content -> lib / site -> components -> features ->
 * routes (README, "Where things live"); app/ never reaches server/ or scripts/; and no module imports itself
 * through a chain of others (a cycle), which would make its order of evaluation an accident.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The layer of a file of the project, by its path from the root; undefined for a package. */
export function layerOf(file) {
  const path = relative(root, file).split("\\").join("/");
  if (path.startsWith("content/")) return "content";
  const app = /^app\/(lib|site|components|features|routes|browser)\//.exec(path);
  if (app) return app[1];
  if (path.startsWith("app/")) return "app";
  for (const top of ["server", "scripts", "tests", "eslint", "admin"]) if (path.startsWith(`${top}/`)) return top;
  return "root";
}

/** What each layer may import, besides packages and itself. */
const allowed = {
  content: [],
  lib: ["content"],
  site: ["content", "lib"],
  components: ["content", "lib"],
  features: ["content", "lib", "site", "components"],
  routes: ["content", "lib", "site", "components", "features"],
  browser: ["content", "lib", "components", "features"],
  app: ["content", "lib", "site", "components", "features", "routes"],
  server: ["content", "lib"],
  admin: ["content", "lib", "components", "features"],
};

const why = {
  content: "content/ holds data and schemas only",
  lib: "app/lib is pure logic: no content reading, no UI",
  site: "app/site reads content at build time; it draws nothing",
  components: "shared components take their data as props",
  features: "a feature uses lib, site and components, never another feature or a route",
  routes: "a route module composes features; it imports no other route",
  browser: "app/browser is what runs in the browser: enhancement modules and islands, never build-time code",
  app: "app/ is served as it is built",
  server: "the server serves the build; it knows the site only through app/lib",
  admin:
    "the site editor knows the site through the content's manifest and schemas, the pure logic that checks them, and the components its previews draw with",
};

/** The file an import names, or undefined for a package (or a file that cannot be found). */
export function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Whether a file in layer `from` may import one in layer `to`; features may not import another feature. */
function permitted(fromLayer, toLayer, fromFile, toFile) {
  if (!(fromLayer in allowed)) return true;
  if (fromLayer === toLayer) {
    if (fromLayer === "routes") return false;
    if (fromLayer === "features") return featureOf(fromFile) === featureOf(toFile);
    return true;
  }
  return allowed[fromLayer].includes(toLayer);
}

const featureOf = (file) => relative(join(root, "app/features"), file).split(/[\\/]/)[0];

/**
 * The static imports of a file that exist when it runs (no `import type`), read without a parser.
 * A dynamic import() runs later, so it closes no cycle of evaluation.
 */
const importPattern = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/g;
/** Each file's imports, kept while the file is unchanged (an editor lints the same files again). */
const graph = new Map();
function runtimeImports(file) {
  const changed = existsSync(file) ? statSync(file).mtimeMs : 0;
  const known = graph.get(file);
  if (known?.changed === changed) return known.targets;
  const text = changed ? readFileSync(file, "utf8") : "";
  const targets = [...text.matchAll(importPattern)]
    .map((m) => resolveImport(file, m[1]))
    .filter((target) => target !== undefined);
  graph.set(file, { changed, targets });
  return targets;
}

/** A chain of imports from `start` back to `file`, if there is one. */
function cycleThrough(file, start) {
  const seen = new Set();
  const walk = (current, chain) => {
    if (current === file) return chain;
    if (seen.has(current)) return undefined;
    seen.add(current);
    for (const next of runtimeImports(current)) {
      const found = walk(next, [...chain, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

const sources = (node) => (node.source && typeof node.source.value === "string" ? [node.source] : []);

export default {
  rules: {
    boundaries: {
      meta: { type: "problem", schema: [], messages: { layer: "{{from}} may not import {{to}}: {{why}}." } },
      create(context) {
        const file = context.filename;
        const fromLayer = layerOf(file);
        // A test may reach whatever it tests with, such as the real content.
        if (/\.test\.tsx?$/.test(file)) return {};
        const check = (source, typeOnly) => {
          // A type carries no code: the UI may type its props from the loader that fills them,
          // while content, lib, site and server stay ignorant of the layers above them.
          if (typeOnly && !["content", "lib", "site", "server"].includes(fromLayer)) return;
          const target = resolveImport(file, source.value);
          if (!target) return;
          const toLayer = layerOf(target);
          if (permitted(fromLayer, toLayer, file, target)) return;
          context.report({
            node: source,
            messageId: "layer",
            data: { from: relative(root, file), to: relative(root, target), why: why[fromLayer] },
          });
        };
        // `import { type A }` still loads the module (verbatimModuleSyntax keeps `import {}`).
        const typeOnly = (node) => node.importKind === "type" || node.exportKind === "type";
        const visit = (node) => sources(node).forEach((source) => check(source, typeOnly(node)));
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: (node) => node.source.type === "Literal" && check(node.source, false),
        };
      },
    },
    "no-cycle": {
      meta: { type: "problem", schema: [], messages: { cycle: "Import cycle: {{chain}}." } },
      create(context) {
        const file = context.filename;
        const check = (node) => {
          if (node.importKind === "type" || node.exportKind === "type") return;
          for (const source of sources(node)) {
            const target = resolveImport(file, source.value);
            const chain = target && cycleThrough(file, target);
            if (chain) {
              const names = [file, ...chain].map((f) => relative(root, f));
              context.report({ node: source, messageId: "cycle", data: { chain: names.join(" -> ") } });
            }
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};
