import { Fragment } from "react";
import type { Inline } from "~/lib/document";

/**
 * Runs of text with their emphasis and links: a document's paragraph, a notice written in
 * Markdown ("[Sign up](/fall)", "**bold**"). The Markdown was read at build time.
 */
export function InlineContent({ content }: { content: Inline[] }) {
  return content.map((run, i) => {
    switch (run.type) {
      case "text":
        return <Fragment key={i}>{run.text}</Fragment>;
      case "strong":
        return (
          <strong key={i}>
            <InlineContent content={run.children} />
          </strong>
        );
      case "em":
        return (
          <em key={i}>
            <InlineContent content={run.children} />
          </em>
        );
      case "link":
        return (
          <a key={i} href={run.href}>
            <InlineContent content={run.children} />
          </a>
        );
    }
  });
}
