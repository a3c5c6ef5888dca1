/**
 * How Cloudflare Pages and Netlify read `_headers`, as their documentation and their own parsers
 * describe it, so a unit test can ask what each host sends at an address. Cloudflare's engine
 * also runs for real in the end-to-end tests (Wrangler); Netlify has no offline engine.
 *
 * Both: a line starting with "/" opens a rule for that address pattern ("*" matches anything,
 * ":name" one segment), matched against the address as sent (percent-encoding and all);
 * an indented "Name: value" adds a header to it; every rule that matches the address applies, in
 * the file's order. Cloudflare: a later rule's value for a header already set is joined to it
 * with ", ", unless the rule first detached the header with "! Name". Netlify: a later rule's
 * value replaces the earlier one, and a line without a colon (so "! Name") is skipped.
 */
export type StaticHost = "cloudflare" | "netlify";

interface Rule {
  pattern: RegExp;
  set: [string, string][];
  unset: string[];
}

function parse(text: string, host: StaticHost): Rule[] {
  const rules: Rule[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      // Cloudflare compiles a rule with more than one splat into no rule at all.
      if (host === "cloudflare" && line.split("*").length > 2) throw new Error(`two splats in ${line}`);
      const source = line
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"));
      rules.push({ pattern: new RegExp(`^${source.join(".*")}$`), set: [], unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`a header before any address: ${line}`);
    const colon = line.indexOf(":");
    if (colon === -1) {
      if (host === "cloudflare" && line.startsWith("!")) rule.unset.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers (names in lower case) that `host` adds from `_headers` to its answer at `path`. */
export function staticHostHeaders(text: string, host: StaticHost, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const setByRules = new Set<string>();
  for (const rule of parse(text, host).filter((r) => r.pattern.test(path))) {
    for (const name of rule.unset) delete headers[name];
    for (const [name, value] of rule.set) {
      const join = host === "cloudflare" && setByRules.has(name) && headers[name] !== undefined;
      headers[name] = join ? `${headers[name]}, ${value}` : value;
      setByRules.add(name);
    }
  }
  return headers;
}
