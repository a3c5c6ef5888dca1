import { liveStreamPath } from "~/lib/site-paths";
import type { ShellData } from "~/site/shell.server";
import { FlashBanner } from "./flash-banner";
import { MainMenu } from "./main-menu";
import { SideMenu } from "./side-menu";
import styles from "./site-header.module.css";

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  shell: Pick<ShellData, "church" | "flashBanner" | "navigation" | "logo" | "live" | "search">;
}

/**
 * The flash banner, then the header with the logo, the menus, the way to search and, while a
 * service is streamed, "Live now" (shown by the head script of app/lib/live-now.ts), which stays at the top of the
 * window while the page scrolls: in the header's bar, never over the page. The banner is outside
 * the sticky header, so it scrolls away with the page instead of shrinking the header (which
 * moved the page under the visitor).
 */
export function SiteHeader({ shell }: SiteHeaderProps) {
  return (
    <>
      <FlashBanner content={shell.flashBanner.content} showUntil={shell.flashBanner.showUntil} />
      <header className={styles.header}>
        <div className={styles.bar}>
          <SideMenu sections={shell.navigation} />
          <a href="/" className={styles.brand}>
            <img src={shell.logo.fallback} alt="" width={40} height={40} className={styles.logo} />
            <span className={styles.name}>
              {shell.church.name}
              <span className="visually-hidden">, home</span>
            </span>
          </a>{" "}
          {shell.live.length > 0 && (
            <a href={liveStreamPath} className={styles.live}>
              Live now<span className="visually-hidden">: watch the service</span>
            </a>
          )}
          <MainMenu sections={shell.navigation} />
          {/* A plain link, where the church has a search page: it brings its own script; no other page carries any for it. */}
          {shell.search && (
            <a href={shell.search} className={styles.search}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="m15.5 15.5 5.5 5.5" />
              </svg>
              <span className="visually-hidden">Search</span>
            </a>
          )}
        </div>
      </header>
    </>
  );
}
