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
}

/** A third-party frame that loads only when near the screen, always with a plain link beside it. */
export function ExternalEmbed({
  src,
  title,
  link,
  sandbox = "allow-scripts allow-same-origin allow-popups",
  className,
}: ExternalEmbedProps) {
  return (
    <figure className={`${styles.embed} ${className ?? ""}`}>
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        loading="lazy"
        sandbox={sandbox}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <figcaption className={styles.caption}>
        <a href={link.href}>{link.label}</a>
      </figcaption>
    </figure>
  );
}
