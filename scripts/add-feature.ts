/**
 * `npm run add-feature NAME`: brings a feature the church does not have yet into content/, as
 * files to rewrite in the church's words (scripts/churches/add-feature.ts): its collection's
 * files and its page, from the church with every feature (tests/fixtures/full-church), with the
 * pictures they name. Then it runs the content check, which says what else the feature needs
 * (an address in the site settings). `npm run add-feature` alone lists the features.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { checkSite } from "../app/lib/content/site-check.ts";
import { readContentTree } from "../app/site/content-tree.server.ts";
import { projectPath } from "../app/site/project-paths.server.ts";
import { features } from "../content/features.ts";
import { featureFiles, spellingFile } from "./churches/add-feature.ts";
import { readStarter } from "./churches/starter.ts";

const name = process.argv[2];
const feature = features.find((candidate) => candidate.name === name);
if (!feature) {
  console.error(
    `${name ? `add-feature: there is no feature "${name}". ` : ""}Add one of these (npm run add-feature conference):\n${features.map((f) => `  ${f.name}: ${f.what}`).join("\n")}`,
  );
  process.exit(name ? 1 : 0);
}
const root = projectPath();
const hasPicture = (path: string) => existsSync(join(root, "content/images", path));
const spelling = join(root, spellingFile);
const added = featureFiles(
  feature,
  readContentTree(root),
  hasPicture,
  readStarter(),
  existsSync(spelling) ? readFileSync(spelling, "utf8") : "",
);
if (!added.ok) {
  console.error(`add-feature: ${added.problem}.`);
  process.exit(1);
}
for (const [path, text] of added.files) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
console.log(
  `add-feature: ${feature.name} is in content/, as another church wrote it. Rewrite each file in your church's words:\n  ${[...added.files.keys()].join("\n  ")}`,
);
const checked = checkSite(readContentTree(root), { imageExists: hasPicture });
if (checked.ok) console.log("The content check passes: npm start shows it.");
else console.log(`The content check says what it still needs:\n  ${checked.problems.join("\n  ")}`);
