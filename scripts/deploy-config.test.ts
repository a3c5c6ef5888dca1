// @vitest-environment node
/**
 * The configuration files a church commits for its host agree with the build and with each
 * other: Netlify's and Cloudflare's publish the folder the build writes, every host runs the
 * same Node, and the daily rebuild is scheduled.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { defaultSiteDir } from "../server/built-site";
import { nginxSiteConfig } from "./nginx-site";
import { supportedMajors } from "./test-node-versions";

const root = resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(resolve(root, file), "utf8");
const nvmrc = read(".nvmrc").trim();
const packageJson = JSON.parse(read("package.json")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

describe("the hosts' configuration", () => {
  it("deploy/nginx.conf names no church: the build fills in the site's host and its own folder", () => {
    const template = read("deploy/nginx.conf");
    expect(template).not.toMatch(/cedar|hollow|\/srv\//i);
    const config = nginxSiteConfig("www.example.org", "/srv/example/build/");
    expect(config).toContain("server_name www.example.org;");
    expect(config).toContain("ssl_certificate /etc/letsencrypt/live/www.example.org/fullchain.pem;");
    expect(config).toContain("return 301 https://www.example.org$request_uri;");
    expect(config).toContain("root /srv/example/build/client;");
    expect(config).toContain("include /srv/example/build/nginx/server.conf;");
    expect(config).not.toContain("{{");
  });

  it("the hosts' own files name no church: each says where its name is set", () => {
    for (const file of ["wrangler.toml", "sign-in/wrangler.toml", "netlify.toml"])
      expect(read(file), file).not.toMatch(/cedar|hollow/i);
  });

  it("netlify.toml builds with npm, publishes the build's site folder and runs the Node of .nvmrc", () => {
    const netlify = parseToml(read("netlify.toml")) as {
      build: { command: string; publish: string; environment: { NODE_VERSION: string } };
    };
    expect(netlify.build.command).toBe("npm run build");
    expect(resolve(root, netlify.build.publish)).toBe(defaultSiteDir);
    expect(netlify.build.environment.NODE_VERSION).toBe(nvmrc);
  });

  it("wrangler.toml publishes the same folder, at a date the pinned Wrangler's engine supports", () => {
    const wrangler = parseToml(read("wrangler.toml")) as { pages_build_output_dir: string; compatibility_date: string };
    expect(resolve(root, wrangler.pages_build_output_dir)).toBe(defaultSiteDir);
    // workerd 1.YYYYMMDD.n supports dates up to YYYY-MM-DD; a later one makes Wrangler look online for an update.
    const workerd = JSON.parse(read("node_modules/workerd/package.json")) as { version: string };
    const supported = workerd.version.split(".")[1]!.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
    expect(wrangler.compatibility_date <= supported).toBe(true);
  });

  it("the sign-in worker's wrangler.toml runs sign-in/worker.ts at a date the pinned Wrangler's engine supports", () => {
    const worker = parseToml(read("sign-in/wrangler.toml")) as { main: string; compatibility_date: string };
    const site = parseToml(read("wrangler.toml")) as { compatibility_date: string };
    expect(resolve(root, "sign-in", worker.main)).toBe(resolve(root, "sign-in/worker.ts"));
    expect(worker.compatibility_date).toBe(site.compatibility_date);
  });

  it(".nvmrc names a Node that engines supports, and engines names 20.19+, 22 and 24", () => {
    expect(packageJson.engines.node).toBe("^20.19.0 || ^22.12.0 || ^24.0.0");
    expect(supportedMajors(packageJson.engines.node)).toEqual(["20", "22", "24"]);
    expect(supportedMajors(packageJson.engines.node)).toContain(nvmrc);
  });

  it("decides every install script: refused, as the binaries come in platform packages", () => {
    expect(packageJson.allowScripts).toEqual({ esbuild: false, sharp: false, workerd: false });
  });

  it("rebuilds every day through the hosts' build hooks", () => {
    const workflow = parseYaml(read(".github/workflows/daily-rebuild.yml")) as {
      on: { schedule: { cron: string }[] };
      jobs: { rebuild: { steps: { env: Record<string, string>; run: string }[] } };
    };
    expect(workflow.on.schedule[0]!.cron.split(" ").slice(2)).toEqual(["*", "*", "*"]);
    const env = workflow.jobs.rebuild.steps[0]!.env;
    expect(Object.keys(env)).toEqual(["CLOUDFLARE_PAGES_DEPLOY_HOOK", "NETLIFY_BUILD_HOOK"]);
    for (const name of Object.keys(env)) expect(read("README.md")).toContain(name);
  });
});
