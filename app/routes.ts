import { index, route, type RouteConfig } from "@react-router/dev/routes";
import type { PageKind } from "../content/schema/page";
import { biographyPaths, getContent } from "./site/content.server";
import { sermonFilterPaths } from "./site/sermons.server";

/** The route module that draws each kind of page of the registry in content/pages. */
const modules: Record<Exclude<PageKind, "home" | "not-found">, string> = {
  livestream: "routes/livestream.tsx",
  document: "routes/document-page.tsx",
  distinctives: "routes/distinctives.tsx",
  staff: "routes/staff.tsx",
  history: "routes/history.tsx",
  sermons: "routes/sermons.tsx",
  events: "routes/events.tsx",
  membership: "routes/membership.tsx",
  "reading-plan": "routes/reading-plan.tsx",
  reading: "routes/reading.tsx",
  ministry: "routes/ministry.tsx",
  "care-groups": "routes/care-groups.tsx",
  "education-plan": "routes/education-plan.tsx",
  fall: "routes/fall.tsx",
  conference: "routes/conference.tsx",
  search: "routes/search.tsx",
  visit: "routes/visit.tsx",
  accessibility: "routes/accessibility.tsx",
};

// Reading the content checks all of it, so broken content stops the build before anything is written.
const content = getContent();

// Every page of the registry at its path and each alias; the home page is the index route.
const pages = content.pages.flatMap(({ kind, path, aliases = [] }) => {
  if (kind === "not-found") return [];
  if (kind === "home") return [index("routes/home.tsx")];
  return [path, ...aliases].map((address) => route(address, modules[kind], { id: `${kind}${address}` }));
});

// One biography page per staff member with an `about` section.
const biographies = biographyPaths(content).map((path) => route(path, "routes/staff-bio.tsx", { id: `bio${path}` }));

// One page per series, speaker and book of the church's sermons, under the sermons page.
const sermonFilters = sermonFilterPaths(content).map((path) =>
  route(path, "routes/sermon-filter.tsx", { id: `sermons${path}` }),
);

// React Router writes a route module's types only for the routes it is given: while it writes them
// (react-router typegen, before tsc), a module no page of this church uses (the conference's, when
// the church has none) gets a route of its own, so every module type-checks whatever the content.
const drawn = new Set([
  ...content.pages.map((page) => page.kind),
  ...(biographies.length > 0 ? ["bio"] : []),
  ...(sermonFilters.length > 0 ? ["sermon-filter"] : []),
]);
const typesOnly = process.argv.includes("typegen")
  ? [
      ...Object.entries(modules)
        .filter(([kind]) => !drawn.has(kind as PageKind))
        .map(([kind, module]) => route(`/__types_${kind}`, module, { id: `types-${kind}` })),
      ...(drawn.has("bio") ? [] : [route("/__types_bio", "routes/staff-bio.tsx", { id: "types-bio" })]),
      ...(drawn.has("sermon-filter")
        ? []
        : [route("/__types_sermon_filter", "routes/sermon-filter.tsx", { id: "types-sermon-filter" })]),
    ]
  : [];

export default [
  ...pages,
  ...biographies,
  ...sermonFilters,
  ...typesOnly,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
