// @vitest-environment node
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headersPolicyFile, liveHeadersPolicy } from "./built-site";

describe("liveHeadersPolicy", () => {
  it("keeps the served policy in step with the build that replaced it", () => {
    const site = join(mkdtempSync(join(tmpdir(), "built-")), "client");
    mkdirSync(site);
    const write = (other: string, seconds: number) => {
      writeFileSync(headersPolicyFile(site), JSON.stringify({ common: {}, pages: {}, other }));
      utimesSync(headersPolicyFile(site), seconds, seconds);
    };
    write("first", 1_000);
    const policy = liveHeadersPolicy(site);
    expect(policy().other).toBe("first");
    write("second", 2_000);
    expect(policy().other).toBe("second");
    writeFileSync(headersPolicyFile(site), "{ half written");
    utimesSync(headersPolicyFile(site), 3_000, 3_000);
    expect(policy().other).toBe("second");
  });

  it("says what to do when there is no build", () => {
    expect(() => liveHeadersPolicy(join(tmpdir(), "no-such-build", "client"))).toThrow(/Run "npm run build" first/);
  });
});
