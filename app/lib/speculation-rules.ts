/**
 * The Speculation Rules every page carries: when a visitor hovers over a link to another page of
 * the site (or presses on it), the browser prerenders that page, so the click shows it at once
 * without any client-side router. Only pages: files (PDFs, pictures, calendars) and the site
 * editor are left to an ordinary click. Prerendering is safe here because a page's own script
 * starts nothing outside the site until the visitor actually opens it (app/lib/page-lifecycle.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/*.*", "/admin", "/admin/*"] } },
          { not: { selector_matches: "[download], [target]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
