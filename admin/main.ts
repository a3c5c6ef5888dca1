/**
 * The browser editor at /admin: Sveltia CMS from its npm build, bundled by the site's build with
 * its fonts and icons (its script-tag build fetches them from a CDN), and started with the
 * configuration the build made from the content schemas (admin/editor-config.ts).
 */
import CMS from "@sveltia/cms";
import config from "virtual:editor-config";

void CMS.init({ config });
