import { PDFDocument } from "pdf-lib";
import { allRoutes } from "./site-routes";
import { expect, test } from "./fixtures";

test("every link to a PDF of this site answers application/pdf with a valid, titled PDF", async ({ request }) => {
  const links = new Map<string, string>();
  for (const path of allRoutes) {
    const html = await (await request.get(path)).text();
    // The site's own PDFs; a PDF on another site is outside what the tests may reach.
    for (const [, href] of html.matchAll(/href="(\/[^"]+\.pdf)"/g)) links.set(href!, path);
  }
  // The three policies, the statement of faith, and the distinctives that link to a policy.
  expect([...links.keys()].sort()).toEqual([
    "/docs/divorce-and-remarriage-policy.pdf",
    "/docs/philosophy-of-ministry.pdf",
    "/docs/statement-of-faith.pdf",
    "/docs/stewardship-policy.pdf",
  ]);
  for (const [href, from] of links) {
    const response = await request.get(href);
    expect(response.status(), `${href} (linked from ${from})`).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const bytes = await response.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getAuthor()).toBe("Cedar Hollow Bible Church");
    expect(pdf.getTitle()).toBeTruthy();
  }
});
