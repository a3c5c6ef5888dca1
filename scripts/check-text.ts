/**
 * `npm run check:text` (part of `npm test`, after the build): the words of every built page as a
 * visitor without styles gets them (reader modes, text browsers, search snippets). No two words
 * may run together where inline elements meet (scripts/text/glued-words.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "./files-under.ts";
import { gluedWords } from "./text/glued-words.ts";

const client = join(new URL("..", import.meta.url).pathname, "build/client");
if (!existsSync(client)) {
  console.error('No built site in build/client. Run "npm run build" first.');
  process.exit(1);
}

const problems: string[] = [];
let pages = 0;
for (const { address, file } of builtPages(client)) {
  pages++;
  for (const place of gluedWords(readFileSync(file, "utf8")))
    problems.push(
      `${address}: words run together without styles at "${place}" (put a space or punctuation between the elements)`,
    );
}
if (problems.length > 0) {
  console.error(`Text check: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`text: OK (${pages} pages, no words run together without styles)`);
