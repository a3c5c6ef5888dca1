/**
 * Where a pre-rendered page lives in the build and the address it answers at. Each page is a
 * file named after its address (`/about_doctrine` is `about_doctrine.html`, `/` is `index.html`),
 * because that is the layout Cloudflare Pages and Netlify serve at the address itself with 200;
 * a page written as `about_doctrine/index.html` they answer only after a redirect to the
 * address with a slash. The 404 page is `404.html`, the name both hosts look for.
 */

/** The 404 page's file: the answer to every unknown address. */
export const notFoundFile = "/404.html";

/** The file of the page at an address: "/" is "/index.html", "/about_pom" is "/about_pom.html". */
export function pageFile(address: string): string {
  return address === "/" ? "/index.html" : `${address}.html`;
}

/** The address a page file answers at: "/about_pom.html" is "/about_pom", "/index.html" is "/". */
export function pageAddress(file: string): string {
  return (
    file
      .replace(/(^|\/)index\.html$/, "$1")
      .replace(/\.html$/, "")
      .replace(/(.)\/$/, "$1") || "/"
  );
}
