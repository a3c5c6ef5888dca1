import { pageKinds, type PageEntry, type PageKind } from "../../content/schema/page.ts";
import { liveStreamPath } from "./site-paths.ts";

/** The kinds every site has a page of. */
const requiredKinds: readonly PageKind[] = ["home", "not-found"];

/** Kinds whose page, where the site has one, is at a fixed address: the header's "Live now" leads to the live stream's. */
const fixedPaths: Partial<Record<PageKind, string>> = { home: "/", "not-found": "/404", livestream: liveStreamPath };

/** Kinds of which a site may have many pages; of every other it has at most one (one home page, one staff directory). */
const manyKinds: readonly PageKind[] = ["document", "ministry", "visit"];
const singleKinds = pageKinds.filter((kind) => !manyKinds.includes(kind));

/** A page with the file it was read from. */
export type RegistryPage = PageEntry & { file: string };

/**
 * What the schema of one page cannot see: two pages (or aliases) at one address, two documents
 * with one PDF, a kind the site draws once given twice, a home or 404 page missing. Each problem names a file.
 */
export function registryProblems(pages: readonly RegistryPage[]): string[] {
  const problems = addressProblems(pages);
  const pdfs = new Map<string, string>();
  for (const page of pages) {
    if (page.pdf) {
      const other = pdfs.get(page.pdf);
      if (other) problems.push(`${page.file}: field "pdf" ${page.pdf} is already the PDF of ${other}`);
      else pdfs.set(page.pdf, page.file);
    }
  }
  for (const kind of singleKinds) {
    const found = pages.filter((page) => page.kind === kind);
    const path = fixedPaths[kind];
    if (found.length === 0 && requiredKinds.includes(kind))
      problems.push(`content/pages: no page has kind "${kind}"; every site needs one`);
    for (const extra of found.slice(1)) {
      problems.push(`${extra.file}: kind "${kind}" is already the kind of ${found[0]!.file}; the site has one`);
    }
    if (path && found[0] && found[0].path !== path) {
      problems.push(`${found[0].file}: field "path" must be ${path} for a page of kind "${kind}"`);
    }
  }
  return problems;
}

/** Two pages, or a page and an alias, at one address; each named by its file. */
export function addressProblems(pages: readonly { path: string; aliases?: string[]; file: string }[]): string[] {
  const problems: string[] = [];
  const addresses = new Map<string, string>();
  for (const page of pages) {
    for (const address of [page.path, ...(page.aliases ?? [])]) {
      const other = addresses.get(address);
      if (other) problems.push(`${page.file}: the address ${address} is already the address of ${other}`);
      else addresses.set(address, page.file);
    }
  }
  return problems;
}

/** The site's page of a kind it has at most one of (the staff directory, the live stream), if it has one. */
export const pageOfKind = <P extends Pick<PageEntry, "kind">>(pages: readonly P[], kind: PageKind): P | undefined =>
  pages.find((page) => page.kind === kind);

/** The page shown at an address: its own path or one of its aliases. */
export function pageAt<P extends Pick<PageEntry, "path" | "aliases">>(pages: readonly P[], address: string) {
  return pages.find((page) => page.path === address || page.aliases?.includes(address));
}

/** Every address a page is served at, aliases included, in the registry's order; no 404 page. */
export function servedPaths(pages: readonly Pick<PageEntry, "path" | "aliases" | "kind">[]): string[] {
  return pages.filter((page) => page.kind !== "not-found").flatMap((page) => [page.path, ...(page.aliases ?? [])]);
}
