/**
 * Reads what admin/publish-status.ts decides from: the branch's newest commit and the content
 * check's run on it from GitHub's REST API, with the signed-in person's own token (the one the
 * editor keeps), and the live site's build stamp. A fine-grained token needs Contents (read and
 * write, for saving), Checks (read) and Metadata (read); a sign-in through the site's GitHub
 * app has them through its `repo` scope.
 */
import { contentCheckName } from "../app/lib/content/problem-place.ts";
import type { CheckRun, Seen } from "./publish-status.ts";

/** Where to ask, and as whom. */
export interface GitHubSource {
  /** GitHub's REST API, https://api.github.com. */
  api: string;
  /** owner/name, and the branch the site is built from. */
  repository: string;
  branch: string;
  token: string;
  /** The live site's build stamp (scripts/build-stamp.ts). */
  stamp: string;
}

/** An answer of GitHub's API that is not 200, said in one line. */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    path: string,
    /** Whether GitHub's rate limit refused it, which passes by itself. */
    readonly rateLimited = false,
  ) {
    super(`GitHub answered ${status} for ${path}`);
  }
}

interface CommitAnswer {
  sha: string;
  commit: { committer: { date: string } | null; author: { date: string } | null };
}
interface CheckRunsAnswer {
  check_runs: {
    id: number;
    status: string;
    conclusion: string | null;
    html_url: string;
    started_at: string | null;
    output: { annotations_count: number };
  }[];
}
interface Annotation {
  path: string;
  message: string;
  annotation_level: string;
  title: string | null;
}

/** The annotations a run lists at most, before the rest is counted. */
const listed = 50;

export async function readPublishState(source: GitHubSource, fetcher: typeof fetch = fetch): Promise<Seen> {
  const get = async <T>(path: string): Promise<T> => {
    const answer = await fetcher(`${source.api}/repos/${source.repository}${path}`, {
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${source.token}`,
        "X-GitHub-Api-Version": "2022-11-28",
      },
      cache: "no-store",
    });
    if (!answer.ok)
      throw new GitHubError(
        answer.status,
        path,
        answer.status === 429 || answer.headers.get("x-ratelimit-remaining") === "0",
      );
    return (await answer.json()) as T;
  };
  const [head, live] = await Promise.all([
    get<CommitAnswer>(`/commits/${encodeURIComponent(source.branch)}`),
    readStamp(source.stamp, fetcher),
  ]);
  const runs = await get<CheckRunsAnswer>(
    `/commits/${head.sha}/check-runs?check_name=${encodeURIComponent(contentCheckName)}&filter=latest`,
  );
  // The newest run of the check on this commit: a re-run replaces the one before.
  const run = runs.check_runs.sort((a, b) => (b.started_at ?? "").localeCompare(a.started_at ?? ""))[0];
  let check: CheckRun | undefined;
  if (run) {
    // Only a failure names problems (admin/publish-status.ts: a refusal).
    const annotations =
      run.conclusion === "failure" && run.output.annotations_count > 0
        ? await get<Annotation[]>(`/check-runs/${run.id}/annotations?per_page=${listed}`)
        : [];
    // The check's own, by their title: GitHub adds one to a failed job ("Process completed with
    // exit code 1."), and files one that names no file under .github.
    const problems = annotations
      .filter(({ title, annotation_level }) => annotation_level === "failure" && title === contentCheckName)
      .map(({ path, message }) => (path && path !== ".github" ? `${path}: ${message}` : message));
    check = {
      status: run.status,
      conclusion: run.conclusion,
      url: run.html_url,
      problems,
      more: Math.max(0, run.output.annotations_count - annotations.length),
    };
  }
  return {
    head: { sha: head.sha, at: head.commit.committer?.date ?? head.commit.author?.date ?? new Date().toISOString() },
    ...(check ? { check } : {}),
    ...(live ? { live } : {}),
  };
}

/** The live site's stamp, or undefined when it cannot be read (no build yet, a host's error page). */
async function readStamp(address: string, fetcher: typeof fetch): Promise<Seen["live"]> {
  try {
    const answer = await fetcher(address, { cache: "no-store" });
    if (!answer.ok) return undefined;
    const stamp = (await answer.json()) as { commit?: unknown; builtAt?: unknown };
    if (typeof stamp.builtAt !== "string") return undefined;
    return { commit: typeof stamp.commit === "string" ? stamp.commit : null, builtAt: stamp.builtAt };
  } catch {
    return undefined;
  }
}
