/**
 * `npm run check:text` (part of `npm test`, after the build): the words of every built page as a
 * visitor gets them.
 * - No two words may run together where inline elements meet, as they would without styles
 *   (reader modes, text browsers, search snippets; scripts/text/glued-words.ts).
 * - A fact the content lists in content/fact-checks.yaml (a time, an age or grade, a day, a
 *   year) reads on every page as its field says (scripts/text/facts.ts).
 * - Every word is spelled as in US English (cspell, its en-US dictionary), or is a word of a name
 *   the content gives (the church's, its town's and street's, its people's: app/lib/church-names.ts),
 *   or a name or place listed in content/spelling-words.txt. The content files are checked too:
 *   what editors write (alt texts, descriptions) is read by visitors somewhere.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { getContent } from "../app/site/content.server.ts";
import { churchNames } from "../app/lib/church-names.ts";
import { sermonSource } from "../app/site/sermons.server.ts";
import { builtClient, builtPages } from "./files-under.ts";
import { disagreements } from "./text/facts.ts";
import { gluedWords } from "./text/glued-words.ts";
import { pageText } from "./text/page-text.ts";

const root = new URL("..", import.meta.url).pathname;
const client = builtClient();

const problems: string[] = [];
// Each page's text in a file of its own, named for its address, for the spell checker to name.
const texts = join(root, "build/text");
rmSync(texts, { recursive: true, force: true });
mkdirSync(texts, { recursive: true });
const pageTexts = new Map<string, string>();
for (const { address, file } of builtPages(client)) {
  const { document } = new JSDOM(readFileSync(file, "utf8")).window;
  for (const place of gluedWords(document.body))
    problems.push(
      `${address}: words run together without styles at "${place}" (put a space or punctuation between the elements)`,
    );
  pageTexts.set(address, pageText(document));
  writeFileSync(join(texts, `${address === "/" ? "home" : address.slice(1)}.txt`), pageTexts.get(address)!);
}
// The facts the content lists in content/fact-checks.yaml, each with its value from its field.
const { factChecks, facts } = getContent();
const compared = (factChecks?.checks ?? []).map((check) => ({ ...check, value: facts.get(check.fact)! }));
problems.push(...disagreements(pageTexts, compared));

// The names the content gives (the church's, its town's, its people's, its preachers') are words
// the check knows, beside the project's configuration and content/spelling-words.txt
// (app/lib/church-names.ts); so is the name of the site its sermons are on (buzzsprout.com).
// Beside the pages' texts, not among them.
writeFileSync(
  join(root, "build/church-names.txt"),
  churchNames([getContent(), { name: sermonSource() }]).join("\n") + "\n",
);
const config = join(root, "build/cspell.json");
writeFileSync(
  config,
  JSON.stringify({
    import: [join(root, "cspell.json")],
    dictionaryDefinitions: [{ name: "church-names", path: "./church-names.txt" }],
    dictionaries: ["church-names"],
  }),
);
const spelling = spawnSync(
  process.execPath,
  [
    join(root, "node_modules/cspell/bin.mjs"),
    "--no-progress",
    "--no-summary",
    "--no-must-find-files",
    "--config",
    config,
    "build/text/**/*.txt",
    "content/**/*.{md,yaml}",
  ],
  { cwd: root, encoding: "utf8" },
);
if (spelling.error || spelling.status === null) throw spelling.error ?? new Error("cspell did not run");
for (const line of spelling.stdout.split("\n").filter(Boolean))
  problems.push(`${line} (US English; a name or place goes in content/spelling-words.txt)`);

if (problems.length > 0) {
  console.error(`Text check: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `text: OK (${pageTexts.size} pages: no words run together without styles, every fact as its field says, every word spelled in US English)`,
);
