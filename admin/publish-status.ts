/**
 * Where a change is on its way to the live site, from three things the editor can read: the
 * branch's newest commit, the content check's run on it (.github/workflows/content-check.yml)
 * and the stamp of the build the site is serving (/build-stamp.json). Pure: admin/publish-watch.ts
 * reads them and shows what this says. Why it is built this way: docs/decisions/015-publish-status.md.
 */

/** The content check's run on a commit, as GitHub's check runs API gives it. */
export interface CheckRun {
  status: string;
  conclusion: string | null;
  /** The run's page on GitHub, with its log. */
  url: string;
  /** The problems, each the build's sentence without its line: "content/home.yaml: field …". */
  problems: string[];
  /** How many problems the run has besides those listed (GitHub keeps a few annotations a step). */
  more: number;
}

/** What the editor read. */
export interface Seen {
  /** The branch's newest commit, and when it was made. */
  head: { sha: string; at: string };
  /** The content check's run on it; undefined while none has started. */
  check?: CheckRun;
  /** The commit of the build the site serves; undefined when the stamp could not be read. */
  live?: { commit: string | null; builtAt: string };
}

export type Publish =
  | { step: "checking" }
  | { step: "publishing" }
  | { step: "live" }
  | { step: "refused"; problems: string[]; more: number; url: string }
  | { step: "stalled"; minutes: number; url?: string };

/**
 * How long a change may take from its commit to the live site before the editor says it is
 * late: the check takes a minute or two and a host's build three to six.
 */
export const lateAfterMinutes = 20;

/** A save, as the panel remembers it: when (the browser's clock) and the branch's newest commit before it. */
export interface Save {
  at: Date;
  before?: string;
}

/**
 * Where the branch's newest change is, at `now`. For two minutes after a save, the newest commit
 * it had before is not the save's (GitHub's answers may lag a moment behind its writes): commits
 * are compared, not times, so a wrong clock on the office's computer changes nothing.
 */
export function publishStep(seen: Seen, now: Date, save?: Save): Publish {
  if (save?.before === seen.head.sha && now.getTime() - save.at.getTime() < 120_000) return { step: "checking" };
  if (seen.live?.commit === seen.head.sha) return { step: "live" };
  const { check } = seen;
  // Refused: the check read the content and named its problems. A run that failed before it could
  // (cancelled, timed out, npm ci) says nothing of the content, and the host builds regardless.
  if (check?.status === "completed" && check.conclusion === "failure" && check.problems.length > 0) {
    return { step: "refused", problems: check.problems, more: check.more, url: check.url };
  }
  const minutes = Math.floor((now.getTime() - Date.parse(seen.head.at)) / 60_000);
  if (minutes >= lateAfterMinutes) return { step: "stalled", minutes, ...(check ? { url: check.url } : {}) };
  return check?.status === "completed" ? { step: "publishing" } : { step: "checking" };
}

/** Whether the editor keeps asking: the change is still on its way. */
export const onItsWay = (publish: Publish) => publish.step === "checking" || publish.step === "publishing";

/** "12 minutes", "1 minute", "2 hours", "3 days". */
export function duration(minutes: number): string {
  const [value, unit] =
    minutes < 120
      ? [minutes, "minute"]
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), "hour"]
        : [Math.floor(minutes / 1440), "day"];
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

/** The panel's buttons and links, which the office's guide names. */
export const panelLabels = { seePage: "See the page", openEntry: "Open this entry", close: "Close" } as const;

/** Every heading the panel can show, which the office's guide names. */
export const panelTitles = (): string[] => {
  const steps: Publish[] = [
    { step: "checking" },
    { step: "publishing" },
    { step: "live" },
    { step: "refused", problems: [], more: 0, url: "" },
    { step: "stalled", minutes: lateAfterMinutes },
  ];
  return [
    ...new Set(steps.flatMap((step) => [true, false].map((afterSave) => publishMessage(step, { afterSave }).title))),
  ];
};

/** What the editor says, in the office's words: a heading and a sentence. */
export function publishMessage(
  publish: Publish,
  { afterSave }: { afterSave: boolean },
): { title: string; text: string } {
  switch (publish.step) {
    case "checking":
      return afterSave
        ? { title: "Checking your change", text: "The site's rules are checked first; this takes a minute or two." }
        : { title: "A change is being checked", text: "The newest change is being checked before it is published." };
    case "publishing":
      return {
        title: "Publishing",
        text: afterSave
          ? "Your change passed the check. The site is being built with it; this takes a few minutes."
          : "The newest change passed the check and the site is being built with it.",
      };
    case "live":
      return afterSave
        ? { title: "Live", text: "Your change is on the site." }
        : { title: "The site is up to date", text: "The live site shows every saved change." };
    case "refused":
      return {
        title: "Not published",
        text:
          (afterSave ? "The site refused this change" : "The newest change was not published") +
          ": the live site still shows the change before it. Correct what is listed below and save again.",
      };
    case "stalled":
      return {
        title: "Not published yet",
        text:
          `The newest change was saved ${duration(publish.minutes)} ago, but the live site has not been built with it. ` +
          "The host's build has failed or not started: ask the person who looks after the site to open its build log.",
      };
  }
}
