/**
 * A stand-in for GitHub, offline: the parts of its REST and GraphQL APIs the site editor uses to
 * sign in, read the repository and commit a save (Sveltia CMS's GitHub backend), and the parts
 * the publishing panel reads (the branch's newest commit, the content check's run and its
 * annotations). It answers the browser's requests to api.github.com through Playwright's
 * routing, so nothing leaves the machine; the test sets the content check's result and reads
 * the commits the editor made.
 */
import { createHash } from "node:crypto";
import type { Page, Route } from "@playwright/test";

export interface FakeCommit {
  oid: string;
  date: string;
  message: string;
  files: Map<string, Buffer>;
}

export interface FakeCheckRun {
  status: "queued" | "in_progress" | "completed";
  conclusion?: "success" | "failure";
  /** Error annotations: file and the sentence without it. */
  annotations?: { path: string; message: string }[];
}

const gitSha = (data: Buffer) =>
  createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${data.length}\0`), data]))
    .digest("hex");

export class FakeGitHub {
  readonly commits: FakeCommit[] = [];
  readonly checks = new Map<string, FakeCheckRun>();
  /** Tokens GitHub accepts, and whose. */
  readonly tokens = new Set<string>();
  /** Requests it could not answer, to say what the editor asked that the stand-in lacks. */
  readonly unknown: string[] = [];

  readonly branch: string;
  /** GitHub's clock: the page's, when a test shifts the page's day. */
  readonly now: () => Date;

  constructor(
    readonly repository: string,
    files: [string, string][],
    { branch = "main", now = () => new Date() }: { branch?: string; now?: () => Date } = {},
  ) {
    this.branch = branch;
    this.now = now;
    this.commit(
      "The site as it is",
      new Map(files.map(([path, base64]) => [path, Buffer.from(base64, "base64")])),
      new Date(now().getTime() - 3_600_000),
    );
  }

  get head(): FakeCommit {
    return this.commits.at(-1)!;
  }

  /** A commit on the branch with these files. */
  commit(message: string, files: Map<string, Buffer>, at = this.now()): FakeCommit {
    const oid = createHash("sha1").update(`${this.commits.length}:${message}:${at.toISOString()}`).digest("hex");
    const made = { oid, date: at.toISOString(), message, files };
    this.commits.push(made);
    return made;
  }

  /** The blob of a hash, from any commit. */
  private blob(sha: string): Buffer | undefined {
    for (const { files } of [...this.commits].reverse())
      for (const data of files.values()) if (gitSha(data) === sha) return data;
    return undefined;
  }

  /** Answers the page's requests to GitHub; routed after the test's own, so before them. */
  async attach(page: Page): Promise<void> {
    await page.route("https://www.githubstatus.com/**", (route) =>
      route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
    );
    await page.route("https://api.github.com/**", (route) => this.answer(route));
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const cors = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, X-GitHub-Api-Version",
      "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
      "Access-Control-Expose-Headers": "ETag, Link, X-GitHub-Request-Id",
    };
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    const token = /^(?:token|Bearer) (.+)$/.exec((await request.headerValue("authorization")) ?? "")?.[1];
    if (!token || !this.tokens.has(token))
      return route.fulfill({ status: 401, headers: cors, json: { message: "Bad credentials" } });
    const json = (body: unknown, status = 200) => route.fulfill({ status, headers: cors, json: body });
    const repo = `/repos/${this.repository}`;
    const path = url.pathname;

    if (path === "/user")
      return json({ id: 1, login: "office", name: "Church Office", email: null, avatar_url: "", html_url: "" });
    if (path.startsWith(`${repo}/collaborators/`)) return route.fulfill({ status: 204, headers: cors });
    if (path === "/graphql") return json({ data: this.graphql(request.postDataJSON() as GraphQLRequest) });
    const tree = new RegExp(`^${repo}/git/trees/(.+)$`).exec(path);
    if (tree) {
      const files = this.commits.find((c) => c.oid === tree[1])?.files ?? this.head.files;
      return json({
        sha: this.head.oid,
        truncated: false,
        tree: [...files].map(([file, data]) => ({ path: file, type: "blob", sha: gitSha(data), size: data.length })),
      });
    }
    const blob = new RegExp(`^${repo}/git/blobs/([0-9a-f]+)$`).exec(path);
    if (blob) {
      const data = this.blob(blob[1]!);
      return data
        ? route.fulfill({ status: 200, headers: { ...cors, "Content-Type": "application/octet-stream" }, body: data })
        : json({ message: "Not Found" }, 404);
    }
    const commit = new RegExp(`^${repo}/commits/([^/]+)$`).exec(path);
    if (commit) {
      const found = commit[1] === this.branch ? this.head : this.commits.find((c) => c.oid === commit[1]);
      return found
        ? json({
            sha: found.oid,
            commit: { message: found.message, committer: { date: found.date }, author: { date: found.date } },
          })
        : json({ message: "No commit found" }, 422);
    }
    const runs = new RegExp(`^${repo}/commits/([0-9a-f]{40})/check-runs$`).exec(path);
    if (runs) {
      const run = this.checks.get(runs[1]!);
      const index = [...this.checks.keys()].indexOf(runs[1]!) + 1;
      return json({
        total_count: run ? 1 : 0,
        check_runs: run
          ? [
              {
                id: index,
                name: url.searchParams.get("check_name"),
                status: run.status,
                conclusion: run.conclusion ?? null,
                html_url: `https://github.com/${this.repository}/actions/runs/${index}`,
                started_at: this.head.date,
                output: { annotations_count: (run.annotations?.length ?? 0) + (run.conclusion === "failure" ? 1 : 0) },
              },
            ]
          : [],
      });
    }
    const annotations = new RegExp(`^${repo}/check-runs/(\\d+)/annotations$`).exec(path);
    if (annotations) {
      const run = [...this.checks.values()][Number(annotations[1]) - 1];
      return json([
        ...(run?.annotations ?? []).map(({ path: file, message }) => ({
          path: file,
          message,
          annotation_level: "failure",
          title: "Content check",
        })),
        // GitHub's own, on every failed job.
        { path: ".github", message: "Process completed with exit code 1.", annotation_level: "failure", title: null },
      ]);
    }
    this.unknown.push(`${request.method()} ${path}`);
    return json({ message: "Not Found" }, 404);
  }

  /** The GraphQL queries the editor sends, recognized by their fields. */
  private graphql({ query, variables }: GraphQLRequest): unknown {
    if (/createCommitOnBranch/.test(query)) return this.createCommit(query, variables);
    if (/defaultBranchRef/.test(query)) return { repository: { defaultBranchRef: { name: this.branch } } };
    const repository: Record<string, unknown> = {};
    // Batches of aliased fields: file contents, a file's last commit, commits by hash.
    for (const [, alias, oid] of query.matchAll(/(\w+): object\(oid: "([0-9a-f]+)"\) \{ \.\.\. on Blob/g)) {
      const data = this.blob(oid!);
      repository[alias!] = data ? { text: data.toString("utf8"), isTruncated: false } : null;
    }
    for (const [, alias] of query.matchAll(
      /(\w+):\s*ref\(qualifiedName: \$branch\)\s*\{\s*target\s*\{\s*\.\.\. on Commit\s*\{\s*history\(first: 1, path:/g,
    )) {
      repository[alias!] = {
        target: {
          history: {
            nodes: [
              {
                author: { name: "Church Office", email: "office@example.org", user: { id: 1, login: "office" } },
                committedDate: this.head.date,
              },
            ],
          },
        },
      };
    }
    if (Object.keys(repository).length > 0) return { repository };
    if (/history\(first: 1\)/.test(query))
      return {
        repository: { ref: { target: { history: { nodes: [{ oid: this.head.oid, message: this.head.message }] } } } },
      };
    if (/ref\(qualifiedName: \$branch\)/.test(query))
      return { repository: { ref: { target: { oid: this.head.oid } } } };
    this.unknown.push(`graphql ${query.replace(/\s+/g, " ").slice(0, 200)}`);
    return { repository: null };
  }

  private createCommit(query: string, variables: Record<string, unknown>): unknown {
    const input = variables["input"] as {
      expectedHeadOid: string;
      fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
      message: { headline: string };
    };
    if (input.expectedHeadOid !== this.head.oid) throw new Error("the branch moved");
    const files = new Map(this.head.files);
    for (const { path } of input.fileChanges.deletions ?? []) files.delete(path);
    for (const { path, contents } of input.fileChanges.additions ?? [])
      files.set(path, Buffer.from(contents, "base64"));
    const made = this.commit(input.message.headline, files);
    const shas: Record<string, unknown> = {};
    for (const [, alias, file] of query.matchAll(/(file_\d+): file\(path: ("[^"]+")\)/g))
      shas[alias!] = { oid: gitSha(files.get(JSON.parse(file!) as string) ?? Buffer.alloc(0)) };
    return { createCommitOnBranch: { commit: { oid: made.oid, committedDate: made.date, ...shas } } };
  }
}

interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
}
