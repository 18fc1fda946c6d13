"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";
import styles from "./promo-video.module.css";

export interface VideoSource {
  src: string;
  type: string;
}

/** How far below (or above) the view the banner is when the clip starts loading. */
const NEAR_MARGIN = "400px 0px";

/**
 * The home banner's looping clip (storefront §2.4, item 6). Nothing of it exists until the banner
 * comes within NEAR_MARGIN of the view: only then is the video created with its sources and
 * poster (the picture the server already rendered beneath it, so without JavaScript, where a
 * browser would show a video's own controls, that picture is all there is). Muted, looping and
 * inline, it plays by itself unless the shopper prefers reduced motion; the button pauses or plays
 * it (WCAG 2.2.2).
 */
export function PromoVideo({ sources, poster, className }: { sources: VideoSource[]; poster: string; className?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const [near, setNear] = useState(false);
  const [playing, setPlaying] = useState(false);
  const reduced = useReducedMotion();

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Asking for reduced motion while it plays stops it; the shopper can still press play.
  useEffect(() => {
    if (reduced) video.current?.pause();
  }, [reduced]);

  // React sets only the muted property; the attribute too, before the browser picks a source.
  const attach = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    if (element) element.defaultMuted = true;
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <>
      <div ref={frame} className={styles.frame} aria-hidden="true">
        {near && (
          <video
            ref={attach}
            className={`${styles.video} ${className ?? ""}`}
            muted
            loop
            playsInline
            autoPlay={!reduced}
            preload="none"
            poster={poster}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            {sources.map((s) => (
              <source key={s.src} src={s.src} type={s.type} />
            ))}
          </video>
        )}
      </div>
      {near && (
        <button type="button" className={styles.toggle} onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span className="sr-only">{playing ? "Pause video" : "Play video"}</span>
        </button>
      )}
    </>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}
