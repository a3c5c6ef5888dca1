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
 * The browser's audio player with a download link below it. Nothing downloads until the visitor
 * presses play. When the file cannot be played, audio-player.enhance.ts says so in the status
 * line instead of leaving a greyed-out player, and takes the download link away with it.
 */
export function AudioPlayer({ src, downloadLabel, label, unavailable }: AudioPlayerProps) {
  return (
    <div data-module="audio-player">
      {/* The recording's written summary stands in for captions, which audio alone does not have. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio className={styles.audio} controls preload="none" src={src} {...(label ? { "aria-label": label } : {})}>
        <a href={src}>{downloadLabel ?? `Listen to ${label ?? "the recording"}`}</a>
      </audio>
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
