/**
 * What the site search indexes of a built page: the text of its `main` that a visitor can see
 * today, cut into sections at its headings (h2 to h4; the text before the first is the page's
 * opening). A section is everything of the element its heading opens (a card, a list item, a
 * `<section>`, including what comes before the heading there, such as a session's time) or, for
 * headings side by side, everything up to the next; after such an element the text is again the
 * outer heading's. Left out: what is hidden (`hidden`, a notice that has not begun), a template's
 * message, no-script copies, frames, scripts, what only the eye sees (`aria-hidden`) or only a
 * screen reader hears (`visually-hidden`, but in a heading, where it separates words), controls,
 * links within the page (a heading's link to itself, a carousel's dots), navigation (a page's
 * table of contents) and anything marked `data-search-skip`. Text of a notice that ends
 * (`data-show-until`; the earliest, when one sits in another) is a section of its own with that
 * day, so results hide it when the page does.
 */
import { blockElements, unreadElements } from "../text/elements.ts";

export interface PageSection {
  heading?: string;
  /** The heading of the section it is part of (an h2 above an h3): "Our Elders" above "David Mercer". */
  context?: string;
  /** The id a link to the section points at: its heading's, its element's, or else the outer section's. */
  anchor?: string;
  text: string;
  /** The last day the text is shown, for a dated notice's text. */
  until?: string;
}

/** Elements whose words are not the page's visible text today (in a heading, visually hidden words are read). */
const unseen = [
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
const skipped = `${unseen}, .visually-hidden`;

const headingSelector = "h1, h2, h3, h4";
const levelOf = (heading: Element) => Number(heading.localName[1]);
const tidy = (line: string) => line.replace(/\s+/g, " ").trim();

/** A heading's words as a visitor reads them. */
function headingText(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll(unseen)) element.remove();
  return tidy(copy.textContent ?? "");
}

/**
 * The element each heading opens: the outermost one whose first heading it is and that holds no
 * other heading of its level or above (a card, a list item, a `<section>`). A heading among
 * others side by side opens none.
 */
function openedElements(main: Element): Map<Element, Element> {
  const shown = [...main.querySelectorAll(headingSelector)].filter((h) => !h.parentElement?.closest(skipped));
  const opened = new Map<Element, Element>();
  for (const heading of shown) {
    let root: Element | undefined;
    for (let parent = heading.parentElement; parent && parent !== main; parent = parent.parentElement) {
      const inside = shown.filter((h) => h !== heading && parent.contains(h));
      const before = inside.some((h) => h.compareDocumentPosition(heading) & h.DOCUMENT_POSITION_FOLLOWING);
      if (before || inside.some((h) => levelOf(h) <= levelOf(heading))) break;
      root = parent;
    }
    if (root) opened.set(root, heading);
  }
  return opened;
}

interface Place {
  heading?: string;
  context?: string;
  anchor?: string;
  /** The headings this one is under, by level, with their anchors. */
  outline: { heading: string; anchor?: string }[];
}

/** The sections of a page's `main`, in the order they begin; a section without text is left out. */
export function pageSections(main: Element): PageSection[] {
  const sections: PageSection[] = [];
  const opened = openedElements(main);
  const openingHeadings = new Set(opened.values());
  let place: Place = { outline: [] };
  // The current section's text, a list of lines for each last day ("" for text that does not end).
  let lines = new Map<string, string[]>();

  const write = (until: string, text: string) => {
    const list = lines.get(until) ?? lines.set(until, [""]).get(until)!;
    list[list.length - 1] += text;
  };
  const breakLine = () => {
    for (const list of lines.values()) if (list.at(-1) !== "") list.push("");
  };
  // A heading's text before and after a card it holds is one section, and so is the page's opening.
  const byPlace = new Map<string, PageSection>();
  const flush = () => {
    const { heading, context, anchor } = place;
    for (const [until, list] of lines) {
      const text = list.map(tidy).filter(Boolean).join("\n");
      if (!text) continue;
      const key = JSON.stringify([heading, context, anchor, until]);
      const same = byPlace.get(key);
      if (same) same.text += `\n${text}`;
      else {
        const section = { ...optional({ heading, context, anchor }), text, ...(until && { until }) };
        byPlace.set(key, section);
        sections.push(section);
      }
    }
    lines = new Map();
  };
  const begin = (heading: Element, root?: Element) => {
    flush();
    const level = levelOf(heading);
    const outline = place.outline.slice(0, level - 1);
    const anchor = heading.id || root?.id || outline.findLast((h) => h?.anchor)?.anchor || undefined;
    outline[level - 1] = { heading: headingText(heading), ...optional({ anchor }) };
    place =
      level === 1
        ? { outline }
        : {
            heading: outline[level - 1]!.heading,
            // The heading above, but not the page's title (its h1).
            context: outline.slice(1, level - 1).findLast(Boolean)?.heading,
            anchor,
            outline,
          };
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
      if (element.matches(headingSelector)) {
        if (!openingHeadings.has(element)) begin(element);
        continue;
      }
      const opens = opened.get(element);
      const outer = place;
      if (opens) begin(opens, element);
      const own = element.getAttribute("data-show-until");
      const block = blockElements.has(element.localName);
      if (block) breakLine();
      visit(element, own && (!until || own < until) ? own : until);
      if (block) breakLine();
      if (opens) {
        flush();
        place = outer;
      }
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

/** The object without its undefined values. */
const optional = <T extends object>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
