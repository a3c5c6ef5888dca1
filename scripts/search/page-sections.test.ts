// @vitest-environment node
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { pageHead, pageSections } from "./page-sections";

const main = (html: string) => new JSDOM(`<main>${html}</main>`).window.document.querySelector("main")!;

describe("what the search indexes of a page", () => {
  it("cuts the page at its headings, each section with its heading, the heading above and its link", () => {
    const sections = pageSections(
      main(
        "<h1>Staff</h1><p>Led by elders.</p>" +
          '<section id="elders"><h2>Our Elders</h2><p>They shepherd.</p>' +
          "<h3>David Mercer</h3><p>Pastor-Teacher</p></section>" +
          '<h2 id="purpose">Purpose <a href="#purpose"><span aria-hidden="true">#</span>' +
          '<span class="visually-hidden">Link to the section Purpose</span></a></h2><p>Why.</p>',
      ),
    );
    expect(sections).toEqual([
      { text: "Led by elders." },
      { heading: "Our Elders", anchor: "elders", text: "They shepherd." },
      // A heading without an id of its own links to the section it is in.
      { heading: "David Mercer", context: "Our Elders", anchor: "elders", text: "Pastor-Teacher" },
      { heading: "Purpose", anchor: "purpose", text: "Why." },
    ]);
  });

  it("gives a card everything in it, its time before its heading too, and the text after it to the outer heading", () => {
    // One section a heading: its text before and after the cards.
    const sections = pageSections(
      main(
        '<h2 id="schedule">Schedule</h2><p>Two days.</p><ol>' +
          "<li><p>5:30 PM</p><h4>Opening dinner</h4><p>A meal.</p></li>" +
          "<li><p>6:30 PM</p><h4>Why the nations</h4><p>A message.</p></li></ol><p>All times are Eastern.</p>",
      ),
    );
    expect(sections).toEqual([
      { heading: "Schedule", anchor: "schedule", text: "Two days.\nAll times are Eastern." },
      { heading: "Opening dinner", context: "Schedule", anchor: "schedule", text: "5:30 PM\nA meal." },
      { heading: "Why the nations", context: "Schedule", anchor: "schedule", text: "6:30 PM\nA message." },
    ]);
  });

  it("keeps a line for each block, so no two blocks' words run together", () => {
    const [section] = pageSections(
      main("<dl><dt>412 Youth</dt><dd>Sundays, 6:00 PM</dd><dd>Grades 7-12</dd></dl><p>Youth class<br>Wednesdays</p>"),
    );
    expect(section!.text).toBe("412 Youth\nSundays, 6:00 PM\nGrades 7-12\nYouth class\nWednesdays");
    // A visually hidden separator is a screen reader's words and the page's: "1957: First".
    expect(pageSections(main('<h2>1957<span class="visually-hidden">: </span>First</h2><p>x</p>'))[0]!.heading).toBe(
      "1957: First",
    );
  });

  it("leaves out what a visitor cannot see today", () => {
    const sections = pageSections(
      main(
        "<p>Shown.</p>" +
          '<p hidden data-show-from="2027-10-19">The conference is over.</p>' +
          "<template><p>Could not be loaded here.</p></template>" +
          "<noscript><p>Turn on JavaScript.</p></noscript>" +
          '<p aria-hidden="true">Decoration</p>' +
          '<p><span class="visually-hidden">Only a screen reader hears this</span></p>' +
          "<button>Slide 2</button>" +
          '<nav aria-label="Contents"><a href="#a">Contents entry</a></nav>' +
          '<a href="#featured-slide-2">Slide dot</a>' +
          "<iframe title=x></iframe><script>var code</script><style>.x{}</style>" +
          '<p data-search-skip><a href="/about_staff">Back to the staff</a></p>',
      ),
    );
    expect(sections).toEqual([{ text: "Shown." }]);
  });

  it("hides a notice inside another by the earlier of their last days", () => {
    const sections = pageSections(
      main(
        '<ul><li data-show-until="2026-08-31"><h3>Picnic</h3><p data-show-until="2026-09-01">Register</p></li></ul>',
      ),
    );
    expect(sections).toEqual([{ heading: "Picnic", text: "Register", until: "2026-08-31" }]);
  });

  it("keeps a notice that ends as a section of its own, with its last day", () => {
    const sections = pageSections(
      main(
        '<h2 id="fall">Fall</h2><p>Classes for every season.</p>' +
          '<p data-show-until="2026-09-01">Sign-ups close on <strong>September 1</strong>.</p><p>Choose a card.</p>',
      ),
    );
    expect(sections).toEqual([
      { heading: "Fall", anchor: "fall", text: "Classes for every season.\nChoose a card." },
      { heading: "Fall", anchor: "fall", text: "Sign-ups close on September 1.", until: "2026-09-01" },
    ]);
  });

  it("takes the page's title without the site's name, and its description", () => {
    const { document } = new JSDOM(
      '<title>Staff &amp; Leadership - Cedar Hollow Bible Church</title><meta name="description" content="Meet &quot;us&quot;">',
    ).window;
    expect(pageHead(document, "Cedar Hollow Bible Church")).toEqual({
      title: "Staff & Leadership",
      description: 'Meet "us"',
    });
  });
});
