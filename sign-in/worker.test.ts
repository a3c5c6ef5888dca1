// @vitest-environment node
/**
 * The sign-in worker's answers, run as Cloudflare runs it (a fetch handler over web Requests),
 * with GitHub's token endpoint answered by a stand-in: the way to GitHub with a state, the state
 * checked on the way back, the token handed only to a page of the site.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import worker, { allowedOrigin, type Env } from "./worker";

const env: Env = {
  GITHUB_CLIENT_ID: "Iv1.client",
  GITHUB_CLIENT_SECRET: "secret",
  ALLOWED_DOMAINS: "cedarhollowbible.org, *.cedarhollowbible.org",
};
const origin = "https://sign-in.example.workers.dev";
const get = (path: string, headers: Record<string, string> = {}, to: Env = env) =>
  worker.fetch(new Request(`${origin}${path}`, { headers }), to);

afterEach(() => vi.unstubAllGlobals());

describe("the sign-in worker", () => {
  it("sends the person to GitHub with a state that only their browser holds", async () => {
    const answer = await get("/auth?provider=github&site_id=cedarhollowbible.org&scope=repo,user");
    expect(answer.status).toBe(302);
    const to = new URL(answer.headers.get("Location")!);
    expect(`${to.origin}${to.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(to.searchParams.get("client_id")).toBe("Iv1.client");
    // GitHub sends the person back to the app's registered callback, this worker's /callback.
    expect(to.searchParams.has("redirect_uri")).toBe(false);
    expect(to.searchParams.get("scope")).toBe("repo,user");
    const state = to.searchParams.get("state")!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.headers.get("Set-Cookie")).toBe(
      `sign-in-state=${state}; Path=/callback; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it("exchanges the code for a token when the state is the browser's, and hands it over by message", async () => {
    const exchange = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(init.body as string)).toMatchObject({
        client_id: "Iv1.client",
        client_secret: "secret",
        code: "c0de",
      });
      return Response.json({ access_token: "gho_token", token_type: "bearer", scope: "repo,user" });
    });
    vi.stubGlobal("fetch", exchange);
    const state = "ab".repeat(16);
    const answer = await get(`/callback?code=c0de&state=${state}`, { Cookie: `sign-in-state=${state}` });
    expect(exchange).toHaveBeenCalledWith("https://github.com/login/oauth/access_token", expect.anything());
    const page = await answer.text();
    expect(page).toContain('authorization:github:success:{\\"provider\\":\\"github\\",\\"token\\":\\"gho_token\\"}');
    expect(page).toContain("Signing you in to the site editor");
    // The page runs only its own script, and is never kept.
    const nonce = /<script nonce="([^"]+)">/.exec(page)![1];
    expect(answer.headers.get("Content-Security-Policy")).toContain(`script-src 'nonce-${nonce}'`);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a return whose state is not the browser's, without asking GitHub", async () => {
    const exchange = vi.fn();
    vi.stubGlobal("fetch", exchange);
    for (const cookie of ["", `sign-in-state=${"cd".repeat(16)}`]) {
      const page = await (await get(`/callback?code=c0de&state=${"ab".repeat(16)}`, { Cookie: cookie })).text();
      expect(page).toContain("authorization:github:error:");
      expect(page).toContain("CSRF_DETECTED");
      expect(page).not.toContain("token");
    }
    expect(exchange).not.toHaveBeenCalled();
  });

  it("says so when GitHub gives no token, or the app is not set up", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ error: "bad_verification_code" }));
    const state = "ef".repeat(16);
    expect(
      await (await get(`/callback?code=old&state=${state}`, { Cookie: `sign-in-state=${state}` })).text(),
    ).toContain("TOKEN_REQUEST_FAILED");
    expect(await (await get("/auth?provider=github", {}, { ALLOWED_DOMAINS: "x.org" })).text()).toContain(
      "MISCONFIGURED_CLIENT",
    );
    expect(await (await get("/auth?provider=gitlab")).text()).toContain("UNSUPPORTED_BACKEND");
    expect((await get("/")).status).toBe(404);
    expect((await worker.fetch(new Request(`${origin}/auth`, { method: "POST" }), env)).status).toBe(405);
  });

  it("hands a token only to the site's own addresses, over https", () => {
    const domains = env.ALLOWED_DOMAINS;
    expect(allowedOrigin("https://cedarhollowbible.org", domains)).toBe(true);
    expect(allowedOrigin("https://www.cedarhollowbible.org", domains)).toBe(true);
    expect(allowedOrigin("http://cedarhollowbible.org", domains)).toBe(false);
    expect(allowedOrigin("https://evilcedarhollowbible.org", domains)).toBe(false);
    expect(allowedOrigin("https://cedarhollowbible.org.evil.example", domains)).toBe(false);
    expect(allowedOrigin("http://localhost:4173", domains)).toBe(false);
    expect(allowedOrigin("http://localhost:4173", "localhost")).toBe(true);
    expect(allowedOrigin("null", domains)).toBe(false);
    expect(allowedOrigin("https://anything", undefined)).toBe(false);
  });
});
