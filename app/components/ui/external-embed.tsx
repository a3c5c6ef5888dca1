import styles from "./external-embed.module.css";

/** Props of {@link ExternalEmbed}. */
export interface ExternalEmbedProps {
  /** Embed address on the provider's site. */
  src: string;
  /** Names the frame for screen readers, such as "Map of the church's location". */
  title: string;
  /** The same thing on the provider's own site, for when the frame is blocked or too small. */
  link: { href: string; label: string };
  /** What the frame may do; as little as the provider allows. */
  sandbox?: string;
  className?: string;
  /** Sets the frame's size when the default 4:3 box does not suit the provider's content. */
  frameClassName?: string;
  /** Put the link above the frame, where a visitor finds it without scrolling past a tall listing. */
  linkFirst?: boolean;
}

/** A third-party frame that loads only when near the screen, always with a plain link beside it. */
export function ExternalEmbed({
  src,
  title,
  link,
  sandbox = "allow-scripts allow-same-origin allow-popups",
  className,
  frameClassName,
  linkFirst = false,
}: ExternalEmbedProps) {
  const caption = (
    <figcaption className={linkFirst ? styles.captionFirst : styles.caption}>
      <a href={link.href}>{link.label}</a>
    </figcaption>
  );
  return (
    <figure className={`${styles.embed} ${className ?? ""}`}>
      {linkFirst && caption}
      <iframe
        className={`${styles.frame} ${frameClassName ?? ""}`}
        src={src}
        title={title}
        loading="lazy"
        sandbox={sandbox}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {!linkFirst && caption}
    </figure>
  );
}
