import { chromium } from "@playwright/test";
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } });
  await page.route(/^(?!https?:\/\/localhost[:/])/, (r) => r.fulfill({ status: 200, body: "" }));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${p.replace(/\//g, "_") || "_"}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
