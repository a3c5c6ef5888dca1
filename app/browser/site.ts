/**
 * The page script, which the head's loader starts (app/lib/page-script.ts). It attaches each
 * enhancement module to the pre-rendered markup that names it with `data-module`, and hands
 * widgets marked `data-island` to the island loader, which brings React only to a page whose
 * widget needs it. Nothing here is needed to read a page or follow its links.
 *
 * `atLoad` starts what works without the visitor (an island; every module on a page that asks,
 * app/lib/page-script.ts); `onInput`, on the visitor's first input, starts the modules (the
 * menus, the banner, the audio players, search) and the frames no inline script started, then
 * lets the page's CSS drop what it keeps for pages without JavaScript. Each runs once; the first
 * input starts both.
 */
import { flashBanner } from "~/components/layout/flash-banner.enhance";
import { mainMenu } from "~/components/layout/main-menu.enhance";
import { sideMenu } from "~/components/layout/side-menu.enhance";
import { audioPlayer } from "~/components/ui/audio-player.enhance";
import { startExternalEmbeds } from "~/components/ui/external-embed.enhance";
import { startsAtLoad, startsOnInput } from "~/lib/page-script";
import { startIslands } from "./islands";
import { later, startModules } from "./modules";

const modules = {
  // Only one page has this: its code comes with it, not with every page.
  "site-search": later(() => import("~/features/search/site-search").then((m) => m.siteSearch)),
  "flash-banner": flashBanner,
  "main-menu": mainMenu,
  "side-menu": sideMenu,
  "audio-player": audioPlayer,
};

let failed: number | undefined;
let started = false;

export function atLoad(): void {
  if (failed !== undefined) return;
  failed = startModules(document, modules, startsAtLoad);
  startIslands(document);
}

export function onInput(): void {
  if (started) return;
  started = true;
  atLoad();
  failed! += startModules(document, modules, startsOnInput);
  // The frames that came with no inline script, never on a first screen, once near the screen.
  startExternalEmbeds(document, true);
  // The pages' CSS keeps the menus working without script under `.no-js`; it goes only once every
  // module has taken over, so a module that failed leaves the page as it works without them.
  if (failed === 0) document.documentElement.classList.remove("no-js");
}
