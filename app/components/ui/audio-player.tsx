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
 * is in a closed `<details>`, whose contents the browser neither styles nor lays out: its
 * controls, drawn in the page's main thread, were most of a sermon page's style work (a series
 * page's 21 ms of a fast machine's came to 7 without them; four times that on a slow phone). With
 * the page script (audio-player.enhance.ts), a press puts the player in the details' place and
 * plays it: one press, as before. Without JavaScript, the button opens the details and the
 * player's own button plays it. Nothing downloads until then. When the file cannot be played,
 * the status line says so instead of leaving a greyed-out player, and the download link goes
 * with it.
 */
export function AudioPlayer({ src, downloadLabel, label, unavailable }: AudioPlayerProps) {
  return (
    <div data-module="audio-player">
      <details className={styles.player}>
        <summary className="button button-secondary">
          Listen{label && <span className="visually-hidden"> to {label}</span>}
        </summary>
        {/* The recording's written summary stands in for captions, which audio alone does not have. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio className={styles.audio} controls preload="none" src={src} {...(label ? { "aria-label": label } : {})} />
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
