"use client";

import { useState } from "react";
import styles from "./store-map.module.css";

/**
 * The map facade's one interactive part: until the shopper presses the button, nothing is
 * requested from Google (no script, no frame, no picture); then the embed replaces the drawing
 * in the same box (no layout shift) and takes the focus, so a keyboard user carries on inside it.
 */
export function MapEmbed({ src, title, children }: { src: string; title: string; children: React.ReactNode }) {
  const [shown, setShown] = useState(false);

  if (shown) {
    return (
      <iframe
        ref={(node) => node?.focus()}
        className={styles.iframe}
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        // Scripts and its own origin for the map itself; popups so "View larger map" opens Google Maps.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      />
    );
  }
  return (
    <>
      {children}
      <div className={styles.facadeAction}>
        <button type="button" className="btn btn-primary" onClick={() => setShown(true)}>
          Show map
        </button>
        <p className={styles.note}>Loads Google Maps</p>
      </div>
    </>
  );
}
