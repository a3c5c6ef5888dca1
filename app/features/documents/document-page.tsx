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
          <nav className={styles.contents} aria-labelledby="contents-heading">
            <h2 id="contents-heading" className={styles.contentsHeading}>
              Contents
            </h2>
            <ol>
              {contents.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <DocumentBody blocks={document.blocks} />
      </article>
    </>
  );
}
