/**
 * `npm run test:node-versions`: the unit tests and the production build under each other Node
 * major the site supports (package.json `engines`), with that Node taken from the npm package
 * `node` through npx; `npm test` covers the Node it runs on. CI runs this after `npm test`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** The Node majors `engines` names: "^20.19.0 || ^22.12.0 || ^24.0.0" is 20, 22 and 24. */
export function supportedMajors(engines: string): string[] {
  return [...engines.matchAll(/\^(\d+)\./g)].map((m) => m[1]!);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    engines: { node: string };
  };
  const running = process.versions.node.split(".")[0];
  const versions = supportedMajors(engines.node).filter((major) => major !== running);
  const steps = ["test:unit", "build"];
  const timings: string[] = [];
  for (const version of versions) {
    for (const step of steps) {
      console.log(`\n▶ Node ${version}: npm run ${step}`);
      const started = Date.now();
      const { status } = spawnSync(
        "npx",
        ["--yes", "--package", `node@${version}`, "--", "sh", "-c", `node --version && npm run -s ${step}`],
        { stdio: "inherit" },
      );
      timings.push(`Node ${version} ${step} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (status !== 0) {
        console.error(`\n✖ Node ${version}: npm run ${step} failed (exit ${status}).`);
        process.exit(status ?? 1);
      }
    }
  }
  console.log(`\n✔ Node ${versions.join(" and ")}: ${timings.join(", ")}`);
}
