"use client";

import { useEffect, useRef, useState } from "react";
import styles from "./video-teaser.module.css";

interface Props {
  title: string;
  /** What the clip shows, for screen readers. */
  description: string;
  poster: string;
  sources: readonly { src: string; type: string }[];
}

/**
 * The teaser's play button. Nothing of the clip loads until it is pressed; then the button gives
 * way to the video (muted, looping, with its controls) and focus moves to it.
 */
export function VideoTeaserPlayer({ title, description, poster, sources }: Props) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (playing) video.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <video ref={video} className={styles.video} controls autoPlay muted loop playsInline poster={poster} aria-label={`${title}: ${description}`}>
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    );
  }

  return (
    <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
      <span className={styles.playIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
      </span>
      <span className="sr-only">Play the clip: {title}</span>
    </button>
  );
}
