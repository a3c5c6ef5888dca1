import { describe, expect, it } from "vitest";
import { githubAnnotation, githubAnnotations, problemPlace } from "./problem-place";

describe("a content problem's place", () => {
  it("splits the file, line and column from what to do", () => {
    expect(problemPlace('content/staff/hannah-brooks.yaml:4:12: put this text in quotes: it contains ": "')).toEqual({
      file: "content/staff/hannah-brooks.yaml",
      line: 4,
      column: 12,
      message: 'put this text in quotes: it contains ": "',
    });
    expect(
      problemPlace('content/flash-banner.yaml: field "showUntil" must not be before showFrom (2026-12-20)'),
    ).toEqual({
      file: "content/flash-banner.yaml",
      message: 'field "showUntil" must not be before showFrom (2026-12-20)',
    });
    expect(problemPlace('content/pages: no page has kind "home"; every site needs one')).toEqual({
      file: "content/pages",
      message: 'no page has kind "home"; every site needs one',
    });
    expect(problemPlace("the content folder is missing")).toBeUndefined();
  });

  it("is a GitHub annotation at its file and line, escaped as workflow commands are", () => {
    expect(githubAnnotation('content/staff/a.yaml:4:12: put this text in quotes: it contains ": "')).toBe(
      '::error file=content/staff/a.yaml,line=4,col=12,title=Content check::put this text in quotes: it contains ": "',
    );
    expect(githubAnnotation("content/home.yaml: 100% sure\nsecond line")).toBe(
      "::error file=content/home.yaml,title=Content check::100%25 sure%0Asecond line",
    );
    expect(githubAnnotation("content/a,b.yaml: x: y")).toBe(
      "::error file=content/a%2Cb.yaml,title=Content check::x: y",
    );
    expect(githubAnnotation("nothing to name")).toBe("::error title=Content check::nothing to name");
  });

  it("keeps to the ten annotations GitHub keeps, counting the rest", () => {
    const problems = Array.from({ length: 14 }, (_, i) => `content/history/${i}.yaml: x`);
    expect(githubAnnotations(problems.slice(0, 10))).toHaveLength(10);
    const kept = githubAnnotations(problems);
    expect(kept).toHaveLength(10);
    expect(kept[8]).toBe("::error file=content/history/8.yaml,title=Content check::x");
    expect(kept[9]).toBe("::error title=Content check::and 5 more problems: the log of this run lists them all");
  });
});
