import { describe, expect, it } from "vitest";
import {
  duration,
  lateAfterMinutes,
  onItsWay,
  publishMessage,
  publishStep,
  type CheckRun,
  type Seen,
} from "./publish-status";

const head = { sha: "b".repeat(40), at: "2026-11-25T17:00:00Z" };
const older = "a".repeat(40);
const at = (minutes: number) => new Date(Date.parse(head.at) + minutes * 60_000);
const run = (status: string, conclusion: string | null, problems: string[] = []): CheckRun => ({
  status,
  conclusion,
  url: "https://github.com/cedar-hollow-bible/website/actions/runs/1",
  problems,
  more: 0,
});
const live = (commit: string | null) => ({ commit, builtAt: "2026-11-25T16:00:00Z" });

describe("where a change is on its way to the live site", () => {
  it("goes from checking to publishing to live", () => {
    const seen: Seen = { head, live: live(older) };
    expect(publishStep(seen, at(0))).toEqual({ step: "checking" });
    expect(publishStep({ ...seen, check: run("queued", null) }, at(0))).toEqual({ step: "checking" });
    expect(publishStep({ ...seen, check: run("in_progress", null) }, at(1))).toEqual({ step: "checking" });
    expect(publishStep({ ...seen, check: run("completed", "success") }, at(2))).toEqual({ step: "publishing" });
    expect(publishStep({ ...seen, check: run("completed", "success"), live: live(head.sha) }, at(5))).toEqual({
      step: "live",
    });
  });

  it("is live once the site serves the commit, whatever the check says", () => {
    expect(publishStep({ head, live: live(head.sha) }, at(1))).toEqual({ step: "live" });
  });

  it("is refused with the check's sentences when the check fails", () => {
    const problems = ['content/flash-banner.yaml: field "showUntil" must not be before showFrom (2026-12-20)'];
    expect(publishStep({ head, check: run("completed", "failure", problems), live: live(older) }, at(1))).toEqual({
      step: "refused",
      problems,
      more: 0,
      url: run("", null).url,
    });
  });

  it("is late when the site has not been built with a change long after it passed, or was never checked", () => {
    expect(publishStep({ head, check: run("completed", "success"), live: live(older) }, at(lateAfterMinutes))).toEqual({
      step: "stalled",
      minutes: lateAfterMinutes,
      url: run("", null).url,
    });
    expect(publishStep({ head }, at(45))).toEqual({ step: "stalled", minutes: 45 });
    expect(publishStep({ head, live: live(null) }, at(lateAfterMinutes - 1))).toEqual({ step: "checking" });
  });

  it("after a save, does not take the newest commit before it for the save's, whatever the clock says", () => {
    // Two minutes for GitHub to show the save's commit; the browser's clock may be hours off GitHub's.
    const save = { at: at(600), before: head.sha };
    expect(publishStep({ head, live: live(head.sha) }, at(600), save)).toEqual({ step: "checking" });
    expect(publishStep({ head, live: live(head.sha) }, at(601), save)).toEqual({ step: "checking" });
    expect(publishStep({ head, live: live(head.sha) }, at(602), save)).toEqual({ step: "live" });
    expect(publishStep({ head, live: live(head.sha) }, at(-600), { at: at(-600), before: older })).toEqual({
      step: "live",
    });
  });

  it("is refused only when the check read the content and named its problems", () => {
    const seen: Seen = { head, live: live(older) };
    for (const conclusion of ["cancelled", "timed_out", "startup_failure"])
      expect(publishStep({ ...seen, check: run("completed", conclusion) }, at(2)).step).toBe("publishing");
    expect(publishStep({ ...seen, check: run("completed", "failure") }, at(2)).step).toBe("publishing");
    expect(publishStep({ ...seen, check: run("completed", "failure", ["content/home.yaml: x"]) }, at(2)).step).toBe(
      "refused",
    );
  });

  it("keeps asking only while the change is on its way", () => {
    expect(onItsWay({ step: "checking" })).toBe(true);
    expect(onItsWay({ step: "publishing" })).toBe(true);
    expect(onItsWay({ step: "live" })).toBe(false);
    expect(onItsWay({ step: "refused", problems: [], more: 0, url: "" })).toBe(false);
    expect(onItsWay({ step: "stalled", minutes: 30 })).toBe(false);
  });

  it("says each step in the office's words, after a save and on opening", () => {
    expect(publishMessage({ step: "checking" }, { afterSave: true }).title).toBe("Checking your change");
    expect(publishMessage({ step: "publishing" }, { afterSave: true }).title).toBe("Publishing");
    expect(publishMessage({ step: "live" }, { afterSave: true })).toEqual({
      title: "Live",
      text: "Your change is on the site.",
    });
    expect(publishMessage({ step: "refused", problems: [], more: 0, url: "" }, { afterSave: false })).toEqual({
      title: "Not published",
      text: "The newest change was not published: the live site still shows the change before it. Correct what is listed below and save again.",
    });
    expect(publishMessage({ step: "stalled", minutes: 180 }, { afterSave: false }).text).toMatch(
      /^The newest change was saved 3 hours ago, but the live site has not been built with it\./,
    );
    expect([duration(1), duration(25), duration(150), duration(4000)]).toEqual([
      "1 minute",
      "25 minutes",
      "2 hours",
      "2 days",
    ]);
  });
});
