import type { ReactNode } from "react";
import styles from "./audio-player.module.css";

/** Props of {@link AudioPlayer}. */
export interface AudioPlayerProps {
  src: string;
  /** The download link's words, such as "Download the message (MP3, 38 min)"; without them, no download link (a list of sermons links each to its page instead). */
  downloadLabel?: string;
  /** What the player is, for a screen reader among several: "No Condemnation". */
  label?: string;
  /**
   * What the status line says when the file cannot be played: where else to turn, since the
   * download is on the same host and cannot be reached either.
   */
  unavailable: ReactNode;
}

/**
 * The browser's audio player behind a Listen button, with a download link below it. The player
 * is in a closed `<details>`, in a `<noscript>`: without JavaScript the button opens the details
 * and the player's own button plays it; where scripts run, the browser reads the player as text,
 * which costs the parse nothing, and the page script (audio-player.enhance.ts) makes it at the
 * press, puts it in the details' place and plays it: one press, as without. An `<audio>` element
 * in the markup costs Chromium's parser about a quarter of a millisecond of a fast machine's main
 * thread to make, played or not: twenty of them were 5-11 ms of a sermon list's parse. Closed,
 * the details keeps its contents out of the page's style and layout. Nothing downloads before a
 * press. When the file cannot be played, the status line says so instead of leaving a greyed-out
 * player, and the download link goes with it.
 */
export function AudioPlayer({ src, downloadLabel, label, unavailable }: AudioPlayerProps) {
  return (
    <div data-module="audio-player">
      <details className={styles.player}>
        <summary className="button button-secondary">
          Listen{label && <span className="visually-hidden"> to {label}</span>}
        </summary>
        <noscript>
          {/* The recording's written summary stands in for captions, which audio alone does not have. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio
            className={styles.audio}
            controls
            preload="none"
            src={src}
            {...(label ? { "aria-label": label } : {})}
          />
        </noscript>
      </details>
      <p className={styles.status} role="status" data-audio-status="" />
      {/* What the status line says when the file cannot be played, like every other embed's message. */}
      <template>{unavailable}</template>
      {downloadLabel && (
        <p data-audio-download="">
          <a href={src} download>
            {downloadLabel}
          </a>
        </p>
      )}
    </div>
  );
}
