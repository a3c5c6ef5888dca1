/**
 * The site editor's "Sign In with GitHub": GitHub's OAuth web flow, whose one secret step (the
 * code exchanged for a token with the app's client secret) needs a server. The editor opens
 * /auth in a window of its own; the worker sends the person to GitHub with a one-time state kept
 * in a cookie of its own address; GitHub sends them back to /callback, where the worker checks
 * the state, asks GitHub for the token, and answers with a page that hands the token to the
 * editor's window by message, to an address of ALLOWED_DOMAINS only (the handshake Sveltia CMS
 * and Decap CMS use). It stores nothing.
 */

export interface Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** The site's host names, separated by commas: "example.org, www.example.org", "*.example.org" for every subdomain. */
  ALLOWED_DOMAINS?: string;
  /** GitHub's address: set to a stand-in for tests only. */
  GITHUB_ORIGIN?: string;
}

const stateCookie = "sign-in-state";
const provider = "github";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "GET") return new Response("Method not allowed", { status: 405, headers: { Allow: "GET" } });
    if (url.pathname === "/auth") return start(url, env);
    if (url.pathname === "/callback") return finish(request, url, env);
    return new Response("Not found", { status: 404 });
  },
};

/** GitHub's address: github.com, or the tests' stand-in. */
const github = (env: Env) => (env.GITHUB_ORIGIN ?? "https://github.com").replace(/\/+$/, "");

/**
 * Whether a page's origin is one of the site's: https, at a host name of `domains` (plain http
 * only on localhost, for local testing). Also runs in the page that hands over the token, as its text.
 */
export function allowedOrigin(origin: string, domains: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.hostname;
  if (url.protocol !== "https:" && !(url.protocol === "http:" && host === "localhost")) return false;
  return (domains ?? "")
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean)
    .some((domain) => (domain.startsWith("*.") ? host.endsWith(domain.slice(1)) : host === domain));
}

/** /auth?provider=github&scope=repo,user: to GitHub, with a state only this browser holds. */
function start(url: URL, env: Env): Response {
  if (url.searchParams.get("provider") !== provider)
    return handOver(env, { error: "Only GitHub is supported.", errorCode: "UNSUPPORTED_BACKEND" });
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return handOver(env, { error: "The sign-in's GitHub app is not set up.", errorCode: "MISCONFIGURED_CLIENT" });
  const state = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const authorize = new URL(`${github(env)}/login/oauth/authorize`);
  // GitHub sends the person back to the app's one callback address, /callback of this worker.
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    scope: url.searchParams.get("scope") || "repo,user",
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Set-Cookie": `${stateCookie}=${state}; Path=/callback; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
      "Cache-Control": "no-store",
    },
  });
}

/** /callback?code=…&state=…: the state checked, the code exchanged for a token, handed to the editor. */
async function finish(request: Request, url: URL, env: Env): Promise<Response> {
  // The state in the address must be the one this browser was given at /auth.
  const cookie = new RegExp(`(?:^|;\\s*)${stateCookie}=([0-9a-f]{32})(?:;|$)`).exec(
    request.headers.get("Cookie") ?? "",
  );
  const state = url.searchParams.get("state");
  const code = url.searchParams.get("code");
  if (!cookie || !state || cookie[1] !== state)
    return handOver(env, { error: "The sign-in was not started here, or took too long.", errorCode: "CSRF_DETECTED" });
  if (!code) return handOver(env, { error: "GitHub sent no code.", errorCode: "AUTH_CODE_REQUEST_FAILED" });
  let token: string | undefined;
  try {
    const answer = await fetch(`${github(env)}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
      }),
    });
    token = answer.ok ? ((await answer.json()) as { access_token?: string }).access_token : undefined;
  } catch {
    token = undefined;
  }
  if (!token) return handOver(env, { error: "GitHub gave no token.", errorCode: "TOKEN_REQUEST_FAILED" });
  return handOver(env, { token });
}

/**
 * The page that hands the result to the editor's window: it says it is ready to the window that
 * opened it, and answers that window's reply only when it comes from an address of the site.
 */
function handOver(env: Env, result: { token: string } | { error: string; errorCode: string }): Response {
  const outcome = "token" in result ? "success" : "error";
  const message = `authorization:${provider}:${outcome}:${JSON.stringify({ provider, ...result })}`;
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const script = `
    const allowedOrigin = ${allowedOrigin.toString()};
    window.addEventListener("message", (event) => {
      if (event.data !== "authorizing:${provider}" || event.source !== window.opener) return;
      if (!allowedOrigin(event.origin, ${JSON.stringify(env.ALLOWED_DOMAINS ?? "")})) {
        document.querySelector("p").textContent = "This sign-in is not for " + event.origin + ".";
        return;
      }
      window.opener.postMessage(${JSON.stringify(message)}, event.origin);
    });
    if (window.opener) window.opener.postMessage("authorizing:${provider}", "*");
    else document.querySelector("p").textContent = "Open the site editor and sign in from there.";
  `;
  const text = "token" in result ? "Signing you in to the site editor…" : `The sign-in failed: ${result.error}`;
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Site editor sign-in</title><p>${text}</p><script nonce="${nonce}">${script}</script></html>`,
    {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        // The used state goes with the answer.
        "Set-Cookie": `${stateCookie}=; Path=/callback; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
      },
    },
  );
}
