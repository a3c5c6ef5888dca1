/**
 * Writes a PDF of every document page of content/pages to public/docs, from the same Markdown
 * its page shows, so the download never disagrees with the page. Files no longer listed are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getContent, getDocuments, getPage } from "../app/site/content.server.ts";
import { renderDocumentPdf } from "./pdf/document-pdf.ts";
import { brandTokens } from "../app/lib/brand.ts";

const outDir = join(process.cwd(), "public/docs");
mkdirSync(outDir, { recursive: true });

const { church } = getContent().siteConfig;
const documents = getDocuments();
const wanted = new Set(documents.map((d) => d.pdf));
for (const file of readdirSync(outDir)) if (!wanted.has(file)) rmSync(join(outDir, file));

for (const document of documents) {
  const page = getPage(document.path);
  const pdf = await renderDocumentPdf({
    churchName: church.name,
    title: page.title,
    intro: page.intro,
    adopted: document.adopted,
    blocks: document.blocks,
    pageUrl: `${church.origin}${document.path}`,
    brand: brandTokens(getContent().siteConfig.brand),
  });
  writeFileSync(join(outDir, document.pdf), pdf);
}
console.log(`pdfs: ${documents.length} written to public/docs`);
