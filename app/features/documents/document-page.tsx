import { ContentsNav } from "~/components/ui/contents-nav";
import { PageIntro } from "~/components/ui/page-intro";
import { sections } from "~/lib/document";
import { DocumentBody } from "./document-body";
import type { DocumentData } from "./document-data.server";
import styles from "./document.module.css";

/** Props of {@link DocumentPage}. */
export interface DocumentPageProps {
  title: string;
  intro: string[];
  document: DocumentData;
}

/** The statement of faith or a policy: its date, a PDF to download, its sections and its text. */
export function DocumentPage({ title, intro, document }: DocumentPageProps) {
  const contents = document.tableOfContents ? sections(document.blocks) : [];
  return (
    <>
      <PageIntro title={title} intro={intro} />
      <article className={`page ${styles.document}`}>
        <div className={styles.meta}>
          <p className={styles.date}>
            Adopted by the members on <time dateTime={document.adopted.iso}>{document.adopted.label}</time>
          </p>
          <a className={`button button-secondary ${styles.download}`} href={document.pdfHref} type="application/pdf">
            Download “{title}” (PDF)
          </a>
        </div>
        {contents.length > 0 && (
          <ContentsNav
            id="contents-heading"
            heading="Contents"
            entries={contents.map((section) => ({ href: `#${section.id}`, label: section.text }))}
            className={styles.contents}
          />
        )}
        <DocumentBody blocks={document.blocks} />
      </article>
    </>
  );
}
