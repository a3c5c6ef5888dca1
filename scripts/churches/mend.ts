/**
 * Content moved from one church to another, mended as an office would mend it: a sign-up or a
 * class the church does not have becomes one it has (or a button to the registration service, a
 * card's own title), a link to a page it does not have leads home, and a fact it does not have
 * ({{Nursery age}}) is said in the words the other church's fact said ("4"), and a button to a
 * service it does not offer (giving) writes to it (contact) instead. The church
 * generator (after it took features away) and `npm run add-feature` (after it brought one in)
 * both mend with it.
 */
import { parse, stringify } from "yaml";
import { collections, references } from "../../content/collections.ts";
import type { PageEntry } from "../../content/schema/page.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { actionLinks } from "../../app/lib/actions.ts";
import { lacks, statementNeeds } from "../../app/lib/content/feature-check.ts";
import { biographyPaths, pdfHref, type CheckedContent } from "../../app/lib/content/site-check.ts";
import { factTable } from "../../app/lib/facts-in-text.ts";
import { servedPaths } from "../../app/lib/page-registry.ts";
import type { Random } from "./random.ts";

type Name = Exclude<keyof typeof collections, "pages">;
type Data = Record<string, unknown>;

/** What the church has, that moved content may name. */
export interface MendContext {
  /** The names each reference field may give (signUp: the church's sign-ups), from referenceNames. */
  names: Record<string, string[]>;
  /** Every address of the church's pages, biographies and PDFs. */
  paths: ReadonlySet<string>;
  /** The facts the church has, by name. */
  facts: ReadonlySet<string>;
  /** The services the church gives an address (app/lib/actions.ts): writing to it always. */
  services: readonly string[];
  /** What each fact said where the content came from, for a fact the church does not have. */
  factValues: ReadonlyMap<string, string>;
  /** Picks among the names a reference may give. */
  random: Random;
}

/**
 * What a church has, from its collections' data and its pages' front matter, as the content check
 * reads it: its served addresses, biographies and PDFs (page-registry, site-check), its facts
 * (factTable) and the services it gives an address (actions).
 */
export function mendContext(
  data: Partial<Record<Name, unknown>>,
  pages: readonly Data[],
  factValues: ReadonlyMap<string, string>,
  random: Random,
): MendContext {
  const site = data.siteConfig as SiteConfig;
  const history = data.history as { year: number }[] | undefined;
  const facts = factTable({
    serviceTimes: site.serviceTimes,
    facts: site.facts,
    careGroupsWhen: (data.careGroups as { when: string } | undefined)?.when,
    firstYear: history?.length ? Math.min(...history.map((item) => item.year)) : undefined,
    parking: site.parking,
  });
  return {
    names: referenceNames(data),
    paths: new Set([
      ...servedPaths(pages as unknown as PageEntry[]),
      ...pages.flatMap((page) => (typeof page["pdf"] === "string" ? [pdfHref({ pdf: page["pdf"] })] : [])),
      ...biographyPaths({ staffSections: data.staffSections as CheckedContent["staffSections"] }),
    ]),
    facts: new Set(facts.keys()),
    services: Object.keys(actionLinks({ siteConfig: site }).services),
    factValues,
    random,
  };
}

/** The names a reference field may give, from the lists the church has. */
export function referenceNames(data: Partial<Record<Name, unknown>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(references).map(([field, { collection, list, key }]) => {
      const file = data[collection as Name] as Record<string, Data[]> | undefined;
      return [field, (file?.[list] ?? []).map((entry) => String(entry[key]))];
    }),
  );
}

/** `value`, with what it names that the church does not have mended, at any depth. */
export function mended(value: unknown, context: MendContext): unknown {
  if (typeof value === "string") return mendedText(value, context);
  if (Array.isArray(value)) return value.map((item) => mended(item, context));
  if (!value || typeof value !== "object") return value;
  const entry = { ...(value as Data) };
  for (const [field, names] of Object.entries(context.names)) {
    const named = entry[field];
    if (typeof named !== "string" || names.includes(named)) continue;
    if (names.length > 0) entry[field] = context.random.pick(names);
    else {
      delete entry[field];
      if (field === "signUp" && "label" in entry) entry["service"] = "registration";
      if (field === "educationPlanClass") entry["title"] = named;
    }
  }
  // A button or link to a service the church does not offer writes to it instead.
  if (typeof entry["service"] === "string" && !context.services.includes(entry["service"]))
    entry["service"] = "contact";
  const href = entry["href"];
  if (typeof href === "string" && href.startsWith("/") && !context.paths.has(href.split("#")[0]!)) entry["href"] = "/";
  for (const [field, inner] of Object.entries(entry)) entry[field] = mended(inner, context);
  return entry;
}

/** Text (a field, a page's Markdown) with its facts and links mended. */
export function mendedText(text: string, context: Pick<MendContext, "paths" | "facts" | "factValues">): string {
  return text
    .replace(/\{\{([^{}]+)\}\}/g, (whole, fact: string) =>
      context.facts.has(fact.trim()) ? whole : (context.factValues.get(fact.trim()) ?? "the time posted"),
    )
    .replace(/\[([^\]]+)\]\((\/[^)\s]*)\)/g, (whole, words: string, href: string) =>
      context.paths.has(href.split("#")[0]!) ? whole : words,
    );
}

/** A page's front matter naming only the outside services the settings give (its statement's, its social feed). */
export function withServicesOf(front: Data, site: SiteConfig): Data {
  const page = { ...front };
  if (!site.links.socialFeedScript) delete page["socialFeed"];
  const parties = page["thirdParties"] as { content: string }[] | undefined;
  if (parties) {
    const named = parties.filter(({ content }) => {
      const need = statementNeeds[content];
      return !need || !lacks(site, need);
    });
    if (named.length > 0) page["thirdParties"] = named;
    else delete page["thirdParties"];
  }
  return page;
}

/**
 * The text check's facts (content/fact-checks.yaml) that the church has; when none is left, one
 * for its first service's time, as an example of the file to rewrite.
 */
export function factChecksOf(data: { checks: { fact: string }[] }, facts: readonly string[]): unknown {
  const checks = data.checks.filter((check) => facts.includes(check.fact));
  const first = facts[0];
  return { ...data, checks: checks.length > 0 || !first ? checks : [{ fact: first, saidAs: [`${first} at {value}`] }] };
}

/** A page file: its front matter and its Markdown. */
export interface PageFile {
  front: Data;
  body: string;
}

/** The front matter and Markdown of a page file. */
export function pageOf(text: string): PageFile {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text)!;
  return { front: parse(match[1]!) as Data, body: text.slice(match[0].length) };
}
export const pageText = ({ front, body }: PageFile) => `---\n${stringify(front, { lineWidth: 0 })}---\n${body}`;
