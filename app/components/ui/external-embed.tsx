import { useContext } from "react";
import { FrameScripts } from "./frame-script";
import styles from "./external-embed.module.css";

/** What a frame may do, as little as its kind of provider allows. Popups (the provider's own links) leave the sandbox. */
const frameKinds = {
  video: {
    sandbox: "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation",
    allow: "autoplay; fullscreen; picture-in-picture; encrypted-media",
  },
  page: { sandbox: "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox", allow: undefined },
} as const;

/** Props of {@link ExternalEmbed}. */
export interface ExternalEmbedProps {
  /** Embed address on the provider's site. */
  src: string;
  /** Names the frame for screen readers, such as "Map of the church's location". */
  title: string;
  /** The same thing on the provider's own site, for when the frame is blocked or too small. */
  link: { href: string; label: string };
  /** A video player (fullscreen, picture-in-picture) or any other page (a listing, a map). */
  kind?: keyof typeof frameKinds;
  className?: string;
  /** Sets the frame's size when the default 4:3 box does not suit the provider's content. */
  frameClassName?: string;
  /** Put the link above the frame, where a visitor finds it without scrolling past a tall listing. */
  linkFirst?: boolean;
  /**
   * Never on a first screen (the home page's map, after at least a screen of other sections; the
   * sermons page's archive, below a full list of the latest sermons): it comes with no inline
   * script, whose first look at the page cost every load about 2 ms of a fast machine's main
   * thread for a frame no visitor sees without scrolling. The page script, which the visitor's
   * first input brings, starts it once it is near the screen. A video, which waits for its Play
   * button wherever it is, keeps its script.
   */
  belowFirstScreen?: boolean;
}

/**
 * A third-party frame, sandboxed, always with a plain link beside it. It costs nothing until
 * needed: the page carries a box of the frame's size with the frame in `<noscript>`, and the inline
 * script after it (external-embed.enhance.ts) puts the frame in. A page (a listing, a map) comes
 * once the page has loaded and painted and the box is on the first screen or, after the visitor's
 * first input, near it. A video comes when the visitor presses its box's Play button, and plays:
 * the one press a player asks for anyway, and a phone runs no player for a visitor who only reads
 * the page. When the provider does not answer, the message of the `<template>` takes the frame's
 * box beside the link.
 */
export function ExternalEmbed({
  src,
  title,
  link,
  kind = "page",
  className,
  frameClassName,
  linkFirst = false,
  belowFirstScreen = false,
}: ExternalEmbedProps) {
  const scripts = useContext(FrameScripts);
  const script = kind === "video" ? scripts.video : belowFirstScreen ? undefined : scripts.embed;
  const caption = (
    <figcaption className={linkFirst ? styles.captionFirst : styles.caption}>
      <a href={link.href}>{link.label}</a>
    </figcaption>
  );
  return (
    <figure
      className={`${styles.embed} ${className ?? ""}`}
      data-frame={kind === "video" ? undefined : ""}
      data-video={kind === "video" ? "" : undefined}
    >
      {linkFirst && caption}
      <div className={`${styles.frame} ${styles.placeholder} ${frameClassName ?? ""}`} data-frame-box="">
        <noscript>
          <iframe
            className={`${styles.frame} ${frameClassName ?? ""}`}
            src={src}
            title={title}
            loading="lazy"
            sandbox={frameKinds[kind].sandbox}
            allow={frameKinds[kind].allow}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </noscript>
        {/* Shown only where scripts run (external-embed.module.css): without them, the frame is there. */}
        {kind === "video" && (
          <button type="button" className={styles.play} aria-label={`Play: ${title}`}>
            <span className="button">
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
              </svg>
              Play
            </span>
          </button>
        )}
      </div>
      {/* The message takes the frame's box, no taller than a screen, with the link in it where the
          eye is; the caption's link stays where it was. */}
      <template>
        <p
          className={`${styles.frame} ${styles.unavailable} ${frameClassName ?? ""}`}
          tabIndex={kind === "video" ? -1 : undefined}
        >
          {title} could not be loaded here. <a href={link.href}>{link.label}</a>
        </p>
      </template>
      {!linkFirst && caption}
      {script && <script dangerouslySetInnerHTML={{ __html: script }} />}
    </figure>
  );
}
