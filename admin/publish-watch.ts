/**
 * The editor's publishing panel: after a save it follows the change to the live site ("Checking
 * your change" → "Publishing" → "Live", with a link to the changed page, or "Not published" with
 * the check's sentences and a button that opens each entry), and on opening it says so when the
 * live site is behind the branch or the newest change was refused. It reads GitHub with the
 * token the editor keeps for the signed-in person; working on a local folder, there is nothing
 * to publish and it says nothing. What it decides from: admin/publish-status.ts.
 */
import type { CmsConfig } from "@sveltia/cms";
import { problemPlace } from "../app/lib/content/problem-place.ts";
import { entryAddress } from "./entry-address.ts";
import { GitHubError, readPublishState, type GitHubSource } from "./github-status.ts";
import "./publish-panel.css";
import { onItsWay, panelLabels, publishMessage, publishStep, type Publish, type Save } from "./publish-status.ts";

/** How often to ask while a change is on its way: after a save, and for a change found on opening. */
const afterSaveMs = 8_000;
const onOpenMs = 30_000;
/** How often to look for a signed-in person before there is one. */
const signInMs = 3_000;

/** The key under which the editor keeps the signed-in person, with their token. */
const userKey = "sveltia-cms.user";

/** The signed-in person's token for GitHub, if the editor works on GitHub. */
function githubToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(userKey) ?? "null") as { backendName?: string; token?: string } | null;
    return user?.backendName === "github" && typeof user.token === "string" ? user.token : undefined;
  } catch {
    return undefined;
  }
}

/** The entry a save wrote, as the `postSave` event gives it. */
export interface SavedEntry {
  get(key: "path"): string | undefined;
  get(key: "data"): { toJS(): Record<string, unknown> } | undefined;
}

/** What the panel shows, beside the step: the changed page's address and how to open an entry. */
interface Extras {
  afterSave: boolean;
  page?: string;
  open: (file: string) => Promise<string | undefined>;
}

/** The panel: a region of the editor's page, outside the editor's own, read out when it changes. */
class PublishPanel {
  readonly root = document.createElement("section");
  private readonly title = document.createElement("h2");
  private readonly body = document.createElement("div");
  /** The step the office closed the panel at: it stays closed until the step changes. */
  private dismissed: string | undefined;

  constructor() {
    this.root.className = "publish-panel";
    this.root.hidden = true;
    this.root.setAttribute("aria-labelledby", "publish-panel-title");
    this.title.id = "publish-panel-title";
    this.body.setAttribute("role", "status");
    const close = document.createElement("button");
    close.type = "button";
    close.className = "publish-panel-close";
    close.textContent = panelLabels.close;
    close.addEventListener("click", () => {
      this.root.hidden = true;
      this.dismissed = this.root.dataset["step"];
    });
    this.root.append(this.title, this.body, close);
    document.body.append(this.root);
  }

  show(publish: Publish, extras: Extras): void {
    const { title, text } = publishMessage(publish, extras);
    this.root.dataset["step"] = publish.step;
    this.title.textContent = title;
    const parts: Node[] = [paragraph(text)];
    if (publish.step === "live" && extras.page)
      parts.push(paragraph(link(new URL(extras.page, location.origin).href, panelLabels.seePage)));
    if (publish.step === "refused") parts.push(...problemList(publish, extras));
    if (publish.step === "stalled" && publish.url)
      parts.push(paragraph(link(publish.url, "The check's log on GitHub")));
    this.body.replaceChildren(...parts);
    this.root.hidden = this.dismissed === publish.step;
  }

  /** Shown again after a save, whatever was closed before. */
  reopen(): void {
    this.dismissed = undefined;
  }

  say(title: string, text: string): void {
    this.root.dataset["step"] = "error";
    this.title.textContent = title;
    this.body.replaceChildren(paragraph(text));
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }
}

function paragraph(...content: (string | Node)[]): HTMLParagraphElement {
  const p = document.createElement("p");
  p.append(...content);
  return p;
}

function link(href: string, text: string): HTMLAnchorElement {
  const a = document.createElement("a");
  a.href = href;
  a.target = "_blank";
  a.rel = "noopener";
  a.textContent = text;
  return a;
}

/** The refused change's problems (a refusal names at least one), each with a button that opens its entry. */
function problemList(publish: Extract<Publish, { step: "refused" }>, extras: Extras): Node[] {
  const list = document.createElement("ul");
  for (const problem of publish.problems) {
    const item = document.createElement("li");
    item.append(problem);
    const file = problemPlace(problem)?.file;
    if (file) {
      const open = document.createElement("button");
      open.type = "button";
      open.textContent = panelLabels.openEntry;
      open.setAttribute("aria-label", `Open the entry of ${file}`);
      open.addEventListener("click", async () => {
        const address = await extras.open(file);
        if (address) location.hash = address;
        else open.replaceWith(` (${file} is not edited in the editor: ask the person who looks after the site.)`);
      });
      item.append(" ", open);
    }
    list.append(item);
  }
  const parts: Node[] = [list];
  if (publish.more > 0)
    parts.push(paragraph(`And ${publish.more} more: `, link(publish.url, "the check's log on GitHub lists them.")));
  return parts;
}

/** The page a change to a content file is seen at: its file's, or its folder's (editor-config.ts changedPages). */
export function changedPage(pages: Record<string, string>, file: string): string {
  const source = Object.keys(pages).find((key) => file === key || file.startsWith(`${key}/`));
  return source ? pages[source]! : "/";
}

/**
 * Starts the panel. `pages` is the address a change to each content file or folder is seen at
 * (editor-config.ts changedPages); a page's own form links to the page itself.
 */
export function watchPublishing(config: CmsConfig, pages: Record<string, string>, stampAddress: string) {
  const backend = config.backend as { repo: string; branch?: string; api_root?: string };
  const panel = new PublishPanel();
  let afterSave = false;
  let save: Save | undefined;
  /** The branch's newest commit at the last answer, which a save's commit follows. */
  let lastHead: string | undefined;
  let page: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = async (file: string) => {
    const { repositoryTree } = await import("./repository.ts");
    const tree = await repositoryTree(config);
    return entryAddress(config, file, (path) => /^kind: *(\S+)/m.exec(tree.get(path) ?? "")?.[1]);
  };

  const later = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
  };

  async function tick(): Promise<void> {
    // One question at a time: a tick brought by the tab being shown replaces the one waiting.
    clearTimeout(timer);
    if (document.hidden) return; // asked again when the tab is shown
    const token = githubToken();
    if (!token) return later(signInMs);
    const source: GitHubSource = {
      api: (backend.api_root ?? "https://api.github.com").replace(/\/+$/, ""),
      repository: backend.repo,
      branch: backend.branch ?? "main",
      token,
      stamp: new URL(stampAddress, location.origin).href,
    };
    let publish: Publish;
    try {
      const seen = await readPublishState(source);
      lastHead = seen.head.sha;
      publish = publishStep(seen, new Date(), save);
    } catch (error) {
      const refused = error instanceof GitHubError && !error.rateLimited ? error.status : undefined;
      if (refused === 401) {
        panel.say(
          "Publishing cannot be followed",
          "GitHub no longer accepts your sign-in: sign out and sign in again.",
        );
        return;
      }
      if (refused === 403 || refused === 404) {
        panel.say(
          "Publishing cannot be followed",
          `GitHub did not let the editor read the repository's checks (${refused}). ` +
            "A personal access token needs Checks (read) besides Contents (read and write).",
        );
        return;
      }
      // GitHub, its rate limit or the network stops us for a moment: ask again later, saying nothing new.
      return later(afterSave ? afterSaveMs : onOpenMs);
    }
    // On opening, an up-to-date site needs no word.
    if (publish.step === "live" && !afterSave) return panel.hide();
    panel.show(publish, { afterSave, ...(page ? { page } : {}), open });
    if (onItsWay(publish)) later(afterSave ? afterSaveMs : onOpenMs);
    // A refused change may still be built by the host (the check is not the build): Live wins.
    else if (publish.step === "refused") later(onOpenMs);
  }

  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) void tick();
  });
  void tick();

  return {
    /** After a save: follow the change from its commit to the live site. */
    saved(entry: SavedEntry): void {
      if (!githubToken()) return;
      const own = entry.get("data")?.toJS()["path"];
      page = typeof own === "string" && own.startsWith("/") ? own : changedPage(pages, entry.get("path") ?? "");
      afterSave = true;
      save = { at: new Date(), ...(lastHead ? { before: lastHead } : {}) };
      panel.reopen();
      panel.show({ step: "checking" }, { afterSave, page, open });
      later(afterSaveMs);
    },
  };
}
