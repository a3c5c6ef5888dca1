/**
 * The one script every page loads (a module, so it runs once the HTML is parsed). It attaches
 * each enhancement module to the pre-rendered markup that names it with `data-module`, and
 * hands widgets marked `data-island` to the island loader, which brings React only to a page
 * whose widget needs it. Nothing here is needed to read a page or follow its links.
 */
import { flashBanner } from "~/components/layout/flash-banner.enhance";
import { liveNow } from "~/components/layout/live-now.enhance";
import { mainMenu } from "~/components/layout/main-menu.enhance";
import { sideMenu } from "~/components/layout/side-menu.enhance";
import { audioPlayer } from "~/components/ui/audio-player.enhance";
import { externalEmbed } from "~/components/ui/external-embed.enhance";
import { socialFeed } from "~/components/ui/social-feed.enhance";
import { startIslands } from "./islands";
import { later, startModules } from "./modules";

const failed = startModules(document, {
  // Only one page has each of these: its code comes with it, not with every page.
  "site-search": later(() => import("~/features/search/site-search").then((m) => m.siteSearch)),
  "next-service": later(() => import("~/features/media/next-service").then((m) => m.nextService)),
  "flash-banner": flashBanner,
  "live-now": liveNow,
  "main-menu": mainMenu,
  "side-menu": sideMenu,
  "external-embed": externalEmbed,
  "social-feed": socialFeed,
  "audio-player": audioPlayer,
});
// The pages' CSS keeps the menus working without script under `.no-js`; it goes only once every
// module has taken over, so a module that failed leaves the page as it works without them.
if (failed === 0) document.documentElement.classList.remove("no-js");
startIslands(document);
