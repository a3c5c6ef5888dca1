// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fullChurchFiles, fullChurchTree } from "../../../tests/support/full-church";
import { checkSite } from "./site-check";
import { readContentTree } from "../../site/content-tree.server";
import { projectPath } from "../../site/project-paths.server";
import { checkContent, type ContentFiles } from "./content-check";

/** A church with every feature (tests/fixtures/full-church), whatever the site's own content. */
const contentFiles = fullChurchFiles();

/** The fixture's content, deep-copied, with one change made by `edit`. */
// Fixtures break content on purpose, in ways its types forbid.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function broken(edit: (files: Record<keyof typeof contentFiles, { data: any }>) => void): ContentFiles {
  const files = Object.fromEntries(
    Object.entries(contentFiles).map(([k, f]) => [k, { ...f, data: structuredClone(f.data) }]),
  ) as unknown as typeof contentFiles;
  edit(files as never);
  return files;
}

const routes = ["/", "/about_staff", "/about_beliefs", "/fall", "/livestream", "/family_conference"];
const allExist = () => true;

function problemsOf(files: ContentFiles, options = {}) {
  const result = checkContent(files, { imageExists: allExist, ...options });
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

describe("checkContent", () => {
  it("accepts a church's content that breaks no rule", () => {
    const result = checkContent(contentFiles, { imageExists: allExist });
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it("refuses a search synonym listed twice (as a plural too) or made only of little words", () => {
    const files = broken((f) => {
      f.siteConfig.data.searchSynonyms.push(
        { word: "Kid", alsoFinds: ["children"] },
        { word: "the", alsoFinds: ["x"] },
      );
    });
    const last = (contentFiles.siteConfig.data as { searchSynonyms: unknown[] }).searchSynonyms.length;
    const problem = (i: number, message: string) => `field "searchSynonyms[${i}].word" ${message}`;
    const problems = problemsOf(files);
    expect(problems.map((p) => p.replace(/^content\/site-config\.yaml:\d+:\d+: /, ""))).toEqual([
      problem(last, "is already the word of another synonym"),
      problem(last + 1, "must hold a word the search looks for, not only words such as “the”"),
    ]);
  });

  it("takes any zone of the time zone database, and refuses a name that is none, saying how to write one", () => {
    for (const zone of ["America/Phoenix", "America/Anchorage", "Europe/London", "Pacific/Auckland", "Asia/Kolkata"]) {
      const files = broken((f) => {
        f.siteConfig.data.church.timeZone = zone;
      });
      const result = checkContent(files, { imageExists: allExist });
      expect(result.ok ? [] : result.problems, zone).toEqual([]);
    }
    for (const zone of ["Mountain Time", "America/Phoenix City", "GMT+5", "CT"]) {
      const files = broken((f) => {
        f.siteConfig.data.church.timeZone = zone;
      });
      expect(problemsOf(files), zone).toEqual([
        expect.stringMatching(
          /^content\/site-config\.yaml:\d+:\d+: [^:]+: field "timeZone" is not a time zone of the time zone database: write the zone's name, such as America\/Phoenix, Europe\/London or Pacific\/Auckland$/,
        ),
      ]);
    }
  });

  it("names the file, the person and the field of a duplicate biography address", () => {
    const files = broken((f) => {
      f.staffSections.data[0].staff[1].about.url = "akessler";
    });
    expect(problemsOf(files)).toEqual([
      'content/staff/jonathan-pruitt.yaml:9:8: Our Elders › Jonathan Pruitt: field "about.url" "akessler" is already used by Andrew Kessler',
    ]);
  });

  it("refuses a biography address that collides with a route", () => {
    const files = broken((f) => {
      f.staffSections.data[0].staff[0].about.url = "staff";
    });
    expect(problemsOf(files, { reservedPaths: routes })).toEqual([
      'content/staff/andrew-kessler.yaml:9:8: Our Elders › Andrew Kessler: field "about.url" "staff" would make /about_staff, which is already a page of the site',
    ]);
  });

  it("reports a missing image file with its entry and field", () => {
    const files = broken((f) => {
      f.home.data.carouselItems.find((i: { heading: string }) => i.heading === "Watch the Service Live").imgSrc =
        "/carousel/gone.jpg";
    });
    const problems = problemsOf(files, { imageExists: (p: string) => p !== "/carousel/gone.jpg" });
    expect(problems).toEqual([
      'content/home.yaml:14:13: Watch the Service Live: field "imgSrc" names content/images/carousel/gone.jpg, which does not exist',
    ]);
  });

  it("reports words that go stale, unless their entry has a showUntil date", () => {
    const problems = problemsOf(
      broken((f) => {
        f.conference.data.speakers[0].bio[0] = "He is home on furlough this year.";
      }),
    );
    expect(problems).toEqual([expect.stringMatching(/conference-speakers.*says "this year", which goes stale/)]);
    const dated = broken((f) => {
      f.flashBanner.data.flashMessage = "Sign-ups for this fall close soon.";
    });
    expect(checkContent(dated, { imageExists: allExist }).ok).toBe(true);
  });

  it("refuses a banner, card or title that announces a season without its dates, in the same words as the editor", () => {
    const problems = problemsOf(
      broken((f) => {
        const livestream = f.home.data.carouselItems.find(
          (i: { heading: string }) => i.heading === "Watch the Service Live",
        );
        livestream.heading = "Christmas at Juniper Creek";
        f.pages.data.find((p: { path: string }) => p.path === "/fall").title = "Fall Ministry Sign-ups";
        f.fallPage.data.sections[0].cards[0].description = "Sing in the Advent choir.";
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/home\.yaml:17:14: .*field "heading" announces "Christmas", which goes stale when the season ends: write when \("Advent 2026", "from November 29"\) or give the entry its showFrom and showUntil dates$/,
      ),
      expect.stringMatching(
        /^content\/pages\/fall\.md:5:8: .*field "title" announces "Fall", .*: write when \("Fall Ministries 2026"\), since the page keeps its title after its last day$/,
      ),
      expect.stringMatching(/^content\/fall-sections\/.*field "cards\[0\]\.description" announces "Advent"/),
    ]);
    // With its dates, a year or a month, or as something that comes back each year, it may stay.
    const fine = broken((f) => {
      const livestream = f.home.data.carouselItems.find(
        (i: { heading: string }) => i.heading === "Watch the Service Live",
      );
      livestream.heading = "Christmas at Juniper Creek";
      livestream.showUntil = "2026-12-25";
      f.pages.data.find((p: { path: string }) => p.path === "/fall").title = "Fall Sign-ups 2026";
      f.fallPage.data.sections[0].cards[0].description = "Sing with the choir each spring and fall.";
      f.fallPage.data.sections[0].cards[1].description = "Sing in the Advent choir from November 29.";
    });
    expect(checkContent(fine, { imageExists: allExist }).ok).toBe(true);
  });

  it("reports a card that names a class of the education plan or a sign-up that is not listed", () => {
    const files = broken((f) => {
      f.fallPage.data.sections[0].cards[0].educationPlanClass = "Survey of the Old Testament";
      f.fallPage.data.sections[0].cards[1].signUp = "Church history";
    });
    const classes = (contentFiles.educationPlan.data as { classes: { title: string }[] }).classes;
    const signUps = (contentFiles.signUps.data as { signUps: { name: string }[] }).signUps;
    const references = {
      educationPlanClass: { names: classes.map((c) => c.title), noun: "class", file: "content/education-plan.yaml" },
      signUp: { names: signUps.map((s) => s.name), noun: "sign-up", file: "content/sign-ups.yaml" },
    };
    const result = checkContent(files, { imageExists: allExist, references });
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(
        /^content\/fall-sections\/classes-and-care-groups\.yaml:6:\d+: Classes and Care Groups: field "cards\[0\]\.educationPlanClass" names "Survey of the Old Testament", which is not a class of content\/education-plan\.yaml$/,
      ),
      expect.stringMatching(
        /^content\/fall-sections\/classes-and-care-groups\.yaml:11:\d+: Classes and Care Groups › Join a care group: field "signUp" names "Church history", which is not a sign-up of content\/sign-ups\.yaml$/,
      ),
    ]);
  });

  it("names a fact in text that is not a fact, with its file, line and field", () => {
    const files = broken((f) => {
      f.membership.data.steps[0]!.description = "Come on Sundays at {{Worship service}}.";
    });
    const facts = new Map([["Morning Worship", "10:00 AM"]]);
    const result = checkContent(files, { imageExists: allExist, facts });
    // Only one fact is given here, so the other files' facts are named too.
    expect(result.ok ? [] : result.problems.filter((p) => p.includes("membership"))).toEqual([
      expect.stringMatching(
        /^content\/membership\.yaml:3:\d+: Come and get to know us: field "description" names \{\{Worship service\}\}, which is not a fact: write \{\{name\}\}/,
      ),
    ]);
  });

  it("refuses a link straight to the church-management service, whose pages are named", () => {
    const files = broken((f) => {
      f.membership.data.actions[0] = { label: "Sign up", href: "https://cms.example.org/registrations/events/x" };
    });
    const result = checkContent(files, { imageExists: allExist, managedOrigin: "https://cms.example.org" });
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(
        /^content\/membership\.yaml:\d+:\d+: Sign up: field "href" links to the church-management service: name its sign-up instead \(signUp: /,
      ),
    ]);
  });

  it("reports a malformed link", () => {
    const files = broken((f) => {
      f.menu.data[4].links[0].href = "javascript:alert(1)";
    });
    expect(problemsOf(files)).toEqual([
      'content/menu/new.yaml:6:11: New Here › Service Times: field "href" must be a page of this site (/about_staff) or a full https:// address',
    ]);
  });

  it("reports an internal link to a page that does not exist", () => {
    const files = broken((f) => {
      f.menu.data[0].href = "/live";
    });
    const problems = problemsOf(files, { knownPaths: [...routes, "/about_distinctives"] });
    expect(problems).toContain(
      'content/menu/live-stream.yaml:3:7: Live Stream: field "href" links to /live, which is not a page of this site (pages are the files of content/pages)',
    );
  });

  it("checks a link written in Markdown, in a notice, as it checks a link field", () => {
    const files = broken((f) => {
      f.flashBanner.data.flashMessage = "Christmas Eve at 5:00 PM. [Watch it live](/live) or [sign up](/fall).";
    });
    const banner = problemsOf(files, { knownPaths: routes }).filter((p) => p.startsWith("content/flash-banner.yaml"));
    expect(banner).toEqual([
      'content/flash-banner.yaml:1:15: field "flashMessage" links to /live, which is not a page of this site (pages are the files of content/pages)',
    ]);
  });

  it("refuses HTML in text, where the site would show it as written", () => {
    const files = broken((f) => {
      f.staffSections.data[1].staff[0].title = "<script>alert(5)</script>";
      f.flashBanner.data.flashMessage = 'Christmas Eve. <a href="/livestream">Watch it live</a>.';
    });
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(
        /^content\/flash-banner\.yaml:1:15: field "flashMessage" holds HTML \("<a href="\/livestream">"\), which the site would show as it is written: write plain text \(in a notice, a link is written \[the words\]\(\/page\) and bold \*\*words\*\*\)$/,
      ),
      expect.stringMatching(
        /^content\/staff\/[a-z-]+\.yaml:\d+:\d+: Our Deacons › [^:]+: field "title" holds HTML \("<script>"\)/,
      ),
    ]);
  });

  it("takes a church without a church-management service, or with its own page and an e-mail address for some", () => {
    const tree = new Map(readContentTree(projectPath("tests/fixtures/minimal-church")));
    const settings = tree.get("content/site-config.yaml")!;
    const withLinks = (links: string) => settings.replace(/^ {2}churchCenter:\n( {4}.*\n)+/m, links);
    // With no service at all, the settings name none: no links at all.
    tree.set("content/site-config.yaml", withLinks("").replace(/^links:\n/m, ""));
    const without = checkSite(tree);
    expect(without.ok ? [] : without.problems).toEqual([]);
    tree.set(
      "content/site-config.yaml",
      withLinks("  churchCenter:\n    giving: /visit\n    prayer: prayer@alder.example\n"),
    );
    const own = checkSite(tree);
    expect(own.ok ? [] : own.problems).toEqual([]);
    tree.set("content/site-config.yaml", withLinks("  churchCenter:\n    giving: http://give.example\n"));
    const refused = checkSite(tree);
    expect(refused.ok ? [] : refused.problems).toEqual([
      expect.stringMatching(
        /^content\/site-config\.yaml:\d+:\d+: field "links\.churchCenter\.giving" must be a full https:\/\/ address, a page of this site \(\/give\) or an e-mail address$/,
      ),
    ]);
  });

  it("takes a top-level Give entry and a footer link to a service, and refuses an entry that is two links", () => {
    const tree = new Map(fullChurchTree());
    tree.set("content/menu/give.yaml", "label: Give\norder: 6\nservice: giving\n");
    const settings = tree.get("content/site-config.yaml")!;
    tree.set(
      "content/site-config.yaml",
      settings.replace(
        /^ {2}- label: What we believe\n {4}href: \/about_beliefs\n/m,
        "  - label: Give online\n    service: giving\n",
      ),
    );
    const result = checkSite(tree);
    expect(result.ok ? [] : result.problems).toEqual([]);
    if (result.ok)
      expect(result.content.siteConfig.footerLinks?.[0]).toEqual({ label: "Give online", service: "giving" });

    tree.set("content/menu/give.yaml", "label: Give\norder: 6\nservice: giving\nhref: /visit\n");
    tree.set("content/menu/watch.yaml", "label: Watch\norder: 7\nservice: nothing\n");
    const refused = checkSite(tree);
    expect(refused.ok ? [] : refused.problems).toEqual([
      expect.stringMatching(
        /^content\/menu\/give\.yaml:\d+:\d+: Give: field "service" a menu entry that is one link has an href or a service, not both$/,
      ),
      expect.stringMatching(
        /^content\/menu\/watch\.yaml:\d+:\d+: Watch: field "service" must be one of registration, /,
      ),
      expect.stringMatching(
        /^content\/menu\/watch\.yaml:\d+:\d+: Watch: field "service" names "nothing", which is not a service/,
      ),
    ]);
  });

  it("shows a video from the privacy-enhanced domain or Vimeo's player to a church without a live stream", () => {
    const tree = new Map(fullChurchTree());
    const settings = tree.get("content/site-config.yaml")!;
    tree.set("content/site-config.yaml", settings.replace(/^ {2}liveStreamEmbed: .*\n/m, ""));
    tree.set(
      "content/conference.yaml",
      tree
        .get("content/conference.yaml")!
        .replace(/^videoUrl: .*$/m, "videoUrl: https://player.vimeo.com/video/76979871"),
    );
    const result = checkSite(tree);
    // (Its live stream page now lacks its stream, which the check says; of the videos it says nothing.)
    expect(result.ok ? [] : result.problems.filter((problem) => /videoUrl/.test(problem))).toEqual([]);
    expect(result.ok ? [] : result.problems).toEqual([expect.stringMatching(/needs links\.liveStreamEmbed/)]);
  });

  it("reports a video from a host the security policy does not let the page frame", () => {
    const files = broken((f) => {
      f.conference.data.videoUrl = "https://player.example.com/video/42";
    });
    const problems = problemsOf(files, { frameOrigins: ["https://www.youtube-nocookie.com"] });
    expect(problems).toEqual([
      'content/conference.yaml:6:11: field "videoUrl" plays from https://player.example.com, which the site cannot show: use the video\'s embed address on one of https://www.youtube-nocookie.com',
    ]);
  });

  it("reports an unknown page section", () => {
    const files = broken((f) => {
      f.home.data.pageSections = ["Carousel", "OurPurose"];
    });
    expect(problemsOf(files)).toEqual([
      'content/home.yaml:3:5: field "pageSections[1]" must be one of Carousel, HowToGetInvolved, LatestSermon, OurPurpose, ServiceTimeAndLocation, ThisWeek',
    ]);
  });

  it("reports an empty required field", () => {
    const files = broken((f) => {
      f.history.data[2].title = "  ";
      f.distinctives.data[1].description = "";
    });
    expect(problemsOf(files)).toEqual([
      'content/history/2009-a-new-sanctuary.yaml:2:8: 2009: field "title" must not be empty',
      'content/distinctives/a-plurality-of-elders.yaml:3:14: A plurality of elders: field "description" must not be empty',
    ]);
  });

  it("reports a missing required field and an unknown one", () => {
    const files = broken((f) => {
      delete f.staffSections.data[1].staff[0].title;
      f.staffSections.data[1].staff[1].nickname = "Gid";
    });
    const problems = problemsOf(files);
    expect(problems).toEqual([
      'content/staff/lydia-brandt.yaml:5:8: Our Deacons › Lydia Brandt: field "title" is missing',
      'content/staff/gideon-marsh.yaml:1:1: Our Deacons › Gideon Marsh: field "nickname" is not a field of this entry',
    ]);
  });

  it("names the page of a description that is too long", () => {
    const files = broken((f) => {
      f.pages.data.find((p: { path: string }) => p.path === "/fall").description = "x".repeat(200);
    });
    expect(problemsOf(files)).toEqual([
      'content/pages/fall.md:6:14: Fall Ministries 2026: field "description" must be at most 160 characters',
    ]);
  });
});
