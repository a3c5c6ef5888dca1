/**
 * The publishing panel's questions to GitHub and to the live site, answered by a stand-in for
 * both: which addresses it asks, with which token, and what it makes of the answers.
 */
import { describe, expect, it } from "vitest";
import { GitHubError, readPublishState, type GitHubSource } from "./github-status";

const sha = "c".repeat(40);
const source: GitHubSource = {
  api: "https://api.github.com",
  repository: "cedar-hollow-bible/website",
  branch: "main",
  token: "github_pat_x",
  stamp: "https://cedarhollowbible.org/build-stamp.json",
};
const repo = `${source.api}/repos/${source.repository}`;

/** A stand-in for GitHub and the site: each address its answer; the requests it got. */
function stand(answers: Record<string, unknown>) {
  const asked: { url: string; token?: string | null }[] = [];
  const fetcher = (async (input: string, init?: RequestInit) => {
    asked.push({ url: input, token: new Headers(init?.headers).get("Authorization") });
    if (!(input in answers)) return new Response("Not Found", { status: 404 });
    const answer = answers[input];
    return answer instanceof Response ? answer : Response.json(answer);
  }) as typeof fetch;
  return { fetcher, asked };
}

const commit = { sha, commit: { committer: { date: "2026-11-25T17:00:00Z" }, author: null } };
const runs = (run: object) => ({ check_runs: [run] });
/** The content check's run 9, failed, with this many annotations. */
const failedRun = (annotations: number) =>
  runs({
    id: 9,
    status: "completed",
    conclusion: "failure",
    html_url: "https://x/9",
    started_at: null,
    output: { annotations_count: annotations },
  });
const checkRuns = `${repo}/commits/${sha}/check-runs?check_name=Content%20check&filter=latest`;

describe("reading where a change is", () => {
  it("asks for the branch's newest commit, its content check and the live stamp, with the person's token", async () => {
    const { fetcher, asked } = stand({
      [`${repo}/commits/main`]: commit,
      [checkRuns]: runs({
        id: 7,
        status: "completed",
        conclusion: "success",
        html_url: "https://x/7",
        started_at: "2026-11-25T17:00:10Z",
        output: { annotations_count: 0 },
      }),
      [source.stamp]: { commit: "a".repeat(40), builtAt: "2026-11-25T16:00:00Z", buildDay: "2026-11-25" },
    });
    expect(await readPublishState(source, fetcher)).toEqual({
      head: { sha, at: "2026-11-25T17:00:00Z" },
      check: { status: "completed", conclusion: "success", url: "https://x/7", problems: [], more: 0 },
      live: { commit: "a".repeat(40), builtAt: "2026-11-25T16:00:00Z" },
    });
    expect(asked.filter(({ url }) => url.startsWith(source.api)).map(({ token }) => token)).toEqual([
      "Bearer github_pat_x",
      "Bearer github_pat_x",
    ]);
    // The token goes to GitHub only.
    expect(asked.find(({ url }) => url === source.stamp)?.token).toBeNull();
  });

  it("reads a refused change's problems from its annotations, without GitHub's own", async () => {
    const { fetcher } = stand({
      [`${repo}/commits/main`]: commit,
      [checkRuns]: failedRun(4),
      [`${repo}/check-runs/9/annotations?per_page=50`]: [
        {
          path: "content/flash-banner.yaml",
          message: 'field "showUntil" must not be before showFrom (2026-12-20)',
          annotation_level: "failure",
          title: "Content check",
        },
        {
          path: "content/staff/a.yaml",
          message: "line 4 starts 2 spaces further in than line 3",
          annotation_level: "failure",
          title: "Content check",
        },
        {
          path: ".github",
          message: "and 3 more problems: the log of this run lists them all",
          annotation_level: "failure",
          title: "Content check",
        },
        { path: ".github", message: "Process completed with exit code 1.", annotation_level: "failure", title: null },
      ],
    });
    const seen = await readPublishState(source, fetcher);
    expect(seen.check).toEqual({
      status: "completed",
      conclusion: "failure",
      url: "https://x/9",
      problems: [
        'content/flash-banner.yaml: field "showUntil" must not be before showFrom (2026-12-20)',
        "content/staff/a.yaml: line 4 starts 2 spaces further in than line 3",
        "and 3 more problems: the log of this run lists them all",
      ],
      more: 0,
    });
    // No stamp (no build yet): the live site's commit is unknown.
    expect(seen.live).toBeUndefined();
  });

  it("counts the problems GitHub did not list", async () => {
    const { fetcher } = stand({
      [`${repo}/commits/main`]: commit,
      [checkRuns]: failedRun(60),
      [`${repo}/check-runs/9/annotations?per_page=50`]: Array.from({ length: 50 }, (_, i) => ({
        path: `content/history/${i}.yaml`,
        message: "x",
        annotation_level: "failure",
        title: "Content check",
      })),
    });
    const { check } = await readPublishState(source, fetcher);
    expect([check?.problems.length, check?.more]).toEqual([50, 10]);
  });

  it("has no check while none has started, and no live commit from a stamp that is not one", async () => {
    const { fetcher } = stand({
      [`${repo}/commits/main`]: commit,
      [checkRuns]: { check_runs: [] },
      [source.stamp]: new Response("<!doctype html><title>Not found</title>", { status: 200 }),
    });
    expect(await readPublishState(source, fetcher)).toEqual({ head: { sha, at: "2026-11-25T17:00:00Z" } });
  });

  it("says which answer of GitHub's was refused", async () => {
    const { fetcher } = stand({ [`${repo}/commits/main`]: new Response("Bad credentials", { status: 401 }) });
    const error = await readPublishState(source, fetcher).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).status).toBe(401);
  });
});
