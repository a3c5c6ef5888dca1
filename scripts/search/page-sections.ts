/**
 * What the site search indexes of a built page: the text of its `main` that a visitor can see
 * today, cut into sections at its headings (h1 to h4). Left out: what is hidden (`hidden`, a
 * notice that has not begun), a template's message, no-script copies, frames, scripts, what only
 * the eye sees (`aria-hidden`), controls, links within the page (a heading's link to itself), the
 * page's table of contents and anything marked `data-search-skip`. Text of a notice that ends
 * (`data-show-until`) is a section of its own with that day, so results hide it when the page does.
 */
import { blockElements, unreadElements } from "../text/elements.ts";

export interface PageSection {
  heading?: string;
  /** The heading of the section it is part of (an h2 above an h3): "Our Elders" above "David Mercer". */
  context?: string;
  anchor?: string;
  text: string;
  /** The last day the text is shown, for a dated notice's text. */
  until?: string;
}

/** Elements whose words are not the page's visible text today. */
const skipped = [
  ...unreadElements,
  "iframe",
  "svg",
  "button",
  "nav",
  "[hidden]",
  '[aria-hidden="true"]',
  // Links within the page: a heading's link to itself, a carousel's dots.
  'a[href^="#"]',
  "[data-search-skip]",
].join(", ");

const headings = new Set(["h1", "h2", "h3", "h4"]);

/** The place a link to the section can point at: the heading's id, or its section's when it opens one. */
function anchorOf(heading: Element): string | undefined {
  if (heading.id) return heading.id;
  const section = heading.parentElement?.closest("section[id], article[id], li[id]");
  return section && section.querySelector("h1, h2, h3, h4") === heading ? section.id : undefined;
}

/** A heading's words as a visitor reads them. */
function headingText(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll(skipped)) element.remove();
  return tidy(copy.textContent ?? "");
}

const tidy = (line: string) => line.replace(/\s+/g, " ").trim();

/** The sections of a page's `main`, in order; a section without text is left out. */
export function pageSections(main: Element): PageSection[] {
  const sections: PageSection[] = [];
  let heading: Omit<PageSection, "text" | "until"> = {};
  // The headings above the current one, by level: [h1, h2, h3, h4].
  const outline: string[] = [];
  // The current section's text, a list of lines for each last day ("" for text that does not end).
  let lines = new Map<string, string[]>();
  const write = (until: string, text: string) => {
    const list = lines.get(until) ?? lines.set(until, [""]).get(until)!;
    list[list.length - 1] += text;
  };
  const breakLine = () => {
    for (const list of lines.values()) if (list.at(-1) !== "") list.push("");
  };
  const flush = () => {
    for (const [until, list] of lines) {
      const text = list.map(tidy).filter(Boolean).join("\n");
      if (text) sections.push({ ...heading, text, ...(until && { until }) });
    }
    lines = new Map();
  };
  const visit = (node: Node, until: string) => {
    for (const child of node.childNodes) {
      if (child.nodeType === child.TEXT_NODE) {
        write(until, child.textContent ?? "");
        continue;
      }
      if (child.nodeType !== child.ELEMENT_NODE) continue;
      const element = child as Element;
      if (element.matches(skipped)) continue;
      const name = element.localName;
      if (headings.has(name)) {
        flush();
        const level = Number(name[1]);
        outline.length = level - 1;
        outline[level - 1] = headingText(element);
        const context = outline.slice(1, -1).findLast(Boolean);
        heading =
          level === 1
            ? {}
            : {
                heading: outline[level - 1],
                ...optional("context", context),
                ...optional("anchor", anchorOf(element)),
              };
        continue;
      }
      const block = blockElements.has(name);
      if (block) breakLine();
      visit(element, element.getAttribute("data-show-until") ?? until);
      if (block) breakLine();
    }
  };
  visit(main, "");
  flush();
  return sections;
}

/**
 * A built page's title without the site's name ("Staff & Leadership", not "Staff & Leadership -
 * Cedar Hollow Bible Church") and its description, as its head gives them to search engines.
 */
export function pageHead(document: Document, siteName: string): { title: string; description: string } {
  const suffix = ` - ${siteName}`;
  const title = document.title.endsWith(suffix) ? document.title.slice(0, -suffix.length) : document.title;
  return { title, description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "" };
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;
