import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const rm of [false, true]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (rm) await page.emulateMedia({ reducedMotion: "reduce" });
  for (let i = 0; i < 3; i++) {
    await page.goto("http://localhost:3000/");
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Statement of faith" })
      .or(page.getByRole("contentinfo").getByRole("link", { name: "What we believe" }));
    await link.hover();
    await page.waitForTimeout(800);
    await link.click();
    await page.waitForURL("**/about_doctrine");
    await page.waitForTimeout(600);
    console.log(
      rm,
      await page.evaluate(
        `JSON.stringify({dcl: Math.round(performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd), fcp: performance.getEntriesByType("paint").map(p => Math.round(p.startTime))})`,
      ),
    );
  }
  await page.close();
}
await browser.close();
