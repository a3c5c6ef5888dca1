import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { RouteFocus } from "./components/layout/route-focus";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { shellData } from "./site/shell.server";
import "./styles/global.css";

/** The icons and manifest drawn from the logo at build time (scripts/build-icons.ts). */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/icons/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** Runs at build time: the shell's content goes into every page's HTML. */
export function loader() {
  return shellData();
}

// The shell's content never changes between pages; do not fetch it again on navigation.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  useEffect(() => document.documentElement.classList.remove("no-js"), []);
  return (
    <html lang="en" className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        <Meta />
        <Links />
        {/* Before the first paint: hides what ended after the build, so nothing shifts. */}
        {shell?.noticeScript && <script dangerouslySetInnerHTML={{ __html: shell.noticeScript }} />}
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {shell && <SiteHeader shell={shell} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {shell && <SiteFooter shell={shell} />}
        <RouteFocus />
        <ScrollRestoration />
        <Scripts />
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
