import { useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter, siteFooterId } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { FrameScripts } from "./components/ui/frame-script";
import { liveNowScript } from "./lib/live-now";
import { pageScriptLoader, scriptAtLoad } from "./lib/page-script";
import { speculationRules } from "./lib/speculation-rules";
import { canonicalPath } from "./site/content.server";
import { shellData } from "./site/shell.server";
import { defaultBrand } from "./lib/brand";
import "./styles/global.css";

/**
 * The icons and manifest drawn from the logo at build time (scripts/build-icons.ts). The tab's
 * icon is the .ico (16, 32 and 48 px): offered the SVG, Chromium drew it in the page's own main
 * thread as an SVG document after every load, a task of 14 ms with the CPU slowed 4x. The
 * manifest still lists the SVG, for an installed site.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** Runs at build time: the shell's content goes into every page's HTML. */
export function loader({ request }: Route.LoaderArgs) {
  return shellData(canonicalPath(new URL(request.url).pathname));
}

/**
 * React Router's own scripts (the router, the route modules, the page's data), which no page
 * loads: pages are HTML, enhanced by one small script (app/browser/site.ts), and only the SPA
 * fallback that React Router's build insists on rendering gets them. Its build refuses a root
 * without them there, so this reads its context; a build test keeps it honest on upgrades
 * (docs/decisions/011-pages-without-react.md).
 */
function RouterScriptsForFallback() {
  const framework = useContext(UNSAFE_FrameworkContext);
  return framework?.isSpaMode ? <Scripts /> : null;
}

/**
 * Under `react-router dev` only: Vite's client, a reload on every change (app/browser/dev-reload.ts)
 * and React Router's Fast Refresh preamble, which its plugin requires before any component module
 * runs in the browser (an island's); `<Scripts />` would bring them, but the router too.
 */
function DevelopmentScripts() {
  return (
    <>
      <script type="module" src="/@vite/client" />
      <script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime" />
      <script type="module" src="/app/browser/dev-reload.ts" />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const atLoad = scriptAtLoad(useMatches());
  return (
    <html lang="en" className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={shell?.brand.themeColor ?? defaultBrand.primary} />
        {/*
          The first paint waits for the page's whole markup, up to the footer: a busy phone's parser
          yields mid-page, and a page painted half-parsed (half a menu) moves when the rest arrives.
        */}
        <link rel="expect" href={`#${siteFooterId}`} blocking="render" />
        <Meta />
        <Links />
        {/* The church's colors and fonts (the site settings' brand), over app/styles/tokens.css. */}
        {shell && <style dangerouslySetInnerHTML={{ __html: shell.brand.css }} />}
        {import.meta.env.DEV && <DevelopmentScripts />}
        {/*
          One inline script, before the first paint: it hides what ended after the build (notices),
          shows "Live now" while a service is on, and starts the page script when it is needed.
        */}
        {shell && (
          <script
            dangerouslySetInnerHTML={{
              __html: [
                shell.noticeScript,
                shell.live.length > 0 && liveNowScript(shell.live),
                pageScriptLoader(shell.pageScript, atLoad),
              ]
                .filter(Boolean)
                .join(";"),
            }}
          />
        )}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {shell && <SiteHeader shell={shell} />}
        <main id="main" tabIndex={-1}>
          <FrameScripts.Provider value={shell?.frameScripts ?? {}}>{children}</FrameScripts.Provider>
        </main>
        {shell && <SiteFooter shell={shell} />}
        <RouterScriptsForFallback />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page">
      <h1>{notFound ? "404 - Not Found" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "We could not find that page. If you think this is an error, please contact the church office."
          : "This page could not be shown. Please try again, or contact the church office if it keeps happening."}
      </p>
    </div>
  );
}
