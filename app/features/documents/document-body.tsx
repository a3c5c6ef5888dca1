import { InlineContent } from "~/components/ui/inline-content";
import { sectionGroups, type Block } from "~/lib/document";
import styles from "./document.module.css";

/**
 * A document's sections, paragraphs and lists, with a link beside each heading to share that
 * section. Each second-level heading opens a `<section>` with what follows it, which the browser
 * lays out only near the screen (`.section` in document.module.css): a phone's first frame
 * shapes the text of its first screen, not of the whole statement of faith.
 */
export function DocumentBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className={styles.body}>
      {sectionGroups(blocks).map((group, i) => {
        const content = group.blocks.map((block, j) => <DocumentBlock key={`${i}-${j}`} block={block} />);
        return group.section ? (
          <section key={i} className={styles.section}>
            {content}
          </section>
        ) : (
          content
        );
      })}
    </div>
  );
}

function DocumentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "heading": {
      const Heading = block.level === 2 ? "h2" : "h3";
      return (
        <Heading id={block.id} className={styles.heading}>
          {block.text}{" "}
          <a href={`#${block.id}`} className={styles.anchor}>
            <span aria-hidden="true">#</span>
            <span className="visually-hidden">Link to the section {block.text}</span>
          </a>
        </Heading>
      );
    }
    case "paragraph":
      return (
        <p>
          <InlineContent content={block.content} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={styles.list}>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineContent content={item} />
            </li>
          ))}
        </List>
      );
    }
    case "quote":
      return (
        <blockquote className={styles.quote}>
          {block.paragraphs.map((paragraph, i) => (
            <p key={i}>
              <InlineContent content={paragraph} />
            </p>
          ))}
        </blockquote>
      );
  }
}
