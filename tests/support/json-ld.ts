/** A JSON-LD block or node, parsed. */
export type JsonLdNode = Record<string, unknown>;

/** The `@id` a value points at when it is a reference (`{"@id": …}` and nothing else). */
const referenceId = (value: object): unknown => {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === "@id" ? (value as JsonLdNode)["@id"] : undefined;
};

/**
 * The things a page's JSON-LD describes, as a search engine reads them: each block, or each node
 * of a block's `@graph` that no other node points at, with its context and with every `{"@id"}`
 * reference to a node of the same graph replaced by that node (the events page writes the church
 * and each place once and points at them; app/lib/structured-data.ts, feedEventsJsonLd).
 */
export function jsonLdThings(blocks: readonly JsonLdNode[]): JsonLdNode[] {
  return blocks.flatMap((block) => {
    const graph = block["@graph"] as JsonLdNode[] | undefined;
    if (!graph) return [block];
    const byId = new Map<unknown, JsonLdNode>(graph.map((node) => [node["@id"], node]));
    const pointedAt = new Set<unknown>();
    const resolve = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(resolve);
      if (value === null || typeof value !== "object") return value;
      const id = referenceId(value);
      if (id !== undefined && byId.has(id)) {
        pointedAt.add(id);
        return resolve(byId.get(id));
      }
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
    };
    const things = graph.map((node) => resolve(node) as JsonLdNode);
    return things
      .filter((_, i) => !pointedAt.has(graph[i]!["@id"]))
      .map((thing) => ({ "@context": block["@context"], ...thing }));
  });
}

/** The `{"@id"}` references of a block that name no node of its own graph. */
export function danglingReferences(block: JsonLdNode): string[] {
  const graph = (block["@graph"] as JsonLdNode[] | undefined) ?? [block];
  const ids = new Set(graph.map((node) => node["@id"]));
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== "object") return;
    const id = referenceId(value);
    if (typeof id === "string" && !ids.has(id)) found.push(id);
    Object.values(value).forEach(visit);
  };
  graph.forEach(visit);
  return found;
}
